import { z } from 'zod';

/**
 * The server's runs of the status machines, as the inspector shows them to admin identities (issue #29,
 * decision 087): read from the outbox of domain events (decision 077), where every committed status move of
 * an order or a load is kept with who made it and the machine's events that moved it.
 */
export const serverMachineRunSchema = z.object({
  /** The outbox row. */
  eventId: z.number().int(),
  at: z.string(),
  machineId: z.enum(['orderStatus', 'loadStatus']),
  recordType: z.enum(['order', 'load']),
  recordId: z.number().int(),
  /** The person whose call ran the machine (null for the server's own work), and their identity type. */
  byName: z.string().nullable(),
  identityType: z.string().nullable(),
  /** The status codes before and after. */
  from: z.number().int(),
  to: z.number().int(),
  /** The machine's events in the order sent; empty where the save sets the status by hand (a load's choice). */
  events: z.array(z.string()),
});
export type ServerMachineRun = z.infer<typeof serverMachineRunSchema>;

/**
 * A machine on the server that said no: a stop check-off out of sequence, a load status not allowed by hand.
 * The call answered 409 or 400 and changed nothing, so the outbox has no row: the server keeps the newest
 * ones in its process.
 */
export const serverMachineRefusalSchema = z.object({
  at: z.string(),
  machineId: z.enum(['stopSequencing', 'loadStatus']),
  recordType: z.enum(['load']),
  recordId: z.number().int(),
  /** The event refused, e.g. 'stop.checked' (with the stop's place), 'status.chosen'. */
  event: z.string(),
  /** The sentence of the guard that said no, as the screens show it. */
  reason: z.string(),
  systemUserId: z.number().int().nullable(),
  identityType: z.string().nullable(),
});
export type ServerMachineRefusal = z.infer<typeof serverMachineRefusalSchema>;

/** The inspector's read: the committed runs and the refusals, newest first. */
export const serverMachineRunsSchema = z.object({
  runs: z.array(serverMachineRunSchema),
  refusals: z.array(serverMachineRefusalSchema),
});
export type ServerMachineRuns = z.infer<typeof serverMachineRunsSchema>;

export const serverMachineRunsQuerySchema = z.object({
  /** How many of the newest runs, and of the newest refusals (default 50, at most 200). */
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
