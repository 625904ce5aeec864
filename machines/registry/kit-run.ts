import {
  __unsafe_getAllOwnEventDescriptors,
  createActor,
  fromPromise,
  type Actor,
  type AnyEventObject,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type InspectionEvent,
} from 'xstate';
import { activeStateIds, activeStateNodes, parseAfterEvent, statePath } from './delays';
import { transitionId } from './graph';
import { createKitClock, type KitClock } from './kit-clock';
import type { RegisteredMachine } from './machine-registry';
import type { ActorCall, ActorOutcomes, KitRunView, RecordedAction, TestKit } from './test-kit';

const doneActor = 'xstate.done.actor.';
const errorActor = 'xstate.error.actor.';

/** The invoke id an actor-result event answers, and whether it is a result or an error. */
export function actorResultOf(type: string): { id: string; kind: 'done' | 'error' } | null {
  if (type.startsWith(doneActor)) return { id: type.slice(doneActor.length), kind: 'done' };
  if (type.startsWith(errorActor)) return { id: type.slice(errorActor.length), kind: 'error' };
  return null;
}

const isBuiltIn = (impl: unknown): boolean =>
  typeof impl === 'function' && String((impl as { type?: unknown }).type ?? '').startsWith('xstate.');

interface BuiltInSend {
  type?: unknown;
  to?: unknown;
  event?: unknown;
}
// `sendParent(...)` is `sendTo('#_parent', ...)`: a child machine telling the machine that invoked it.
const sendsToParent = (impl: unknown): boolean =>
  typeof impl === 'function' &&
  (impl as BuiltInSend).type === 'xstate.sendTo' &&
  (impl as BuiltInSend).to === '#_parent';

const defaultOutcomes: Required<ActorOutcomes> = {
  done: { resolved: undefined },
  error: { failed: new Error('Request failed') },
};
const outcomesOf = (kit: TestKit, id: string): Required<ActorOutcomes> => {
  const given = kit.actors?.[id];
  return given ? { done: given.done ?? {}, error: given.error ?? {} } : defaultOutcomes;
};

// Labels of generated sample events, for buttons and test names ('login done: severalIdentities').
const sampleLabels = new WeakMap<object, string>();
export const sampleLabel = (event: AnyEventObject): string | undefined => sampleLabels.get(event);

const samplesCache = new WeakMap<TestKit, Map<string, AnyEventObject[]>>();

/** The kit's sample events of one event type: its listed samples, an actor's outcomes, or `{ type }`. */
export function samplesOf(kit: TestKit, type: string): AnyEventObject[] {
  let cache = samplesCache.get(kit);
  if (!cache) samplesCache.set(kit, (cache = new Map()));
  const cached = cache.get(type);
  if (cached) return cached;
  const listed = (kit.events as Record<string, AnyEventObject[] | undefined> | undefined)?.[type];
  const result = actorResultOf(type);
  let samples: AnyEventObject[];
  if (listed) samples = [...listed];
  else if (result) {
    const outcomes = outcomesOf(kit, result.id)[result.kind];
    samples = Object.entries(outcomes).map(([name, value]) => {
      const event =
        result.kind === 'done'
          ? { type, output: value, actorId: result.id }
          : { type, error: value, actorId: result.id };
      sampleLabels.set(event, `${result.id} ${result.kind}: ${name}`);
      return event;
    });
  } else samples = [{ type }];
  cache.set(type, samples);
  return samples;
}

// Raised by the machine itself when a compound or parallel state completes; never sent from outside.
const isStateDone = (type: string) => type.startsWith('xstate.done.state.');

/** Every sample event the snapshot's active states listen to (enabled or not: guards decide later). */
export function sampleEvents(kit: TestKit, snapshot: AnyMachineSnapshot): AnyEventObject[] {
  return __unsafe_getAllOwnEventDescriptors(snapshot)
    .filter((type) => !type.includes('*') && type !== 'xstate.init' && !isStateDone(type))
    .flatMap((type) => samplesOf(kit, type));
}

/** The sample events the machine would act on now (its guards pass): the simulator's buttons. */
export const enabledEvents = (kit: TestKit, snapshot: AnyMachineSnapshot): AnyEventObject[] =>
  snapshot.status === 'active' ? sampleEvents(kit, snapshot).filter((event) => snapshot.can(event)) : [];

interface Pending {
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

/** Effects of one run: recorded actions and actor starts, and the settle handles of running actors. */
interface RunSink extends KitRunView {
  actions: RecordedAction[];
  calls: ActorCall[];
  pending: Map<string, Pending>;
}

/**
 * The registered machine with the kit's implementations: its own `provide`, recorders for every injected
 * action, and for every actor a promise that waits to be settled (by `KitRun.step` with an actor-result
 * event) or, with `autoResolve`, resolves with the representative outcome. A registered machine runs as
 * the root, with no parent: what a child machine sends its parent is recorded, the event as the params.
 * Invoked child machines the kit does not provide wait like promises and ignore what is forwarded to them,
 * so a run (and a replay, whose log holds every event a child sent) sees only the machine's own steps.
 */
export function kitMachine(
  entry: RegisteredMachine,
  sink: RunSink = { actions: [], calls: [], pending: new Map() },
  autoResolve = false,
): AnyStateMachine {
  const { machine, testKit: kit } = entry;
  const given = (kit.provide ?? {}) as {
    actions?: Record<string, unknown>;
    actors?: Record<string, unknown>;
  };
  const actions = Object.fromEntries(
    Object.entries(machine.implementations.actions)
      .filter(([name, impl]) => (!isBuiltIn(impl) || sendsToParent(impl)) && !given.actions?.[name])
      .map(([name, impl]) => {
        if (!sendsToParent(impl))
          return [name, (_: unknown, params: unknown) => void sink.actions.push({ type: name, params })];
        const { event } = impl as BuiltInSend;
        return [
          name,
          (args: unknown, params: unknown) =>
            void sink.actions.push({
              type: name,
              params:
                typeof event === 'function'
                  ? (event as (a: unknown, p: unknown) => unknown)(args, params)
                  : event,
            }),
        ];
      }),
  );
  const actors = Object.fromEntries(
    Object.keys(machine.implementations.actors)
      .filter((name) => !given.actors?.[name])
      .map((src) => [
        src,
        fromPromise<unknown, unknown>(({ input, signal, self }) => {
          sink.calls.push({ id: self.id, src, input });
          return new Promise((resolve, reject) => {
            sink.pending.set(self.id, { resolve, reject });
            signal.addEventListener('abort', () => sink.pending.delete(self.id));
            if (autoResolve) {
              const first = Object.values(outcomesOf(kit, self.id).done)[0];
              queueMicrotask(() => resolve(first));
            }
          });
        }),
      ]),
  );
  return machine.provide({
    ...(given as object),
    actions: { ...given.actions, ...actions },
    actors: { ...given.actors, ...actors },
  } as Parameters<AnyStateMachine['provide']>[0]);
}

/** Lets settled promises reach the machine: their callbacks run on later microtasks. */
export const settleMicrotasks = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

export interface KitRunOptions {
  /** A kit scenario's input; default: the kit's input. */
  scenario?: string;
  /** An explicit input, e.g. a replayed log's. */
  input?: unknown;
  autoResolve?: boolean;
  inspect?: (event: InspectionEvent) => void;
  /** Fail on an event the run cannot deliver as intended (an actor not running, a delay not scheduled). */
  strict?: boolean;
}

export interface KitRun extends KitRunView {
  actor: Actor<AnyStateMachine>;
  clock: KitClock;
  /** Provided machine the actor runs. */
  machine: AnyStateMachine;
  /** Ids of every state node entered so far, transient ones (left by `always` at once) included. */
  entered: ReadonlySet<string>;
  /** Ids of every transition taken so far (graph.ts `transitionId`), eventless ones included. */
  taken: ReadonlySet<string>;
  snapshot: () => AnyMachineSnapshot;
  /** The actor's pending delayed events, the one the clock fires next first: the only delay due now. */
  pendingDelays: () => AnyEventObject[];
  /**
   * Delivers one event as it would happen for real: an after-event fires that pending delay on the simulated
   * clock (time moves on to when it is due), an actor-result event settles the running actor, any other
   * event is sent.
   */
  step: (event: AnyEventObject) => Promise<void>;
  stop: () => void;
}

/** The input of a scenario (or the default) of a registered machine. */
export const kitInput = (entry: RegisteredMachine, scenario?: string): unknown => {
  // Machines that read an input with optional fields get `{}`, as a page without query params would give.
  if (!scenario || scenario === defaultScenario) return entry.testKit.input ?? {};
  const scenarios = entry.testKit.scenarios as Record<string, unknown> | undefined;
  if (!scenarios || !(scenario in scenarios)) throw new Error(`${entry.id}: no scenario '${scenario}'`);
  return scenarios[scenario];
};

export const defaultScenario = 'default';
export const scenarioNames = (entry: RegisteredMachine): string[] => [
  defaultScenario,
  ...Object.keys(entry.testKit.scenarios ?? {}),
];

/** Starts a registered machine with its kit, a simulated clock, and records every state it enters. */
export function startKitRun(entry: RegisteredMachine, options: KitRunOptions = {}): KitRun {
  const sink: RunSink = { actions: [], calls: [], pending: new Map() };
  const machine = kitMachine(entry, sink, options.autoResolve);
  const clock = createKitClock();
  const entered = new Set<string>();
  const taken = new Set<string>();
  const input = 'input' in options ? options.input : kitInput(entry, options.scenario);
  let actor: Actor<AnyStateMachine> | null = null;
  const noteEntered = (event: InspectionEvent) => {
    // Only this actor's own steps; children (invoked promises) report through the same callback.
    if (actor && event.actorRef !== actor) return;
    if (event.type === '@xstate.microstep') {
      for (const t of event._transitions) {
        taken.add(transitionId(t));
        for (let n: typeof t.source | undefined = t.source; n; n = n.parent) entered.add(n.id);
        t.target?.forEach((target) => entered.add(target.id));
      }
    }
    if (event.type === '@xstate.snapshot' || event.type === '@xstate.microstep') {
      const value = (event.snapshot as AnyMachineSnapshot).value;
      activeStateIds(entry.machine, value).forEach((id) => entered.add(id));
    }
  };
  actor = createActor(machine, {
    input,
    clock,
    inspect: (event) => {
      noteEntered(event);
      options.inspect?.(event);
    },
  });
  clock.watch(actor.system);
  actor.start();
  const current = actor;
  const fail = (message: string) => {
    if (options.strict) throw new Error(`${entry.id}: ${message}`);
  };

  // One delay, by itself: a replayed log says which fired, and time between its steps is not known. A
  // planned path takes only the delay due first; strict runs check that, so plan and clock agree.
  const fireDelay = (event: AnyEventObject) => {
    const pending = clock.pending();
    const timer = pending.find((t) => t.source === current && t.event?.type === event.type);
    if (!timer) {
      fail(`no pending delay for '${event.type}'`);
      current.send(event);
      return;
    }
    const first = pending[0]!;
    if (first !== timer)
      fail(
        `'${event.type}' is due at ${timer.due} ms, but '${first.event?.type ?? 'a timeout'}' fires first, at ${first.due} ms`,
      );
    clock.fire(timer.id);
  };

  const step = async (event: AnyEventObject) => {
    if (event.type === 'xstate.stop') current.stop();
    else if (parseAfterEvent(event.type)) fireDelay(event);
    else {
      const result = actorResultOf(event.type);
      const pending = result ? sink.pending.get(result.id) : undefined;
      if (result && pending) {
        sink.pending.delete(result.id);
        if (result.kind === 'done') pending.resolve((event as { output?: unknown }).output);
        else pending.reject((event as { error?: unknown }).error);
      } else {
        if (result) fail(`actor '${result.id}' is not running for '${event.type}'`);
        current.send(event);
      }
    }
    await settleMicrotasks();
  };

  return {
    actor: current,
    clock,
    machine,
    entered,
    taken,
    actions: sink.actions,
    calls: sink.calls,
    snapshot: () => current.getSnapshot(),
    pendingDelays: () => clock.pending().flatMap((t) => (t.source === current && t.event ? [t.event] : [])),
    step,
    stop: () => current.stop(),
  };
}

/** Runs the kit's expectations of every active state; returns the failures as 'state: message'. */
export function failedExpectations(
  entry: RegisteredMachine,
  snapshot: AnyMachineSnapshot,
  run: KitRunView,
): string[] {
  const failures: string[] = [];
  for (const node of activeStateNodes(entry.machine, snapshot.value)) {
    const expectation = entry.testKit.expect?.[statePath(node)];
    if (!expectation) continue;
    try {
      expectation(snapshot as never, run);
    } catch (error) {
      failures.push(`${statePath(node)}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return failures;
}
