import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orderFormMessages as M } from '#contract/order-form';
import { dayInZone } from '#domain/business-day';
import { OrderStatus } from '#contract/order-status';
import { fillPath } from '#contract/path-template';
import { orderPaths } from '#contract/paths';
import { ChangelogAction } from '#contract/reference-codes';
import { orderChangelogs } from '#server/db/schema/changelogs';
import { notes } from '#server/db/schema/notes';
import { useBeforeAll, useTestApp } from '#fixtures/file-app';
import {
  create,
  createOrderData,
  json,
  putInGroup,
  putOnLoad,
  read,
  staffForm,
  update,
} from './orders-helpers';

const t = useTestApp();
const d = useBeforeAll(() => createOrderData(t));

/** An order a customer login places with the fewest fields it may send. */
const customerPlaced = async (producerName: string, poNumber: string) =>
  json(
    await create(t, d.customer.token, {
      sourceLocationId: d.cellar.locationId,
      destinationLocationId: d.market.locationId,
      producerName,
      quantity: 1,
      poNumber,
      dateNeededBy: '2026-03-01',
    }),
  );
const staffCreate = async (over: Record<string, unknown> = {}) =>
  json(await create(t, d.staff.token, staffForm(d, over)));
const changelogOf = (orderId: number) =>
  t.database.db
    .select()
    .from(orderChangelogs)
    .where(eq(orderChangelogs.orderId, orderId))
    .orderBy(orderChangelogs.orderChangelogId);

describe('getItemNew', () => {
  it('answers a blank Intake order of twelve-pack cases, not picked', async () => {
    const blank = await json(await t.call('GET', orderPaths.getItemNew, { token: d.staff.token }));
    expect(blank).toMatchObject({
      orderId: 0,
      refOrderStatusId: OrderStatus.Intake,
      refOrderTypeId: null,
      unitType: 2,
      isPicked: false,
      orderCustomerId: null,
    });
  });
});

describe('create', () => {
  it('saves a typed order as Open, rounds revenue to cents, stamps who added it and logs Created', async () => {
    const saved = await staffCreate({ revenue: 10.456, poNumber: ' PO-9 ' });
    expect(saved).toMatchObject({
      refOrderStatusId: OrderStatus.Open,
      revenue: 10.46,
      poNumber: 'PO-9',
      orderCustomerId: d.acme.orderCustomerId,
      orderCustomerName: 'Acme Cellars',
      addedByUser: expect.objectContaining({ systemUserId: d.staff.systemUserId }),
      placedByCustomerUserId: null,
    });
    const log = await changelogOf(saved.orderId);
    expect(log).toHaveLength(1);
    expect(log[0]!.actionType).toBe(ChangelogAction.Created);
    expect((await json(await read(t, d.staff.token, saved.orderId))).orderId).toBe(saved.orderId);
  });

  it('ticking Picked stamps Picked On with today, the business day', async () => {
    const before = dayInZone(new Date(), t.config.BUSINESS_TIME_ZONE);
    const saved = await staffCreate({ isPicked: true, pickedByUserId: d.staff.systemUserId });
    expect([before, dayInZone(new Date(), t.config.BUSINESS_TIME_ZONE)]).toContain(saved.datePicked);
    expect(saved.pickedByUserId).toBe(d.staff.systemUserId);
  });

  it('the Add Note field becomes the first note', async () => {
    const saved = await staffCreate({ initialCustomerNoteOnAddingOrder: 'Call before delivery' });
    const rows = await t.database.db.select().from(notes).where(eq(notes.orderId, saved.orderId));
    expect(rows.map((r) => r.noteContent)).toEqual(['Call before delivery']);
  });

  const messages: [string, Record<string, unknown>, string][] = [
    ['refOrderTypeId', { refOrderTypeId: null }, M.type],
    ['orderCustomerId', { orderCustomerId: null }, M.customer],
    ['sourceLocationId', { sourceLocationId: null }, M.location],
    ['destinationLocationId', { destinationLocationId: undefined }, M.location],
    ['producerName', { producerName: '  ' }, M.producer],
    ['quantity', { quantity: -1 }, M.quantityMin],
    ['quantity', { quantity: 1_000_000 }, M.quantityMax],
    ['poNumber', { poNumber: '' }, M.poNumber],
    ['revenue', { revenue: 1_000_000 }, M.revenueMax],
    ['dateNeededBy', { dateNeededBy: '' }, M.neededBy],
  ];
  it.each(messages)('%s: 400 with the spec’s message (%j)', async (field, over, message) => {
    const res = await create(t, d.staff.token, staffForm(d, over));
    const body = await json<{ fields: Record<string, string> }>(res, 400);
    expect(body.fields[field]).toBe(message);
  });

  it('a customer or location that does not exist is 400 on its field, never a 500', async () => {
    const body = await json<{ fields: Record<string, string> }>(
      await create(t, d.staff.token, staffForm(d, { orderCustomerId: 999_999, sourceLocationId: 999_998 })),
      400,
    );
    expect(body.fields).toMatchObject({
      orderCustomerId: 'The customer was not found.',
      sourceLocationId: 'The location was not found.',
    });
  });
});

describe('update', () => {
  it('saves, moves dateModified on, names the modifier and logs what changed', async () => {
    const saved = await staffCreate();
    const next = await json(
      await update(t, d.staff.token, { ...saved, dateNeededBy: '2026-04-02', quantity: 30 }),
    );
    expect(next.dateNeededBy).toBe('2026-04-02');
    expect(next.dateModified).not.toBe(saved.dateModified);
    expect(next.modifiedByUser).toMatchObject({ systemUserId: d.staff.systemUserId });
    const log = await changelogOf(saved.orderId);
    expect(log.map((e) => e.actionType)).toEqual([ChangelogAction.Created, ChangelogAction.Updated]);
    expect(log[1]!.bulletedChanges!.bullets.join('\n')).toMatch(/Quantity: 12 → 30/);
    expect(log[1]!.bulletedChanges!.bullets.join('\n')).toMatch(/Needed By/);
  });

  it('a save from an older version is 409 stale_write and changes nothing', async () => {
    const saved = await staffCreate();
    await json(await update(t, d.staff.token, { ...saved, poNumber: 'first' }));
    const res = await update(t, d.staff.token, { ...saved, poNumber: 'second' });
    expect((await json<{ code: string }>(res, 409)).code).toBe('stale_write');
    expect((await json(await read(t, d.staff.token, saved.orderId))).poNumber).toBe('first');
  });

  it('Picked sets Picked On to now; unticking clears Picked On and Picked By', async () => {
    const saved = await staffCreate();
    const picked = await json(
      await update(t, d.staff.token, { ...saved, isPicked: true, pickedByUserId: d.staff.systemUserId }),
    );
    expect(picked.datePicked).toEqual(expect.any(String));
    const unpicked = await json(await update(t, d.staff.token, { ...picked, isPicked: false }));
    expect(unpicked).toMatchObject({ isPicked: false, datePicked: null, pickedByUserId: null });
  });

  it('the source and destination are locked while on a load, with the load’s own hints', async () => {
    const saved = await staffCreate();
    await putOnLoad(t, d, saved.orderId);
    const fresh = await json(await read(t, d.staff.token, saved.orderId));
    expect(fresh.orderIsOnLoad).toBe(true);
    const body = await json<{ fields: Record<string, string> }>(
      await update(t, d.staff.token, {
        ...fresh,
        sourceLocationId: d.dock.locationId,
        destinationLocationId: d.dock.locationId,
      }),
      400,
    );
    expect(body.fields).toEqual({
      sourceLocationId: 'Cannot change source when order is on a load.',
      destinationLocationId: 'Cannot change destination when order is on a load.',
    });
    // Each alone is refused too (whether it is on a load is read only when a location moves).
    for (const [key, message] of [
      ['sourceLocationId', M.sourceOnLoad],
      ['destinationLocationId', M.destinationOnLoad],
    ] as const) {
      const alone = await json<{ fields: Record<string, string> }>(
        await update(t, d.staff.token, { ...fresh, [key]: d.dock.locationId }),
        400,
      );
      expect(alone.fields).toEqual({ [key]: message });
    }
    // Other fields still save.
    expect((await json(await update(t, d.staff.token, { ...fresh, poNumber: 'PO-L' }))).poNumber).toBe(
      'PO-L',
    );
  });

  it('answers the save as a read after it does, naming who added the order and who saved it', async () => {
    // Added by a customer login, last changed by it, then saved by staff: three people's names at stake.
    const placed = await customerPlaced('Acme Estate', 'PO-N');
    const staffView = await json(await read(t, d.staff.token, placed.orderId));
    const saved = await json(
      await update(t, d.staff.token, { ...staffView, refOrderTypeId: 3, poNumber: 'PO-N2' }),
    );
    expect(saved).toEqual(await json(await read(t, d.staff.token, placed.orderId)));
    expect(saved.addedByUser).toMatchObject({
      systemUserId: d.customer.systemUserId,
      name: expect.any(String),
    });
    expect(saved.modifiedByUser).toMatchObject({
      systemUserId: d.staff.systemUserId,
      name: expect.any(String),
    });
    // The customer's own save answers what its read shows: itself, no staff member.
    const mine = await json(await read(t, d.customer.token, placed.orderId));
    const again = await json(await update(t, d.customer.token, { ...mine, producerName: 'Acme Reserve' }));
    expect(again).toEqual(await json(await read(t, d.customer.token, placed.orderId)));
    expect(again.modifiedByUser).toMatchObject({ systemUserId: d.customer.systemUserId });
  });

  it('the destination is locked in a group, the source is not', async () => {
    const saved = await staffCreate();
    await putInGroup(t, saved.orderId);
    const fresh = await json(await read(t, d.staff.token, saved.orderId));
    const refused = await json<{ fields: Record<string, string> }>(
      await update(t, d.staff.token, { ...fresh, destinationLocationId: d.dock.locationId }),
      400,
    );
    expect(refused.fields).toEqual({ destinationLocationId: M.destinationInGroup });
    const moved = await json(
      await update(t, d.staff.token, { ...fresh, sourceLocationId: d.dock.locationId }),
    );
    expect(moved).toMatchObject({ sourceLocationId: d.dock.locationId, orderGroupId: fresh.orderGroupId });
  });

  it('setting the type of an Intake order makes it Open', async () => {
    const placed = await customerPlaced('Acme Estate', 'PO-T');
    const staffView = await json(await read(t, d.staff.token, placed.orderId));
    expect(staffView).toMatchObject({ refOrderStatusId: OrderStatus.Intake, refOrderTypeId: null });
    const typed = await json(await update(t, d.staff.token, { ...staffView, refOrderTypeId: 3 }));
    expect(typed.refOrderStatusId).toBe(OrderStatus.Open);
  });

  it('the customer of an order a customer login placed cannot change', async () => {
    const placed = await customerPlaced('P', 'PO-X');
    const staffView = await json(await read(t, d.staff.token, placed.orderId));
    const body = await json<{ fields: Record<string, string> }>(
      await update(t, d.staff.token, {
        ...staffView,
        refOrderTypeId: 3,
        orderCustomerId: d.birch.orderCustomerId,
      }),
      400,
    );
    expect(Object.keys(body.fields)).toEqual(['orderCustomerId']);
  });

  it('an id in the body other than the path’s is 400; an unknown order 404', async () => {
    const saved = await staffCreate();
    const res = await t.call('PUT', fillPath(orderPaths.byId, { id: saved.orderId }), {
      token: d.staff.token,
      body: { ...saved, orderId: saved.orderId + 1000 },
    });
    expect(res.status).toBe(400);
    expect((await update(t, d.staff.token, { ...saved, orderId: 999_999 })).status).toBe(404);
    expect((await read(t, d.staff.token, 999_999)).status).toBe(404);
  });
});

describe('delete', () => {
  it('deletes an order on no load (204), then it is gone', async () => {
    const saved = await staffCreate();
    const path = fillPath(orderPaths.byId, { id: saved.orderId });
    expect((await t.call('DELETE', path, { token: d.staff.token })).status).toBe(204);
    expect((await read(t, d.staff.token, saved.orderId)).status).toBe(404);
    expect((await t.call('DELETE', path, { token: d.staff.token })).status).toBe(404);
  });

  it('refuses an order on a load with 409 naming the load, and keeps it', async () => {
    const saved = await staffCreate();
    const { load } = await putOnLoad(t, d, saved.orderId);
    const res = await t.call('DELETE', fillPath(orderPaths.byId, { id: saved.orderId }), {
      token: d.staff.token,
    });
    const body = await json<{ code: string; statusText: string }>(res, 409);
    expect(body.code).toBe('delete_blocked');
    expect(body.statusText).toContain(`Load #${load.loadId}`);
    expect((await read(t, d.staff.token, saved.orderId)).status).toBe(200);
  });

  it('customers and carriers cannot delete (403)', async () => {
    const saved = await staffCreate();
    for (const token of [d.customer.token, d.carrierLogin.token])
      expect(
        (await t.call('DELETE', fillPath(orderPaths.byId, { id: saved.orderId }), { token })).status,
      ).toBe(403);
    expect(await t.database.db.$count(orderChangelogs, and(eq(orderChangelogs.orderId, saved.orderId)))).toBe(
      1,
    );
  });
});
