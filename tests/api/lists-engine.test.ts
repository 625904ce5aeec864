import { and, eq, gte, inArray, lt, notInArray, or, sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CompareTypeCode, FilterOperatorCode } from '#contract/filter-codes';
import { listQuerySchema, type ListQueryInput } from '#contract/list-query';
import { LoadStatus } from '#contract/load-status';
import { OrderStatus, orderStatusesOfGroup } from '#contract/order-status';
import type { PagerItem } from '#contract/pager';
import {
  accessRequestPaths,
  carrierPaths,
  loadPaths,
  locationPaths,
  orderPaths,
  storageCustomerPaths,
  systemRolePaths,
  systemUserPaths,
} from '#contract/paths';
import { systemUserRequests, systemUserRoleAssignments, userIdentities } from '#server/db/schema/auth';
import { loadStopOrders, loadStops, loads } from '#server/db/schema/loads';
import { locations } from '#server/db/schema/locations';
import { orders } from '#server/db/schema/orders';
import { ordersList } from '#server/lists/orders.list';
import { compileQuery } from '#server/lists/compile-query';
import { keyResolver } from '#server/lists/key-resolver';
import { runList } from '#server/lists/run-list';
import { useAdmin, useTestApp } from '#fixtures/file-app';
import { adminListContext } from '#fixtures/list-routes';

const now = new Date('2025-09-10T12:00:00.000Z');
const t = useTestApp();
beforeAll(() => {
  t.deps.now = () => now;
});
const admin = useAdmin(t);

type Item = Record<string, unknown>;
/** Both runs of `input` answer rows, the same orders in the same order. */
function expectSameOrders(input: ListQueryInput, expected: { items: Item[] }, actual: { items: Item[] }) {
  expect(expected.items.length, JSON.stringify(input)).toBeGreaterThan(0);
  expect(
    actual.items.map((o) => o.orderId),
    JSON.stringify(input),
  ).toEqual(expected.items.map((o) => o.orderId));
}
async function list(
  path: string,
  body: ListQueryInput,
): Promise<{ items: Item[]; pager: PagerItem & { totalItemsIsEstimate?: boolean } }> {
  const res = await t.call('POST', path, { token: admin.token, body });
  const answer = (await res.json()) as Item[];
  expect(res.status, JSON.stringify(answer)).toBe(200);
  return { items: answer.slice(0, -1), pager: answer.at(-1) as PagerItem };
}
const orderIds = async (body: ListQueryInput) =>
  (await list(orderPaths.getItems, { pageSize: -1, ...body })).items
    .map((o) => o.orderId as number)
    .sort((a, b) => a - b);
const idsWhere = async (where: SQL) =>
  (await t.database.db.select({ id: orders.orderId }).from(orders).where(where))
    .map((r) => r.id)
    .sort((a, b) => a - b);

describe('answers and pager', () => {
  it('ends with the pager: totals, 1-based page number, window and slice', async () => {
    const total = await t.database.db.$count(orders);
    const { items, pager } = await list(orderPaths.getItems, { pageNumber: 2, pageSize: 10 });
    expect(items).toHaveLength(10);
    expect(pager).toEqual({
      totalItems: total,
      totalPages: Math.ceil(total / 10),
      pageNumber: 3,
      pageSize: 10,
      pages: [1, 2, 3, 4, 5],
      itemStart: 21,
      itemEnd: 30,
      sortColumns: [{ sortBy: 'orderId', isSortAscending: false }],
      sortAscending: false,
      pagerLetter: null,
    });
    // Newest first by default, ids 20 below the top.
    const top = Math.max(...(await idsWhere(sql`true`)));
    expect(items[0]!.orderId).toBe(top - 20);
  });

  it('answers an empty page past the end, still with its pager', async () => {
    const { items, pager } = await list(orderPaths.getItems, { pageNumber: 99, pageSize: 25 });
    expect(items).toEqual([]);
    expect(pager.pageNumber).toBe(100);
    expect(pager.totalItems).toBe(await t.database.db.$count(orders));
  });

  it('counts exactly up to the cap, then estimates, never below the rows seen', async () => {
    const ctx = adminListContext(t, now);
    const total = await t.database.db.$count(orders);
    const small = await runList(t.database, ordersList, listQuerySchema.parse({ pageSize: 10 }), ctx, {
      countCap: 5,
    });
    expect(small.pager.totalItemsIsEstimate).toBe(true);
    expect(small.pager.totalItems).toBeGreaterThan(10);
    const last = await runList(
      t.database,
      ordersList,
      listQuerySchema.parse({ pageSize: 50, pageNumber: 2 }),
      ctx,
      { countCap: 5 },
    );
    expect(last.pager.totalItems).toBe(total);
    expect(last.pager.totalItemsIsEstimate).toBeUndefined();
    const exact = await runList(t.database, ordersList, listQuerySchema.parse({ pageSize: 10 }), ctx);
    expect(exact.pager.totalItems).toBe(total);
  });

  it('counts a query past the cap once while its estimate is kept, and never keeps an exact count', async () => {
    const ctx = adminListContext(t, now);
    const matches = (await orderIds({ filterText: 'a' })).length;
    // Half the matches: the count passes the cap, and the estimate stays under ten caps, so it runs.
    const cap = Math.floor(matches / 2);
    expect(cap).toBeGreaterThan(1);
    const counts: string[] = [];
    const rows = t.database.rows.bind(t.database);
    t.database.rows = ((query: SQL) => {
      const text = new PgDialect().sqlToQuery(query).sql;
      if (/count\(\*\)/.test(text)) counts.push(text);
      return rows(query);
    }) as typeof t.database.rows;
    try {
      const query = listQuerySchema.parse({ pageSize: 5, filterText: 'a' });
      const first = await runList(t.database, ordersList, query, ctx, { countCap: cap });
      const again = await runList(t.database, ordersList, query, ctx, { countCap: cap });
      expect(first.pager.totalItemsIsEstimate).toBe(true);
      expect(again.pager).toEqual(first.pager);
      expect(counts).toHaveLength(1);
      // A larger cap is counted again, and an exact count is counted every time.
      const exact = await runList(t.database, ordersList, query, ctx, { countCap: cap * 10 });
      await runList(t.database, ordersList, query, ctx, { countCap: cap * 10 });
      expect(exact.pager.totalItemsIsEstimate).toBeUndefined();
      expect(exact.pager.totalItems).toBe(matches);
      expect(counts).toHaveLength(3);
    } finally {
      t.database.rows = rows;
    }
  });

  it('matches related values the same way whether their keys are passed as a list or as a subquery', async () => {
    const ctx = adminListContext(t, now);
    const queries: ListQueryInput[] = [
      { filters: [[{ property: 'orderCustomerName', compareType: 1, operatorType: 4, value: 'a' }]] },
      { filters: [[{ property: 'sourceLocationName', compareType: 1, operatorType: 3, value: 'e' }]] },
      { filters: [[{ property: 'deliveringCarrierName', compareType: 1, operatorType: 19 }]] },
      { filters: [[{ property: 'pickedByUserFullName', compareType: 1, operatorType: 2, value: 'x' }]] },
      { filterText: 'a e' },
    ];
    for (const input of queries) {
      const query = listQuerySchema.parse({ pageSize: -1, ...input });
      const asList = await runList(t.database, ordersList, query, ctx);
      const asSubquery = await runList(t.database, ordersList, query, ctx, { maxRelatedKeys: 0 });
      expectSameOrders(input, asList, asSubquery);
    }
  });

  it('answers the same page whether it filters before sorting or walks the sort order', async () => {
    const ctx = adminListContext(t, now);
    const queries: ListQueryInput[] = [
      { filterText: 'e', sortColumns: [{ sortBy: 'producerName', isSortAscending: true }] },
      {
        filterText: 'a',
        pageNumber: 1,
        pageSize: 7,
        sortColumns: [{ sortBy: 'dateNeededBy', isSortAscending: false }],
      },
      {
        pagerLetter: 's',
        sortColumns: [
          { sortBy: 'orderCustomerName', isSortAscending: false },
          { sortBy: 'quantity', isSortAscending: true },
        ],
      },
      {
        filters: [
          [
            { property: 'quantity', compareType: 2, operatorType: 5, value: 50 },
            { property: 'poNumber', compareType: 1, operatorType: 3, value: '1' },
          ],
        ],
        sortColumns: [{ sortBy: 'source', isSortAscending: true }],
      },
    ];
    for (const input of queries) {
      const query = listQuerySchema.parse({ pageSize: 10, ...input });
      // Queries that match text wait for the estimate and may filter first (decision 094).
      expect((await compileQuery(ordersList, query, ctx, keyResolver(t.database, 100))).guessed).toBe(true);
      const fenced = await runList(t.database, ordersList, query, ctx, { fenceBelow: 1e9 });
      const walked = await runList(t.database, ordersList, query, ctx, { fenceBelow: -1 });
      expectSameOrders(input, fenced, walked);
      expect(walked.pager).toEqual(fenced.pager);
    }
  });

  it('reads property names whatever their case ("SystemUserId", as the spec writes it)', async () => {
    const { items } = await list(systemUserPaths.getPickerUsers, {
      filters: [[{ property: 'SystemUserId', value: [1, 2, 3, 4, 5], compareType: 4, operatorType: 1 }]],
      sortColumns: [{ sortBy: 'FirstName', isSortAscending: true }],
    });
    expect(items.every((u) => [1, 2, 3, 4, 5].includes(u.systemUserId as number))).toBe(true);
  });
});

describe('order search fields', () => {
  it('currentOrders picks the grouping; true and false mean Current and All', async () => {
    for (const group of [1, 2, 3, 4] as const) {
      expect(await orderIds({ fields: { currentOrders: group } })).toEqual(
        await idsWhere(inArray(orders.refOrderStatusId, [...orderStatusesOfGroup[group]])),
      );
    }
    expect(await orderIds({ fields: { currentOrders: true } })).toEqual(
      await orderIds({ fields: { currentOrders: 1 } }),
    );
    expect(await orderIds({ fields: { currentOrders: false } })).toEqual(await idsWhere(sql`true`));
  });

  it('filters by customer, type, excluded statuses, exceptions and dates added', async () => {
    expect(await orderIds({ fields: { orderCustomerId: 3 } })).toEqual(
      await idsWhere(eq(orders.orderCustomerId, 3)),
    );
    expect(await orderIds({ fields: { orderTypeId: 1 } })).toEqual(
      await idsWhere(eq(orders.refOrderTypeId, 1)),
    );
    expect(
      await orderIds({ fields: { excludeStatusIds: [OrderStatus.Delivered, OrderStatus.Open] } }),
    ).toEqual(await idsWhere(notInArray(orders.refOrderStatusId, [OrderStatus.Delivered, OrderStatus.Open])));
    expect(await orderIds({ fields: { exceptionIds: [1, 2, 3] } })).toEqual(
      await idsWhere(notInArray(orders.orderId, [1, 2, 3])),
    );
    const from = new Date('2025-08-01T00:00:00Z');
    const to = new Date('2025-09-01T00:00:00Z');
    expect(
      await orderIds({
        fields: { dateStartInclusive: '2025-08-01', dateEndExclusive: '2025-09-01T00:00:00Z' },
      }),
    ).toEqual(await idsWhere(and(gte(orders.dateAdded, from), lt(orders.dateAdded, to))!));
  });

  it('filters by location, state, warehouse, load, stop and designation', async () => {
    const o = orders;
    expect(await orderIds({ fields: { locationId: 1 } })).toEqual(
      await idsWhere(
        or(
          ...[
            o.sourceLocationId,
            o.destinationLocationId,
            o.currentLocationId,
            o.nextLocationId,
            o.pickLocationId,
            o.warehouseId,
          ].map((c) => eq(c, 1)),
        )!,
      ),
    );
    const [someState] = await t.database.db.select({ id: locations.refStateId }).from(locations).limit(1);
    expect(await orderIds({ fields: { statesList: [someState!.id!] } })).toEqual(
      await idsWhere(
        sql`${o.destinationLocationId} in (select location_id from locations where ref_state_id = ${someState!.id})`,
      ),
    );
    const atWarehouse = await idsWhere(
      sql`${o.currentLocationId} in (select location_id from locations where is_nwd_warehouse)`,
    );
    expect(await orderIds({ fields: { onlyNWDWarehouses: true } })).toEqual(atWarehouse);
    const elsewhere = await orderIds({ fields: { includeNWDWarehouse: false } });
    expect(elsewhere.filter((id) => atWarehouse.includes(id))).toEqual([]);
    expect(elsewhere.length + atWarehouse.length).toBe(await t.database.db.$count(orders));

    const onLoad = (where: SQL) =>
      idsWhere(
        sql`${o.orderId} in (select ${loadStopOrders.orderId} from ${loadStopOrders} join ${loadStops} on ${loadStops.loadStopId} = ${loadStopOrders.loadStopId} join ${loads} on ${loads.loadId} = ${loadStops.loadId} where ${where})`,
      );
    expect(await orderIds({ fields: { loadId: 1 } })).toEqual(await onLoad(eq(loads.loadId, 1)));
    expect((await orderIds({ fields: { loadId: 1 } })).length).toBeGreaterThan(0);
    expect(await orderIds({ fields: { loadIds: [1, 2] } })).toEqual(
      await onLoad(inArray(loads.loadId, [1, 2])),
    );
    expect(await orderIds({ fields: { chosenDesignationIds: [4] } })).toEqual(
      await onLoad(eq(loads.refLoadDesignationId, 4)),
    );
    const [stop] = await t.database.db
      .select({ id: loadStopOrders.loadStopId })
      .from(loadStopOrders)
      .limit(1);
    expect(await orderIds({ fields: { loadStopId: stop!.id } })).toEqual(
      await idsWhere(
        sql`${o.orderId} in (select order_id from load_stop_orders where load_stop_id = ${stop!.id})`,
      ),
    );
  });

  it('ignores the fields that do not apply to orders', async () => {
    expect(
      await orderIds({ fields: { hasEmailAddress: true, systemRoleGroup: 'admin', includeInactive: false } }),
    ).toEqual(await idsWhere(sql`true`));
  });
});

describe('relative dates follow the server clock', () => {
  const count = async (operatorType: FilterOperatorCode, compareType: CompareTypeCode = 3) =>
    (
      await list(orderPaths.getItems, {
        pageSize: 1,
        filters: [[{ property: 'dateAdded', compareType, operatorType }]],
      })
    ).pager.totalItems;
  const between = (from: Date, to: Date, toExclusive = false) =>
    t.database.db.$count(
      orders,
      and(
        gte(orders.dateAdded, from),
        toExclusive ? lt(orders.dateAdded, to) : sql`${orders.dateAdded} <= ${to.toISOString()}::timestamptz`,
      ),
    );

  it('PastWeek, PastMonth, PastYear end now; ThisYear is the UTC year', async () => {
    expect(await count(12)).toBe(await between(new Date('2025-09-03T12:00:00Z'), now));
    expect(await count(11)).toBe(await between(new Date('2025-08-10T12:00:00Z'), now));
    expect(await count(13)).toBe(await between(new Date('2024-09-10T12:00:00Z'), now));
    expect(await count(14)).toBe(
      await between(new Date('2025-01-01T00:00:00Z'), new Date('2026-01-01T00:00:00Z'), true),
    );
    expect(await count(11)).toBeGreaterThan(0);
  });

  it('by day (DateOnly), windows are whole UTC days, today included', async () => {
    expect(await count(12, 9)).toBe(
      await between(new Date('2025-09-03T00:00:00Z'), new Date('2025-09-11T00:00:00Z'), true),
    );
    const onDay = await list(orderPaths.getItems, {
      pageSize: 1,
      filters: [
        [{ property: 'dateAdded', compareType: 9, operatorType: 1, value: '2025-09-02T23:59:00-07:00' }],
      ],
    });
    // The calendar date as written: 2 September, whatever the offset.
    expect(onDay.pager.totalItems).toBe(
      await between(new Date('2025-09-02T00:00:00Z'), new Date('2025-09-03T00:00:00Z'), true),
    );
  });
});

describe('the other lists', () => {
  it('loads: current loads leave out Delivered and Cancelled; by location and by customer', async () => {
    const current = await list(loadPaths.getItems, { pageSize: -1, fields: { currentOrders: 1 } });
    expect(current.items.length).toBeGreaterThan(0);
    for (const l of current.items)
      expect([LoadStatus.Delivered, LoadStatus.Cancelled]).not.toContain(l.refLoadStatusId);
    expect(current.pager.totalItems).toBe(
      await t.database.db.$count(
        loads,
        notInArray(loads.refLoadStatusId, [LoadStatus.Delivered, LoadStatus.Cancelled]),
      ),
    );
    const atOne = await list(loadPaths.getItems, { pageSize: -1, fields: { locationId: 1 } });
    const stopsAtOne = await t.database.rows<{ id: number }>(
      sql`select distinct load_id as id from load_stops where location_id = 1`,
    );
    expect(atOne.items.map((l) => l.loadId).sort()).toEqual(stopsAtOne.map((r) => r.id).sort());
    const [first] = atOne.items;
    expect(first).toMatchObject({
      pickups: expect.any(Number),
      deliveries: expect.any(Number),
      orderIdsOnLoad: expect.any(Array),
    });
  });

  it('system users: each tab lists the users holding that kind of login', async () => {
    const kinds = {
      admin: 'admin',
      employee: 'employee',
      customerLogin: 'customer',
      scanToPick: 'scanToPick',
    } as const;
    for (const [group, type] of Object.entries(kinds)) {
      const { items } = await list(systemUserPaths.getItems, {
        pageSize: -1,
        fields: { systemRoleGroup: group as keyof typeof kinds },
      });
      const holders = await t.database.db
        .selectDistinct({ id: userIdentities.systemUserId })
        .from(userIdentities)
        .where(eq(userIdentities.identityType, type));
      expect(items.map((u) => u.systemUserId).sort(), group).toEqual(holders.map((h) => h.id).sort());
      for (const u of items) {
        expect(u).not.toHaveProperty('password');
        expect(u).not.toHaveProperty('passwordResetHash');
      }
    }
  });

  it('picker users: scan-to-pick pickers, by first name', async () => {
    const { items } = await list(systemUserPaths.getPickerUsers, { pageSize: -1 });
    expect(items.length).toBeGreaterThan(1);
    const names = items.map((u) => String(u.firstName).toLowerCase());
    expect(names).toEqual([...names].sort());
    expect(Object.keys(items[0]!).sort()).toEqual([
      'firstName',
      'isActive',
      'lastName',
      'name',
      'systemUserId',
    ]);
  });

  it('carriers as picker options', async () => {
    const { items } = await list(carrierPaths.getResultItems, { pageSize: -1 });
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) {
      expect(item).toMatchObject({
        label: expect.any(String),
        value: expect.any(Number),
        isActive: expect.any(Boolean),
        checked: false,
      });
      expect(item.disabled).toBe(!item.isActive);
    }
  });

  it('locations: the warehouse picker modes and a customer’s own locations', async () => {
    const only = await list(locationPaths.getItems, { pageSize: -1, fields: { onlyNWDWarehouses: true } });
    expect(only.items.length).toBeGreaterThan(0);
    expect(only.items.every((l) => l.isNWDWarehouse === true)).toBe(true);
    const without = await list(locationPaths.getItems, {
      pageSize: -1,
      fields: { includeNWDWarehouse: false },
    });
    expect(without.items.some((l) => l.isNWDWarehouse)).toBe(false);
    const own = await list(locationPaths.getItems, { pageSize: -1, fields: { orderCustomerId: 1 } });
    expect(own.pager.totalItems).toBe(
      await t.database.db.$count(locations, eq(locations.relatedOrderCustomerId, 1)),
    );
  });

  it('storage customers, roles and access requests list and search', async () => {
    const storage = await list(storageCustomerPaths.getItems, { pageSize: -1 });
    expect(storage.items.length).toBeGreaterThan(0);
    const first = storage.items[0]!;
    const letter = String(first.compName)[0]!;
    const byLetter = await list(storageCustomerPaths.getItems, { pageSize: -1, pagerLetter: letter });
    expect(
      byLetter.items.every((s) => String(s.compName).toLowerCase().startsWith(letter.toLowerCase())),
    ).toBe(true);

    const roles = await list(systemRolePaths.getItems, { filterText: 'admin' });
    expect(roles.items.map((r) => r.name)).toContain('Administrator');
    expect(roles.items[0]).toMatchObject({ permissionCodes: expect.any(Array) });
    // Each role counts its own holders, not every assignment there is.
    for (const role of (await list(systemRolePaths.getItems, { pageSize: -1 })).items) {
      const holders = await t.database.db.$count(
        systemUserRoleAssignments,
        eq(systemUserRoleAssignments.systemRoleId, Number(role.systemRoleId)),
      );
      expect(role.userCount, String(role.name)).toBe(holders);
    }

    await t.database.db.insert(systemUserRequests).values({
      emailAddress: 'reviewme@list.test',
      firstName: 'Rita',
      lastname: 'Review',
      companyName: 'Zephyr Wines',
      city: 'Napa',
      state: 'CA',
    });
    const requests = await list(accessRequestPaths.getItems, { filterText: 'zephyr' });
    expect(requests.items.map((r) => r.emailAddress)).toEqual(['reviewme@list.test']);
  });
});
