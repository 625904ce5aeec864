/** What the focus keeper and the dialogs share: where focus may wait, and where it came from. */

/** A stable element that may hold focus for a control that cannot (the keeper's and dialogs' fallback). */
export const fallbackSelector =
  '[data-focus-fallback], [role="dialog"], [role="alertdialog"], main[tabindex]';

/** Connected, enabled and not in an inert part of the page. */
export const canTakeFocus = (el: HTMLElement): boolean =>
  el.isConnected && !el.matches(':disabled') && el.closest('[inert]') === null;

const movedFrom = new WeakMap<HTMLElement, HTMLElement>();

/** The keeper moved focus from `lost` (disabled as it started to work) to `fallback`. */
export const noteMove = (fallback: HTMLElement, lost: HTMLElement): void => {
  movedFrom.set(fallback, lost);
};

/**
 * The control a person last used: the focused element, or the one the keeper moved focus away from
 * when it disabled itself (Delete, as it asks its question).
 */
export const controlBehind = (active: HTMLElement): HTMLElement => {
  const lost = movedFrom.get(active);
  return lost?.isConnected ? lost : active;
};
