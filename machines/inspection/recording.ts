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

/** A machine actor of a whole-session recording. */
export interface RecordedActor {
  /** The actor's session id in the recorded page ('x:3'): what steps name it by. */
  id: string;
  /** The registry id of its machine. */
  machineId: string;
  /** The actor's id in its system: an invoke id ('stopModal'), or 'x:0' for a root actor. */
  systemId: string;
  /** The id of the actor that invoked it, when that is one of the recording's actors. */
  parent: string | null;
  /** Its input, serialised and redacted. */
  input: Json;
}

/** A step of a whole-session recording: which actor took the event, and who sent it. */
export interface SessionStep extends RecordedStep {
  /** The `id` of the actor that took the event. */
  actor: string;
  /**
   * The `id` of the recorded actor that sent the event (a parent's `sendTo`, a child's `sendParent` or its
   * done event), or null when it came from outside the recorded actors: the page (a person, a screen), a
   * promise or callback actor (its result's event type names it), or the actor's own delay.
   */
  from: string | null;
}

/**
 * A whole page session (version 2): every machine actor of one page load, from its start, with the events
 * they took in the order they took them. Each actor replays on its own (`replayRecording`).
 */
export interface SessionRecording {
  format: typeof recordingFormat;
  version: 2;
  title?: string;
  actors: RecordedActor[];
  steps: SessionStep[];
}

export type AnyRecording = Recording | SessionRecording;

export const isSessionRecording = (recording: AnyRecording): recording is SessionRecording =>
  recording.version === 2;

const json: z.ZodType<Json> = z.lazy(() =>
  z.union([z.null(), z.boolean(), z.number(), z.string(), z.array(json), z.record(z.string(), json)]),
);

const stepSchema = z.object({
  event: z.looseObject({ type: z.string().min(1) }),
  value: json,
  context: json,
  status: z.enum(['active', 'done', 'error', 'stopped']),
});

const recordingSchema = z.object({
  format: z.literal(recordingFormat),
  version: z.literal(1),
  machineId: z.string().min(1),
  title: z.string().optional(),
  input: json,
  steps: z.array(stepSchema).min(1, 'a recording has at least its start step'),
});

const sessionRecordingSchema = z
  .object({
    format: z.literal(recordingFormat),
    version: z.literal(2),
    title: z.string().optional(),
    actors: z
      .array(
        z.object({
          id: z.string().min(1),
          machineId: z.string().min(1),
          systemId: z.string(),
          parent: z.string().nullable(),
          input: json,
        }),
      )
      .min(1, 'a session recording has at least one actor'),
    steps: z.array(stepSchema.extend({ actor: z.string().min(1), from: z.string().nullable() })),
  })
  .superRefine((r, ctx) => {
    const ids = new Set(r.actors.map((a) => a.id));
    const started = new Set<string>();
    r.steps.forEach((step, i) => {
      if (!ids.has(step.actor))
        ctx.addIssue({ code: 'custom', path: ['steps', i, 'actor'], message: `no actor '${step.actor}'` });
      else if (!started.has(step.actor) && step.event.type !== 'xstate.init')
        ctx.addIssue({
          code: 'custom',
          path: ['steps', i, 'event'],
          message: `actor '${step.actor}' takes an event before its start`,
        });
      started.add(step.actor);
    });
  });

const failure = (error: z.ZodError) => {
  const issue = error.issues[0];
  return new Error(`not a machine recording: ${issue?.path.join('.') || '(root)'}: ${issue?.message}`);
};

/** Reads a single-actor recording (version 1) from parsed JSON, or throws with what is wrong. */
export function parseRecording(data: unknown): Recording {
  const result = recordingSchema.safeParse(data);
  if (!result.success) throw failure(result.error);
  return result.data as Recording;
}

/** Reads either format: a single actor (version 1) or a whole page session (version 2). */
export function parseAnyRecording(data: unknown): AnyRecording {
  if ((data as { version?: unknown } | null)?.version !== 2) return parseRecording(data);
  const result = sessionRecordingSchema.safeParse(data);
  if (!result.success) throw failure(result.error);
  return result.data as SessionRecording;
}

/** The actor's own steps of a session recording, as a single-actor recording that replays on its own. */
export function actorRecording(session: SessionRecording, actorId: string): Recording {
  const actor = session.actors.find((a) => a.id === actorId);
  if (!actor) throw new Error(`no actor '${actorId}' in the recording`);
  return {
    format: recordingFormat,
    version: 1,
    machineId: actor.machineId,
    title: `${session.title ?? 'session'} — ${actor.systemId || actor.id}`,
    input: actor.input,
    steps: session.steps
      .filter((s) => s.actor === actorId)
      .map(({ event, value, context, status }) => ({ event, value, context, status })),
  };
}

/** Either format as a session: a single-actor recording is a session of one actor, 'x:0', sent nothing. */
export function asSession(recording: AnyRecording): SessionRecording {
  if (isSessionRecording(recording)) return recording;
  const { machineId, input, steps, title } = recording;
  return {
    format: recordingFormat,
    version: 2,
    ...(title ? { title } : {}),
    actors: [{ id: 'x:0', machineId, systemId: 'x:0', parent: null, input }],
    steps: steps.map((step) => ({ ...step, actor: 'x:0', from: null })),
  };
}

/** The file text of a recording: stable two-space JSON with a final newline. */
export const stringifyRecording = (recording: AnyRecording): string =>
  `${JSON.stringify(recording, null, 2)}\n`;
