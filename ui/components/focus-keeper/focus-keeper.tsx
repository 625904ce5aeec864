import { useEffect } from 'react';
import { fallbackSelector, noteMove } from './focus-moves';

/**
 * Marks a stable element (a list's toolbar, a form's buttons) that takes focus when the control in it that
 * had focus is disabled or removed: Group while it groups, Save while it saves. It is focusable by script
 * only (`tabIndex -1`), so Tab goes on from where the person was.
 */
export const focusFallback = { 'data-focus-fallback': '', tabIndex: -1 } as const;

const lostFocus = (el: HTMLElement): boolean => !el.isConnected || el.matches(':disabled');

/** The element and its ancestors, closest first: kept while it is focused, as removal cuts the chain. */
const chainOf = (el: HTMLElement): HTMLElement[] => {
  const chain: HTMLElement[] = [];
  for (let node: HTMLElement | null = el; node; node = node.parentElement) chain.push(node);
  return chain;
};

/**
 * Keeps focus where the person is (issue #25). A browser drops focus to the top of the page (`body`) when
 * the focused control is disabled or taken out of the page, as a list re-renders or a button starts to
 * work; the keeper moves it to the closest still-present fallback around that control instead: a
 * `focusFallback` element, an open dialog, or the page's main area. Installed once by the shell.
 */
export function useFocusKeeper(): void {
  useEffect(() => {
    let last: HTMLElement | null = null;
    let chain: HTMLElement[] = [];
    const onFocusIn = (event: FocusEvent) => {
      if (!(event.target instanceof HTMLElement)) return;
      last = event.target;
      chain = chainOf(last);
    };
    const check = () => {
      if (!last || !lostFocus(last)) return;
      const active = document.activeElement;
      if (active && active !== document.body && active !== last) return;
      const target = chain.find((el) => el !== last && el.isConnected && el.matches(fallbackSelector));
      const lost = last;
      last = null;
      if (!target) return;
      noteMove(target, lost);
      target.focus({ preventScroll: true });
    };
    document.addEventListener('focusin', onFocusIn, true);
    // Disabling or removing an element is a mutation; so is the focus fixup's effect on it.
    const observer = new MutationObserver(check);
    observer.observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['disabled'],
    });
    return () => {
      document.removeEventListener('focusin', onFocusIn, true);
      observer.disconnect();
    };
  }, []);
}

/** `useFocusKeeper` as an element, for the shell (and a test) to place once. */
export function FocusKeeper(): null {
  useFocusKeeper();
  return null;
}
