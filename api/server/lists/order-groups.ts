import { and, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Database, Db } from '../db/connect';
import { writeChangelogs } from '../changelog/write-changelog';
import { orderGroups, orders } from '../db/schema/orders';
import { badRequest, notFound } from '../http/errors';
import type { BulkDelete } from './delete-bulk';

/** Spec 2 §4 and §9: at least 2 orders to group, at least 1 to ungroup. */
export const minOrdersToGroup = 2;
export const minOrdersToUngroup = 1;

interface Actor {
  systemUserId: number;
  now: Date;
}

/** Locks the orders and refuses (404) when any is missing; answers their current groups. */
async function lockOrders(tx: Db, ids: number[]): Promise<Map<number, number | null>> {
  const rows = await tx
    .select({ orderId: orders.orderId, orderGroupId: orders.orderGroupId })
    .from(orders)
    .where(inArray(orders.orderId, ids))
    .for('update');
  const found = new Map(rows.map((r) => [r.orderId, r.orderGroupId]));
  const missing = ids.filter((id) => !found.has(id));
  if (missing.length) throw notFound(`Order #${missing.slice(0, 5).join(', #')}`);
  return found;
}

const released = 'Order group: removed (its group had one order left)';

/** One changelog entry per order whose group changed (docs/decisions/031). */
const logGroups = (
  tx: Db,
  actor: Actor,
  ids: number[],
  before: (id: number) => number | null,
  after: number | null,
) =>
  writeChangelogs(
    tx,
    'order',
    actor,
    ids.map((id) => ({ id, before: { orderGroupId: before(id) }, after: { orderGroupId: after } })),
  );

/** Orders a dissolved group let go: the row says "#5 → none"; the reason is the line a person needs. */
const logReleased = (tx: Db, actor: Actor, ids: number[]) =>
  writeChangelogs(
    tx,
    'order',
    actor,
    ids.map((id) => ({ id, before: {}, after: {}, extra: [released] })),
  );

/**
 * A group of one is no group: groups among `groupIds` left with fewer than two orders release their last
 * order and are deleted. Answers the orders released that way.
 */
async function dissolveSmallGroups(tx: Db, groupIds: number[], actor: Actor): Promise<number[]> {
  if (!groupIds.length) return [];
  const small = await tx
    .select({ orderGroupId: orderGroups.orderGroupId })
    .from(orderGroups)
    .where(
      and(
        inArray(orderGroups.orderGroupId, groupIds),
        sql`(select count(*) from ${orders} where ${orders.orderGroupId} = ${orderGroups.orderGroupId}) < ${minOrdersToGroup}`,
      ),
    );
  const ids = small.map((g) => g.orderGroupId);
  if (!ids.length) return [];
  const released = await tx
    .update(orders)
    .set({ orderGroupId: null, dateModified: actor.now, modifiedByUserId: actor.systemUserId })
    .where(inArray(orders.orderGroupId, ids))
    .returning({ orderId: orders.orderId });
  await tx.delete(orderGroups).where(inArray(orderGroups.orderGroupId, ids));
  return released.map((r) => r.orderId);
}

/**
 * groupOrders: puts the orders in one new group, taking them out of any group they were in. Answers the
 * new group's id and how many orders it holds.
 */
export async function groupOrders(
  database: Database,
  orderIds: number[],
  actor: Actor,
): Promise<{ orderGroupId: number; count: number }> {
  const ids = [...new Set(orderIds)];
  if (ids.length < minOrdersToGroup)
    throw badRequest(`Select at least ${minOrdersToGroup} orders to group.`, {
      _: `At least ${minOrdersToGroup} different orders`,
    });
  return database.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const before = await lockOrders(tx, ids);
    const [group] = await tx
      .insert(orderGroups)
      .values({ addedByUserId: actor.systemUserId, dateAdded: actor.now, dateModified: actor.now })
      .returning({ orderGroupId: orderGroups.orderGroupId });
    const orderGroupId = group!.orderGroupId;
    await tx
      .update(orders)
      .set({ orderGroupId, dateModified: actor.now, modifiedByUserId: actor.systemUserId })
      .where(inArray(orders.orderId, ids));
    const oldGroups = [...new Set([...before.values()].filter((g): g is number => g !== null))];
    const releasedIds = await dissolveSmallGroups(tx, oldGroups, actor);
    await logGroups(tx, actor, ids, (id) => before.get(id) ?? null, orderGroupId);
    await logReleased(tx, actor, releasedIds);
    return { orderGroupId, count: ids.length };
  });
}

/** ungroupOrders: takes the orders out of their groups. Answers how many orders left a group. */
export async function ungroupOrders(
  database: Database,
  orderIds: number[],
  actor: Actor,
): Promise<{ count: number }> {
  const ids = [...new Set(orderIds)];
  if (ids.length < minOrdersToUngroup)
    throw badRequest(`Select at least ${minOrdersToUngroup} order to ungroup.`, { _: 'At least one order' });
  return database.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const before = await lockOrders(tx, ids);
    const grouped = ids.filter((id) => before.get(id) != null);
    if (grouped.length)
      await tx
        .update(orders)
        .set({ orderGroupId: null, dateModified: actor.now, modifiedByUserId: actor.systemUserId })
        .where(and(inArray(orders.orderId, grouped), isNotNull(orders.orderGroupId)));
    const groups = [...new Set(grouped.map((id) => before.get(id)!))];
    const releasedIds = await dissolveSmallGroups(tx, groups, actor);
    await logGroups(tx, actor, grouped, (id) => before.get(id) ?? null, null);
    await logReleased(tx, actor, releasedIds);
    return { count: grouped.length + releasedIds.length };
  });
}

/**
 * Deleting orders (deleteBulk) is leaving their groups too: a group left with one order releases it (with
 * a changelog entry) and goes, and so does a group left empty, in the delete's own transaction.
 */
export function groupsFollowDeletedOrders(actor: Actor): Pick<BulkDelete, 'before' | 'after'> {
  let groupIds: number[] = [];
  return {
    before: async (tx, ids) => {
      const rows = await tx
        .select({ orderGroupId: orders.orderGroupId })
        .from(orders)
        .where(and(inArray(orders.orderId, ids), isNotNull(orders.orderGroupId)))
        .for('update');
      groupIds = [...new Set(rows.map((r) => r.orderGroupId!))];
    },
    after: async (tx) => {
      await logReleased(tx, actor, await dissolveSmallGroups(tx, groupIds, actor));
    },
  };
}
