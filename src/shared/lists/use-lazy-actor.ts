import { useEffect, useRef, useState } from 'react';
import { createActor, type Actor, type ActorOptions, type AnyActorLogic } from 'xstate';

/**
 * An actor whose machine is fetched and started on first need, not with the screen (issue #26, decision 092):
 * `actor` is undefined until `start()` (a press, a menu opened, a link naming a view) has loaded its logic.
 * Started once, stopped with the component, as `useActorRef` does; `start` always answers the same actor.
 */
export function useLazyActor<TLogic extends AnyActorLogic>(
  load: () => Promise<TLogic>,
  options: ActorOptions<TLogic>,
): { actor: Actor<TLogic> | undefined; start: () => Promise<Actor<TLogic>> } {
  const [actor, setActor] = useState<Actor<TLogic>>();
  const started = useRef<Promise<Actor<TLogic>> | null>(null);
  const current = useRef<Actor<TLogic> | null>(null);
  // Mounted, so a machine that arrives after the screen closed is not started. StrictMode mounts twice.
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      // A load under way is kept for the second mount; an actor that ran is stopped, and a later start makes anew.
      if (!current.current) return;
      current.current.stop();
      current.current = null;
      started.current = null;
    };
  }, []);

  const start = () =>
    (started.current ??= load().then(
      (logic) => {
        const next = createActor(logic, options);
        if (mounted.current) {
          current.current = next.start();
          setActor(next);
        }
        return next;
      },
      (error: unknown) => {
        // A failed fetch (the network) may be tried again by the next press.
        started.current = null;
        throw error;
      },
    ));
  return { actor, start };
}
