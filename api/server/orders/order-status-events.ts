import { asc, inArray, Param, sql, type SQL } from 'drizzle-orm';
import type { OrderStatusCode } from '#contract/order-status';
import { applyOrderEvents } from '#domain/apply-order-events';
import type { OrderStatusEvent } from '#domain/order-status.rules';
import { writeChangelogs, type ChangelogActor, type RecordChange } from '../changelog/write-changelog';
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
 * Applies each order's events (applyOrderEvents, decision 036) and stores the statuses that moved, in the
 * caller's transaction: the orders are locked in one statement in id order, the moved ones written in one
 * more, each with a new dateModified and an Updated change log entry. Answers the ids of the orders that
 * changed.
 */
export async function storeOrderEvents(
  tx: Db,
  actor: ChangelogActor,
  moves: readonly OrderEvents[],
): Promise<number[]> {
  const moving = moves.filter((m) => m.events.length);
  if (!moving.length) return [];
  const locked = await tx
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
    const modified = new Param(nextModified(actor.now, row.dateModified), orders.dateModified);
    writes.push(
      sql`(${move.orderId}::int, ${at.status}::int, ${at.resumeStatus}::int, ${modified}::timestamptz)`,
    );
    changed.push({
      id: move.orderId,
      before: { refOrderStatusId: row.status },
      after: { refOrderStatusId: at.status },
      extra: move.extra ?? [],
      machineEvents: move.events.map((event) => event.type),
    });
  }
  // The moved orders in one statement, however many (decision 096).
  if (writes.length)
    await tx.execute(sql`update ${orders}
      set ref_order_status_id = moved.status, resume_status = moved.resume_status,
        date_modified = moved.date_modified, modified_by_user_id = ${actor.systemUserId}::int
      from (values ${sql.join(writes, sql`, `)}) as moved (order_id, status, resume_status, date_modified)
      where ${orders.orderId} = moved.order_id`);
  await writeChangelogs(tx, 'order', actor, changed);
  return changed.map((c) => c.id);
}
