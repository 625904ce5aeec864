import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * The height that lets a table's scroll box end where the window does, with what follows it on the page
 * (the pager, the page's bottom padding) still in view: the page then needs no scrolling of its own and
 * the table is its one scroll area, so a sticky header and sticky first columns stay put. Neither the space
 * above the box nor the space below it depends on the box's height, so measuring again settles at once.
 * Never less than `min`, so a short window (a phone on its side) still shows rows; the page scrolls then.
 */
/** The element whose end is the list's end; the box's parent when none is marked. */
export const containerSelector = '[data-fill-container]';

export function useFillHeight(
  ref: RefObject<HTMLElement | null>,
  options: { enabled: boolean; min: number; fallback: number },
): number {
  const { enabled, min, fallback } = options;
  const [height, setHeight] = useState(fallback);

  useLayoutEffect(() => {
    const el = ref.current;
    if (!enabled || !el) return undefined;
    const measure = () => {
      const rect = el.getBoundingClientRect();
      // jsdom lays nothing out: keep the fallback there.
      if (rect.height === 0 && rect.top === 0) return;
      const top = rect.top + window.scrollY;
      // What follows the box inside its list (the pager), and the landmark's own bottom padding.
      const container = el.closest(containerSelector) ?? el.parentElement;
      const main = el.closest('main');
      const after = container ? Math.max(0, container.getBoundingClientRect().bottom - rect.bottom) : 0;
      const padding = main ? parseFloat(getComputedStyle(main).paddingBottom) || 0 : 0;
      // Once the page scrolls, its height tells exactly what lies below the box (gaps and footers
      // included); before, the list's end and the landmark's padding are the estimate.
      const doc = document.documentElement;
      const scrolls = doc.scrollHeight > window.innerHeight;
      const below = scrolls ? Math.max(0, doc.scrollHeight - (top + rect.height)) : after + padding;
      const next = Math.max(min, Math.floor(window.innerHeight - top - below));
      setHeight((prev) => (Math.abs(prev - next) > 1 ? next : prev));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(document.body);
    window.addEventListener('resize', measure);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, [ref, enabled, min]);

  return enabled ? height : fallback;
}
