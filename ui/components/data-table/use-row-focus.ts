import { useEffect, useRef, useState, type KeyboardEvent, type RefObject } from 'react';

/** Rows a Page Up or Page Down moves. */
const pageStep = 10;

const targets: Record<string, (at: number, last: number) => number> = {
  ArrowDown: (at) => at + 1,
  ArrowUp: (at) => at - 1,
  PageDown: (at) => at + pageStep,
  PageUp: (at) => at - pageStep,
  Home: () => 0,
  End: (_, last) => last,
};

/**
 * A roving tab index over a table's rows (WAI-ARIA practice): the table is one tab stop, the active row;
 * arrow keys, Page Up/Down, Home and End move focus between rows. Rows are virtualised, so a row out of
 * the window is first scrolled to and focused once it is rendered.
 */
export function useRowFocus(options: {
  count: number;
  scrollRef: RefObject<HTMLElement | null>;
  scrollToIndex: (index: number) => void;
}) {
  const { count, scrollRef, scrollToIndex } = options;
  const [active, setActive] = useState(0);
  const pending = useRef<number | null>(null);
  const activeIndex = Math.min(active, Math.max(count - 1, 0));

  const rowElement = (index: number) =>
    scrollRef.current?.querySelector<HTMLElement>(`tr[data-row-index="${index}"]`) ?? null;

  useEffect(() => {
    if (pending.current === null) return;
    const el = rowElement(pending.current);
    if (el) {
      pending.current = null;
      el.focus();
    }
  });

  /** Handles the key when it moves focus; true when it did. */
  const moveFrom = (index: number, event: KeyboardEvent<HTMLElement>): boolean => {
    const target = targets[event.key];
    if (!target || count === 0) return false;
    event.preventDefault();
    const next = Math.max(0, Math.min(count - 1, target(index, count - 1)));
    setActive(next);
    const el = rowElement(next);
    if (el) el.focus();
    else {
      pending.current = next;
      scrollToIndex(next);
    }
    return true;
  };

  return { activeIndex, onRowFocus: setActive, moveFrom };
}
