import { getAdjacencyMap, getShortestPaths, getSimplePaths, type StatePath } from '@xstate/graph';
import {
  initialTransition,
  transition,
  type AnyEventObject,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type StateValue,
} from 'xstate';
import { diffJson } from '../inspection/context-diff';
import { toJson, type Json } from '../inspection/serialize';
import { describeEvent, stateValueText } from './describe';
import { machineGraph, transitionId } from './graph';
import {
  failedExpectations,
  kitInput,
  kitMachine,
  sampleEvents,
  scenarioNames,
  startKitRun,
} from './kit-run';
import type { RegisteredMachine } from './machine-registry';

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
const traversalLimit = 20_000;

const plannedStep = (event: AnyEventObject, state: AnyMachineSnapshot): PlannedStep => ({
  event,
  value: state.value,
  context: toJson(state.context),
  status: state.status,
});

/**
 * The snapshots a path's events lead to, computed afresh with xstate's pure `transition`: with an
 * abstraction, the graph keeps one representative snapshot per abstract state, not the one on this path.
 */
function planned(machine: AnyStateMachine, input: unknown, events: AnyEventObject[]): PlannedStep[] {
  let [state] = initialTransition(machine, input);
  return events.map((event, i) => {
    if (i > 0) [state] = transition(machine, state, event);
    return plannedStep(event, state);
  });
}

const nameOf = (entry: RegisteredMachine, scenario: string, steps: PlannedStep[]): string => {
  const events = steps.slice(1).map((s, i) => describeEvent(entry, s.event, steps[i]!.context));
  const target = stateValueText(steps.at(-1)!.value);
  return `${scenario}: ${target}${events.length ? ` via ${events.join(' → ')}` : ' (start)'}`;
};

type Path = StatePath<AnyMachineSnapshot, AnyEventObject>;

/** Ids of the transitions an event selects in a snapshot (eventless ones that follow are not included). */
const selected = (machine: AnyStateMachine, state: AnyMachineSnapshot, event: AnyEventObject): string[] =>
  state.status === 'active' ? machine.getTransitionData(state, event).map(transitionId) : [];

/**
 * Paths through a registered machine, per kit scenario: the shortest path to every distinct state (value
 * and context, or the kit's abstraction of them); one step further where a transition (an event, a delay,
 * an actor's result, a guard's branch) is taken by none of them; and up to `simplePaths` simple paths where
 * the machine is small. Events come from the kit's samples for the events the active states listen to.
 */
export function planPaths(entry: RegisteredMachine): PlannedPath[] {
  const { testKit: kit } = entry;
  const machine = kitMachine(entry);
  const cap = kit.simplePaths ?? 40;
  return scenarioNames(entry).flatMap((scenario) => {
    const input = kitInput(entry, scenario);
    const serializeState = (s: AnyMachineSnapshot) =>
      JSON.stringify(
        toJson(kit.abstract ? kit.abstract(s as never) : { value: s.value, context: s.context }),
      );
    const options = {
      input,
      events: (s: AnyMachineSnapshot) => (s.status === 'active' ? sampleEvents(kit, s) : []),
      serializeState,
      serializeEvent: (e: AnyEventObject) => JSON.stringify(toJson(e)),
      limit: traversalLimit,
    };
    let shortest: Path[];
    try {
      shortest = getShortestPaths(machine, options as never) as Path[];
    } catch (error) {
      const hint = /limit/i.test(String(error))
        ? "; give its test kit an 'abstract' that keeps the walk finite"
        : '';
      throw new Error(`${entry.id} (${scenario}): ${String(error)}${hint}`, { cause: error });
    }
    const make = (kind: PlannedPath['kind'], events: AnyEventObject[]): PlannedPath => {
      const steps = planned(machine, input, events);
      return { scenario, kind, name: nameOf(entry, scenario, steps), steps };
    };
    const eventsOf = (p: Path) => p.steps.map((step) => step.event);
    const paths = shortest.map((p) => make('shortest', eventsOf(p)));

    const covered = new Set<string>();
    for (const p of shortest)
      p.steps.forEach(
        ({ event }, i) =>
          i > 0 && selected(machine, p.steps[i - 1]!.state, event).forEach((id) => covered.add(id)),
      );
    const toState = new Map(shortest.map((p) => [serializeState(p.state), p]));
    const adjacency = getAdjacencyMap(machine, options as never) as unknown as Record<
      string,
      { state: AnyMachineSnapshot; transitions: Record<string, { event: AnyEventObject }> }
    >;
    for (const [key, { state, transitions }] of Object.entries(adjacency)) {
      const path = toState.get(key);
      if (!path) continue;
      for (const { event } of Object.values(transitions)) {
        const ids = selected(machine, state, event);
        if (ids.every((id) => covered.has(id))) continue;
        ids.forEach((id) => covered.add(id));
        paths.push(make('transition', [...eventsOf(path), event]));
      }
    }

    if (cap > 0 && shortest.length <= simplePathStateLimit) {
      const known = new Set(paths.map((p) => p.name));
      let added = 0;
      for (const p of getSimplePaths(machine, options as never) as Path[]) {
        const path = make('simple', eventsOf(p));
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

/**
 * Drives a fresh actor (kit providers, simulated clock) through a planned path; throws at the first step
 * whose real snapshot differs from the planned one, then checks the expectations of the states reached.
 */
export async function runPlannedPath(entry: RegisteredMachine, path: PlannedPath): Promise<PathResult> {
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
