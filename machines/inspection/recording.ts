import { z } from 'zod';
import type { Json } from './serialize';

export const recordingFormat = 'portal-machine-recording';

/** An event as the machine received it (redacted), e.g. `{ type: 'credentials.submit' }`. */
export type RecordedEvent = { type: string } & { [key: string]: Json };

/**
 * One step of a recorded log: the event and the snapshot it led to. Step 0 is the start, with the event
 * 'xstate.init'; invoked actors' results appear as their 'xstate.done.actor.<id>' or 'xstate.error.actor.<id>'
 * events and delays as 'xstate.after.<delay>.<state id>'.
 */
export interface RecordedStep {
  event: RecordedEvent;
  /** The state value after the event, e.g. `{ submitting: 'signingIn' }`. */
  value: Json;
  /** The context after the event, serialised and redacted. */
  context: Json;
  status: 'active' | 'done' | 'error' | 'stopped';
}

/**
 * A recorded log of one machine actor: what `npm run replay` and the inspector's Record button read and
 * write, and what tests/replays/ holds.
 */
export interface Recording {
  format: typeof recordingFormat;
  version: 1;
  /** The registry id (equal to the machine's id), e.g. 'signIn'. */
  machineId: string;
  /** A line for people: what journey this is. */
  title?: string;
  /** The actor's input, serialised and redacted (functions dropped). */
  input: Json;
  steps: RecordedStep[];
}

const json: z.ZodType<Json> = z.lazy(() =>
  z.union([z.null(), z.boolean(), z.number(), z.string(), z.array(json), z.record(z.string(), json)]),
);

const recordingSchema = z.object({
  format: z.literal(recordingFormat),
  version: z.literal(1),
  machineId: z.string().min(1),
  title: z.string().optional(),
  input: json,
  steps: z
    .array(
      z.object({
        event: z.looseObject({ type: z.string().min(1) }),
        value: json,
        context: json,
        status: z.enum(['active', 'done', 'error', 'stopped']),
      }),
    )
    .min(1, 'a recording has at least its start step'),
});

/** Reads a recording from parsed JSON, or throws with what is wrong. */
export function parseRecording(data: unknown): Recording {
  const result = recordingSchema.safeParse(data);
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new Error(`not a machine recording: ${issue?.path.join('.') || '(root)'}: ${issue?.message}`);
  }
  return result.data as Recording;
}

/** The file text of a recording: stable two-space JSON with a final newline. */
export const stringifyRecording = (recording: Recording): string => `${JSON.stringify(recording, null, 2)}\n`;
