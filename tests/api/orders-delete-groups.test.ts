import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orderPaths } from '#contract/paths';
import { orderChangelogs } from '#server/db/schema/changelogs';
import { orderGroups, orders } from '#server/db/schema/orders';
import { useAdmin, useTestApp } from '#fixtures/file-app';
import { putOrderOnNewLoad } from '#fixtures/order-on-load';

const t = useTestApp();
const { db } = t;
const admin = useAdmin(t);

const post = (path: string, body: unknown) => t.call('POST', path, { token: admin.token, body });

const newOrder = async () =>
  (await db.insert(orders).values({ poNumber: 'GRP', orderCustomerId: 1 }).returning())[0]!.orderId;

/** Groups the orders through the API, as the Group button does. */
const group = async (ids: number[]) => {
  const res = await post(orderPaths.groupOrders, ids);
  expect(res.status).toBe(200);
  return ((await res.json()) as { orderGroupId: number }).orderGroupId;
};

const groupOf = async (id: number) =>
  (await db.select({ g: orders.orderGroupId }).from(orders).where(eq(orders.orderId, id)))[0]?.g;
const groupExists = async (id: number) =>
  (await db.$count(orderGroups, eq(orderGroups.orderGroupId, id))) === 1;
const bulletsOf = async (orderId: number) =>
  (
    await db
      .select({ changes: orderChangelogs.bulletedChanges })
      .from(orderChangelogs)
      .where(eq(orderChangelogs.orderId, orderId))
  ).map((r) => r.changes?.bullets[0]);

describe('deleteBulk of orders and their groups', () => {
  it('dissolves a group that deleting left with one order, logging the order it released', async () => {
    const [a, b, c] = [await newOrder(), await newOrder(), await newOrder()];
    const groupId = await group([a, b]);
    const other = await group([c, await newOrder(), await newOrder()]);

    const res = await post(orderPaths.deleteBulk, [a]);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ deleted: 1 });
    expect(await groupOf(b)).toBeNull();
    expect(await groupExists(groupId)).toBe(false);
    expect(await bulletsOf(b)).toEqual([
      `Order group: none → #${groupId}`,
      'Order group: removed (its group had one order left)',
    ]);
    const [log] = await db
      .select({ by: orderChangelogs.systemUserId })
      .from(orderChangelogs)
      .where(eq(orderChangelogs.orderId, b))
      .orderBy(orderChangelogs.orderChangelogId)
      .offset(1);
    expect(log?.by).toBe(admin.systemUserId);

    // A group keeping two orders stays as it was.
    expect(await (await post(orderPaths.deleteBulk, [c])).json()).toEqual({ deleted: 1 });
    expect(await groupExists(other)).toBe(true);
    const left = await db.select({ id: orders.orderId }).from(orders).where(eq(orders.orderGroupId, other));
    expect(left).toHaveLength(2);
  });

  it('removes a group whose orders were all deleted, and handles several groups in one call', async () => {
    const [a, b, c, d, e] = await Promise.all([1, 2, 3, 4, 5].map(() => newOrder()));
    const first = await group([a!, b!]);
    const second = await group([c!, d!, e!]);
    const res = await post(orderPaths.deleteBulk, [a, b, c, d]);
    expect(await res.json()).toEqual({ deleted: 4 });
    expect(await groupExists(first)).toBe(false);
    expect(await groupExists(second)).toBe(false);
    expect(await groupOf(e!)).toBeNull();
    expect(await db.$count(orders, inArray(orders.orderId, [a!, b!, c!, d!]))).toBe(0);
  });

  it('changes no group when the delete is refused (409: an order is on a load)', async () => {
    const [a, b] = [await newOrder(), await newOrder()];
    const groupId = await group([a, b]);
    await putOrderOnNewLoad(db, b);

    const res = await post(orderPaths.deleteBulk, [a, b]);
    expect(res.status).toBe(409);
    expect([await groupOf(a), await groupOf(b)]).toEqual([groupId, groupId]);
    expect(await groupExists(groupId)).toBe(true);
    expect(
      await db.$count(
        orderChangelogs,
        and(eq(orderChangelogs.orderId, a), eq(orderChangelogs.systemUserId, admin.systemUserId)),
      ),
    ).toBe(1);
  });
});

describe('the orders of one group', () => {
  it('are found by the filter the Group # cell sends, in every status grouping (issue #25)', async () => {
    const [a, b, c] = [await newOrder(), await newOrder(), await newOrder()];
    const groupId = await group([a, b]);
    await db.update(orders).set({ refOrderStatusId: 600 }).where(eq(orders.orderId, b));
    const res = await post(orderPaths.getItems, {
      pageNumber: 0,
      pageSize: 1000,
      filters: [[{ property: 'orderGroupId', value: groupId, compareType: 2, operatorType: 1 }]],
      fields: { currentOrders: 4 },
    });
    expect(res.status).toBe(200);
    const ids = ((await res.json()) as { orderId?: number }[]).flatMap((r) => (r.orderId ? [r.orderId] : []));
    expect(ids.sort()).toEqual([a, b].sort());
    expect(ids).not.toContain(c);
  });
});
