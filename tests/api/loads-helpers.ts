import { expect } from 'vitest';
import { fillPath } from '#contract/path-template';
import { loadPaths } from '#contract/paths';
import type { LoadDetail } from '#contract/load-save';
import { UnitType } from '#contract/order-codes';
import { OrderStatus } from '#contract/order-status';
import { caseEquivalentOf } from '#domain/case-equivalent';
import { createSignedInUser } from '#fixtures/auth-helpers';
import { everyCode } from '#fixtures/record-owners';
import type { TestApp } from '#fixtures/test-app';
import { carriers } from '#server/db/schema/carriers';
import { orderCustomers } from '#server/db/schema/customers';
import { locations } from '#server/db/schema/locations';
import { orderGroups, orders } from '#server/db/schema/orders';

/** Places, carriers and a staff login for the load tests; orders are made per test with `order`. */
export async function loadWorld(t: TestApp) {
  const db = t.database.db;
  const [customer] = await db
    .insert(orderCustomers)
    .values({ orderCustomerName: 'Harbor Wines' })
    .returning();
  const place = async (name: string, isNWDWarehouse = false) =>
    (await db.insert(locations).values({ name, isNWDWarehouse }).returning())[0]!.locationId;
  const source = await place('Vineyard');
  const destination = await place('Shop');
  const warehouse = await place('NWDS Warehouse', true);
  const carrier = (await db.insert(carriers).values({ name: 'Fast Freight' }).returning())[0]!.carrierId;
  const otherCarrier = (await db.insert(carriers).values({ name: 'Other Freight' }).returning())[0]!
    .carrierId;
  const disabledCarrier = (
    await db.insert(carriers).values({ name: 'Gone Freight', isActive: false }).returning()
  )[0]!.carrierId;
  const staff = await createSignedInUser(t, {
    firstName: 'Dee',
    lastName: 'Spatcher',
    identities: [{ type: 'employee', permissionCodes: [...everyCode] }],
  });
  // Written straight to the table: the case equivalent is the one a save would store (decision 055).
  const order = async (extra: Partial<typeof orders.$inferInsert> = {}) => {
    const row = { quantity: 10, unitType: UnitType.TwelvePackCase, ...extra };
    return (
      await db
        .insert(orders)
        .values({
          orderCustomerId: customer!.orderCustomerId,
          refOrderStatusId: OrderStatus.Open,
          refOrderTypeId: 1,
          sourceLocationId: source,
          destinationLocationId: destination,
          poNumber: 'PO-1',
          producerName: 'Cellars',
          caseEquivalent: caseEquivalentOf(row.quantity, row.unitType),
          ...row,
        })
        .returning()
    )[0]!.orderId;
  };
  const group = async () => (await db.insert(orderGroups).values({}).returning())[0]!.orderGroupId;
  return { source, destination, warehouse, carrier, otherCarrier, disabledCarrier, staff, order, group };
}
export type LoadWorld = Awaited<ReturnType<typeof loadWorld>>;

/** Calls that must succeed, answering the load. */
export function loadCalls(t: TestApp, token: string) {
  const ok = async (res: Response) => {
    expect(res.status, await res.clone().text()).toBe(200);
    return (await res.json()) as LoadDetail;
  };
  return {
    create: async (body: Record<string, unknown> = {}) =>
      ok(await t.call('POST', loadPaths.create, { token, body: { refLoadStatusId: 1, ...body } })),
    get: async (id: number) => ok(await t.call('GET', fillPath(loadPaths.getItemById, { id }), { token })),
    put: (load: Record<string, unknown> & { loadId: number }, as = token) =>
      t.call('PUT', fillPath(loadPaths.byId, { id: load.loadId }), { token: as, body: load }),
    add: (loadId: number, orderId: number, extra: Record<string, string> = {}) =>
      t.call(
        'PUT',
        `${loadPaths.addOrderToLoad}?${new URLSearchParams({ loadId: String(loadId), orderId: String(orderId), ...extra })}`,
        {
          token,
        },
      ),
    remove: (loadId: number, orderIdsToRemove: number[]) =>
      t.call('PUT', loadPaths.bulkRemoveOrdersFromLoad, { token, body: { loadId, orderIdsToRemove } }),
    reorder: (loadId: number, stopIds: number[]) =>
      t.call('PUT', loadPaths.setOrderingOfLoadStops, {
        token,
        body: { loadId, loadStops: stopIds.map((loadStopId) => ({ loadStopId })) },
      }),
    ok,
  };
}

/** The load with stop `index` (in sequence) checked or unchecked. */
export const withCheck = (load: LoadDetail, index: number, checked: boolean) => ({
  ...load,
  loadStops: load.loadStops.map((s, i) =>
    i === index ? { ...s, pickedUpOrDelivered: checked, pickedUpDeliveryDate: null } : s,
  ),
});
