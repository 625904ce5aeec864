import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { OrderStatus } from '#contract/order-status';
import { customerLockedOrderFields } from '#contract/order-form';
import { fillPath } from '#contract/path-template';
import { locationPaths, orderPaths } from '#contract/paths';
import { Permission as P } from '#contract/permissions';
import { orders } from '#server/db/schema/orders';
import { outsiderHiddenOrderFields } from '#server/orders/order-read';
import { createSignedInUser } from '#fixtures/auth-helpers';
import { useBeforeAll, useTestApp } from '#fixtures/file-app';
import {
  create,
  createOrderData,
  customerForm,
  json,
  putOnLoad,
  read,
  staffForm,
  update,
  type OrderBody,
} from './orders-helpers';

const t = useTestApp();
const d = useBeforeAll(() => createOrderData(t));

const expectNoHiddenFields = (order: Record<string, unknown>) => {
  for (const field of outsiderHiddenOrderFields) expect(order, field).not.toHaveProperty(field);
  expect(order).not.toHaveProperty('revenue');
};

describe('a customer login (spec 2 §6)', () => {
  it('gets a blank order of its own customer, without the staff fields', async () => {
    const blank = await json(await t.call('GET', orderPaths.getItemNew, { token: d.customer.token }));
    expect(blank).toMatchObject({
      orderId: 0,
      orderCustomerId: d.acme.orderCustomerId,
      refOrderStatusId: 200,
    });
    expectNoHiddenFields(blank);
  });

  it('places an Intake order of its own customer, placed by it, with its note; never sees revenue', async () => {
    const placed = await json(
      await create(
        t,
        d.customer.token,
        customerForm(d, { initialCustomerNoteOnAddingOrder: 'Gate code 12' }),
      ),
    );
    expect(placed).toMatchObject({
      refOrderStatusId: OrderStatus.Intake,
      orderCustomerId: d.acme.orderCustomerId,
      placedByCustomerUserId: d.customer.systemUserId,
      special: 'Liftgate',
      numberOfNotes: 1,
    });
    expectNoHiddenFields(placed);
    expectNoHiddenFields(await json(await read(t, d.customer.token, placed.orderId)));
    const staffView = await json(await read(t, d.staff.token, placed.orderId));
    expect(staffView).toMatchObject({ refOrderTypeId: null, revenue: null, bol: null });
  });

  it('sending what it may not set is 403 naming the fields, and nothing is saved', async () => {
    const res = await create(
      t,
      d.customer.token,
      customerForm(d, { revenue: 50, bol: 'B-1', poNumber: 'PO-403' }),
    );
    const body = await json<{ statusText: string }>(res, 403);
    expect(body.statusText).toBe('A customer login cannot set bol, revenue on an order.');
    expect(await t.database.db.$count(orders, eq(orders.poNumber, 'PO-403'))).toBe(0);
    for (const field of customerLockedOrderFields) {
      const value = field.startsWith('date') ? '2026-01-01T00:00:00.000Z' : field === 'isPicked' ? true : 7;
      const one = await create(t, d.customer.token, customerForm(d, { [field]: value }));
      expect(one.status, field).toBe(403);
    }
    // The defaults its form fills in are not a change.
    const ok = await create(
      t,
      d.customer.token,
      customerForm(d, { refOrderStatusId: 200, isPicked: false, orderCustomerId: d.acme.orderCustomerId }),
    );
    expect(ok.status).toBe(200);
  });

  it('saves its own order, keeping the staff fields it cannot see', async () => {
    const staffMade = await json(await create(t, d.staff.token, staffForm(d, { revenue: 75, bol: 'B-9' })));
    const mine = await json(await read(t, d.customer.token, staffMade.orderId));
    expectNoHiddenFields(mine);
    const saved = await json(await update(t, d.customer.token, { ...mine, producerName: 'Renamed' }));
    expect(saved.producerName).toBe('Renamed');
    expectNoHiddenFields(saved);
    const staffView = await json(await read(t, d.staff.token, staffMade.orderId));
    expect(staffView).toMatchObject({ revenue: 75, bol: 'B-9', refOrderTypeId: 9, producerName: 'Renamed' });
    // The hidden booleans its client fills with false are no change: a picked order stays picked.
    await json(await update(t, d.staff.token, { ...staffView, isPicked: true, ignoreStatusUpdates: true }));
    const picked = await json(await read(t, d.customer.token, staffMade.orderId));
    await json(await update(t, d.customer.token, { ...picked, isPicked: false, ignoreStatusUpdates: false }));
    expect(await json(await read(t, d.staff.token, staffMade.orderId))).toMatchObject({
      isPicked: true,
      ignoreStatusUpdates: true,
    });
    // Changing a hidden field, or the status, is refused.
    const fresh = await json(await read(t, d.customer.token, staffMade.orderId));
    expect((await update(t, d.customer.token, { ...fresh, revenue: 1 })).status).toBe(403);
    expect(
      (await update(t, d.customer.token, { ...fresh, refOrderStatusId: OrderStatus.OnHold })).status,
    ).toBe(403);
  });

  it("another customer's order is 404 to read, save, see the itinerary of; never listed", async () => {
    const theirs = await json<OrderBody>(
      await create(t, d.staff.token, staffForm(d, { orderCustomerId: d.birch.orderCustomerId })),
    );
    expect((await read(t, d.customer.token, theirs.orderId)).status).toBe(404);
    expect((await update(t, d.customer.token, { ...theirs, producerName: 'X' })).status).toBe(404);
    const itinerary = fillPath(orderPaths.getOrderItinerary, { orderId: theirs.orderId });
    expect((await t.call('GET', itinerary, { token: d.customer.token })).status).toBe(404);
    expect((await read(t, d.otherCustomer.token, theirs.orderId)).status).toBe(200);
    const list = await json<{ orderId: number }[]>(
      await t.call('POST', orderPaths.getItems, { token: d.customer.token, body: { pageSize: -1 } }),
    );
    expect(list.slice(0, -1).map((o) => o.orderId)).not.toContain(theirs.orderId);
  });

  it('cannot delete an order (403)', async () => {
    const placed = await json(await create(t, d.customer.token, customerForm(d)));
    const res = await t.call('DELETE', fillPath(orderPaths.byId, { id: placed.orderId }), {
      token: d.customer.token,
    });
    expect(res.status).toBe(403);
  });
});

describe('a carrier login', () => {
  it('reads only the orders on its loads, without the staff fields, and cannot write', async () => {
    const onItsLoad = await json(await create(t, d.staff.token, staffForm(d)));
    const elsewhere = await json(await create(t, d.staff.token, staffForm(d)));
    await putOnLoad(t, d, onItsLoad.orderId, d.carrier.carrierId);
    const seen = await json(await read(t, d.carrierLogin.token, onItsLoad.orderId));
    expectNoHiddenFields(seen);
    expect((await read(t, d.carrierLogin.token, elsewhere.orderId)).status).toBe(404);
    expect((await update(t, d.carrierLogin.token, { ...seen, producerName: 'X' })).status).toBe(403);
    expect((await create(t, d.carrierLogin.token, staffForm(d))).status).toBe(403);
    expect((await t.call('GET', orderPaths.getItemNew, { token: d.carrierLogin.token })).status).toBe(403);
  });
});

describe('access', () => {
  it('declares its codes: without them 403, with any one of them not 403', async () => {
    const routes: { method: string; path: string; codes: number[]; body?: unknown }[] = [
      { method: 'GET', path: orderPaths.getItemNew, codes: [P.OrderAdd] },
      { method: 'GET', path: fillPath(orderPaths.getItemById, { id: 1 }), codes: [P.OrderView] },
      { method: 'POST', path: orderPaths.base, codes: [P.OrderAdd], body: {} },
      { method: 'PUT', path: fillPath(orderPaths.byId, { id: 1 }), codes: [P.OrderUpdate], body: {} },
      { method: 'DELETE', path: fillPath(orderPaths.byId, { id: 999_999 }), codes: [P.OrderDelete] },
      { method: 'GET', path: fillPath(orderPaths.getOrderItinerary, { orderId: 1 }), codes: [P.LoadView] },
      {
        method: 'GET',
        path: fillPath(locationPaths.getRecentlyUsedLocationsByCustomerId, { customerId: 1 }),
        codes: [P.OrderAdd, P.OrderUpdate],
      },
    ];
    const none = await createSignedInUser(t, {
      identities: [{ type: 'employee', permissionCodes: [P.PortalAccess] }],
    });
    for (const route of routes) {
      const options = route.body === undefined ? {} : { body: route.body };
      expect(
        (await t.call(route.method, route.path, { ...options, token: none.token })).status,
        route.path,
      ).toBe(403);
      for (const code of route.codes) {
        const one = await createSignedInUser(t, {
          identities: [{ type: 'employee', permissionCodes: [code] }],
        });
        const res = await t.call(route.method, route.path, { ...options, token: one.token });
        expect(res.status, `${route.method} ${route.path} with ${code}`).not.toBe(403);
        expect(res.status).toBeLessThan(500);
      }
    }
  });

  it('every call is 401 without a session', async () => {
    const calls: [string, string][] = [
      ['GET', orderPaths.getItemNew],
      ['GET', fillPath(orderPaths.getItemById, { id: 1 })],
      ['POST', orderPaths.base],
      ['PUT', fillPath(orderPaths.byId, { id: 1 })],
      ['DELETE', fillPath(orderPaths.byId, { id: 1 })],
      ['GET', fillPath(orderPaths.getOrderItinerary, { orderId: 1 })],
    ];
    for (const [method, path] of calls) {
      const res = await t.call(method, path, method === 'GET' || method === 'DELETE' ? {} : { body: {} });
      expect(res.status, path).toBe(401);
    }
  });
});
