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

export const serverMachineRunsQuerySchema = z.object({
  /** How many of the newest runs (default 50, at most 200). */
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
