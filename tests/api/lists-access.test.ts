import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { IdentityType } from '#contract/identity';
import {
  accessRequestPaths,
  carrierPaths,
  loadPaths,
  locationPaths,
  orderCustomerPaths,
  orderPaths,
  storageCustomerPaths,
  systemRolePaths,
  systemUserPaths,
} from '#contract/paths';
import { allPermissionCodes, Permission as P } from '#contract/permissions';
import { loadStops, loads } from '#server/db/schema/loads';
import { locations } from '#server/db/schema/locations';
import { orders } from '#server/db/schema/orders';
import { staffOnlyLoadFields } from '#server/lists/loads.list';
import { staffOnlyOrderFields } from '#server/lists/orders.list';
import { createSignedInUser, errorBody, matrixLogins, portalIdentityTypes } from '#fixtures/auth-helpers';
import { useBeforeAll, useTestApp } from '#fixtures/file-app';

const t = useTestApp();

type Types = 'any' | 'staff' | readonly IdentityType[];
/** Every list route with the access the spec gives it (spec 1 §6, spec 2 §6; docs/api.md). */
const routes: { path: string; codes: number[]; types: Types; body: unknown; adminArea?: true }[] = [
  { path: orderPaths.getItems, codes: [P.OrderView], types: 'any', body: {} },
  { path: orderPaths.deleteBulk, codes: [P.OrderDelete], types: 'staff', body: [999_999] },
  { path: orderPaths.groupOrders, codes: [P.OrderUpdate], types: 'staff', body: [999_998, 999_999] },
  { path: orderPaths.ungroupOrders, codes: [P.OrderUpdate], types: 'staff', body: [999_999] },
  { path: loadPaths.getItems, codes: [P.LoadView], types: 'any', body: {} },
  { path: loadPaths.deleteBulk, codes: [P.LoadDelete], types: 'staff', body: [999_999] },
  { path: orderCustomerPaths.getItems, codes: [P.CustomerView], types: 'staff', body: {} },
  { path: orderCustomerPaths.deleteBulk, codes: [P.CustomerDelete], types: 'staff', body: [999_999] },
  { path: carrierPaths.getItems, codes: [P.CarrierView], types: ['admin', 'employee', 'carrier'], body: {} },
  {
    path: carrierPaths.getResultItems,
    codes: [P.CarrierView],
    types: ['admin', 'employee', 'carrier'],
    body: {},
  },
  { path: carrierPaths.deleteBulk, codes: [P.CarrierDelete], types: 'staff', body: [999_999] },
  { path: locationPaths.getItems, codes: [P.LocationView], types: 'any', body: {} },
  { path: locationPaths.deleteBulk, codes: [P.LocationDelete], types: 'staff', body: [999_999] },
  { path: storageCustomerPaths.getItems, codes: [P.CustomerView], types: 'staff', body: {} },
  { path: systemUserPaths.getItems, codes: [P.UserView], types: 'staff', body: {}, adminArea: true },
  {
    path: systemUserPaths.getPickerUsers,
    codes: [P.OrderView, P.OrderUpdate, P.UserView],
    types: 'staff',
    body: {},
  },
  {
    path: systemUserPaths.deleteBulk,
    codes: [P.UserDelete],
    types: 'staff',
    body: [999_999],
    adminArea: true,
  },
  { path: systemRolePaths.getItems, codes: [P.UserView], types: 'staff', body: {}, adminArea: true },
  {
    path: accessRequestPaths.getItems,
    codes: [P.UserView, P.UserAdd],
    types: 'staff',
    body: {},
    adminArea: true,
  },
  {
    path: accessRequestPaths.deleteBulk,
    codes: [P.UserAdd, P.UserDelete],
    types: 'staff',
    body: [999_999],
    adminArea: true,
  },
];

const typesOf = (types: Types): readonly IdentityType[] =>
  types === 'any'
    ? ['admin', 'employee', 'customer', 'carrier']
    : types === 'staff'
      ? ['admin', 'employee']
      : types;

describe('permission matrix', () => {
  it('declares in the OpenAPI document exactly the access the table gives', async () => {
    const doc = (await (await t.call('GET', '/api/openapi.json')).json()) as {
      paths: Record<
        string,
        { post?: { 'x-access'?: { requires?: number[]; anyOf?: number[]; identityTypes?: string[] } } }
      >;
    };
    for (const route of routes) {
      const access = doc.paths[route.path]?.post?.['x-access'];
      expect(access, route.path).toBeDefined();
      expect([...(access!.anyOf ?? [])].sort(), route.path).toEqual([...route.codes].sort());
      expect(access!.identityTypes ?? null, route.path).toEqual(
        route.types === 'any' ? null : typesOf(route.types),
      );
      // The entry codes (decision 071): the portal's, and the administration area's for its lists.
      expect(access!.requires, route.path).toEqual(
        route.adminArea ? [P.PortalAccess, P.AdminPortalAccess] : [P.PortalAccess],
      );
    }
  });

  const identityTypes = portalIdentityTypes;
  const tokens = useBeforeAll(() => matrixLogins(t, allPermissionCodes));

  it.each(routes)(
    '$path: 401 without a session, 403 without the code or type, never 403 with them',
    async (route) => {
      expect((await t.call('POST', route.path, { body: route.body })).status).toBe(401);
      expect(
        (await t.call('POST', route.path, { body: route.body, token: 'not-a-real-token-at-all' })).status,
      ).toBe(401);
      for (const type of identityTypes) {
        const allowedType = typesOf(route.types).includes(type);
        const all = await t.call('POST', route.path, { body: route.body, token: tokens[`${type}:all`] });
        const none = await t.call('POST', route.path, {
          body: route.body,
          token: tokens[`${type}:none`],
        });
        expect(none.status, `${type} without the code`).toBe(403);
        if (allowedType)
          expect([200, 404], `${type} with the code: ${await all.text()}`).toContain(all.status);
        else expect(all.status, `${type} with every code`).toBe(403);
      }
      // Each of the codes alone is enough, with the entry codes (PortalAccess from the fixture).
      for (const code of route.codes) {
        const entry = route.adminArea ? [P.AdminPortalAccess] : [];
        const one = await createSignedInUser(t, {
          identities: [{ type: 'employee', permissionCodes: [...entry, code] }],
        });
        const res = await t.call('POST', route.path, { body: route.body, token: one.token });
        expect([200, 404], `code ${code}`).toContain(res.status);
      }
    },
  );
});

/** The ids and keys of a list answer. */
async function listed(res: Response) {
  expect(res.status, await res.clone().text()).toBe(200);
  const body = (await res.json()) as Record<string, unknown>[];
  return { items: body.slice(0, -1), pager: body.at(-1) as { totalItems: number } };
}

describe('outsiders see only their own rows, without internal fields', () => {
  it('a customer login sees its customer’s orders only, and never revenue or internal columns', async () => {
    const customer = await createSignedInUser(t, {
      identities: [{ type: 'customer', orderCustomerId: 2, permissionCodes: [P.OrderView] }],
    });
    const { items, pager } = await listed(
      await t.call('POST', orderPaths.getItems, { token: customer.token, body: { pageSize: -1 } }),
    );
    const own = await t.database.db.$count(orders, eq(orders.orderCustomerId, 2));
    expect(own).toBeGreaterThan(0);
    expect(pager.totalItems).toBe(own);
    for (const item of items) {
      expect(item.orderCustomerId).toBe(2);
      for (const field of staffOnlyOrderFields) expect(item, field).not.toHaveProperty(field);
    }
    // Hidden properties are unknown to them: no filtering, sorting or searching by revenue.
    for (const body of [
      { filters: [[{ property: 'revenue', value: 1, compareType: 2, operatorType: 5 }]] },
      { sortColumns: [{ sortBy: 'revenue', isSortAscending: false }] },
      { filters: [[{ property: 'bol', compareType: 1, operatorType: 18 }]] },
    ]) {
      const res = await t.call('POST', orderPaths.getItems, { token: customer.token, body });
      expect(res.status).toBe(400);
    }
    const [withBol] = await t.database.rows<{ bol: string }>(
      sql`select ${orders.bol} as bol from ${orders} where ${orders.orderCustomerId} = 2 and ${orders.bol} is not null limit 1`,
    );
    if (withBol) {
      const res = await t.call('POST', orderPaths.getItems, {
        token: customer.token,
        body: { filterText: withBol.bol },
      });
      expect((await listed(res)).pager.totalItems).toBe(0);
    }
    // Staff do get them.
    const staff = await createSignedInUser(t, {
      identities: [{ type: 'employee', permissionCodes: [P.OrderView] }],
    });
    const staffItems = (
      await listed(await t.call('POST', orderPaths.getItems, { token: staff.token, body: {} }))
    ).items;
    expect(staffItems[0]).toHaveProperty('revenue');
  });

  it('a customer login without a customer sees nothing', async () => {
    const lost = await createSignedInUser(t, {
      identities: [{ type: 'customer', permissionCodes: [P.OrderView, P.LoadView, P.LocationView] }],
    });
    for (const path of [orderPaths.getItems, loadPaths.getItems, locationPaths.getItems]) {
      expect(
        (await listed(await t.call('POST', path, { token: lost.token, body: {} }))).pager.totalItems,
      ).toBe(0);
    }
  });

  it('a carrier login sees its own loads, carrier, stop locations and the orders on its loads', async () => {
    const carrier = await createSignedInUser(t, {
      identities: [
        {
          type: 'carrier',
          carrierId: 3,
          permissionCodes: [P.LoadView, P.CarrierView, P.LocationView, P.OrderView],
        },
      ],
    });
    const call = (path: string) => t.call('POST', path, { token: carrier.token, body: { pageSize: -1 } });
    const theirLoads = await listed(await call(loadPaths.getItems));
    expect(theirLoads.pager.totalItems).toBe(await t.database.db.$count(loads, eq(loads.carrierId, 3)));
    for (const item of theirLoads.items) {
      expect(item.carrierId).toBe(3);
      for (const field of staffOnlyLoadFields) expect(item).not.toHaveProperty(field);
    }
    // Every order on its own loads is the carrier's to see: its rows count what staff's rows count.
    const staff = await createSignedInUser(t, {
      identities: [{ type: 'employee', permissionCodes: [P.LoadView] }],
    });
    const loadIds = theirLoads.items.map((l) => l.loadId!);
    const asStaff = await listed(
      await t.call('POST', loadPaths.getItems, {
        token: staff.token,
        body: { pageSize: -1, fields: { loadIds, currentOrders: 4 } },
      }),
    );
    const counted = (items: typeof theirLoads.items) =>
      items
        .map((l) => [l.loadId, l.pickups, l.deliveries, l.cases, l.orderIdsOnLoad])
        .sort((a, b) => Number(a[0]) - Number(b[0]));
    expect(theirLoads.items.some((l) => ((l.orderIdsOnLoad as number[] | undefined) ?? []).length > 0)).toBe(
      true,
    );
    expect(counted(theirLoads.items)).toEqual(counted(asStaff.items));
    const theirCarriers = await listed(await call(carrierPaths.getItems));
    expect(theirCarriers.items.map((c) => c.carrierId)).toEqual([3]);
    const stops = await t.database.rows<{ id: number }>(
      sql`select distinct ${loadStops.locationId} as id from ${loadStops} join ${loads} on ${loads.loadId} = ${loadStops.loadId} where ${loads.carrierId} = 3`,
    );
    const theirLocations = await listed(await call(locationPaths.getItems));
    expect(theirLocations.items.map((l) => l.locationId).sort()).toEqual(stops.map((s) => s.id).sort());
    const theirOrders = await listed(await call(orderPaths.getItems));
    for (const order of theirOrders.items) expect(order).not.toHaveProperty('revenue');
  });

  it('a customer login with LocationView sees its customer’s own locations', async () => {
    const customer = await createSignedInUser(t, {
      identities: [{ type: 'customer', orderCustomerId: 1, permissionCodes: [P.LocationView] }],
    });
    const { items, pager } = await listed(
      await t.call('POST', locationPaths.getItems, { token: customer.token, body: { pageSize: -1 } }),
    );
    expect(pager.totalItems).toBe(
      await t.database.db.$count(locations, eq(locations.relatedOrderCustomerId, 1)),
    );
    for (const item of items) expect(item.relatedOrderCustomerId).toBe(1);
  });

  it('refuses a session without a chosen identity', async () => {
    const user = await createSignedInUser(t, {
      identities: [
        { type: 'admin', permissionCodes: [P.OrderView] },
        { type: 'employee', permissionCodes: [P.OrderView] },
      ],
    });
    const login = await t.call('POST', '/api/auth/Login', {
      body: { login: user.login, password: 'Test#Pass1' },
    });
    const { token } = (await login.json()) as { token: string };
    const res = await t.call('POST', orderPaths.getItems, { token, body: {} });
    expect(res.status).toBe(403);
    expect((await errorBody(res)).code).toBe('forbidden');
  });
});
