import { LoadStopType } from '#contract/load-codes';
import { fillPath } from '#contract/path-template';
import { orderPaths } from '#contract/paths';
import { allPermissionCodes, Permission as P } from '#contract/permissions';
import { carriers } from '#server/db/schema/carriers';
import { orderCustomers } from '#server/db/schema/customers';
import { loadStopOrders, loadStops, loads } from '#server/db/schema/loads';
import { locations } from '#server/db/schema/locations';
import { orderGroups, orders } from '#server/db/schema/orders';
import { createSignedInUser } from '#fixtures/auth-helpers';
import type { TestApp } from '#fixtures/test-app';

/** Spec 2 §6 customer-view permissions of a customer login. */
export const customerCodes = [P.OrderView, P.OrderAdd, P.OrderUpdate, P.LoadView, P.OrderNoteView];

/**
 * Two customers with their places, a carrier, and logins: staff with every code, a customer login of the
 * first customer, one of the second, a carrier login.
 */
export async function createOrderData(t: TestApp) {
  const db = t.database.db;
  const one = async <T>(rows: Promise<T[]>) => (await rows)[0]!;
  const acme = await one(db.insert(orderCustomers).values({ orderCustomerName: 'Acme Cellars' }).returning());
  const birch = await one(
    db.insert(orderCustomers).values({ orderCustomerName: 'Birch Winery' }).returning(),
  );
  const place = (name: string, city: string) =>
    one(
      db.insert(locations).values({ name, city, relatedOrderCustomerId: acme.orderCustomerId }).returning(),
    );
  const cellar = await place('Acme Cellar', 'Napa');
  const market = await place('Bend Market', 'Bend');
  const dock = await place('Bay Dock', 'Oakland');
  const carrier = await one(db.insert(carriers).values({ name: 'Swift Haul' }).returning());
  const codes = allPermissionCodes.filter((c) => c !== P.PortalAccess);
  const staff = await createSignedInUser(t, { identities: [{ type: 'employee', permissionCodes: codes }] });
  const customer = await createSignedInUser(t, {
    identities: [{ type: 'customer', orderCustomerId: acme.orderCustomerId, permissionCodes: customerCodes }],
  });
  const otherCustomer = await createSignedInUser(t, {
    identities: [
      { type: 'customer', orderCustomerId: birch.orderCustomerId, permissionCodes: customerCodes },
    ],
  });
  const carrierLogin = await createSignedInUser(t, {
    identities: [
      {
        type: 'carrier',
        carrierId: carrier.carrierId,
        permissionCodes: [P.OrderView, P.LoadView, P.OrderUpdate],
      },
    ],
  });
  return { acme, birch, cellar, market, dock, carrier, staff, customer, otherCustomer, carrierLogin };
}
export type OrderData = Awaited<ReturnType<typeof createOrderData>>;

/** A valid staff order form for the data's first customer (spec 2 §5). */
export const staffForm = (d: OrderData, over: Record<string, unknown> = {}) => ({
  refOrderTypeId: 9,
  orderCustomerId: d.acme.orderCustomerId,
  sourceLocationId: d.cellar.locationId,
  destinationLocationId: d.market.locationId,
  producerName: 'Acme Estate',
  quantity: 12,
  unitType: 2,
  poNumber: 'PO-1',
  revenue: 100,
  dateNeededBy: '2026-03-01',
  ...over,
});

/** A customer login's form: what its Add Order dialog sends (spec 2 §6). */
export const customerForm = (d: OrderData, over: Record<string, unknown> = {}) => ({
  sourceLocationId: d.cellar.locationId,
  destinationLocationId: d.market.locationId,
  producerName: 'Acme Estate',
  quantity: 5,
  unitType: 2,
  poNumber: 'PO-C',
  dateNeededBy: '2026-03-01',
  special: 'Liftgate',
  ...over,
});

export type OrderBody = Record<string, unknown> & { orderId: number; dateModified: string };

/** Calls and answers as JSON, failing with the body when the status is not the expected one. */
export async function json<T = OrderBody>(res: Response, status = 200): Promise<T> {
  const text = await res.text();
  if (res.status !== status) throw new Error(`expected ${status}, got ${res.status}: ${text}`);
  return (text ? JSON.parse(text) : null) as T;
}

export const create = (t: TestApp, token: string, body: unknown) =>
  t.call('POST', orderPaths.base, { token, body });
export const update = (t: TestApp, token: string, body: { orderId: number } & Record<string, unknown>) =>
  t.call('PUT', fillPath(orderPaths.byId, { id: body.orderId }), { token, body });
export const read = (t: TestApp, token: string, id: number) =>
  t.call('GET', fillPath(orderPaths.getItemById, { id }), { token });

/** Puts the order on a new load of the carrier: a pickup at its source, a delivery at its destination. */
export async function putOnLoad(t: TestApp, d: OrderData, orderId: number, carrierId: number | null = null) {
  const db = t.database.db;
  const [load] = await db.insert(loads).values({ carrierId }).returning();
  const stop = async (locationId: number, type: number, sequence: number) =>
    (
      await db
        .insert(loadStops)
        .values({ loadId: load!.loadId, locationId, refLoadStopTypeId: type, stopSequence: sequence })
        .returning()
    )[0]!;
  const pickup = await stop(d.cellar.locationId, LoadStopType.Pickup, 1);
  const drop = await stop(d.market.locationId, LoadStopType.Delivery, 2);
  await db.insert(loadStopOrders).values([
    { loadStopId: pickup.loadStopId, orderId },
    { loadStopId: drop.loadStopId, orderId },
  ]);
  return { load: load!, pickup, drop };
}

/** Puts the order into a new group. */
export async function putInGroup(t: TestApp, orderId: number) {
  const { eq } = await import('drizzle-orm');
  const [group] = await t.database.db.insert(orderGroups).values({}).returning();
  await t.database.db
    .update(orders)
    .set({ orderGroupId: group!.orderGroupId })
    .where(eq(orders.orderId, orderId));
}
