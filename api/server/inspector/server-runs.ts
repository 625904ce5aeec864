import { sql } from 'drizzle-orm';
import type { ServerMachineRun } from '#contract/machine-runs';
import type { Database } from '../db/connect';

interface Row {
  eventId: string | number;
  at: string | Date;
  kind: 'order.status' | 'load.status';
  recordId: number;
  byName: string | null;
  identityType: string | null;
  payload: string | { status?: { from: number; to: number; events?: string[] } };
}

const machineOf = { 'order.status': 'orderStatus', 'load.status': 'loadStatus' } as const;

/**
 * The newest runs of the order and load status machines on the server, from the outbox (decision 077): each
 * committed status move with who made it and the machine's events, newest first.
 */
export async function readServerRuns(database: Database, limit: number): Promise<ServerMachineRun[]> {
  const rows = await database.rows<Row>(sql`
    select d.event_id as "eventId", d.occurred_at as at, d.kind, d.record_id as "recordId",
      nullif(trim(u.first_name || ' ' || u.last_name), '') as "byName", d.identity_type as "identityType",
      d.payload
    from domain_events d left join system_users u on u.system_user_id = d.system_user_id
    where d.kind in ('order.status', 'load.status')
    order by d.event_id desc limit ${limit}`);
  return rows.map((row) => {
    const payload = typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload;
    const status = (payload as { status?: { from: number; to: number; events?: string[] } }).status;
    return {
      eventId: Number(row.eventId),
      at: new Date(row.at).toISOString(),
      machineId: machineOf[row.kind],
      recordType: row.kind === 'order.status' ? 'order' : 'load',
      recordId: row.recordId,
      byName: row.byName,
      identityType: row.identityType,
      from: Number(status?.from ?? 0),
      to: Number(status?.to ?? 0),
      events: [...(status?.events ?? [])],
    };
  });
}
