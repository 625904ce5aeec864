import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/connect';
import type { StoredEvent } from '../live/outbox-read';

/** What every claimed row carries; a lane's own select adds what its sending needs. */
export interface ClaimedRow {
  id: number;
  attempts: number;
}

/** One attempt's result: a status code (HTTP, or SMTP's for a refusal) and an error, none when delivered. */
export interface Outcome<R extends ClaimedRow = ClaimedRow> {
  row: R;
  ok: boolean;
  statusCode: number | null;
  error: string | null;
}

/**
 * One kind of thing the outbox dispatcher sends (decision 088): webhook deliveries, notice mails. Each lane
 * has a table with the queue's columns (status, attempts, next_attempt_at, claimed_by, claimed_until,
 * last_attempt_at, last_status_code, last_error, delivered_at, date_added) under its own id column, so one
 * claim, one settle and one prune serve them all, and two servers never send one row.
 */
export interface DeliveryLane<R extends ClaimedRow = ClaimedRow> {
  name: string;
  table: string;
  idColumn: string;
  /** How long a claim holds: longer than a send can take, so only a dead server's claim runs out. */
  holdMs: number;
  /** Reads the rows just claimed: `select … from claimed c …`, with `id` and `attempts`. */
  claimed: SQL;
  /** The last outbox id this lane has enqueued up to (where a restart catches up from). */
  cursor(): Promise<number>;
  /** Turns events into rows (an insert two servers may both make) and moves the cursor; true if rows were made. */
  enqueue(events: readonly StoredEvent[]): Promise<boolean>;
  send(row: R): Promise<Omit<Outcome<R>, 'row'>>;
}

/** A moment as both drivers pass it the same way. */
export const ts = (d: Date) => sql`${d.toISOString()}::timestamptz`;

/** Claims due rows (and rows whose sender's claim ran out) that no other dispatcher holds. */
export async function claimDue<R extends ClaimedRow>(
  database: Database,
  lane: DeliveryLane<R>,
  dispatcherId: string,
  at: Date,
  limit: number,
): Promise<R[]> {
  const table = sql.identifier(lane.table);
  const id = sql.identifier(lane.idColumn);
  const until = new Date(at.getTime() + lane.holdMs);
  return database.rows<R>(sql`
    with claimed as (
      update ${table} set status = 'sending', attempts = attempts + 1, claimed_by = ${dispatcherId},
        claimed_until = ${ts(until)}, last_attempt_at = ${ts(at)}
      where ${id} in (
        select ${id} from ${table}
        where (status = 'pending' and next_attempt_at <= ${ts(at)})
           or (status = 'sending' and claimed_until < ${ts(at)})
        order by ${id} limit ${limit}
        for update skip locked)
      returning *)
    ${lane.claimed}`);
}

/**
 * Records a round's outcomes in one statement, for the rows this dispatcher still holds: delivered, pending
 * again after the next of `retries`, or failed past the last.
 */
export async function settleOutcomes(
  database: Database,
  lane: Pick<DeliveryLane, 'table' | 'idColumn'>,
  dispatcherId: string,
  outcomes: readonly Outcome[],
  retries: readonly number[],
  at: Date,
): Promise<void> {
  if (!outcomes.length) return;
  const values = outcomes.map(({ row, ok, statusCode, error }) => {
    const delay = retries[row.attempts - 1];
    const status = ok ? 'delivered' : delay === undefined ? 'failed' : 'pending';
    const next = new Date(at.getTime() + (delay ?? 0));
    return sql`(${row.id}::bigint, ${status}::text, ${statusCode}::int, ${error}::text,
      ${ok ? at.toISOString() : null}::timestamptz, ${next.toISOString()}::timestamptz)`;
  });
  await database.db.execute(sql`update ${sql.identifier(lane.table)} d set status = v.status,
    last_status_code = v.code, last_error = v.error, delivered_at = v.delivered, next_attempt_at = v.next,
    claimed_by = null, claimed_until = null
    from (values ${sql.join(values, sql`, `)}) as v(id, status, code, error, delivered, next)
    where d.${sql.identifier(lane.idColumn)} = v.id and d.claimed_by = ${dispatcherId}`);
}

/** Deletes what was delivered or failed before `cutoff`; several servers pruning only repeat. */
export async function pruneLane(
  database: Database,
  lane: Pick<DeliveryLane, 'table' | 'idColumn'>,
  cutoff: Date,
): Promise<void> {
  await database.db.execute(sql`delete from ${sql.identifier(lane.table)}
    where status in ('delivered', 'failed') and date_added < ${ts(cutoff)}`);
}
