import type { AnyStateMachine, EventFromLogic, InputFrom, SnapshotFrom } from 'xstate';

/** An injected action as the kit recorded it: its name and the params the machine gave it. */
export interface RecordedAction {
  type: string;
  params: unknown;
}

/** One start of an invoked actor: its invoke id, its implementation's name and its input. */
export interface ActorCall {
  id: string;
  src: string;
  input: unknown;
}

/** What a state's expectation may look at besides the snapshot: the effects so far, in order. */
export interface KitRunView {
  actions: readonly RecordedAction[];
  calls: readonly ActorCall[];
}

/**
 * Named results an invoked actor may settle with, keyed by invoke id. The first `done` entry is the
 * representative result (used when actors resolve by themselves); every entry becomes a
 * 'xstate.done.actor.<id>' / 'xstate.error.actor.<id>' event the generated paths and the simulator may take.
 */
export interface ActorOutcomes {
  done?: Record<string, unknown>;
  error?: Record<string, unknown>;
}

type EventSamples<TMachine extends AnyStateMachine> = {
  [K in EventFromLogic<TMachine>['type']]?: readonly Extract<EventFromLogic<TMachine>, { type: K }>[];
};

/** Thrown by a failed state expectation; `check` makes one without a test framework. */
export class ExpectationError extends Error {
  override readonly name = 'ExpectationError';
}

/** Asserts inside an expectation; the registry is imported by the browser too, so no vitest here. */
export function check(condition: unknown, message: string): asserts condition {
  if (!condition) throw new ExpectationError(message);
}

/**
 * What it takes to run a machine in Node with no DOM and no server. Everything is optional: without a kit,
 * injected actions are recorded, invoked actors settle with `undefined` or an Error, and events without
 * payload are tried as `{ type }`.
 */
export interface TestKit<TMachine extends AnyStateMachine = AnyStateMachine> {
  /** The input of the default start. */
  input?: InputFrom<TMachine>;
  /** Further starts, by name, for states only another input reaches (signed out, no reset hash…). */
  scenarios?: Record<string, InputFrom<TMachine>>;
  /**
   * Implementations that are not plain effects and so cannot be recorders: assign actions the app
   * injects (a clock reading), callback actors. Every other action the machine declares without a built-in
   * implementation is recorded, and every invoked promise actor is controlled by `actors`.
   */
  provide?: Parameters<TMachine['provide']>[0];
  actors?: Record<string, ActorOutcomes>;
  /** Sample events per event type; a type with no samples is sent as `{ type }`. */
  events?: EventSamples<TMachine>;
  /**
   * Checks that hold whenever a state is active, keyed by state path ('idle', 'submitting.signingIn');
   * they run at the end of every generated path and in the inspector's simulation.
   */
  expect?: Record<string, (snapshot: SnapshotFrom<TMachine>, run: KitRunView) => void>;
  /**
   * What tells two snapshots apart while the paths are generated (default: value and context). Give one
   * when the context grows without bound (counters, queues) so the walk ends.
   */
  abstract?: (snapshot: SnapshotFrom<TMachine>) => unknown;
  /** Up to this many simple paths besides the shortest ones, when the machine has few states (default 40). */
  simplePaths?: number;
  /** The input of a replayed log from its recorded (redacted, function-free) input; default: kit input merged with it. */
  reviveInput?: (recorded: unknown) => InputFrom<TMachine>;
}

/** Types a kit against its machine, then widens it for the registry. */
export const defineTestKit = <TMachine extends AnyStateMachine>(
  _machine: TMachine,
  kit: TestKit<TMachine>,
): TestKit => kit as unknown as TestKit;
