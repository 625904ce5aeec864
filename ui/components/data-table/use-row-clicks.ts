import { useRef, type MouseEvent } from 'react';
import type { RowKey } from './data-table.types';

/** Spec 2 §9: two clicks on the same row within 250 ms open it. */
export const doubleClickWindowMs = 250;

const interactive = 'button, a, input, select, textarea, label, [role="checkbox"], [role="button"]';

/**
 * Row clicks: a click is a click (select), and a second click on the same row within 250 ms opens it
 * instead, so the first click's selection stands (spec 2 §2: a row click selects, a double click opens).
 * Clicks on a control inside the row (a checkbox, a link, the expand button) belong to that control.
 * Times come from `now`, so a test can hold the clock.
 */
export function useRowClicks<T>(options: {
  onClick?: (row: T) => void;
  onOpen?: (row: T) => void;
  now: () => number;
}) {
  const last = useRef<{ key: RowKey; at: number } | null>(null);
  return (row: T, key: RowKey) => (event: MouseEvent<HTMLElement>) => {
    const target = event.target as Element;
    const control = target.closest(interactive);
    if (control && event.currentTarget.contains(control) && control !== event.currentTarget) return;
    const at = options.now();
    const previous = last.current;
    // Without an opener there is no double click: every click selects.
    if (options.onOpen && previous && previous.key === key && at - previous.at <= doubleClickWindowMs) {
      last.current = null;
      options.onOpen?.(row);
    } else {
      last.current = { key, at };
      options.onClick?.(row);
    }
  };
}
