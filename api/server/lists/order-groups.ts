import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { ChangelogAction } from '../../contract/reference-codes';
import type { Database, Db } from '../db/connect';
import { systemUsers } from '../db/schema/auth';
import { orderChangelogs } from '../db/schema/changelogs';
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

async function authorName(tx: Db, systemUserId: number): Promise<string | null> {
  const [user] = await tx
    .select({ first: systemUsers.firstName, last: systemUsers.lastName })
    .from(systemUsers)
    .where(eq(systemUsers.systemUserId, systemUserId));
  return user ? `${user.first} ${user.last}`.trim() || null : null;
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

async function log(tx: Db, actor: Actor, orderIds: number[], bullet: (orderId: number) => string) {
  if (!orderIds.length) return;
  const createdBy = await authorName(tx, actor.systemUserId);
  await tx.insert(orderChangelogs).values(
    orderIds.map((orderId) => ({
      orderId,
      systemUserId: actor.systemUserId,
      actionType: ChangelogAction.Updated,
      bulletedChanges: { title: null, bullets: [bullet(orderId)] },
      createdBy,
      dateAdded: actor.now,
    })),
  );
}

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
    const released = await dissolveSmallGroups(tx, oldGroups, actor);
    await log(tx, actor, ids, (id) => {
      const old = before.get(id);
      return `Order group: ${old ? `#${old}` : 'none'} → #${orderGroupId}`;
    });
    await log(tx, actor, released, () => 'Order group: removed (its group had one order left)');
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
    const released = await dissolveSmallGroups(tx, groups, actor);
    await log(tx, actor, grouped, (id) => `Order group: #${before.get(id)} → none`);
    await log(tx, actor, released, () => 'Order group: removed (its group had one order left)');
    return { count: grouped.length + released.length };
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
      const released = await dissolveSmallGroups(tx, groupIds, actor);
      await log(tx, actor, released, () => 'Order group: removed (its group had one order left)');
    },
  };
}
