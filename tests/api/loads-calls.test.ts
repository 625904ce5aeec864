import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { LoadStopType, LoadType } from '#contract/load-codes';
import { loadFormMessages } from '#contract/load';
import { outOfSequenceMessage } from '#contract/load-requests';
import { LoadStatus } from '#contract/load-status';
import { OrderStatus } from '#contract/order-status';
import { fillPath } from '#contract/path-template';
import { loadPaths } from '#contract/paths';
import { stopSequenceTexts } from '#domain/stop-sequencing';
import { blankLoad } from '#domain/blank-records';
import { errorBody } from '#fixtures/auth-helpers';
import { useBeforeAll, useTestApp } from '#fixtures/file-app';
import { loadChangelogs, orderChangelogs } from '#server/db/schema/changelogs';
import { orders } from '#server/db/schema/orders';
import { disabledCarrierMessage } from '#server/loads/load-save';
import { loadCalls, loadWorld, withCheck } from './loads-helpers';

const t = useTestApp();
const w = useBeforeAll(() => loadWorld(t));
const api = useBeforeAll(async () => loadCalls(t, w.staff.token));

const statusOf = async (orderId: number) =>
  (await t.database.db.select().from(orders).where(eq(orders.orderId, orderId)))[0]!.refOrderStatusId;
const loadLog = (loadId: number) =>
  t.database.db
    .select()
    .from(loadChangelogs)
    .where(eq(loadChangelogs.loadId, loadId))
    .orderBy(loadChangelogs.loadChangelogId);
const orderLog = (orderId: number) =>
  t.database.db.select().from(orderChangelogs).where(eq(orderChangelogs.orderId, orderId));

describe('a load from creation to delivery', () => {
  it('getItemNew is a blank Open TL load, the one the Create New Load dialog starts from', async () => {
    const blank = await api.ok(await t.call('GET', loadPaths.getItemNew, { token: w.staff.token }));
    expect(blank).toMatchObject({ loadId: 0, refLoadStatusId: LoadStatus.Open, loadStops: [] });
    expect(blank.refLoadTypeId).toBe(LoadType.TL);
    expect({ ...blank, dateAdded: '', dateModified: '' }).toEqual(blankLoad(''));
  });

  it('creates Open with a Created entry; All Day sets the ship time to midnight; the form rules answer', async () => {
    const load = await api.create({
      miles: 120,
      isAllDay: true,
      estimatedShippingDate: '2026-06-03T15:45:00.000Z',
    });
    expect(load).toMatchObject({
      refLoadStatusId: LoadStatus.Open,
      miles: 120,
      // Midnight of 3 June in the business zone (Los Angeles, PDT): decision 054.
      estimatedShippingDate: '2026-06-03T07:00:00.000Z',
    });
    expect((await loadLog(load.loadId)).map((e) => e.actionType)).toEqual([1]);
    const tooFar = await t.call('POST', loadPaths.create, {
      token: w.staff.token,
      body: { refLoadStatusId: 1, miles: 1_000_000 },
    });
    expect(tooFar.status).toBe(400);
    expect((await errorBody(tooFar)).fields).toEqual({ miles: loadFormMessages.milesMax });
    const negative = await t.call('POST', loadPaths.create, {
      token: w.staff.token,
      body: { refLoadStatusId: 1, miles: -1 },
    });
    expect((await errorBody(negative)).fields).toEqual({ miles: loadFormMessages.milesMin });
    const noStatus = await t.call('POST', loadPaths.create, { token: w.staff.token, body: {} });
    expect((await errorBody(noStatus)).fields).toEqual({ refLoadStatusId: loadFormMessages.status });
    const disabled = await t.call('POST', loadPaths.create, {
      token: w.staff.token,
      body: { refLoadStatusId: 1, carrierId: w.disabledCarrier },
    });
    expect((await errorBody(disabled)).fields).toEqual({ carrierId: disabledCarrierMessage });
  });

  it('adds orders, assigns a carrier, resolves stops in order, and both load and orders follow', async () => {
    const o1 = await w.order();
    const o2 = await w.order();
    let load = await api.create();
    load = await api.ok(await api.add(load.loadId, o1));
    expect(load.refLoadStatusId).toBe(LoadStatus.Planned);
    expect(load.loadStops.map((s) => [s.refLoadStopTypeId, s.locationId, s.stopSequence])).toEqual([
      [LoadStopType.Pickup, w.source, 1],
      [LoadStopType.Delivery, w.destination, 2],
    ]);
    expect(await statusOf(o1)).toBe(OrderStatus.Planned);
    // A second order to the same places shares the stops.
    load = await api.ok(await api.add(load.loadId, o2));
    expect(load.loadStops).toHaveLength(2);
    expect(load.loadStops[0]!.loadStopOrders.map((o) => o.orderId)).toEqual([o1, o2]);
    // Spec 2 §2's words, the cases of the two orders of ten twelve-pack cases (decision 055).
    expect(load.loadStops[0]!.totalCaseString).toBe('2 order(s) (20 unit(s))');

    load = await api.ok(await api.put({ ...load, carrierId: w.carrier }));
    expect(load.refLoadStatusId).toBe(LoadStatus.Booked);
    expect(await statusOf(o2)).toBe(OrderStatus.Booked);

    // Stop 2 first: refused with the spec's sentence.
    const early = await api.put(withCheck(load, 1, true));
    expect(early.status).toBe(409);
    expect((await errorBody(early)).statusText).toBe(stopSequenceTexts.nextStop(1));

    load = await api.ok(await api.put(withCheck(load, 0, true)));
    expect(load.refLoadStatusId).toBe(LoadStatus.InTransit);
    expect(load.loadStops[0]!.pickedUpDeliveryDate).not.toBeNull();
    expect(await statusOf(o1)).toBe(OrderStatus.InTransit);
    load = await api.ok(await api.put(withCheck(load, 1, true)));
    expect(load.refLoadStatusId).toBe(LoadStatus.Delivered);
    expect(await statusOf(o1)).toBe(OrderStatus.Delivered);
    expect(await statusOf(o2)).toBe(OrderStatus.Delivered);

    // Delivered: no unchecking, but the time can be edited.
    const undo = await api.put(withCheck(load, 1, false));
    expect(undo.status).toBe(409);
    expect((await errorBody(undo)).statusText).toBe(stopSequenceTexts.delivered);
    const at = '2026-06-04T09:00:00.000Z';
    const stops = load.loadStops.map((s, i) => (i === 1 ? { ...s, pickedUpDeliveryDate: at } : s));
    load = await api.ok(await api.put({ ...load, loadStops: stops }));
    expect(load.loadStops[1]!.pickedUpDeliveryDate).toBe(at);

    // Every status move wrote its changelog line: Planned, Booked, In Transit, Delivered.
    const bullets = (await orderLog(o1)).flatMap((e) => e.bulletedChanges?.bullets ?? []);
    expect(bullets.filter((b) => b.startsWith('Status'))).toEqual([
      'Status: Open → Planned',
      'Status: Planned → Booked',
      'Status: Booked → In Transit',
      'Status: In Transit → Delivered',
    ]);
    const loadBullets = (await loadLog(load.loadId)).flatMap((e) => e.bulletedChanges?.bullets ?? []);
    expect(loadBullets).toEqual(
      expect.arrayContaining(['Stop #1 picked up', 'Stop #2 delivered', `Order #${o1} added`]),
    );
  });

  it('a stale save is 409 and changes nothing', async () => {
    const load = await api.create();
    await api.ok(await api.put({ ...load, trailerNumber: 'T-9' }));
    const stale = await api.put({ ...load, trailerNumber: 'T-10' });
    expect(stale.status).toBe(409);
    expect((await errorBody(stale)).code).toBe('stale_write');
    expect((await api.get(load.loadId)).trailerNumber).toBe('T-9');
  });

  it('the status is chosen by hand only with Disable Auto Status', async () => {
    const load = await api.create();
    const refused = await api.put({ ...load, refLoadStatusId: LoadStatus.Hold });
    expect((await errorBody(refused)).fields).toEqual({
      refLoadStatusId: 'The load status is set automatically. Tick Disable Auto Status to choose it.',
    });
    const held = await api.ok(
      await api.put({ ...load, refLoadStatusId: LoadStatus.Hold, ignoreStatusUpdates: true }),
    );
    expect(held.refLoadStatusId).toBe(LoadStatus.Hold);
    const o = await w.order();
    const still = await api.ok(await api.add(load.loadId, o));
    expect(still.refLoadStatusId).toBe(LoadStatus.Hold);
    const auto = await api.ok(await api.put({ ...still, ignoreStatusUpdates: false }));
    expect(auto.refLoadStatusId).toBe(LoadStatus.Planned);
  });
});

describe('orders on and off the load', () => {
  it('consolidates to the warehouse, then a second load carries it on from there', async () => {
    const o = await w.order();
    let leg1 = await api.create({ carrierId: w.carrier });
    leg1 = await api.ok(
      await api.add(leg1.loadId, o, { deliveryIsConsolidation: 'true', locationId: String(w.warehouse) }),
    );
    expect(leg1.loadStops.map((s) => s.locationId)).toEqual([w.source, w.warehouse]);
    expect(leg1.loadStops[1]!.loadStopOrders[0]!.isConsolidation).toBe(true);
    expect(await statusOf(o)).toBe(OrderStatus.Booked);
    leg1 = await api.ok(await api.put(withCheck(leg1, 0, true)));
    expect(await statusOf(o)).toBe(OrderStatus.Consolidating);
    let leg2 = await api.create({ carrierId: w.carrier });
    leg2 = await api.ok(await api.add(leg2.loadId, o));
    expect(leg2.loadStops.map((s) => s.locationId)).toEqual([w.warehouse, w.destination]);
    // The next leg waits for the first: its pickup cannot be checked yet.
    const early = await api.put(withCheck(leg2, 0, true));
    expect(early.status).toBe(409);
    expect((await errorBody(early)).statusText).toBe(stopSequenceTexts.nextLoadStop(2, leg1.loadId));
    leg1 = await api.ok(await api.put(withCheck(leg1, 1, true)));
    expect(await statusOf(o)).toBe(OrderStatus.Consolidated);
    expect((await api.ok(await api.put(withCheck(leg2, 0, true)))).refLoadStatusId).toBe(
      LoadStatus.InTransit,
    );
    expect(await statusOf(o)).toBe(OrderStatus.InTransit);
    // The first leg's stops cannot be unchecked once the next has started (its load is delivered too).
    const back = await api.put(withCheck(leg1, 1, false));
    expect(back.status).toBe(409);
  });

  it('a consolidation without a location is refused; a group is added whole', async () => {
    const load = await api.create();
    const noPlace = await api.add(load.loadId, await w.order(), { deliveryIsConsolidation: 'true' });
    expect(noPlace.status).toBe(400);
    expect((await errorBody(noPlace)).fields).toEqual({ locationId: 'A location is required' });
    const g = await w.group();
    const a = await w.order({ orderGroupId: g });
    const b = await w.order({ orderGroupId: g });
    const withGroup = await api.ok(await api.add(load.loadId, a, { shouldAddGroup: 'true' }));
    expect(withGroup.loadStops[0]!.loadStopOrders.map((x) => x.orderId)).toEqual([a, b]);
    const again = await api.add(load.loadId, a);
    expect(again.status).toBe(409);
  });

  it('removing orders drops their empty stops and returns them to Open', async () => {
    const o = await w.order();
    let load = await api.create({ carrierId: w.carrier });
    load = await api.ok(await api.add(load.loadId, o));
    expect(await statusOf(o)).toBe(OrderStatus.Booked);
    load = await api.ok(await api.remove(load.loadId, [o]));
    expect(load.loadStops).toEqual([]);
    expect(load.refLoadStatusId).toBe(LoadStatus.Open);
    expect(await statusOf(o)).toBe(OrderStatus.Open);
    const notThere = await api.remove(load.loadId, [o]);
    expect(notThere.status).toBe(409);
  });

  it('an order picked up on the load cannot be removed', async () => {
    const o = await w.order();
    let load = await api.create();
    load = await api.ok(await api.add(load.loadId, o));
    load = await api.ok(await api.put(withCheck(load, 0, true)));
    const res = await api.remove(load.loadId, [o]);
    expect(res.status).toBe(409);
    expect((await errorBody(res)).statusText).toBe(
      `Order #${o} has been picked up on this load and cannot be removed.`,
    );
  });

  it('reordering refuses a delivery before its pickup, and moving a resolved stop', async () => {
    const o1 = await w.order();
    const o2 = await w.order({ destinationLocationId: w.warehouse });
    let load = await api.create();
    load = await api.ok(await api.add(load.loadId, o1));
    load = await api.ok(await api.add(load.loadId, o2));
    const [pickup, shop, warehouse] = load.loadStops.map((s) => s.loadStopId) as [number, number, number];
    const bad = await api.reorder(load.loadId, [shop, pickup, warehouse]);
    expect(bad.status).toBe(409);
    expect((await errorBody(bad)).statusText).toBe(outOfSequenceMessage);
    load = await api.ok(await api.reorder(load.loadId, [pickup, warehouse, shop]));
    expect(load.loadStops.map((s) => [s.loadStopId, s.stopSequence])).toEqual([
      [pickup, 1],
      [warehouse, 2],
      [shop, 3],
    ]);
    load = await api.ok(await api.put(withCheck(load, 0, true)));
    const moved = await api.reorder(load.loadId, [warehouse, pickup, shop]);
    expect((await errorBody(moved)).statusText).toBe(stopSequenceTexts.nextStop(2));
    const wrongSet = await api.reorder(load.loadId, [pickup, warehouse]);
    expect(wrongSet.status).toBe(400);
  });
});

describe('delete, cancel and notes', () => {
  it('DELETE refuses a load carrying orders, deletes an empty one', async () => {
    const o = await w.order();
    const full = await api.ok(await api.add((await api.create()).loadId, o));
    const refused = await t.call('DELETE', fillPath(loadPaths.byId, { id: full.loadId }), {
      token: w.staff.token,
    });
    expect(refused.status).toBe(409);
    const empty = await api.create();
    const gone = await t.call('DELETE', fillPath(loadPaths.byId, { id: empty.loadId }), {
      token: w.staff.token,
    });
    expect(gone.status).toBe(204);
    const again = await t.call('DELETE', fillPath(loadPaths.byId, { id: empty.loadId }), {
      token: w.staff.token,
    });
    expect(again.status).toBe(404);
  });

  it('cancelLoads cancels empty loads and refuses those with orders', async () => {
    const a = await api.create();
    const b = await api.create();
    const res = await t.call('POST', loadPaths.cancelLoads, {
      token: w.staff.token,
      body: [a.loadId, b.loadId],
    });
    expect(await res.json()).toEqual({ cancelled: 2 });
    expect((await api.get(a.loadId)).refLoadStatusId).toBe(LoadStatus.Cancelled);
    const addToCancelled = await api.add(a.loadId, await w.order());
    expect(addToCancelled.status).toBe(409);
    const full = await api.ok(await api.add((await api.create()).loadId, await w.order()));
    const refused = await t.call('POST', loadPaths.cancelLoads, {
      token: w.staff.token,
      body: [full.loadId],
    });
    expect(refused.status).toBe(409);
  });

  it('carrier stop notes and the carrier load note are saved with a changelog entry', async () => {
    const load = await api.ok(await api.add((await api.create()).loadId, await w.order()));
    const stopId = load.loadStops[0]!.loadStopId;
    const res = await t.call('PUT', loadPaths.putCarrierStopNotes, {
      token: w.staff.token,
      body: { stopNoteUpdates: [{ objectId: stopId, updatedNote: 'Dock 4' }] },
    });
    expect(await res.json()).toEqual({ stopNoteUpdates: [{ objectId: stopId, updatedNote: 'Dock 4' }] });
    const note = await t.call('PUT', loadPaths.putCarrierLoadNote, {
      token: w.staff.token,
      body: { objectId: load.loadId, updatedNote: 'Call ahead' },
    });
    expect(await note.json()).toEqual({ objectId: load.loadId, updatedNote: 'Call ahead' });
    const after = await api.get(load.loadId);
    expect(after).toMatchObject({ carrierNote: 'Call ahead' });
    expect(after.loadStops[0]!.stopDirections).toBe('Dock 4');
    const bullets = (await loadLog(load.loadId)).flatMap((e) => e.bulletedChanges?.bullets ?? []);
    expect(bullets).toEqual(
      expect.arrayContaining(['Carrier Stop Note of Stop #1: Dock 4', 'Carrier Note: none → Call ahead']),
    );
    const missing = await t.call('PUT', loadPaths.putCarrierStopNotes, {
      token: w.staff.token,
      body: { stopNoteUpdates: [{ objectId: 999_999, updatedNote: 'x' }] },
    });
    expect(missing.status).toBe(404);
  });

  it('one transaction: a refused save leaves no changelog entry behind', async () => {
    const o = await w.order();
    const load = await api.ok(await api.add((await api.create()).loadId, o));
    const before = (await loadLog(load.loadId)).length;
    const refused = await api.put({ ...withCheck(load, 1, true), trailerNumber: 'X' });
    expect(refused.status).toBe(409);
    expect((await loadLog(load.loadId)).length).toBe(before);
    expect(await t.database.db.$count(orderChangelogs, and(eq(orderChangelogs.orderId, o)))).toBe(1);
  });
});
