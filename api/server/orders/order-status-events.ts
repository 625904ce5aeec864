import { eq, inArray } from 'drizzle-orm';
import type { OrderStatusCode } from '#contract/order-status';
import { orderStatusAfter, type OrderStatusEvent } from '#domain/order-status.rules';
import { writeChangelogs, type ChangelogActor } from '../changelog/write-changelog';
import type { Db } from '../db/connect';
import { orders } from '../db/schema/orders';
import { nextModified } from '../db/row-version';

/**
 * Sends one automatic event (a load or stop change) to orders, in the caller's transaction (decision 036):
 * each order's status and resumeStatus move as the order status machine says (nothing while Disable Auto
 * Status is set), a moved order gets a new dateModified and an Updated change log entry. Answers the ids of
 * the orders that changed.
 */
export async function applyOrderStatusEvent(
  tx: Db,
  orderIds: readonly number[],
  event: OrderStatusEvent,
  actor: ChangelogActor,
): Promise<number[]> {
  if (!orderIds.length) return [];
  const rows = await tx
    .select()
    .from(orders)
    .where(inArray(orders.orderId, [...new Set(orderIds)]))
    .orderBy(orders.orderId)
    .for('update');
  const changed: number[] = [];
  for (const row of rows) {
    const next = orderStatusAfter(row.refOrderStatusId as OrderStatusCode, event, {
      ignoreStatusUpdates: row.ignoreStatusUpdates,
      resumeStatus: row.resumeStatus as OrderStatusCode | null,
    });
    if (!next.changed) continue;
    const [after] = await tx
      .update(orders)
      .set({
        refOrderStatusId: next.status,
        resumeStatus: next.resumeStatus,
        modifiedByUserId: actor.systemUserId,
        dateModified: nextModified(actor.now, row.dateModified),
      })
      .where(eq(orders.orderId, row.orderId))
      .returning();
    await writeChangelogs(tx, 'order', actor, [{ id: row.orderId, before: row, after: after! }]);
    changed.push(row.orderId);
  }
  return changed;
}
