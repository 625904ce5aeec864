import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { LoadStatus } from '#contract/load-status';
import { OrderStatus } from '#contract/order-status';
import { fillPath } from '#contract/path-template';
import { loadPaths } from '#contract/paths';
import { stopSequenceTexts } from '#domain/stop-sequencing';
import { errorBody } from '#fixtures/auth-helpers';
import { useBeforeAll, useTestApp } from '#fixtures/file-app';
import { loadCalls, loadWorld, withCheck } from './loads-helpers';

const t = useTestApp();
const w = useBeforeAll(() => loadWorld(t));
const api = useBeforeAll(async () => loadCalls(t, w.staff.token));

it('an earlier leg cannot be unchecked once the next load has started: "The next stop is in the next load."', async () => {
  const o = await w.order();
  const consolidate = { deliveryIsConsolidation: 'true', locationId: String(w.warehouse) };
  let leg1 = await api.ok(await api.add((await api.create()).loadId, o, consolidate));
  // Disable Auto Status keeps leg 1 short of Delivered, so only the journey rule stands in the way.
  leg1 = await api.ok(await api.put({ ...leg1, ignoreStatusUpdates: true }));
  leg1 = await api.ok(await api.put(withCheck(leg1, 0, true)));
  leg1 = await api.ok(await api.put(withCheck(leg1, 1, true)));
  expect(leg1.refLoadStatusId).toBe(LoadStatus.Planned);
  let leg2 = await api.ok(await api.add((await api.create()).loadId, o));
  leg2 = await api.ok(await api.put(withCheck(leg2, 0, true)));
  const back = await api.put(withCheck(leg1, 1, false));
  expect(back.status).toBe(409);
  const { statusText } = await errorBody(back);
  expect(statusText).toBe(stopSequenceTexts.nextLoadStop(1, leg2.loadId));
  expect(statusText).toBe(`The next stop is in the next load: Stop #1 of Load #${leg2.loadId}.`);
  // Undone in turn, the later leg first, it is allowed again.
  await api.ok(await api.put(withCheck(leg2, 0, false)));
  await api.ok(await api.put(withCheck(leg1, 1, false)));
});

it('unchecks only the last resolved stop; a held order keeps On Hold while its progress moves', async () => {
  const o = await w.order({ refOrderStatusId: OrderStatus.OnHold, resumeStatus: OrderStatus.Open });
  let load = await api.ok(await api.add((await api.create({ carrierId: w.carrier })).loadId, o));
  expect(load.refLoadStatusId).toBe(LoadStatus.Booked);
  load = await api.ok(await api.put(withCheck(load, 0, true)));
  expect((await api.ok(await api.put(withCheck(load, 1, true)))).refLoadStatusId).toBe(LoadStatus.Delivered);
  const [row] = await t.database.rows<{ ref_order_status_id: number; resume_status: number }>(
    sql`select ref_order_status_id, resume_status from orders where order_id = ${o}`,
  );
  expect(row).toMatchObject({
    ref_order_status_id: OrderStatus.OnHold,
    resume_status: OrderStatus.Delivered,
  });
});

it('an order with Disable Auto Status keeps its status on the load', async () => {
  const o = await w.order({ ignoreStatusUpdates: true });
  await api.ok(await api.add((await api.create()).loadId, o));
  const [row] = await t.database.rows<{ ref_order_status_id: number }>(
    sql`select ref_order_status_id from orders where order_id = ${o}`,
  );
  expect(row!.ref_order_status_id).toBe(OrderStatus.Open);
});

it('PUT answers 404 for a missing load, 400 for another id in the body or no dateModified, and a foreign stop', async () => {
  const load = await api.create();
  const missing = await t.call('PUT', fillPath(loadPaths.byId, { id: 999_999 }), {
    token: w.staff.token,
    body: { ...load, loadId: 999_999 },
  });
  expect(missing.status).toBe(404);
  const mismatch = await t.call('PUT', fillPath(loadPaths.byId, { id: load.loadId }), {
    token: w.staff.token,
    body: { ...load, loadId: load.loadId + 1 },
  });
  expect((await errorBody(mismatch)).fields).toEqual({ loadId: 'Does not match the address of the call.' });
  const { dateModified: _d, ...noVersion } = load;
  expect((await errorBody(await api.put(noVersion as typeof load))).fields).toEqual({
    dateModified: 'Required',
  });
  const other = await api.ok(await api.add((await api.create()).loadId, await w.order()));
  const foreign = await api.put({ ...load, loadStops: other.loadStops });
  expect((await errorBody(foreign)).fields).toEqual({ 'loadStops.0.loadStopId': 'Not a stop of this load.' });
  const window = await api.put({
    ...other,
    loadStops: other.loadStops.map((s) => ({
      ...s,
      fromDate: '2026-06-02T00:00:00.000Z',
      toDate: '2026-06-01T00:00:00.000Z',
    })),
  });
  expect((await errorBody(window)).fields).toMatchObject({
    'loadStops.0.toDate': 'From must not be after To',
  });
});

it('a disabled carrier already on a load may stay; assigning one is refused', async () => {
  const load = await api.create({ carrierId: w.carrier });
  const refused = await api.put({ ...load, carrierId: w.disabledCarrier });
  expect(refused.status).toBe(400);
  const kept = await api.ok(await api.put({ ...load, trailerNumber: 'T-1' }));
  expect(kept.carrierId).toBe(w.carrier);
});

it('unchecking a consolidation drop, or the next leg’s pickup at the warehouse, steps the order back, not to Booked', async () => {
  const statusOf = async (orderId: number) =>
    (
      await t.database.rows<{ s: number }>(
        sql`select ref_order_status_id as s from orders where order_id = ${orderId}`,
      )
    )[0]!.s;
  const consolidated = await w.order();
  const direct = await w.order({ poNumber: 'PO-2' });
  const consolidate = { deliveryIsConsolidation: 'true', locationId: String(w.warehouse) };
  let leg1 = await api.create({ carrierId: w.carrier });
  leg1 = await api.ok(await api.add(leg1.loadId, consolidated, consolidate));
  leg1 = await api.ok(await api.add(leg1.loadId, direct));
  // One pickup for both, the warehouse drop, then the other order's delivery.
  expect(leg1.loadStops.map((s) => s.locationId)).toEqual([w.source, w.warehouse, w.destination]);
  leg1 = await api.ok(await api.put(withCheck(leg1, 0, true)));
  leg1 = await api.ok(await api.put(withCheck(leg1, 1, true)));
  expect(await statusOf(consolidated)).toBe(OrderStatus.Consolidated);
  leg1 = await api.ok(await api.put(withCheck(leg1, 1, false)));
  expect(await statusOf(consolidated)).toBe(OrderStatus.Consolidating);
  await api.ok(await api.put(withCheck(leg1, 1, true)));
  expect(await statusOf(consolidated)).toBe(OrderStatus.Consolidated);

  let leg2 = await api.create({ carrierId: w.carrier });
  leg2 = await api.ok(await api.add(leg2.loadId, consolidated));
  leg2 = await api.ok(await api.put(withCheck(leg2, 0, true)));
  expect(await statusOf(consolidated)).toBe(OrderStatus.InTransit);
  await api.ok(await api.put(withCheck(leg2, 0, false)));
  expect(await statusOf(consolidated)).toBe(OrderStatus.Consolidated);
});
