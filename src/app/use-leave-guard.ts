import { useLayoutEffect, useRef } from 'react';
import type { NavigationAttempt } from './navigation-blocks';
import { useRuntime } from './runtime-context';

/**
 * Binds a machine that asks before leaving (the edit form, the order journey) to the app's navigation
 * blocks: while `isBlocking()` a navigation is held and `ask(to)` sends the machine its leave event; the
 * machine's injected `leave` action calls the returned `leave(to)`, which lets the held navigation go where
 * it was going, or navigates for the page's own Cancel or Back. Both callbacks are read when called, so they
 * may reach an actor created after this hook ran.
 */
export function useLeaveGuard() {
  const runtime = useRuntime();
  const held = useRef<NavigationAttempt | null>(null);
  const machine = useRef<{ isBlocking: () => boolean; ask: (to: string) => void } | null>(null);

  // A layout effect: a page unmounted by a redirect drops its block before the redirect navigates.
  useLayoutEffect(
    () =>
      runtime.registerNavigationBlock({
        isBlocking: () => machine.current?.isBlocking() ?? false,
        hold: (attempt) => {
          held.current = attempt;
          machine.current?.ask(attempt.to);
        },
      }),
    [runtime],
  );

  return {
    /** The machine's `leave` action. */
    leave: (to: string) => {
      const attempt = held.current;
      held.current = null;
      if (attempt) queueMicrotask(attempt.retry);
      else queueMicrotask(() => runtime.navigate(to));
    },
    /** Which machine asks: call on every render with the actor's current reading. */
    bind: (isBlocking: () => boolean, ask: (to: string) => void) => {
      machine.current = { isBlocking, ask };
    },
  };
}
