import { sql } from 'drizzle-orm';
import type { IdentityType } from '#contract/identity';
import type { LiveEventKind, LiveRecordType } from '#contract/live-events';
import type { Database } from '../db/connect';
import type { OutboxPayload } from './outbox-write';

/** One outbox row as the servers read it. */
export interface StoredEvent {
  id: number;
  at: string;
  kind: LiveEventKind;
  recordType: LiveRecordType;
  recordId: number;
  systemUserId: number | null;
  byName: string | null;
  identityType: IdentityType | null;
  orderCustomerIds: number[];
  carrierIds: number[];
  loadIds: number[];
  payload: OutboxPayload;
}

interface Row {
  running: string[] | null;
  events: StoredEvent[] | string;
}

/**
 * The transactions running in this statement's snapshot that may own an outbox id: all of them but those
 * of other databases on the same server (their ids are never ours; a bench or another app there must not
 * hold up this stream). One not listed any more stays counted, which only waits longer.
 */
const runningXids = sql`(select coalesce(array_agg(x::text), '{}') from pg_snapshot_xip(pg_current_snapshot()) x
  where (x::text::bigint % 4294967296) not in (select backend_xid::text::bigint from pg_stat_activity
    where datname is distinct from current_database() and backend_xid is not null))`;

/**
 * Rows after `after` (up to `limit`), and the transactions still running when they were read, taken in one
 * statement so both come from one snapshot. Outbox ids are handed out before commit: an id missing between
 * the rows read is either rolled back or still running, which only those transactions can decide
 * (live-hub.ts waits for them before passing a gap).
 */
export async function readOutbox(
  database: Database,
  after: number,
  options: { limit: number; upTo?: number },
): Promise<{ events: StoredEvent[]; running: string[] }> {
  const upTo = options.upTo ?? Number.MAX_SAFE_INTEGER;
  const [row] = await database.rows<Row>(sql`
    select ${runningXids} as running, coalesce((
      select json_agg(e order by e.id) from (
        select d.event_id as id, d.occurred_at as at, d.kind, d.record_type as "recordType",
          d.record_id as "recordId", d.system_user_id as "systemUserId",
          nullif(trim(u.first_name || ' ' || u.last_name), '') as "byName", d.identity_type as "identityType",
          d.order_customer_ids as "orderCustomerIds", d.carrier_ids as "carrierIds", d.load_ids as "loadIds",
          d.payload
        from domain_events d left join system_users u on u.system_user_id = d.system_user_id
        where d.event_id > ${after} and d.event_id <= ${upTo}
        order by d.event_id limit ${options.limit}
      ) e), '[]'::json) as events`);
  const events = (typeof row!.events === 'string' ? JSON.parse(row!.events) : row!.events) as StoredEvent[];
  return {
    events: events.map((e) => ({ ...e, id: Number(e.id), at: new Date(e.at).toISOString() })),
    running: row!.running ?? [],
  };
}

/** The newest id and the transactions running as it was read: where a new listener starts. */
export async function outboxHead(database: Database): Promise<{ head: number; running: string[] }> {
  const [row] = await database.rows<{ head: string | number; running: string[] | null }>(
    sql`select coalesce(max(event_id), 0) as head, ${runningXids} as running from domain_events`,
  );
  return { head: Number(row!.head), running: row!.running ?? [] };
}

/** Whether `id` is still in the outbox: a Last-Event-ID the stream can resume from. */
export async function isKnownEvent(database: Database, id: number): Promise<boolean> {
  const rows = await database.rows(sql`select 1 from domain_events where event_id = ${id}`);
  return rows.length > 0;
}

/** How long events stay for a reconnect to resume from, and at most how many. */
export const outboxRetention = { hours: 24, maxEvents: 200_000 } as const;

/**
 * Deletes what no resume needs any more: older than the retention and beyond the newest `maxEvents`. Plain
 * deletes by bounds, so several servers running it at once only repeat each other's work.
 */
export async function pruneOutbox(database: Database, now: Date): Promise<void> {
  const cutoff = new Date(now.getTime() - outboxRetention.hours * 3_600_000).toISOString();
  await database.exec(
    `delete from domain_events where occurred_at < '${cutoff}'::timestamptz
       or event_id <= (select max(event_id) - ${outboxRetention.maxEvents} from domain_events)`,
  );
}
