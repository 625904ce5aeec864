import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import {
  accessRequestPaths,
  carrierPaths,
  loadPaths,
  locationPaths,
  orderCustomerPaths,
  orderPaths,
  systemUserPaths,
} from '#contract/paths';
import { Permission as P } from '#contract/permissions';
import { sessions, systemUserRequests, systemUsers, userIdentities } from '#server/db/schema/auth';
import { carriers } from '#server/db/schema/carriers';
import { orderChangelogs } from '#server/db/schema/changelogs';
import { contacts } from '#server/db/schema/contacts';
import { orderCustomers } from '#server/db/schema/customers';
import { loadStopOrders, loadStops, loads } from '#server/db/schema/loads';
import { locations } from '#server/db/schema/locations';
import { notes } from '#server/db/schema/notes';
import { orderGroups, orders } from '#server/db/schema/orders';
import { createSignedInUser, createUser, errorBody, signInAs } from '#fixtures/auth-helpers';
import { useAdmin, useTestApp } from '#fixtures/file-app';

const t = useTestApp();
const { db } = t;
const admin = useAdmin(t);

const post = (path: string, body: unknown, token = admin.token) => t.call('POST', path, { token, body });

const newOrder = async (over: Partial<typeof orders.$inferInsert> = {}) =>
  (
    await db
      .insert(orders)
      .values({ poNumber: 'DEL', orderCustomerId: 1, ...over })
      .returning()
  )[0]!.orderId;
const newCustomer = async () =>
  (await db.insert(orderCustomers).values({ orderCustomerName: 'Delete Me' }).returning())[0]!
    .orderCustomerId;
const newLocation = async () =>
  (await db.insert(locations).values({ name: 'Delete Me' }).returning())[0]!.locationId;
const newCarrier = async () =>
  (await db.insert(carriers).values({ name: 'Delete Me' }).returning())[0]!.carrierId;
const newLoad = async (over: Partial<typeof loads.$inferInsert> = {}) =>
  (await db.insert(loads).values(over).returning())[0]!.loadId;
const newRequest = async () =>
  (
    await db
      .insert(systemUserRequests)
      .values({
        emailAddress: 'x@y.test',
        firstName: 'X',
        lastname: 'Y',
        companyName: 'Z',
        city: 'C',
        state: 'CA',
      })
      .returning()
  )[0]!.systemUserRequestId;

/** The rows of `table` among `ids` that still exist. */
async function existing(table: PgTable, column: AnyPgColumn, ids: number[]) {
  return (await db.select({ id: column }).from(table).where(inArray(column, ids)))
    .map((r) => Number(r.id))
    .sort((a, b) => a - b);
}

describe('deleteBulk', () => {
  it('deletes the rows in one go, skips ids that are gone, and takes owned rows along', async () => {
    const customer = await newCustomer();
    await db.insert(contacts).values({ orderCustomerId: customer, name: 'C' });
    await db.insert(notes).values({ orderCustomerId: customer, noteContent: 'n' });
    const res = await post(orderCustomerPaths.deleteBulk, [customer, 999_999]);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ deleted: 1 });
    expect(await db.$count(orderCustomers, eq(orderCustomers.orderCustomerId, customer))).toBe(0);
    expect(await db.$count(contacts, eq(contacts.orderCustomerId, customer))).toBe(0);

    const cases: [string, () => Promise<number>, PgTable, AnyPgColumn][] = [
      [orderPaths.deleteBulk, () => newOrder(), orders, orders.orderId],
      [loadPaths.deleteBulk, () => newLoad(), loads, loads.loadId],
      [locationPaths.deleteBulk, newLocation, locations, locations.locationId],
      [carrierPaths.deleteBulk, newCarrier, carriers, carriers.carrierId],
    ];
    for (const [path, make, table, column] of cases) {
      const ids = [await make(), await make()];
      const ok = await post(path, ids);
      expect(ok.status, path).toBe(200);
      expect(await ok.json()).toEqual({ deleted: 2 });
      expect(await existing(table, column, ids)).toEqual([]);
    }

    const requests = [await newRequest(), await newRequest()];
    expect(await (await post(accessRequestPaths.deleteBulk, requests)).json()).toEqual({ deleted: 2 });
    expect(
      await db.$count(systemUserRequests, inArray(systemUserRequests.systemUserRequestId, requests)),
    ).toBe(0);
  });

  it('refuses with 409 delete_blocked, naming what refers to which row, and deletes nothing', async () => {
    const free = await newCustomer();
    let res = await post(orderCustomerPaths.deleteBulk, [free, 1]);
    expect(res.status).toBe(409);
    let body = await errorBody(res);
    expect(body.code).toBe('delete_blocked');
    expect(body.statusText).toMatch(
      /^The selected customers cannot be deleted: .+ is used by .*\d+ orders.*Nothing was deleted\.$/,
    );
    expect(await db.$count(orderCustomers, eq(orderCustomers.orderCustomerId, free))).toBe(1);

    const freeLocation = await newLocation();
    res = await post(locationPaths.deleteBulk, [freeLocation, 1]);
    expect(res.status).toBe(409);
    body = await errorBody(res);
    expect(body.statusText).toMatch(/: .+ is used by/);
    expect(body.statusText).toMatch(/orders|loads|load stops/);
    expect(await existing(locations, locations.locationId, [freeLocation, 1])).toEqual([1, freeLocation]);

    const [usedCarrier] = await db
      .select({ id: loads.carrierId })
      .from(loads)
      .where(isNotNull(loads.carrierId))
      .limit(1);
    const freeCarrier = await newCarrier();
    res = await post(carrierPaths.deleteBulk, [freeCarrier, usedCarrier!.id!]);
    expect(res.status).toBe(409);
    expect((await errorBody(res)).statusText).toMatch(/: .+ is used by/);
    expect(await existing(carriers, carriers.carrierId, [freeCarrier])).toEqual([freeCarrier]);

    const [onLoad] = await db.select({ id: loadStopOrders.orderId }).from(loadStopOrders).limit(1);
    const freeOrder = await newOrder();
    res = await post(orderPaths.deleteBulk, [freeOrder, onLoad!.id]);
    expect(res.status).toBe(409);
    expect((await errorBody(res)).statusText).toContain(`Order #${onLoad!.id} is used by`);
    expect(await existing(orders, orders.orderId, [freeOrder, onLoad!.id])).toEqual(
      [freeOrder, onLoad!.id].sort((a, b) => a - b),
    );

    // A load with orders on it keeps them: remove the orders first.
    const [carrying] = await db
      .select({ id: loadStops.loadId })
      .from(loadStops)
      .innerJoin(loadStopOrders, eq(loadStopOrders.loadStopId, loadStops.loadStopId))
      .limit(1);
    const freeLoad = await newLoad();
    res = await post(loadPaths.deleteBulk, [freeLoad, carrying!.id]);
    expect(res.status).toBe(409);
    body = await errorBody(res);
    expect(body.code).toBe('delete_blocked');
    expect(body.statusText).toMatch(new RegExp(`Load #${carrying!.id} carries \\d+ orders?`));
    expect(await existing(loads, loads.loadId, [freeLoad])).toEqual([freeLoad]);
  });

  it('deletes users with their logins and sessions, but never the caller', async () => {
    const victim = await createSignedInUser(t, {
      identities: [{ type: 'employee', permissionCodes: [P.OrderView] }],
    });
    let res = await post(systemUserPaths.deleteBulk, [victim.systemUserId, admin.systemUserId]);
    expect(res.status).toBe(409);
    expect((await errorBody(res)).statusText).toBe(
      'You cannot delete your own account. Nothing was deleted.',
    );
    expect(await db.$count(systemUsers, eq(systemUsers.systemUserId, victim.systemUserId))).toBe(1);

    res = await post(systemUserPaths.deleteBulk, [victim.systemUserId]);
    expect(await res.json()).toEqual({ deleted: 1 });
    expect(await db.$count(userIdentities, eq(userIdentities.systemUserId, victim.systemUserId))).toBe(0);
    expect(await db.$count(sessions, eq(sessions.systemUserId, victim.systemUserId))).toBe(0);
    expect((await t.call('POST', orderPaths.getItems, { token: victim.token, body: {} })).status).toBe(401);
  });

  it('needs the delete permission, and changes nothing without it', async () => {
    const viewer = await createSignedInUser(t, {
      identities: [
        { type: 'employee', permissionCodes: [P.OrderView, P.OrderUpdate, P.CustomerView, P.UserView] },
      ],
    });
    const order = await newOrder();
    const customer = await newCustomer();
    expect((await post(orderPaths.deleteBulk, [order], viewer.token)).status).toBe(403);
    expect((await post(orderCustomerPaths.deleteBulk, [customer], viewer.token)).status).toBe(403);
    expect((await post(systemUserPaths.deleteBulk, [admin.systemUserId], viewer.token)).status).toBe(403);
    expect(await db.$count(orders, eq(orders.orderId, order))).toBe(1);
    expect(await db.$count(orderCustomers, eq(orderCustomers.orderCustomerId, customer))).toBe(1);
    // A customer login holding the code is still not staff.
    const outsider = await createUser(db, {
      identities: [{ type: 'customer', orderCustomerId: 1, permissionCodes: [P.OrderDelete, P.OrderView] }],
    });
    const { token } = await signInAs(t, outsider);
    expect((await post(orderPaths.deleteBulk, [order], token)).status).toBe(403);
    expect(await db.$count(orders, eq(orders.orderId, order))).toBe(1);
  });

  it('refuses bodies that are not a list of 1 to 1000 ids', async () => {
    for (const body of [[], {}, [0.5], [-1], ['1'], Array.from({ length: 1001 }, (_, i) => i + 1), null]) {
      expect((await post(orderPaths.deleteBulk, body)).status, JSON.stringify(body)?.slice(0, 40)).toBe(400);
    }
  });
});

describe('groupOrders and ungroupOrders', () => {
  const groupOf = async (id: number) =>
    (await db.select({ g: orders.orderGroupId }).from(orders).where(eq(orders.orderId, id)))[0]!.g;

  it('groups at least two orders, out of any group they were in, and logs each', async () => {
    const [a, b, c] = [await newOrder(), await newOrder(), await newOrder()];
    let res = await post(orderPaths.groupOrders, [a, b]);
    expect(res.status).toBe(200);
    const first = (await res.json()) as { orderGroupId: number; count: number };
    expect(first.count).toBe(2);
    expect([await groupOf(a), await groupOf(b)]).toEqual([first.orderGroupId, first.orderGroupId]);

    // b moves to a new group with c; a is left alone in the first, which is dissolved.
    res = await post(orderPaths.groupOrders, [b, c]);
    const second = (await res.json()) as { orderGroupId: number; count: number };
    expect(second.orderGroupId).not.toBe(first.orderGroupId);
    expect([await groupOf(a), await groupOf(b), await groupOf(c)]).toEqual([
      null,
      second.orderGroupId,
      second.orderGroupId,
    ]);
    expect(await db.$count(orderGroups, eq(orderGroups.orderGroupId, first.orderGroupId))).toBe(0);

    const log = await db
      .select({ bullets: orderChangelogs.bulletedChanges, by: orderChangelogs.systemUserId })
      .from(orderChangelogs)
      .where(eq(orderChangelogs.orderId, b));
    expect(log.map((l) => l.bullets?.bullets[0])).toEqual([
      `Order group: none → #${first.orderGroupId}`,
      `Order group: #${first.orderGroupId} → #${second.orderGroupId}`,
    ]);
    expect(log.every((l) => l.by === admin.systemUserId)).toBe(true);
  });

  it('ungroups at least one order; a group left with one order goes too', async () => {
    const [a, b, c] = [await newOrder(), await newOrder(), await newOrder()];
    const { orderGroupId } = (await (await post(orderPaths.groupOrders, [a, b, c])).json()) as {
      orderGroupId: number;
    };
    let res = await post(orderPaths.ungroupOrders, [a]);
    expect(await res.json()).toEqual({ count: 1 });
    expect([await groupOf(a), await groupOf(b), await groupOf(c)]).toEqual([
      null,
      orderGroupId,
      orderGroupId,
    ]);
    res = await post(orderPaths.ungroupOrders, [b]);
    expect(await res.json()).toEqual({ count: 2 });
    expect([await groupOf(b), await groupOf(c)]).toEqual([null, null]);
    expect(await db.$count(orderGroups, eq(orderGroups.orderGroupId, orderGroupId))).toBe(0);
    // Ungrouping an order in no group changes nothing.
    expect(await (await post(orderPaths.ungroupOrders, [a])).json()).toEqual({ count: 0 });
  });

  it('enforces the minimums, and answers 404 (changing nothing) for an unknown order', async () => {
    const a = await newOrder();
    for (const body of [[a], [a, a]]) {
      const res = await post(orderPaths.groupOrders, body);
      expect(res.status).toBe(400);
      expect((await errorBody(res)).statusText).toBe('Select at least 2 orders to group.');
    }
    expect((await post(orderPaths.ungroupOrders, [])).status).toBe(400);
    const res = await post(orderPaths.groupOrders, [a, 999_999]);
    expect(res.status).toBe(404);
    expect(await groupOf(a)).toBeNull();
    expect(await db.$count(orderChangelogs, and(eq(orderChangelogs.orderId, a)))).toBe(0);
  });
});
