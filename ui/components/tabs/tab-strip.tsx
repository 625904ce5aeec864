import { useCallback, useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';
import * as s from './tabs.css';

/** Leaves a little of the neighbouring tab showing, so the edge still hints there is more. */
const edgeRoom = 24;

/** Scrolls the list sideways only (never the page) until the tab is inside it. */
function scrollIntoList(list: HTMLElement, tab: HTMLElement) {
  const box = list.getBoundingClientRect();
  const at = tab.getBoundingClientRect();
  if (at.left < box.left) list.scrollLeft -= box.left - at.left + edgeRoom;
  else if (at.right > box.right) list.scrollLeft += at.right - box.right + edgeRoom;
}

/**
 * Around a tab list (its one child, which scrolls sideways): shades the side that has more tabs off-screen,
 * from the list's scroll position and size, and scrolls the active tab into view as it changes, so on a
 * phone the strip shows that it scrolls and where the person is (issue #25).
 */
export function TabStrip({
  active,
  className,
  children,
}: {
  /** The active tab's name: when it changes, that tab is scrolled into view. */
  active: string;
  className?: string;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const listOf = () => ref.current?.firstElementChild as HTMLElement | null | undefined;
  // The cue is the DOM's own state (a scroll position), written straight onto the strip: no re-render.
  const measure = useCallback(() => {
    const list = listOf();
    const strip = ref.current;
    if (!list || !strip) return;
    strip.toggleAttribute('data-more-start', list.scrollLeft > 1);
    strip.toggleAttribute('data-more-end', list.scrollLeft + list.clientWidth < list.scrollWidth - 1);
  }, []);
  const showActive = useCallback(() => {
    const list = listOf();
    const tab = list?.querySelector<HTMLElement>('[aria-current="page"], [data-state="active"]');
    if (list && tab) scrollIntoList(list, tab);
    measure();
  }, [measure]);
  useLayoutEffect(showActive, [active, showActive]);
  // The strip or a tab changes size (the phone turns, a count arrives, the font loads): measure again.
  useEffect(() => {
    const list = listOf();
    if (!list || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(showActive);
    for (const el of [list, ...Array.from(list.children)]) observer.observe(el);
    return () => observer.disconnect();
  }, [showActive]);
  return (
    <div
      ref={ref}
      className={className ? `${s.strip} ${className}` : s.strip}
      // Scroll events do not bubble; the capture phase still passes here.
      onScrollCapture={measure}
    >
      {children}
    </div>
  );
}
