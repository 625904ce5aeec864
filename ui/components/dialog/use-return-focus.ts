import { useLayoutEffect, useRef } from 'react';

const canTakeFocus = (el: HTMLElement): boolean =>
  el.isConnected && !(el as HTMLButtonElement).disabled && el.closest('[inert]') === null;

/**
 * Radix gives focus back on close only to a `Dialog.Trigger`; our dialogs open from state (a machine, a
 * list's row button), so focus used to fall to the top of the page (issue #25). The dialog remembers what
 * had focus as it opened and gives focus back to it as it closes, when that control is still there.
 */
export function useReturnFocus(open: boolean) {
  const opener = useRef<HTMLElement | null>(null);
  // A layout effect runs before Radix's portal draws the content and its focus scope (an effect) moves
  // focus into it, so the opener may be in another dialog (a dialog opened from a dialog) but not this one.
  useLayoutEffect(() => {
    if (!open) return;
    const active = document.activeElement;
    opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
  }, [open]);
  const onCloseAutoFocus = (event: Event) => {
    const el = opener.current;
    opener.current = null;
    // Gone or disabled: Radix's own handling (its trigger, if any) applies.
    if (!el || !canTakeFocus(el)) return;
    event.preventDefault();
    el.focus({ preventScroll: true });
  };
  return { onCloseAutoFocus };
}
