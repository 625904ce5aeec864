// wouter patches pushState/replaceState to announce them as events (idempotent); the history guard
// tracks the current entry by them, so make sure the patch is in place whoever imports this first.
import 'wouter/use-browser-location';

/** A navigation someone tried, held by a block until it may go ahead. */
export interface NavigationAttempt {
  /** Where it leads ('/orders?x=1'); for the browser's back and forward, the entry it went to. */
  to: string;
  /** Tries again, asking every block afresh; the block that held it calls this once leaving is allowed. */
  retry: () => void;
}

/**
 * Something that must not be left unasked, e.g. a form with unsaved changes. Registered with
 * `runtime.registerNavigationBlock`, consulted by `runtime.navigate`, the router's links and navigate
 * (wouter's `aroundNav`), logout, the browser's back and forward, and tab close (beforeunload).
 */
export interface NavigationBlock {
  /** True while leaving would lose something. */
  isBlocking: () => boolean;
  /** Asks (the form's discard prompt) and calls `attempt.retry()` if the person agrees. */
  hold: (attempt: NavigationAttempt) => void;
}

/** The one place navigations are asked about (docs/decisions/021). */
export function createNavigationBlocks() {
  const blocks = new Set<NavigationBlock>();

  const attempt = (to: string, go: () => void): void => {
    const holder = [...blocks].find((b) => b.isBlocking());
    if (holder) holder.hold({ to, retry: () => attempt(to, go) });
    else go();
  };

  return {
    /** Adds a block; the returned function removes it (an effect's cleanup). */
    register: (block: NavigationBlock): (() => void) => {
      blocks.add(block);
      return () => void blocks.delete(block);
    },
    isBlocked: (): boolean => [...blocks].some((b) => b.isBlocking()),
    /** Runs `go` now when nothing blocks, else hands the attempt to the first block that does. */
    attempt,
  };
}

export type NavigationBlocks = ReturnType<typeof createNavigationBlocks>;

/**
 * The browser's side: tab close and reload get the browser's own prompt (no custom text is possible),
 * and back/forward is undone, asked about, and replayed. Returns the cleanup.
 *
 * A popstate cannot be cancelled, only reversed: this listener is added before wouter's (the runtime
 * starts before React), stops wouter from seeing the blocked pop, pushes the page we were on back, and
 * on approval steps back onto the entry the person chose (history.back() from the re-pushed entry lands
 * there for Back and for Forward alike).
 */
export function guardBrowserHistory(blocks: NavigationBlocks, win: Window = window): () => void {
  const here = () => win.location.pathname + win.location.search + win.location.hash;
  let current = here();
  let passing = false;
  const track = () => {
    current = here();
  };
  const onPopState = (event: PopStateEvent) => {
    if (passing || !blocks.isBlocked()) {
      passing = false;
      track();
      return;
    }
    event.stopImmediatePropagation();
    const to = here();
    win.history.pushState(null, '', current);
    blocks.attempt(to, () => {
      passing = true;
      win.history.back();
    });
  };
  const onBeforeUnload = (event: BeforeUnloadEvent) => {
    if (!blocks.isBlocked()) return;
    event.preventDefault();
    // Older browsers show the prompt only when returnValue is set.
    event.returnValue = '';
  };
  win.addEventListener('popstate', onPopState);
  // wouter's patched history methods announce pushes and replaces as events of these names.
  win.addEventListener('pushState', track);
  win.addEventListener('replaceState', track);
  win.addEventListener('beforeunload', onBeforeUnload);
  return () => {
    win.removeEventListener('popstate', onPopState);
    win.removeEventListener('pushState', track);
    win.removeEventListener('replaceState', track);
    win.removeEventListener('beforeunload', onBeforeUnload);
  };
}
