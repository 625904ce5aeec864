import type { Actor, AnyActorRef, AnyEventObject, AnyStateMachine } from 'xstate';

type ActorSystem = Actor<AnyStateMachine>['system'];

/** A pending timeout of a kit run: when it is due and, for xstate's delays, the event and its actor. */
export interface KitTimer {
  id: number;
  due: number;
  /** The delayed event (an `after` event, a delayed raise or send); null for any other timeout. */
  event: AnyEventObject | null;
  /** The actor that scheduled the event. */
  source: AnyActorRef | null;
}

/** The clock a kit run drives its actor with (what xstate's `clock` option needs, plus the controls below). */
export interface KitClock {
  setTimeout: (fn: () => void, timeout: number) => number;
  clearTimeout: (id: number) => void;
  now: () => number;
  /** Pending timers, the one to fire first at the head: by due time, then in the order they were set. */
  pending: () => KitTimer[];
  /** Fires one pending timer by itself, moving time on to its due time when that is later. */
  fire: (id: number) => boolean;
  /** Moves time on by `ms`; each timer due on the way fires in turn, at its own due time. */
  increment: (ms: number) => void;
  set: (time: number) => void;
  /** Lets the clock name the event of each timer the actor system's scheduler sets. */
  watch: (system: ActorSystem) => void;
}

/**
 * A simulated clock, as xstate's `SimulatedClock`: time moves only when the run says so. Unlike it, timers
 * fire one at a time in due order, each at its own due time (so a timer set by another one's transition
 * counts from that moment), and one delayed event can be fired by itself. A planned or replayed path names
 * the delay it takes, and the run must deliver that event, not whichever else is due by then.
 */
export function createKitClock(): KitClock {
  let time = 0;
  let nextId = 0;
  let system: ActorSystem | null = null;
  const timers = new Map<number, { timer: KitTimer; fn: () => void }>();
  const named = new WeakSet<object>();

  // The scheduler records its event in the system snapshot just before it sets the timeout.
  const justScheduled = () => {
    let found: { event: AnyEventObject; source: AnyActorRef } | null = null;
    const scheduledEvents: Record<string, { event: AnyEventObject; source: AnyActorRef }> =
      system?.getSnapshot()._scheduledEvents ?? {};
    for (const scheduled of Object.values(scheduledEvents)) {
      if (named.has(scheduled)) continue;
      named.add(scheduled);
      found = scheduled;
    }
    return found;
  };

  const pending = () => [...timers.values()].map((t) => t.timer).sort((a, b) => a.due - b.due || a.id - b.id);

  const fire = (id: number) => {
    const entry = timers.get(id);
    if (!entry) return false;
    timers.delete(id);
    time = Math.max(time, entry.timer.due);
    entry.fn();
    return true;
  };

  const set = (target: number) => {
    if (target < time) throw new Error('Unable to travel back in time');
    for (let next = pending()[0]; next && next.due <= target; next = pending()[0]) fire(next.id);
    time = target;
  };

  return {
    now: () => time,
    setTimeout: (fn: () => void, timeout: number) => {
      const id = nextId++;
      const scheduled = justScheduled();
      timers.set(id, {
        fn,
        timer: {
          id,
          due: time + timeout,
          event: scheduled?.event ?? null,
          source: scheduled?.source ?? null,
        },
      });
      return id;
    },
    clearTimeout: (id: number) => void timers.delete(id),
    pending,
    fire,
    increment: (ms) => set(time + ms),
    set,
    watch: (actorSystem) => {
      system = actorSystem;
    },
  };
}
