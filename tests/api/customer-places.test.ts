import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { fillPath } from '#contract/path-template';
import { locationPaths } from '#contract/paths';
import { Permission as P } from '#contract/permissions';
import { orderCustomers } from '#server/db/schema/customers';
import { locations } from '#server/db/schema/locations';
import { orders } from '#server/db/schema/orders';
import { roleCodes } from '#server/db/seed/accounts';
import { orderSaveMessages } from '#server/orders/order-save';
import { createSignedInUser, errorBody } from '#fixtures/auth-helpers';
import { useBeforeAll, useTestApp } from '#fixtures/file-app';
import { create as createOrder, createOrderData, customerForm, json, staffForm } from './orders-helpers';

/**
 * Issue #24, decision 056: a customer login chooses every place of its own customer for its orders (the
 * Locations list, paged and searchable, beside its recently used ones) and adds a delivery place of its own,
 * with the Customer View role's codes (no LocationView, no LocationAdd); never another customer's.
 */
const t = useTestApp();
const d = useBeforeAll(() => createOrderData(t));

type Row = Record<string, unknown> & { locationId: number; name: string; relatedOrderCustomerId: number };
const list = async (token: string, body: Record<string, unknown>) => {
  const rows = await json<Row[]>(await t.call('POST', locationPaths.getItems, { token, body }));
  return { items: rows.slice(0, -1), pager: rows.at(-1) as unknown as { totalItems: number } };
};
const recent = async (token: string, customerId: number) =>
  json<Row[]>(
    await t.call(
      'GET',
      fillPath(locationPaths.getRecentlyUsedLocationsByCustomerId, { customerId }) + '?count=10',
      { token },
    ),
  );

/** A customer with no orders yet, its 23 places, and a login holding the Customer View role's codes. */
const fresh = useBeforeAll(async () => {
  const db = t.database.db;
  const [customer] = await db
    .insert(orderCustomers)
    .values({ orderCustomerName: 'Newcomer Vines' })
    .returning();
  const id = customer!.orderCustomerId;
  const names = Array.from({ length: 23 }, (_, i) => `Vine Yard ${String(i + 1).padStart(2, '0')}`);
  await db.insert(locations).values(names.map((name) => ({ name, relatedOrderCustomerId: id })));
  const login = await createSignedInUser(t, {
    identities: [{ type: 'customer', orderCustomerId: id, permissionCodes: roleCodes('Customer View') }],
  });
  return { id, names, token: login.token };
});

describe("a customer login chooses its own customer's places", () => {
  it('with no orders yet: no recent places, and every place of its customer, paged, searchable, none of another', async () => {
    expect(roleCodes('Customer View')).not.toContain(P.LocationView);
    expect(await recent(fresh.token, fresh.id)).toEqual([]);
    const sort = [{ sortBy: 'name', isSortAscending: true }];
    const first = await list(fresh.token, { pageNumber: 0, pageSize: 10, sortColumns: sort });
    expect(first.pager.totalItems).toBe(23);
    expect(first.items.map((l) => l.name)).toEqual(fresh.names.slice(0, 10));
    const third = await list(fresh.token, { pageNumber: 2, pageSize: 10, sortColumns: sort });
    expect(third.items.map((l) => l.name)).toEqual(fresh.names.slice(20));
    const found = await list(fresh.token, { pageNumber: 0, pageSize: 10, filterText: 'yard 17' });
    expect(found.items.map((l) => l.name)).toEqual(['Vine Yard 17']);
    // Another customer's place: not found by name, nor by asking for that customer.
    expect((await list(fresh.token, { filterText: 'Acme Cellar' })).items).toEqual([]);
    const asked = await list(fresh.token, { fields: { orderCustomerId: d.acme.orderCustomerId } });
    expect(asked.items).toEqual([]);
  });

  it('lists its recent places first (the recently used call), the rest of its places on the list', async () => {
    // Acme's login places an order to a place that was not among its recent ones (it had none).
    expect(await recent(d.customer.token, d.acme.orderCustomerId)).toEqual([]);
    const everything = await list(d.customer.token, { pageSize: -1 });
    expect(everything.items.map((l) => l.name).sort()).toEqual(['Acme Cellar', 'Bay Dock', 'Bend Market']);
    await json(
      await createOrder(
        t,
        d.customer.token,
        customerForm(d, { sourceLocationId: d.cellar.locationId, destinationLocationId: d.dock.locationId }),
      ),
    );
    const used = await recent(d.customer.token, d.acme.orderCustomerId);
    expect(used.map((l) => l.name).sort()).toEqual(['Acme Cellar', 'Bay Dock']);
    // Another customer's recent places and list stay closed to it.
    expect(
      (
        await t.call(
          'GET',
          fillPath(locationPaths.getRecentlyUsedLocationsByCustomerId, {
            customerId: d.birch.orderCustomerId,
          }),
          { token: d.customer.token },
        )
      ).status,
    ).toBe(404);
    expect((await list(d.otherCustomer.token, { pageSize: -1 })).items).toEqual([]);
  });

  it('needs an order code; staff keep what LocationView gives them', async () => {
    const viewer = await createSignedInUser(t, {
      identities: [{ type: 'customer', orderCustomerId: fresh.id, permissionCodes: [P.OrderView] }],
    });
    const orderClerk = await createSignedInUser(t, {
      identities: [{ type: 'employee', permissionCodes: [P.OrderAdd, P.OrderUpdate] }],
    });
    for (const token of [viewer.token, orderClerk.token])
      expect((await t.call('POST', locationPaths.getItems, { token, body: {} })).status).toBe(403);
    expect((await list(d.staff.token, { pageSize: -1 })).pager.totalItems).toBeGreaterThanOrEqual(26);
  });
});

describe('a customer login adds a delivery place of its own', () => {
  const place = { name: ' Tasting Room ', address: '1 Main St', city: 'Sonoma', refCountryId: 1 };

  it('belongs to its own customer whatever the form left out, never a warehouse, and is then a choice', async () => {
    const res = await t.call('POST', locationPaths.create, {
      token: fresh.token,
      body: { ...place, isNWDWarehouse: true, isActive: false },
    });
    const saved = await json<Row>(res);
    expect(saved).toMatchObject({
      name: 'Tasting Room',
      relatedOrderCustomerId: fresh.id,
      relatedOrderCustomerName: 'Newcomer Vines',
      isNWDWarehouse: false,
      isActive: true,
    });
    const own = await t.call('POST', locationPaths.create, {
      token: fresh.token,
      body: { ...place, name: 'Cellar Door', relatedOrderCustomerId: fresh.id },
    });
    expect(own.status).toBe(200);
    const found = await list(fresh.token, { filterText: 'tasting' });
    expect(found.items.map((l) => l.locationId)).toEqual([saved.locationId]);
  });

  it('is refused for another customer, without an order code, and to a carrier; nothing is saved', async () => {
    const before = await t.database.db.$count(locations);
    const other = await t.call('POST', locationPaths.create, {
      token: fresh.token,
      body: { ...place, relatedOrderCustomerId: d.acme.orderCustomerId },
    });
    expect(other.status).toBe(403);
    expect((await errorBody(other)).code).toBe('forbidden');
    const missing = await t.call('POST', locationPaths.create, {
      token: fresh.token,
      body: { ...place, relatedOrderCustomerId: 999_999 },
    });
    expect(missing.status).toBe(403);
    const viewer = await createSignedInUser(t, {
      identities: [
        { type: 'customer', orderCustomerId: fresh.id, permissionCodes: [P.OrderView, P.OrderUpdate] },
      ],
    });
    for (const token of [viewer.token, d.carrierLogin.token])
      expect((await t.call('POST', locationPaths.create, { token, body: place })).status).toBe(403);
    expect(await t.database.db.$count(locations)).toBe(before);
    expect(
      await t.database.db.$count(locations, eq(locations.relatedOrderCustomerId, d.acme.orderCustomerId)),
    ).toBe(3);
  });
});

describe("a customer login's order goes between its own choices only", () => {
  it("refuses another customer's place as a missing one, and keeps a place its orders already use", async () => {
    const db = t.database.db;
    const [theirs] = await db
      .insert(locations)
      .values({ name: 'Birch Cellar', relatedOrderCustomerId: d.birch.orderCustomerId })
      .returning();
    const refused = await createOrder(
      t,
      d.customer.token,
      customerForm(d, { destinationLocationId: theirs!.locationId }),
    );
    expect(refused.status).toBe(400);
    expect((await errorBody(refused)).fields).toEqual({
      destinationLocationId: orderSaveMessages.locationMissing,
    });
    // A place of no customer that staff put on one of its orders (a shared dock) stays a choice.
    const [shared] = await db.insert(locations).values({ name: 'Shared Dock' }).returning();
    await db.insert(orders).values({
      poNumber: 'PO-STAFF',
      orderCustomerId: d.acme.orderCustomerId,
      sourceLocationId: shared!.locationId,
    });
    await json(
      await createOrder(t, d.customer.token, customerForm(d, { sourceLocationId: shared!.locationId })),
    );
    // Staff choose any place for any customer, as before.
    await json(
      await createOrder(
        t,
        d.staff.token,
        staffForm(d, { destinationLocationId: theirs!.locationId, poNumber: 'PO-STAFF-2' }),
      ),
    );
  });
});
