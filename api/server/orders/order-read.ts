import { and, eq } from 'drizzle-orm';
import type { Order } from '#contract/order';
import { customerLockedOrderFields } from '#contract/order-form';
import type { UserSummary } from '#contract/user-summary';
import { orders } from '../db/schema/orders';
import { withAuditUsersFor } from '../users/audit-users';
import { addedAndModifiedBy } from '../users/user-summaries';
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

/**
 * 404 unless the caller may reach the order, for a read whose own read of the order follows and answers a
 * missing one with the same 404: staff reach every order, so nothing is read for them (one statement fewer,
 * issue #26). The save reads the order with the scope in its locked read instead.
 */
export async function requireOrderInReach(ctx: ListContext, orderId: number): Promise<void> {
  if (orderScope(ctx) && !(await orderInScope(ctx, orderId))) throw notFound(`Order #${orderId}`);
}

/** Users by id, as a save read them beside the order it locked (see users/user-summaries.ts, `userSummaryOf`). */
export type KnownUsers = ReadonlyMap<number, UserSummary>;

/** Who added and last changed the order, when `known` has both; otherwise undefined (read them). */
function knownPeople(item: Order, known: KnownUsers | undefined) {
  if (!known) return undefined;
  const byId = (id: number | null | undefined) => (id == null ? null : known.get(id));
  const addedByUser = byId(item.addedByUserId);
  const modifiedByUser = byId(item.modifiedByUserId);
  return addedByUser === undefined || modifiedByUser === undefined
    ? undefined
    : { addedByUser, modifiedByUser };
}

/**
 * One order as getItemById, create and update answer it: the list's display fields, who added and last
 * changed it, without what the caller may not see. 404 when outside the caller's reach. `known`: users a
 * save already read; the names are read only when the order names someone else.
 */
export async function readOrder(
  ctx: ListContext,
  orderId: number,
  known?: KnownUsers,
): Promise<Partial<Order>> {
  await requireOrderInReach(ctx, orderId);
  const [item] = await loadOrderItems(ctx.db, [orderId]);
  if (!item) throw notFound(`Order #${orderId}`);
  const people = knownPeople(item, known) ?? (await addedAndModifiedBy(ctx.db, item));
  const full = withAuditUsersFor(ctx, { ...item, ...people });
  return ctx.isStaff ? full : withoutFields(full, outsiderHiddenOrderFields);
}
