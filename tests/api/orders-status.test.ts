import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  OrderStatus,
  orderStatusCodes,
  orderStatusLabel,
  type OrderStatusCode,
} from '#contract/order-status';
import { checkManualOrderStatus, manualOrderStatusChange } from '#domain/order-status.rules';
import { orders } from '#server/db/schema/orders';
import { createTestApp, type TestApp } from '#fixtures/test-app';
import {
  create,
  createOrderData,
  customerForm,
  json,
  read,
  staffForm,
  update,
  type OrderData,
} from './orders-helpers';

let t: TestApp;
let d: OrderData;
let orderId: number;
beforeAll(async () => {
  t = await createTestApp();
  d = await createOrderData(t);
  orderId = (await json(await create(t, d.staff.token, staffForm(d)))).orderId;
});
afterAll(() => t.close());

const S = OrderStatus;
/** Every stored starting point: each status, and the held and cancelled ones with where they return to. */
const starts: { status: OrderStatusCode; resumeStatus: OrderStatusCode | null }[] = [
  ...orderStatusCodes
    .filter((s) => s !== S.OnHold && s !== S.Issue && s !== S.Cancelled)
    .map((status) => ({ status, resumeStatus: null })),
  { status: S.OnHold, resumeStatus: S.Planned },
  { status: S.Issue, resumeStatus: S.Booked },
  { status: S.Cancelled, resumeStatus: S.Intake },
  { status: S.Cancelled, resumeStatus: S.Open },
];
const pairs = starts.flatMap((from) =>
  orderStatusCodes.filter((to) => to !== from.status).map((to) => ({ from, to })),
);

/** Puts the order at a status directly, as the loads would have, and answers it as the form reads it. */
async function at(
  status: OrderStatusCode,
  resumeStatus: OrderStatusCode | null,
  ignoreStatusUpdates = false,
) {
  await t.database.db
    .update(orders)
    .set({ refOrderStatusId: status, resumeStatus, ignoreStatusUpdates })
    .where(eq(orders.orderId, orderId));
  return json(await read(t, d.staff.token, orderId));
}

describe('every manual status change, as the order status machine decides it', () => {
  it.each(pairs.map((p) => [orderStatusLabel(p.from.status), orderStatusLabel(p.to), p] as const))(
    '%s → %s',
    async (_, __, { from, to }) => {
      const current = await at(from.status, from.resumeStatus);
      const verdict = checkManualOrderStatus(from.status, to, { resumeStatus: from.resumeStatus });
      const res = await update(t, d.staff.token, { ...current, refOrderStatusId: to });
      if (verdict.ok) {
        const saved = await json(res);
        const expected = manualOrderStatusChange(from.status, to, { resumeStatus: from.resumeStatus });
        expect({ status: saved.refOrderStatusId, resumeStatus: saved.resumeStatus }).toEqual(expected);
      } else {
        const body = await json<{ statusText: string; code: string; fields: Record<string, string> }>(
          res,
          409,
        );
        expect(body).toMatchObject({
          statusText: verdict.reason,
          fields: { refOrderStatusId: verdict.reason },
        });
        expect((await json(await read(t, d.staff.token, orderId))).refOrderStatusId).toBe(from.status);
      }
    },
  );

  it('covers allowed and refused changes both', () => {
    const allowed = pairs.filter((p) => checkManualOrderStatus(p.from.status, p.to, p.from).ok);
    expect(allowed.length).toBeGreaterThan(20);
    expect(pairs.length - allowed.length).toBeGreaterThan(50);
  });
});

describe('automatic changes on save', () => {
  it('an Intake order becomes Open when its type is set, unless Disable Auto Status is ticked', async () => {
    const placed = await json(await create(t, d.customer.token, customerForm(d)));
    // Disable Auto Status stored on the order (a save needs a type, so it is set here directly).
    await t.database.db
      .update(orders)
      .set({ ignoreStatusUpdates: true })
      .where(eq(orders.orderId, placed.orderId));
    const frozen = await json(await read(t, d.staff.token, placed.orderId));
    const typedFrozen = await json(await update(t, d.staff.token, { ...frozen, refOrderTypeId: 4 }));
    expect(typedFrozen).toMatchObject({ refOrderStatusId: S.Intake, ignoreStatusUpdates: true });
    const placed2 = await json(await create(t, d.customer.token, customerForm(d)));
    const view2 = await json(await read(t, d.staff.token, placed2.orderId));
    expect(
      (await json(await update(t, d.staff.token, { ...view2, refOrderTypeId: 4 }))).refOrderStatusId,
    ).toBe(S.Open);
  });

  it('with Disable Auto Status a person takes an automatic step by hand (Open → Planned)', async () => {
    const current = await at(S.Open, null, true);
    expect((await update(t, d.staff.token, { ...current, refOrderStatusId: S.Planned })).status).toBe(200);
    const followed = await at(S.Open, null, false);
    expect((await update(t, d.staff.token, { ...followed, refOrderStatusId: S.Planned })).status).toBe(409);
  });

  it('Picked on a Consolidated order stages it; unticking returns it to Consolidated', async () => {
    const current = await at(S.Consolidated, null);
    const staged = await json(await update(t, d.staff.token, { ...current, isPicked: true }));
    expect(staged.refOrderStatusId).toBe(S.Staged);
    const back = await json(await update(t, d.staff.token, { ...staged, isPicked: false }));
    expect(back.refOrderStatusId).toBe(S.Consolidated);
  });

  it('a new order with a status the machine does not allow from Open is 409', async () => {
    const res = await create(t, d.staff.token, staffForm(d, { refOrderStatusId: S.Delivered }));
    expect((await json<{ statusText: string }>(res, 409)).statusText).toBe(
      "Delivered is set when the order's delivery stop is checked off.",
    );
    const held = await json(await create(t, d.staff.token, staffForm(d, { refOrderStatusId: S.OnHold })));
    expect(held).toMatchObject({ refOrderStatusId: S.OnHold, resumeStatus: S.Open });
  });
});
