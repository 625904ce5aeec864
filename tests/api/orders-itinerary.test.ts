import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { LoadStatus } from '#contract/load-status';
import { fillPath } from '#contract/path-template';
import { locationPaths, orderPaths } from '#contract/paths';
import { Permission as P } from '#contract/permissions';
import { loadStops } from '#server/db/schema/loads';
import { createSignedInUser } from '#fixtures/auth-helpers';
import { useBeforeAll, useTestApp } from '#fixtures/file-app';
import { create, createOrderData, customerForm, json, putOnLoad, staffForm } from './orders-helpers';

const t = useTestApp();
const d = useBeforeAll(() => createOrderData(t));

const itinerary = (token: string, orderId: number) =>
  t.call('GET', fillPath(orderPaths.getOrderItinerary, { orderId }), { token });

describe('getOrderItinerary', () => {
  it('is empty for an order on no load', async () => {
    const saved = await json(await create(t, d.staff.token, staffForm(d)));
    expect(await json(await itinerary(d.staff.token, saved.orderId))).toEqual([]);
  });

  it('lists each load with carrier, status, and the pickup and delivery stop with locations and dates', async () => {
    const saved = await json(await create(t, d.staff.token, staffForm(d)));
    const first = await putOnLoad(t, d, saved.orderId, d.carrier.carrierId);
    const second = await putOnLoad(t, d, saved.orderId);
    const done = new Date('2026-02-03T10:00:00.000Z');
    await t.database.db
      .update(loadStops)
      .set({ pickedUpDeliveryDate: done, fromDate: new Date('2026-02-03T08:00:00.000Z') })
      .where(eq(loadStops.loadStopId, first.pickup.loadStopId));
    const items = await json<unknown[]>(await itinerary(d.staff.token, saved.orderId));
    expect(items).toEqual([
      {
        loadId: first.load.loadId,
        carrier: 'Swift Haul',
        status: LoadStatus.Open,
        pickUpLoadStop: {
          location: {
            locationId: d.cellar.locationId,
            name: 'Acme Cellar',
            city: 'Napa',
            stateAbbreviation: null,
          },
          fromDate: '2026-02-03T08:00:00.000Z',
          toDate: null,
          pickedUpDeliveryDate: done.toISOString(),
        },
        deliveryLoadStop: expect.objectContaining({
          location: expect.objectContaining({ locationId: d.market.locationId, name: 'Bend Market' }),
          pickedUpDeliveryDate: null,
        }),
      },
      expect.objectContaining({ loadId: second.load.loadId, carrier: null }),
    ]);
  });

  it('a carrier sees the itinerary of orders on its loads only; without LoadView it is 403', async () => {
    const mine = await json(await create(t, d.staff.token, staffForm(d)));
    const other = await json(await create(t, d.staff.token, staffForm(d)));
    await putOnLoad(t, d, mine.orderId, d.carrier.carrierId);
    expect((await itinerary(d.carrierLogin.token, mine.orderId)).status).toBe(200);
    expect((await itinerary(d.carrierLogin.token, other.orderId)).status).toBe(404);
    const noLoads = await createSignedInUser(t, {
      identities: [{ type: 'employee', permissionCodes: [P.OrderView] }],
    });
    expect((await itinerary(noLoads.token, mine.orderId)).status).toBe(403);
    expect((await itinerary(d.staff.token, 999_999)).status).toBe(404);
  });
});

describe('getRecentlyUsedLocationsByCustomerId', () => {
  const recent = (token: string, customerId: number, count?: number) =>
    t.call(
      'GET',
      `${fillPath(locationPaths.getRecentlyUsedLocationsByCustomerId, { customerId })}${count ? `?count=${count}` : ''}`,
      { token },
    );

  it("lists the customer's From and To locations, most recently used first, each once", async () => {
    const fresh = await createOrderData(t);
    const c = fresh.acme.orderCustomerId;
    expect(await json(await recent(fresh.staff.token, c))).toEqual([]);
    await json(await create(t, fresh.staff.token, staffForm(fresh)));
    t.advance(1000);
    await json(
      await create(
        t,
        fresh.staff.token,
        staffForm(fresh, {
          sourceLocationId: fresh.dock.locationId,
          destinationLocationId: fresh.market.locationId,
        }),
      ),
    );
    const ids = (await json<{ locationId: number }[]>(await recent(fresh.staff.token, c))).map(
      (l) => l.locationId,
    );
    expect(ids).toHaveLength(3);
    expect(new Set(ids).size).toBe(3);
    expect(ids.at(-1)).toBe(fresh.cellar.locationId);
    expect((await json<unknown[]>(await recent(fresh.staff.token, c, 1))).length).toBe(1);
    // A customer login asks for its own customer only.
    expect((await recent(fresh.customer.token, c)).status).toBe(200);
    expect((await recent(fresh.otherCustomer.token, c)).status).toBe(404);
    expect((await recent(fresh.carrierLogin.token, c)).status).toBe(403);
    expect((await recent(fresh.staff.token, c, 51)).status).toBe(400);
  });

  it("usedAs=destination answers the customer's last delivery place first, never a pickup place (issue #24)", async () => {
    const fresh = await createOrderData(t);
    const c = fresh.acme.orderCustomerId;
    const places = async (query: string) =>
      (
        await json<{ locationId: number }[]>(
          await t.call(
            'GET',
            `${fillPath(locationPaths.getRecentlyUsedLocationsByCustomerId, { customerId: c })}?${query}`,
            { token: fresh.staff.token },
          ),
        )
      ).map((l) => l.locationId);
    const { cellar, market, dock } = fresh;
    expect(cellar.locationId).toBeLessThan(dock.locationId);
    await json(
      await create(
        t,
        fresh.staff.token,
        staffForm(fresh, { sourceLocationId: dock.locationId, destinationLocationId: market.locationId }),
      ),
    );
    t.advance(1000);
    // The latest order picks up at the Cellar and delivers to the Dock: both were last used by it.
    await json(
      await create(
        t,
        fresh.staff.token,
        staffForm(fresh, { sourceLocationId: cellar.locationId, destinationLocationId: dock.locationId }),
      ),
    );
    expect(await places('count=1&usedAs=destination')).toEqual([dock.locationId]);
    expect(await places('usedAs=destination')).toEqual([dock.locationId, market.locationId]);
    expect(await places('usedAs=source')).toEqual([cellar.locationId, dock.locationId]);
    await expect(places('usedAs=pickup')).rejects.toThrow('expected 200, got 400');
  });

  it("a customer's own order adds to its list", async () => {
    await json(
      await create(t, d.customer.token, customerForm(d, { destinationLocationId: d.dock.locationId })),
    );
    const ids = (
      await json<{ locationId: number }[]>(await recent(d.customer.token, d.acme.orderCustomerId))
    ).map((l) => l.locationId);
    expect(ids).toContain(d.dock.locationId);
  });
});
