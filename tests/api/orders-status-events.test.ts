import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { OrderStatus } from '#contract/order-status';
import { orderChangelogs } from '#server/db/schema/changelogs';
import { orders } from '#server/db/schema/orders';
import type { Db } from '#server/db/connect';
import { sendWrites } from '#server/live/outbox-write';
import { orderEventWrites } from '#server/orders/order-status-events';
import { useBeforeAll, useTestApp } from '#fixtures/file-app';
import { create, createOrderData, json, staffForm } from './orders-helpers';

const t = useTestApp();
const d = useBeforeAll(() => createOrderData(t));

const row = async (orderId: number) =>
  (await t.database.db.select().from(orders).where(eq(orders.orderId, orderId)))[0]!;

it('moves the orders the machine moves, logs them, and leaves frozen and held ones as the machine says', async () => {
  const make = async () => (await json(await create(t, d.staff.token, staffForm(d)))).orderId;
  const [open, frozen, held] = [await make(), await make(), await make()];
  await t.database.db.update(orders).set({ ignoreStatusUpdates: true }).where(eq(orders.orderId, frozen));
  await t.database.db
    .update(orders)
    .set({ refOrderStatusId: OrderStatus.OnHold, resumeStatus: OrderStatus.Open })
    .where(eq(orders.orderId, held));
  const before = await row(open);
  const actor = { systemUserId: d.staff.systemUserId, now: new Date() };
  const changed = await t.database.db.transaction(async (handle) => {
    const tx = handle as unknown as Db;
    const writes = await orderEventWrites(
      tx,
      actor,
      [open, frozen, held].map((orderId) => ({
        orderId,
        events: [{ type: 'load.orderAdded', consolidation: false } as const],
      })),
    );
    await sendWrites(tx, actor, [writes]);
    return writes.changed;
  });
  expect(changed.sort()).toEqual([open, held].sort());
  expect(await row(open)).toMatchObject({ refOrderStatusId: OrderStatus.Planned, resumeStatus: null });
  expect((await row(open)).dateModified.getTime()).toBeGreaterThan(before.dateModified.getTime());
  expect(await row(frozen)).toMatchObject({ refOrderStatusId: OrderStatus.Open });
  expect(await row(held)).toMatchObject({
    refOrderStatusId: OrderStatus.OnHold,
    resumeStatus: OrderStatus.Planned,
  });
  const log = await t.database.db.select().from(orderChangelogs).where(eq(orderChangelogs.orderId, open));
  expect(log.at(-1)!.bulletedChanges!.bullets).toContain('Status: Open → Planned');
});
