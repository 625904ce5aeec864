import {
  createEmptyActor,
  type AnyActorScope,
  type AnyEventObject,
  type AnyMachineSnapshot,
  type AnyStateMachine,
} from 'xstate';
import { parseAfterEvent } from './delays';
import { transitionId } from './graph';

/** A delayed event the machine scheduled and has not cancelled: what a real run's clock holds for it. */
export interface PendingDelay {
  /** The schedule id (for `after`, the event type), which a cancel names. */
  id: string;
  event: AnyEventObject;
  /** Milliseconds since the start. */
  due: number;
  /** Order of scheduling, which breaks ties between equal due times as the clock does. */
  order: number;
}

/**
 * A snapshot on a timeline: a machine snapshot does not carry its timers, yet which delay fires next
 * depends on when each was set (a 300 ms debounce set before a 100 ms spinner may still fire first).
 */
export interface TimedSnapshot {
  snapshot: AnyMachineSnapshot;
  now: number;
  /** Pending delays, the next to fire first. */
  delays: readonly PendingDelay[];
  order: number;
  /** Ids of the transitions the step that led here took, eventless and internal ones included. */
  taken: readonly string[];
}

interface ExecutedAction {
  type: string;
  params?: unknown;
}

interface PureStep {
  snapshot: AnyMachineSnapshot;
  actions: ExecutedAction[];
  taken: string[];
}

/**
 * One step of xstate's pure `transition` (or `initialTransition`): the next snapshot and the actions it
 * would run, none run, plus the transitions of every microstep, so an `always` or a state's `onDone` that
 * follows the event counts as taken too. As in @xstate/graph's walk, the scope's actor is an empty one.
 */
function pureStep(step: (scope: AnyActorScope) => AnyMachineSnapshot): PureStep {
  const self = createEmptyActor();
  const actions: ExecutedAction[] = [];
  const taken: string[] = [];
  const watching = self.system.inspect((event) => {
    if (event.type === '@xstate.microstep') event._transitions.forEach((t) => taken.push(transitionId(t)));
  });
  const scope = {
    self,
    id: '',
    sessionId: '',
    system: self.system,
    logger: () => {},
    defer: () => {},
    stopChild: () => {},
    emit: () => {},
    actionExecutor: (action: ExecutedAction) => void actions.push(action),
  } as unknown as AnyActorScope;
  try {
    return { snapshot: step(scope), actions, taken };
  } finally {
    watching.unsubscribe();
  }
}

interface DelayParams {
  event?: AnyEventObject;
  id?: string;
  delay?: unknown;
  sendId?: string;
}

const byDue = (a: PendingDelay, b: PendingDelay) => a.due - b.due || a.order - b.order;

/** Applies the schedules and cancels among a step's actions, in their order, as the actor's scheduler does. */
function schedule(
  from: Pick<TimedSnapshot, 'now' | 'delays' | 'order'>,
  { snapshot, actions, taken }: PureStep,
): TimedSnapshot {
  const { now } = from;
  let { order } = from;
  let delays = [...from.delays];
  for (const action of actions) {
    const params = (action.params ?? {}) as DelayParams;
    if (action.type === 'xstate.cancel') delays = delays.filter((d) => d.id !== params.sendId);
    else if (action.type === 'xstate.raise' && typeof params.delay === 'number' && params.event) {
      const id = params.id ?? `delay-${order}`;
      delays.push({ id, event: params.event, due: now + params.delay, order: order++ });
    }
  }
  // A stopped actor's timers stop with it.
  if (snapshot.status !== 'active') delays = [];
  return { snapshot, now, delays: delays.sort(byDue), order, taken };
}

/** The start of a machine at time 0, with the delays its initial states set. */
export function timedStart(machine: AnyStateMachine, input: unknown): TimedSnapshot {
  const step = pureStep((scope) => machine.getInitialSnapshot(scope, input));
  return schedule({ now: 0, delays: [], order: 0 }, step);
}

/**
 * One step with xstate's pure `transition`. A pending delay's event moves time on to its due time and
 * removes it; any other event takes no time. The schedules and cancels of the step update the timers.
 */
export function timedTransition(
  machine: AnyStateMachine,
  state: TimedSnapshot,
  event: AnyEventObject,
): TimedSnapshot {
  const delay = parseAfterEvent(event.type)
    ? state.delays.find((d) => d.event.type === event.type)
    : undefined;
  const from = delay
    ? { ...state, now: Math.max(state.now, delay.due), delays: state.delays.filter((d) => d !== delay) }
    : state;
  const step = pureStep((scope) => machine.transition(state.snapshot, delay?.event ?? event, scope));
  return schedule(from, step);
}

/** The delay the clock fires next, if any: the only delay a real run can take from here. */
export const nextDelay = (state: TimedSnapshot): PendingDelay | undefined => state.delays[0];

/**
 * What distinguishes two moments with the same snapshot: the remaining time of each pending delay, in firing
 * order. Bounded by the longest delay, so a walk that includes it stays finite.
 */
export const pendingTimes = (state: TimedSnapshot): [string, number][] =>
  state.delays.map((d) => [d.event.type, d.due - state.now]);

/** The machine on a timeline, as logic @xstate/graph can walk: its events, or the next delay. */
export const timedLogic = (machine: AnyStateMachine, input: unknown) => ({
  getInitialSnapshot: () => timedStart(machine, input),
  transition: (state: TimedSnapshot, event: AnyEventObject) => timedTransition(machine, state, event),
});
