import { useLayoutEffect, useRef } from 'react';
import { canTakeFocus, controlBehind, fallbackSelector } from '../focus-keeper/focus-moves';

/** How long a disabled opener (waiting for the answer it asked for) may take to come back. */
const waitForOpenerMs = 1000;

/**
 * Radix gives focus back on close only to a `Dialog.Trigger`; our dialogs open from state (a machine, a
 * list's row button), so focus used to fall to the top of the page (issue #25). The dialog remembers the
 * control that opened it and gives focus back to it as it closes. An opener that is disabled at that moment
 * (Delete, until the list has the answer) gets it back as soon as it is enabled; meanwhile its toolbar
 * holds focus.
 */
export function useReturnFocus(open: boolean) {
  const opener = useRef<HTMLElement | null>(null);
  // A layout effect runs before Radix's portal draws the content and its focus scope (an effect) moves
  // focus into it, so the opener may be in another dialog (a dialog opened from a dialog) but not this one.
  useLayoutEffect(() => {
    if (!open) return;
    const active = document.activeElement;
    opener.current = active instanceof HTMLElement && active !== document.body ? controlBehind(active) : null;
  }, [open]);
  const onCloseAutoFocus = (event: Event) => {
    const el = opener.current;
    opener.current = null;
    // Gone: Radix's own handling (its trigger, if any) applies.
    if (!el?.isConnected) return;
    event.preventDefault();
    if (canTakeFocus(el)) {
      el.focus({ preventScroll: true });
      return;
    }
    const holder = el.parentElement?.closest<HTMLElement>(fallbackSelector) ?? null;
    holder?.focus({ preventScroll: true });
    const until = performance.now() + waitForOpenerMs;
    const retry = () => {
      if (!el.isConnected || performance.now() > until) return;
      const active = document.activeElement;
      // The person moved on meanwhile: leave focus where they put it.
      if (active !== holder && active !== document.body && active !== null) return;
      if (canTakeFocus(el)) el.focus({ preventScroll: true });
      else requestAnimationFrame(retry);
    };
    requestAnimationFrame(retry);
  };
  return { onCloseAutoFocus };
}
