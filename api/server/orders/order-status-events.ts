import { asc, inArray, Param, sql, type SQL } from 'drizzle-orm';
import type { OrderStatusCode } from '#contract/order-status';
import { applyOrderEvents } from '#domain/apply-order-events';
import type { OrderStatusEvent } from '#domain/order-status.rules';
import { changelogWrites, type ChangelogActor, type RecordChange } from '../changelog/write-changelog';
import { sendWrites, type Writes } from '../live/outbox-write';
import type { Db } from '../db/connect';
import { nextModified } from '../db/row-version';
import { orders } from '../db/schema/orders';

/** The automatic events one order gets from a change, and the lines its change log entry adds. */
export interface OrderEvents {
  orderId: number;
  events: readonly OrderStatusEvent[];
  extra?: string[];
}

/**
 * Applies each order's events (applyOrderEvents, decision 036) in the caller's transaction: the orders are
 * locked in one statement in id order, and the writes for those that moved are answered, to be sent with the
 * save's other writes (decision 102): one update of them all, each with a new dateModified, and an Updated
 * change log entry with its event, which carries that dateModified (the update runs in the same statement).
 * `changed` is the ids of the orders that moved. `alongside` are writes of the caller's that need no answer
 * and touch no order: they are sent with the lock (or alone when no order moves), not after it.
 */
export async function orderEventWrites(
  tx: Db,
  actor: ChangelogActor,
  moves: readonly OrderEvents[],
  alongside: readonly SQL[] = [],
): Promise<Writes & { changed: number[] }> {
  const moving = moves.filter((m) => m.events.length);
  if (!moving.length) {
    await sendWrites(tx, actor, [{ events: [], statements: alongside }]);
    return { events: [], statements: [], changed: [] };
  }
  const locked = await tx
    .with(...alongside.map((statement, i) => tx.$with(`w${i}`, {}).as(statement)))
    .select({
      orderId: orders.orderId,
      status: orders.refOrderStatusId,
      resumeStatus: orders.resumeStatus,
      ignoreStatusUpdates: orders.ignoreStatusUpdates,
      dateModified: orders.dateModified,
    })
    .from(orders)
    .where(inArray(orders.orderId, [...new Set(moving.map((m) => m.orderId))]))
    .orderBy(asc(orders.orderId))
    .for('update');
  const rowOf = new Map(locked.map((row) => [row.orderId, row]));
  const changed: RecordChange[] = [];
  const writes: SQL[] = [];
  for (const move of [...moving].sort((a, b) => a.orderId - b.orderId)) {
    const row = rowOf.get(move.orderId);
    if (!row) continue;
    const start = {
      status: row.status as OrderStatusCode,
      resumeStatus: row.resumeStatus as OrderStatusCode | null,
    };
    const at = applyOrderEvents(start, move.events, { ignoreStatusUpdates: row.ignoreStatusUpdates });
    if (!at.changed) continue;
    const dateModified = nextModified(actor.now, row.dateModified);
    const modified = new Param(dateModified, orders.dateModified);
    writes.push(
      sql`(${move.orderId}::int, ${at.status}::int, ${at.resumeStatus}::int, ${modified}::timestamptz)`,
    );
    changed.push({
      id: move.orderId,
      before: { refOrderStatusId: row.status },
      after: { refOrderStatusId: at.status, dateModified },
      extra: move.extra ?? [],
      machineEvents: move.events.map((event) => event.type),
    });
  }
  if (!writes.length) return { events: [], statements: [], changed: [] };
  // The moved orders in one statement, however many (decision 096).
  const update = sql`update ${orders}
      set ref_order_status_id = moved.status, resume_status = moved.resume_status,
        date_modified = moved.date_modified, modified_by_user_id = ${actor.systemUserId}::int
      from (values ${sql.join(writes, sql`, `)}) as moved (order_id, status, resume_status, date_modified)
      where ${orders.orderId} = moved.order_id`;
  const logs = changelogWrites(tx, 'order', actor, changed);
  return { events: logs.events, statements: [update, ...logs.statements], changed: changed.map((c) => c.id) };
}
