import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CalendarResponse } from '#contract/calendar';
import { LoadDesignation } from '#contract/load-codes';
import { LoadStatus } from '#contract/load-status';
import { loadPaths } from '#contract/paths';
import { Permission as P } from '#contract/permissions';
import { carriers } from '#server/db/schema/carriers';
import { loadStops, loads } from '#server/db/schema/loads';
import { locations } from '#server/db/schema/locations';
import { createSignedInUser, errorBody } from '#fixtures/auth-helpers';
import { createTestApp, type TestApp } from '#fixtures/test-app';

// March 2031, far from the seed's dates; Pacific Standard Time (UTC-8) until 9 March.
let t: TestApp;
let staffToken: string;
const ids = { carrierA: 0, carrierB: 0, pickup: 0, delivery: 0, noWindow: 0, noStops: 0, long: 0, april: 0 };
const pst = (local: string) => new Date(`${local}-08:00`);

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const [a] = await db.insert(carriers).values({ name: 'Calendar Carrier A' }).returning();
  const [b] = await db.insert(carriers).values({ name: 'Calendar Carrier B' }).returning();
  const [dock] = await db.insert(locations).values({ name: 'Calendar Dock' }).returning();
  ids.carrierA = a!.carrierId;
  ids.carrierB = b!.carrierId;
  const load = async (values: Partial<typeof loads.$inferInsert>, windows: [Date | null, Date | null][]) => {
    const [row] = await db.insert(loads).values(values).returning();
    for (const [i, [fromDate, toDate]] of windows.entries())
      await db.insert(loadStops).values({
        loadId: row!.loadId,
        locationId: dock!.locationId,
        refLoadStopTypeId: i === 0 ? 1 : 2,
        stopSequence: i + 1,
        fromDate,
        toDate,
      });
    return row!.loadId;
  };
  // Picked up on the 3rd, delivered on the 5th.
  ids.pickup = await load(
    {
      carrierId: ids.carrierA,
      refLoadStatusId: LoadStatus.Booked,
      refLoadDesignationId: LoadDesignation.California,
    },
    [
      [pst('2031-03-03T08:00'), pst('2031-03-03T11:00')],
      [pst('2031-03-05T09:00'), pst('2031-03-05T10:00')],
    ],
  );
  // A stop without a window: placed on its estimated ship date.
  ids.noWindow = await load(
    {
      carrierId: ids.carrierB,
      refLoadStatusId: LoadStatus.Delivered,
      refLoadDesignationId: LoadDesignation.East,
      estimatedShippingDate: pst('2031-03-04T10:00'),
    },
    [[null, null]],
  );
  // No stops; 07:30 UTC on the 4th is still the 3rd (23:30) in the business time zone, after the pickup.
  ids.noStops = await load({ estimatedShippingDate: new Date('2031-03-04T07:30:00Z') }, []);
  // One window over three days.
  ids.long = await load({ carrierId: ids.carrierA, refLoadStatusId: LoadStatus.InTransit }, [
    [pst('2031-03-06T20:00'), pst('2031-03-08T06:00')],
  ]);
  ids.april = await load({ carrierId: ids.carrierA }, [[pst('2031-04-01T08:00'), pst('2031-04-01T09:00')]]);
  staffToken = (
    await createSignedInUser(t, { identities: [{ type: 'employee', permissionCodes: [P.LoadView] }] })
  ).token;
});
afterAll(() => t.close());

const get = (query: string, token: string | null = staffToken) =>
  t.call('GET', `${loadPaths.getCalendarItems}?${query}`, { token });
const calendar = async (query: string, token?: string) => {
  const res = await get(query, token);
  expect(res.status).toBe(200);
  return (await res.json()) as CalendarResponse;
};
/** Day → load ids, for the loads this file made. */
const placed = (body: CalendarResponse) =>
  Object.fromEntries(
    body.days
      .map(
        (d) =>
          [d.date, d.loads.map((l) => l.loadId).filter((id) => Object.values(ids).includes(id))] as const,
      )
      .filter(([, loadIds]) => loadIds.length),
  );

describe('GET getCalendarItems', () => {
  it('places loads by their stop windows, and by the estimated ship date where a stop has none', async () => {
    const body = await calendar('from=2031-03-01&to=2031-03-10');
    expect(body).toMatchObject({ from: '2031-03-01', to: '2031-03-10', timeZone: 'America/Los_Angeles' });
    expect(placed(body)).toEqual({
      '2031-03-03': [ids.pickup, ids.noStops],
      '2031-03-04': [ids.noWindow],
      '2031-03-05': [ids.pickup],
      '2031-03-06': [ids.long],
      '2031-03-07': [ids.long],
      '2031-03-08': [ids.long],
    });
    const third = body.days.find((d) => d.date === '2031-03-03')!;
    expect(third.total).toBe(2);
    expect(third.loads[0]).toEqual({
      loadId: ids.pickup,
      refLoadStatusId: LoadStatus.Booked,
      refLoadDesignationId: LoadDesignation.California,
      carrierId: ids.carrierA,
      carrierName: 'Calendar Carrier A',
      stopCount: 2,
      start: '2031-03-03T16:00:00.000Z',
      end: '2031-03-03T19:00:00.000Z',
      byStopWindow: true,
    });
    expect(third.loads[1]).toMatchObject({ loadId: ids.noStops, stopCount: 0, byStopWindow: false });
  });

  it('keeps to the window: one day, and nothing outside it', async () => {
    expect(placed(await calendar('from=2031-03-05&to=2031-03-05'))).toEqual({ '2031-03-05': [ids.pickup] });
    expect(placed(await calendar('from=2031-03-07&to=2031-03-07'))).toEqual({ '2031-03-07': [ids.long] });
    expect(placed(await calendar('from=2031-03-11&to=2031-03-31'))).toEqual({});
  });

  it('filters by designation and to current loads', async () => {
    expect(
      placed(await calendar(`from=2031-03-01&to=2031-03-10&designation=${LoadDesignation.California}`)),
    ).toEqual({ '2031-03-03': [ids.pickup], '2031-03-05': [ids.pickup] });
    const both = `${LoadDesignation.California},${LoadDesignation.East}`;
    expect(Object.keys(placed(await calendar(`from=2031-03-01&to=2031-03-10&designation=${both}`)))).toEqual([
      '2031-03-03',
      '2031-03-04',
      '2031-03-05',
    ]);
    const current = placed(await calendar('from=2031-03-01&to=2031-03-10&currentOnly=true'));
    expect(current['2031-03-04']).toBeUndefined();
    expect(current['2031-03-03']).toEqual([ids.pickup, ids.noStops]);
  });

  it('lists at most perDay loads a day and still counts them all', async () => {
    const body = await calendar('from=2031-03-03&to=2031-03-03&perDay=1');
    expect(body.days).toEqual([
      { date: '2031-03-03', total: 2, loads: [expect.objectContaining({ loadId: ids.pickup })] },
    ]);
  });

  it('shows a carrier login only its own loads; customers and callers without load view are refused', async () => {
    const carrier = await createSignedInUser(t, {
      identities: [{ type: 'carrier', carrierId: ids.carrierA, permissionCodes: [P.LoadView] }],
    });
    const body = await calendar('from=2031-03-01&to=2031-04-11', carrier.token);
    const seen = new Set(body.days.flatMap((d) => d.loads.map((l) => l.carrierId)));
    expect([...seen]).toEqual([ids.carrierA]);
    expect(placed(body)).toEqual({
      '2031-03-03': [ids.pickup],
      '2031-03-05': [ids.pickup],
      '2031-03-06': [ids.long],
      '2031-03-07': [ids.long],
      '2031-03-08': [ids.long],
      '2031-04-01': [ids.april],
    });
    const customer = await createSignedInUser(t, {
      identities: [{ type: 'customer', orderCustomerId: 1, permissionCodes: [P.LoadView] }],
    });
    expect((await get('from=2031-03-01&to=2031-03-10', customer.token)).status).toBe(403);
    const noView = await createSignedInUser(t, {
      identities: [{ type: 'employee', permissionCodes: [P.OrderView] }],
    });
    expect((await get('from=2031-03-01&to=2031-03-10', noView.token)).status).toBe(403);
    expect((await get('from=2031-03-01&to=2031-03-10', null)).status).toBe(401);
  });

  it('places by the business day across the daylight-saving change (9 March 2031)', async () => {
    const db = t.database.db;
    // 23:30 on the 9th in Los Angeles, already Pacific Daylight Time (UTC-7): 06:30 UTC on the 10th.
    const [late] = await db
      .insert(loads)
      .values({ estimatedShippingDate: new Date('2031-03-10T06:30:00Z') })
      .returning();
    const on = async (day: string) =>
      (await calendar(`from=${day}&to=${day}`)).days.flatMap((d) => d.loads.map((l) => l.loadId));
    expect(await on('2031-03-09')).toContain(late!.loadId);
    expect(await on('2031-03-10')).not.toContain(late!.loadId);
  });

  it.each([
    ['from=2031-02-30&to=2031-03-01', 'from', 'Invalid Date'],
    ['from=2031-03-01', 'to', undefined],
    ['from=2031-03-10&to=2031-03-01', 'to', 'Must not be before from'],
    ['from=2031-03-01&to=2031-04-12', 'to', 'At most 42 days from from'],
    ['from=2031-03-01&to=2031-03-10&designation=99', 'designation', 'Unknown load designation'],
    ['from=2031-03-01&to=2031-03-10&designation=1;drop', 'designation', undefined],
    ['from=2031-03-01&to=2031-03-10&currentOnly=maybe', 'currentOnly', 'Must be true or false'],
    ['from=2031-03-01&to=2031-03-10&perDay=0', 'perDay', 'Must be at least 1'],
    ['from=2031-03-01&to=2031-03-10&viewMode=month', 'viewMode', 'Unknown field'],
  ])('refuses %s with a 400 naming %s', async (query, field, message) => {
    const res = await get(query);
    expect(res.status).toBe(400);
    const body = await errorBody(res);
    expect(Object.keys(body.fields ?? {})).toEqual([field]);
    if (message) expect(body.fields![field]).toBe(message);
  });
});
