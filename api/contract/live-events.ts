import { z } from 'zod';
import { identityTypeSchema } from './identity';

/**
 * The live stream's contract (decision 077): what `GET /api/live/events` sends, as Server-Sent Events.
 *
 * Reading it: `fetch(livePaths.events, { headers: { Authorization: 'Bearer …', 'Last-Event-ID': id } })`
 * and read the body as a stream (EventSource cannot send the Authorization header; a token never goes in
 * the URL). `?lastEventId=` does what the header does for a client that cannot set it.
 *
 * SSE frames, by their `event:` name:
 *  - `ready` (no id): the stream is open; `data` is `LiveReady` — resume later from `head` if nothing came.
 *  - `change` (id = the event's id): one domain event the caller may read, `data` is `LiveEvent`. Keep the
 *    last id and send it back as Last-Event-ID when reconnecting: the missed events come first, in order.
 *  - `presence` (no id): someone arrived on, left, or started or stopped editing a record the caller may
 *    read; `data` is `LivePresence` (live-presence.ts), the record only: renew its presence to hear who.
 *  - `resync` (no id): the id sent back is unknown or too old (the outbox keeps about a day); reload what is
 *    shown, then carry on with the events that follow. `data` is `LiveResync`.
 *  - `bye` (no id): the server closes the stream: `data` is `LiveBye` (signed out, session expired or
 *    deactivated, too slow a reader, the server stopping). After `signedOut`, do not reconnect.
 *  - comment lines (`: heartbeat`) about every 15 s: the connection is alive.
 * Errors before the stream opens are the usual JSON error answers: 401, 403, 400 (a bad lastEventId) and
 * 429 when the session already has its maximum of open streams (`liveLimits.streamsPerSession`).
 */

/** The kinds of event: `<record type>.<what happened>`. */
export const liveEventKinds = [
  'order.created',
  'order.changed',
  'order.status',
  'order.deleted',
  'load.created',
  'load.changed',
  'load.status',
  'load.deleted',
  'stop.resolved',
  'stop.issue',
  'note.created',
  'note.changed',
  'note.deleted',
  'file.created',
  'file.changed',
  'file.deleted',
  'customer.created',
  'customer.changed',
  'customer.deleted',
  'carrier.created',
  'carrier.changed',
  'carrier.deleted',
  'location.created',
  'location.changed',
  'location.deleted',
] as const;
export const liveEventKindSchema = z.enum(liveEventKinds);
export type LiveEventKind = z.infer<typeof liveEventKindSchema>;

export const liveRecordTypes = [
  'order',
  'load',
  'stop',
  'note',
  'file',
  'customer',
  'carrier',
  'location',
] as const;
export const liveRecordTypeSchema = z.enum(liveRecordTypes);
export type LiveRecordType = z.infer<typeof liveRecordTypeSchema>;

/** The records notes and files belong to. */
export const liveOwnerTypeSchema = z.enum(['order', 'load', 'customer', 'carrier', 'location']);

const rowId = z.number().int().positive();

/** One domain event as a caller receives it: only what that caller may read. */
export const liveEventSchema = z.object({
  /** The outbox id: the SSE id, increasing, to resume from. */
  id: z.number().int().positive(),
  /** When it was written (ISO 8601). */
  at: z.string(),
  kind: liveEventKindSchema,
  record: z.object({ type: liveRecordTypeSchema, id: rowId }),
  /**
   * Who made the change: staff readers see every person; a customer or carrier login only itself (decision
   * 067), otherwise null.
   */
  by: z
    .object({ systemUserId: rowId, name: z.string().nullable(), identityType: identityTypeSchema.nullable() })
    .nullable(),
  /** The fields that changed, by their contract names, those the caller may read only (empty when created). */
  fields: z.array(z.string()),
  /** The record's row version after the change (its dateModified), null when deleted or unversioned. */
  dateModified: z.string().nullable(),
  /** `order.status` and `load.status`: the statuses and the status machine's events that moved it. */
  status: z.object({ from: z.number().int(), to: z.number().int(), events: z.array(z.string()) }).optional(),
  /** `stop.*`: the stop's load and what the stop now says. */
  stop: z.object({ loadId: rowId, pickedUpOrDelivered: z.boolean(), stopHasIssue: z.boolean() }).optional(),
  /** `note.*` and `file.*`: the record they belong to. */
  owner: z.object({ type: liveOwnerTypeSchema, id: rowId }).optional(),
});
export type LiveEvent = z.infer<typeof liveEventSchema>;

export const liveReadySchema = z.object({
  /** The newest event id at opening (0 when none): a reconnect from it misses nothing. */
  head: z.number().int().nonnegative(),
  heartbeatSeconds: z.number().int().positive(),
});
export type LiveReady = z.infer<typeof liveReadySchema>;

export const liveResyncSchema = z.object({
  reason: z.enum(['unknownEventId']),
  head: z.number().int().nonnegative(),
});
export type LiveResync = z.infer<typeof liveResyncSchema>;

export const liveByeSchema = z.object({
  reason: z.enum(['signedOut', 'tooSlow', 'serverStopping']),
});
export type LiveBye = z.infer<typeof liveByeSchema>;

/** `?lastEventId=`: digits only, as the Last-Event-ID header. */
export const liveQuerySchema = z.strictObject({
  lastEventId: z
    .string()
    .regex(/^\d{1,15}$/, 'An event id is digits.')
    .optional(),
});

export const liveLimits = {
  /** Open streams one session may hold at once; one more is 429. */
  streamsPerSession: 3,
  heartbeatSeconds: 15,
} as const;
