import type { AnyEventObject } from 'xstate';

/**
 * A step of a journey: an event a person causes, an invoked actor's named kit outcome, an invoked actor's
 * answer given here (a fixture: `output`, or `error` for a failure), or time passing.
 */
export type JourneyStep =
  | AnyEventObject
  | { settle: string; outcome: string }
  | { settle: string; output: unknown }
  | { settle: string; error: unknown }
  | { advance: number };

export interface Journey {
  /** File name in tests/replays/. */
  file: string;
  machineId: string;
  title: string;
  input?: unknown;
  steps: JourneyStep[];
  /** Where the journey must end, as stateValueText prints it. */
  endsIn: string;
}

export const field = (name: string, value: string) => ({ type: 'field.changed', field: name, value });
