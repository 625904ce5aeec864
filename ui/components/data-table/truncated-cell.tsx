import type { ReactNode, SyntheticEvent } from 'react';
import * as s from './data-table.css';

/** The widest a cell grows when its column names no width; longer text is cut with an ellipsis. */
export const defaultCellMaxWidth = 280;

/**
 * A cell's content on one line, so every row keeps one compact height. Text cut short shows whole in the
 * tooltip: it is set when the pointer or focus arrives and the text does not fit, so cells that fit carry
 * no redundant title for screen readers.
 */
export function TruncatedCell(props: { children: ReactNode; maxWidth?: number | string }) {
  const reveal = (event: SyntheticEvent<HTMLDivElement>) => {
    const el = event.currentTarget;
    const cut = el.scrollWidth > el.clientWidth;
    const text = el.textContent?.trim() ?? '';
    if (cut && text) el.title = text;
    else el.removeAttribute('title');
  };
  return (
    <div
      className={s.cellText}
      style={{ maxWidth: props.maxWidth ?? defaultCellMaxWidth }}
      onPointerEnter={reveal}
      onFocus={reveal}
    >
      {props.children}
    </div>
  );
}
