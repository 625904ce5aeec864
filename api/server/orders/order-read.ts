import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Order } from '#contract/order';
import { customerLockedOrderFields } from '#contract/order-form';
import type { Db } from '../db/connect';
import { systemUsers } from '../db/schema/auth';
import { orders } from '../db/schema/orders';
import { notFound } from '../http/errors';
import { withoutFields, type ListContext } from '../lists/list-definition';
import { orderScope, staffOnlyOrderFields } from '../lists/orders.list';
import { loadOrderItems } from '../lists/orders.view';

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

async function userSummaries(db: Db, ids: (number | null)[]) {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (!wanted.length) return new Map<number, NonNullable<Order['addedByUser']>>();
  const rows = await db
    .select({
      systemUserId: systemUsers.systemUserId,
      firstName: systemUsers.firstName,
      lastName: systemUsers.lastName,
      name: sql<string | null>`nullif(trim(${systemUsers.firstName} || ' ' || ${systemUsers.lastName}), '')`,
    })
    .from(systemUsers)
    .where(inArray(systemUsers.systemUserId, wanted));
  return new Map(rows.map((r) => [r.systemUserId, r]));
}

/**
 * One order as getItemById, create and update answer it: the list's display fields, who added and last
 * changed it, without what the caller may not see. 404 when outside the caller's reach.
 */
export async function readOrder(ctx: ListContext, orderId: number): Promise<Partial<Order>> {
  if (!(await orderInScope(ctx, orderId))) throw notFound(`Order #${orderId}`);
  const [item] = await loadOrderItems(ctx.db, [orderId]);
  if (!item) throw notFound(`Order #${orderId}`);
  const users = await userSummaries(ctx.db, [item.addedByUserId, item.modifiedByUserId]);
  const full: Order = {
    ...item,
    addedByUser: item.addedByUserId === null ? null : (users.get(item.addedByUserId) ?? null),
    modifiedByUser: item.modifiedByUserId === null ? null : (users.get(item.modifiedByUserId) ?? null),
  };
  return ctx.isStaff ? full : withoutFields(full, outsiderHiddenOrderFields);
}
