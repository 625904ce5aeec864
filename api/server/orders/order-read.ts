import { and, eq } from 'drizzle-orm';
import type { Order } from '#contract/order';
import { customerLockedOrderFields } from '#contract/order-form';
import { orders } from '../db/schema/orders';
import { withAuditUsersFor } from '../users/audit-users';
import { notFound } from '../http/errors';
import { withoutFields, type ListContext } from '../lists/list-definition';
import { orderScope, staffOnlyOrderFields } from '../lists/orders.list';
import { loadOrderItem } from '../lists/orders.view';

/**
 * What an outsider (customer or carrier login) never receives on one order (spec 2 §6): the list's
 * staff-only fields, the fields a customer may not set (type, BOL, revenue, consignee, Ship By, Picked,
 * Disable Auto Status, group), and where the status machine returns to. The status itself stays.
 */
export const outsiderHiddenOrderFields: readonly string[] = [
  ...new Set([
    ...staffOnlyOrderFields,
    ...customerLockedOrderFields.filter((f) => f !== 'refOrderStatusId' && f !== 'orderCustomerId'),
    'resumeStatus',
  ]),
];

/** Is the order within the caller's reach (staff: any; customer: its own; carrier: on its loads)? */
export async function orderInScope(ctx: ListContext, orderId: number): Promise<boolean> {
  const scope = orderScope(ctx);
  const [row] = await ctx.db
    .select({ id: orders.orderId })
    .from(orders)
    .where(scope ? and(eq(orders.orderId, orderId), scope) : eq(orders.orderId, orderId));
  return !!row;
}

/**
 * 404 unless the caller may reach the order, for a read whose own read of the order follows and answers a
 * missing one with the same 404: staff reach every order, so nothing is read for them (one statement fewer,
 * issue #26). The save reads the order with the scope in its locked read instead.
 */
export async function requireOrderInReach(ctx: ListContext, orderId: number): Promise<void> {
  if (orderScope(ctx) && !(await orderInScope(ctx, orderId))) throw notFound(`Order #${orderId}`);
}

/**
 * One order as getItemById, create and update answer it: the list's display fields, who added and last
 * changed it (read by the order's own statement, decision 104), without what the caller may not see. 404
 * when outside the caller's reach.
 */
export async function readOrder(ctx: ListContext, orderId: number): Promise<Partial<Order>> {
  await requireOrderInReach(ctx, orderId);
  const item = await loadOrderItem(ctx.db, orderId);
  if (!item) throw notFound(`Order #${orderId}`);
  const full = withAuditUsersFor(ctx, item);
  return ctx.isStaff ? full : withoutFields(full, outsiderHiddenOrderFields);
}
