import { getAdjacencyMap, getSimplePaths } from '@xstate/graph';
import type { AnyEventObject, AnyMachineSnapshot, AnyStateMachine, StateValue } from 'xstate';
import { diffJson } from '../inspection/context-diff';
import { toJson, type Json } from '../inspection/serialize';
import { describeEvent, stateValueText } from './describe';
import { machineGraph } from './graph';
import {
  failedExpectations,
  kitInput,
  kitMachine,
  sampleEvents,
  scenarioNames,
  startKitRun,
} from './kit-run';
import type { RegisteredMachine } from './machine-registry';
import {
  nextDelay,
  pendingTimes,
  timedLogic,
  timedStart,
  timedTransition,
  type TimedSnapshot,
} from './timeline';

export interface PlannedStep {
  event: AnyEventObject;
  value: StateValue;
  context: Json;
  status: string;
}

/** A generated path: from a scenario's start, the events to take and the snapshot each should give. */
export interface PlannedPath {
  scenario: string;
  /** To a state; then one step further to take a transition no shortest path takes; then simple paths. */
  kind: 'shortest' | 'transition' | 'simple';
  name: string;
  /** steps[0] is the start ('xstate.init'). */
  steps: PlannedStep[];
}

/** Simple paths are added only for machines with at most this many distinct states in a scenario. */
export const simplePathStateLimit = 12;
/**
 * How many (state, event) steps a walk may take before it is judged endless. The Order Journey, with its stop
 * modal child, has about 1,300 abstract states and some 30 events each; 20,000 no longer covered it.
 */
const traversalLimit = 60_000;

const plannedStep = (event: AnyEventObject, state: AnyMachineSnapshot): PlannedStep => ({
  event,
  value: state.value,
  context: toJson(state.context),
  status: state.status,
});

/**
 * The moments a path's events lead to, computed afresh with xstate's pure `transition`: with an
 * abstraction, the graph keeps one representative snapshot per abstract state, not the one on this path.
 */
function timelineOf(machine: AnyStateMachine, input: unknown, events: AnyEventObject[]): TimedSnapshot[] {
  let state = timedStart(machine, input);
  return events.map((event, i) => {
    if (i > 0) state = timedTransition(machine, state, event);
    return state;
  });
}

const nameOf = (entry: RegisteredMachine, scenario: string, steps: PlannedStep[]): string => {
  const events = steps.slice(1).map((s, i) => describeEvent(entry, s.event, steps[i]!.context));
  const target = stateValueText(steps.at(-1)!.value);
  return `${scenario}: ${target}${events.length ? ` via ${events.join(' → ')}` : ' (start)'}`;
};

/** A path as @xstate/graph's simple paths give it, over the timeline: steps[0] is the start. */
interface Path {
  state: TimedSnapshot;
  steps: { state: TimedSnapshot; event: AnyEventObject }[];
}

type Adjacency = Record<
  string,
  { state: TimedSnapshot; transitions: Record<string, { event: AnyEventObject; state: TimedSnapshot }> }
>;

const isAfterEvent = (type: string) => type.startsWith('xstate.after.');

/**
 * The steps a walk may take from a moment: the kit's samples of the events the active states listen to,
 * and time passing up to the next pending delay. Only that one: the clock fires the earliest delay first,
 * whichever region set it, so another delay is never the next thing to happen.
 */
const stepsFrom = (kit: RegisteredMachine['testKit'], state: TimedSnapshot): AnyEventObject[] => {
  if (state.snapshot.status !== 'active') return [];
  const events = sampleEvents(kit, state.snapshot).filter((e) => !isAfterEvent(e.type));
  const delay = nextDelay(state);
  return delay ? [...events, delay.event] : events;
};

const startEvent: AnyEventObject = { type: 'xstate.init' };

/** Breadth first from the start: the events of the first shortest path to every state, in order found. */
function shortestEvents(
  adjacency: Adjacency,
  serializeState: (s: TimedSnapshot) => string,
): Map<string, AnyEventObject[]> {
  const [start] = Object.keys(adjacency);
  const via = new Map<string, AnyEventObject[]>(start === undefined ? [] : [[start, [startEvent]]]);
  // A Map iterates over what is added while it iterates: a queue.
  for (const [key, events] of via)
    for (const { event, state } of Object.values(adjacency[key]!.transitions)) {
      const next = serializeState(state);
      if (!via.has(next)) via.set(next, [...events, event]);
    }
  return via;
}

/**
 * Paths through a registered machine, per kit scenario: the shortest path to every distinct state (value
 * and context, or the kit's abstraction of them, and the pending delays); one step further where a
 * transition (an event, a delay, an actor's result, a guard's branch, an `always` or `onDone` that follows)
 * is taken by none of them; and up to `simplePaths` simple paths where the machine is small. Events come
 * from the kit's samples for the events the active states listen to; time passes only to the next delay.
 */
export function planPaths(entry: RegisteredMachine): PlannedPath[] {
  const { testKit: kit } = entry;
  const machine = kitMachine(entry);
  const cap = kit.simplePaths ?? 40;
  return scenarioNames(entry).flatMap((scenario) => {
    const input = kitInput(entry, scenario);
    const logic = timedLogic(machine, input);
    // The timers count too: the same snapshot with a delay due sooner leads elsewhere.
    const serializeState = (moment: TimedSnapshot) => {
      const s = moment.snapshot;
      const state = kit.abstract ? kit.abstract(s as never) : { value: s.value, context: s.context };
      return JSON.stringify(toJson({ state, delays: pendingTimes(moment) }));
    };
    const options = {
      input,
      events: (s: TimedSnapshot) => stepsFrom(kit, s),
      serializeState,
      serializeEvent: (e: AnyEventObject) => JSON.stringify(toJson(e)),
      limit: traversalLimit,
    };
    let adjacency: Adjacency;
    try {
      adjacency = getAdjacencyMap(logic as never, options as never) as unknown as Adjacency;
    } catch (error) {
      const hint = /limit/i.test(String(error))
        ? "; give its test kit an 'abstract' that keeps the walk finite"
        : '';
      throw new Error(`${entry.id} (${scenario}): ${String(error)}${hint}`, { cause: error });
    }
    const covered = new Set<string>();
    const make = (kind: PlannedPath['kind'], events: AnyEventObject[]): PlannedPath => {
      const timeline = timelineOf(machine, input, events);
      timeline.forEach((moment) => moment.taken.forEach((id) => covered.add(id)));
      const steps = timeline.map((moment, i) => plannedStep(events[i]!, moment.snapshot));
      return { scenario, kind, name: nameOf(entry, scenario, steps), steps };
    };
    const shortest = shortestEvents(adjacency, serializeState);
    const paths = [...shortest.values()].map((events) => make('shortest', events));

    for (const [key, { transitions }] of Object.entries(adjacency)) {
      const events = shortest.get(key);
      if (!events) continue;
      for (const { event, state } of Object.values(transitions)) {
        if (state.taken.every((id) => covered.has(id))) continue;
        paths.push(make('transition', [...events, event]));
      }
    }

    if (cap > 0 && shortest.size <= simplePathStateLimit) {
      const known = new Set(paths.map((p) => p.name));
      let added = 0;
      for (const p of getSimplePaths(logic as never, options as never) as Path[]) {
        const path = make(
          'simple',
          p.steps.map((step) => step.event),
        );
        if (known.has(path.name)) continue;
        known.add(path.name);
        paths.push(path);
        if (++added >= cap) break;
      }
    }
    return paths;
  });
}

export interface PathResult {
  /** Ids of every state node the run entered. */
  entered: ReadonlySet<string>;
  /** Ids of every transition the run took. */
  taken: ReadonlySet<string>;
  /** 'state: message' for each failed expectation at the path's end. */
  failures: string[];
}

// A run is deterministic (simulated clock, kit actors), so the coverage check reuses the path tests' runs.
const runs = new WeakMap<PlannedPath, { entry: RegisteredMachine; result: Promise<PathResult> }>();

/**
 * Drives a fresh actor (kit providers, simulated clock) through a planned path; throws at the first step
 * whose real snapshot differs from the planned one, then checks the expectations of the states reached.
 */
export function runPlannedPath(entry: RegisteredMachine, path: PlannedPath): Promise<PathResult> {
  const known = runs.get(path);
  if (known?.entry === entry) return known.result;
  const result = runPath(entry, path);
  runs.set(path, { entry, result });
  return result;
}

async function runPath(entry: RegisteredMachine, path: PlannedPath): Promise<PathResult> {
  const run = startKitRun(entry, { scenario: path.scenario, strict: true });
  try {
    for (const [i, step] of path.steps.entries()) {
      if (i > 0) await run.step(step.event);
      const actual = run.snapshot();
      const where = `step ${i} (${i ? describeEvent(entry, step.event) : 'start'})`;
      const valueDiff = diffJson(toJson(step.value), toJson(actual.value));
      if (valueDiff.length)
        throw new Error(
          `${where}: expected ${stateValueText(step.value)}, got ${stateValueText(actual.value)}`,
        );
      const contextDiff = diffJson(step.context, toJson(actual.context));
      if (contextDiff.length)
        throw new Error(
          `${where}: context differs at ${contextDiff.map((d) => d.path || '(root)').join(', ')}`,
        );
      if (step.status !== actual.status)
        throw new Error(`${where}: expected ${step.status}, got ${actual.status}`);
    }
    return {
      entered: run.entered,
      taken: run.taken,
      failures: failedExpectations(entry, run.snapshot(), run),
    };
  } finally {
    run.stop();
  }
}

/** Runs every path and names the state nodes none entered and the transitions none took. */
export async function pathCoverage(
  entry: RegisteredMachine,
  paths: readonly PlannedPath[],
): Promise<{ unreached: string[]; untaken: string[] }> {
  const entered = new Set<string>();
  const taken = new Set<string>();
  for (const path of paths) {
    const run = await runPlannedPath(entry, path);
    run.entered.forEach((id) => entered.add(id));
    run.taken.forEach((id) => taken.add(id));
  }
  const graph = machineGraph(entry.machine);
  return {
    unreached: graph.nodes.map((n) => n.id).filter((id) => !entered.has(id)),
    untaken: graph.edges.map((e) => e.id).filter((id) => !taken.has(id)),
  };
}
