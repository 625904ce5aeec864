import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { activeStateIds } from '../registry/delays';
import { describeEvent } from '../registry/describe';
import {
  defaultScenario,
  enabledEvents,
  failedExpectations,
  sampleLabel,
  startKitRun,
  type KitRun,
} from '../registry/kit-run';
import type { RegisteredMachine } from '../registry/machine-registry';
import { diffJson, type JsonChange } from './context-diff';
import { redact } from './redact';
import { toJson, type Json } from './serialize';

/**
 * An event's whole name for a button: as `describeEvent` names it, but with every value in full (the log and
 * test names cut values at 24 characters; a designer choosing between two long samples must see them).
 */
export function wholeEventLabel(entry: RegisteredMachine, event: AnyEventObject, context?: unknown): string {
  const { type, ...payload } = event;
  const entries = Object.entries(payload);
  if (!entries.length || sampleLabel(event) || type.startsWith('xstate.'))
    return describeEvent(entry, event, context);
  const text = (v: unknown) => (typeof v === 'string' ? v : JSON.stringify(toJson(v)));
  if (typeof payload.field === 'string' && 'value' in payload)
    return `${type}(${payload.field}=${text(payload.value)})`;
  return `${type}(${entries.map(([k, v]) => `${k}=${text(v)}`).join(', ')})`;
}

/** An event the simulated machine would act on now, with the name a button shows. */
export interface SimulatedEvent {
  event: AnyEventObject;
  label: string;
}

/** One moment of a simulation: the event that led here and the snapshot it gave. */
export interface SimulationStep {
  /** null for the start. */
  event: SimulatedEvent | null;
  value: Json;
  context: Json;
  status: string;
  tags: string[];
  activeIds: string[];
  enabled: SimulatedEvent[];
  /** The kit's expectations of the active states that failed, as 'state: message'. */
  failures: string[];
  changes: JsonChange[];
}

export interface SimulationState {
  scenario: string;
  history: readonly SimulationStep[];
  /** The step shown; below the end after stepping back. */
  cursor: number;
  busy: boolean;
}

export interface Simulation {
  state: () => SimulationState;
  subscribe: (listener: () => void) => () => void;
  /** Takes an event from the shown step; from a past step, the later history is replaced. */
  send: (event: AnyEventObject) => Promise<void>;
  back: () => void;
  forward: () => void;
  /** Starts over, in the given kit scenario. */
  reset: (scenario?: string) => void;
}

/**
 * A registered machine run by hand in its test kit (controlled actors, simulated clock): the inspector's
 * Simulation mode. Pure TypeScript, so it runs in Node as well; a React view subscribes to it.
 */
export function createSimulation(entry: RegisteredMachine, scenario = defaultScenario): Simulation {
  const listeners = new Set<() => void>();
  let run: KitRun;
  let events: AnyEventObject[] = [];
  let current: SimulationState;

  const stepOf = (
    snapshot: AnyMachineSnapshot,
    event: SimulatedEvent | null,
    before: SimulationStep | null,
  ) => {
    const context = redact(snapshot.context);
    return {
      event,
      value: redact(snapshot.value),
      context,
      status: snapshot.status,
      tags: [...snapshot.tags].sort(),
      activeIds: activeStateIds(entry.machine, snapshot.value),
      // Of the pending delays only the next one due can happen now: time cannot skip a timer.
      enabled: enabledEvents(entry.testKit, snapshot)
        .filter((e) => !e.type.startsWith('xstate.after.') || e.type === run.pendingDelays()[0]?.type)
        .map((e) => ({
          event: e,
          label: wholeEventLabel(entry, e, snapshot.context),
        })),
      failures: failedExpectations(entry, snapshot, run),
      changes: before ? diffJson(before.context, context) : [],
    } satisfies SimulationStep;
  };
  const publish = (next: SimulationState) => {
    current = next;
    listeners.forEach((l) => l());
  };
  const start = (name: string) => {
    run?.stop();
    run = startKitRun(entry, { scenario: name });
    events = [];
    current = { scenario: name, history: [stepOf(run.snapshot(), null, null)], cursor: 0, busy: false };
  };
  start(scenario);

  const send = async (event: AnyEventObject) => {
    if (current.busy) return;
    const { cursor, history } = current;
    publish({ ...current, busy: true });
    if (cursor < history.length - 1) {
      // Branching from the past: rebuild the run up to the shown step (deterministic: no real time, no server).
      const kept = events.slice(0, cursor);
      start(current.scenario);
      for (const e of kept) await run.step(e);
      events = kept;
      current = { ...current, history: history.slice(0, cursor + 1), cursor, busy: true };
    }
    const label = wholeEventLabel(entry, event, run.snapshot().context);
    await run.step(event);
    events.push(event);
    const before = current.history.at(-1)!;
    const history2 = [...current.history, stepOf(run.snapshot(), { event, label }, before)];
    publish({ ...current, history: history2, cursor: history2.length - 1, busy: false });
  };

  return {
    state: () => current,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    send,
    back: () => current.cursor > 0 && publish({ ...current, cursor: current.cursor - 1 }),
    forward: () =>
      current.cursor < current.history.length - 1 && publish({ ...current, cursor: current.cursor + 1 }),
    reset: (name = current.scenario) => {
      start(name);
      publish(current);
    },
  };
}
