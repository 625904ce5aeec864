import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calendarQuerySchema, type CalendarResponse } from '#contract/calendar';
import { LoadDesignation } from '#contract/load-codes';
import { LoadStatus } from '#contract/load-status';
import { loadPaths } from '#contract/paths';
import { Permission as P } from '#contract/permissions';
import { toDays } from '#server/calendar/calendar-items';
import { directCalendarRows, longWindowTouches } from '#server/calendar/calendar-direct';
import { placementWindow, type CalendarScope } from '#server/calendar/calendar-window';
import { carriers } from '#server/db/schema/carriers';
import { loadStops, loads } from '#server/db/schema/loads';
import { locations } from '#server/db/schema/locations';
import { createSignedInUser } from '#fixtures/auth-helpers';
import { createTestApp, type TestApp } from '#fixtures/test-app';

// load_calendar_days (decision 046) follows every write: after each, the call's answer (read from that
// table) must equal the placements computed from load_stops and loads alone. May 2032, PDT (UTC-7).
let t: TestApp;
let staffToken: string;
let dock = 0;
let carrier = 0;
const pdt = (local: string) => new Date(`${local}-07:00`);
type Window = [Date | null, Date | null];

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  dock = (await db.insert(locations).values({ name: 'Calendar Days Dock' }).returning())[0]!.locationId;
  carrier = (await db.insert(carriers).values({ name: 'Calendar Days Carrier' }).returning())[0]!.carrierId;
  staffToken = (
    await createSignedInUser(t, { identities: [{ type: 'employee', permissionCodes: [P.LoadView] }] })
  ).token;
});
afterAll(() => t.close());

async function addStops(loadId: number, windows: Window[], firstSequence = 1) {
  const db = t.database.db;
  const rows = await db
    .insert(loadStops)
    .values(
      windows.map(([fromDate, toDate], i) => ({
        loadId,
        locationId: dock,
        refLoadStopTypeId: i === 0 ? 1 : 2,
        stopSequence: firstSequence + i,
        fromDate,
        toDate,
      })),
    )
    .returning();
  return rows.map((r) => r.loadStopId);
}
async function newLoad(values: Partial<typeof loads.$inferInsert>, windows: Window[]) {
  const [row] = await t.database.db.insert(loads).values(values).returning();
  const stops = windows.length ? await addStops(row!.loadId, windows) : [];
  return { loadId: row!.loadId, stops };
}

/** The call's answer, checked against the direct computation and against the long-window fallback. */
async function calendar(
  query: Record<string, string>,
  scope: CalendarScope = { kind: 'all' },
  token = staffToken,
) {
  const res = await t.call('GET', `${loadPaths.getCalendarItems}?${new URLSearchParams(query)}`, { token });
  expect(res.status).toBe(200);
  const body = (await res.json()) as CalendarResponse;
  const w = placementWindow(calendarQuerySchema.parse(query), scope, t.config.BUSINESS_TIME_ZONE);
  // Otherwise the call computed it directly too, and the comparison proves nothing about the table.
  expect(await longWindowTouches(t.database, w)).toBe(false);
  expect(body.days).toEqual(toDays(w.dates, await directCalendarRows(t.database, w)));
  return body;
}
/** Day → ids of the given loads placed on it. */
const daysOf = (body: CalendarResponse, ids: number[]) =>
  Object.fromEntries(
    body.days
      .map((d) => [d.date, d.loads.map((l) => l.loadId).filter((id) => ids.includes(id))] as const)
      .filter(([, found]) => found.length),
  );
const may = { from: '2032-04-25', to: '2032-06-05' };

describe('load_calendar_days', () => {
  it('holds the seeded book in the test template (the migration ran and the seed filled it)', async () => {
    const [row] = await t.database.rows<{ n: number }>(
      sql`select count(*)::int as n from load_calendar_days`,
    );
    expect(Number(row!.n)).toBeGreaterThan(0);
    // The template's seed anchor is 2025-09-04: the months around it, every load listed.
    const body = await calendar({ from: '2025-08-10', to: '2025-09-20' });
    expect(body.days.length).toBeGreaterThan(0);
    await calendar({ from: '2025-08-10', to: '2025-09-20', perDay: '1', currentOnly: 'true' });
  });

  it('follows a stop window moved and a stop deleted', async () => {
    const { loadId, stops } = await newLoad({ carrierId: carrier }, [
      [pdt('2032-05-03T08:00'), pdt('2032-05-03T11:00')],
      [pdt('2032-05-05T09:00'), pdt('2032-05-05T10:00')],
    ]);
    expect(daysOf(await calendar(may), [loadId])).toEqual({ '2032-05-03': [loadId], '2032-05-05': [loadId] });
    await t.database.db
      .update(loadStops)
      .set({ fromDate: pdt('2032-05-09T22:00'), toDate: pdt('2032-05-10T02:00') })
      .where(eq(loadStops.loadStopId, stops[1]!));
    expect(daysOf(await calendar(may), [loadId])).toEqual({
      '2032-05-03': [loadId],
      '2032-05-09': [loadId],
      '2032-05-10': [loadId],
    });
    await t.database.db.delete(loadStops).where(eq(loadStops.loadStopId, stops[0]!));
    expect(daysOf(await calendar(may), [loadId])).toEqual({ '2032-05-09': [loadId], '2032-05-10': [loadId] });
  });

  it("follows a load's ship date, and a stop added to a load placed by it", async () => {
    const ship = pdt('2032-05-12T23:30');
    const { loadId } = await newLoad({ estimatedShippingDate: ship }, []);
    expect(daysOf(await calendar(may), [loadId])).toEqual({ '2032-05-12': [loadId] });
    await t.database.db
      .update(loads)
      .set({ estimatedShippingDate: pdt('2032-05-14T06:00') })
      .where(eq(loads.loadId, loadId));
    expect(daysOf(await calendar(may), [loadId])).toEqual({ '2032-05-14': [loadId] });
    // A stop with a window: placed by it now, no longer by the ship date.
    await addStops(loadId, [[pdt('2032-05-20T08:00'), null]]);
    const placed = await calendar(may);
    expect(daysOf(placed, [loadId])).toEqual({ '2032-05-20': [loadId] });
    expect(
      placed.days.find((d) => d.date === '2032-05-20')!.loads.find((l) => l.loadId === loadId),
    ).toMatchObject({
      start: '2032-05-20T15:00:00.000Z',
      end: '2032-05-20T15:00:00.000Z',
      byStopWindow: true,
      stopCount: 1,
    });
    // And a stop without one: the ship date places it again, besides the window.
    await addStops(loadId, [[null, null]], 2);
    expect(daysOf(await calendar(may), [loadId])).toEqual({ '2032-05-14': [loadId], '2032-05-20': [loadId] });
  });

  it('follows a load deleted, with its stops', async () => {
    const { loadId } = await newLoad({}, [[pdt('2032-05-22T08:00'), pdt('2032-05-22T09:00')]]);
    expect(daysOf(await calendar(may), [loadId])).toEqual({ '2032-05-22': [loadId] });
    await t.database.db.delete(loads).where(eq(loads.loadId, loadId));
    expect(daysOf(await calendar(may), [loadId])).toEqual({});
    const [left] = await t.database.rows<{ n: number }>(
      sql`select count(*)::int as n from load_calendar_days where load_id = ${loadId}::int`,
    );
    expect(Number(left!.n)).toBe(0);
  });

  it('follows a stop moved to another load, in one statement with others', async () => {
    const a = await newLoad({}, [[pdt('2032-05-25T08:00'), pdt('2032-05-25T09:00')]]);
    const b = await newLoad({}, [[pdt('2032-05-26T08:00'), pdt('2032-05-26T09:00')]]);
    await t.database.db
      .update(loadStops)
      .set({ loadId: b.loadId, stopSequence: 2 })
      .where(inArray(loadStops.loadStopId, a.stops));
    expect(daysOf(await calendar(may), [a.loadId, b.loadId])).toEqual({
      '2032-05-25': [b.loadId],
      '2032-05-26': [b.loadId],
    });
  });

  it("filters by the load's status, designation and carrier as they change", async () => {
    const { loadId } = await newLoad(
      { refLoadStatusId: LoadStatus.Booked, refLoadDesignationId: LoadDesignation.California },
      [[pdt('2032-05-28T08:00'), pdt('2032-05-28T09:00')]],
    );
    const window = { from: '2032-05-28', to: '2032-05-28' };
    const current = { ...window, currentOnly: 'true' };
    const east = { ...window, designation: String(LoadDesignation.East) };
    expect(daysOf(await calendar(current), [loadId])).toEqual({ '2032-05-28': [loadId] });
    expect(daysOf(await calendar(east), [loadId])).toEqual({});
    await t.database.db
      .update(loads)
      .set({
        refLoadStatusId: LoadStatus.Delivered,
        refLoadDesignationId: LoadDesignation.East,
        carrierId: carrier,
      })
      .where(eq(loads.loadId, loadId));
    expect(daysOf(await calendar(current), [loadId])).toEqual({});
    expect(daysOf(await calendar(east), [loadId])).toEqual({ '2032-05-28': [loadId] });
    const carrierLogin = await createSignedInUser(t, {
      identities: [{ type: 'carrier', carrierId: carrier, permissionCodes: [P.LoadView] }],
    });
    const seen = await calendar(window, { kind: 'carrier', carrierId: carrier }, carrierLogin.token);
    expect(daysOf(seen, [loadId])).toEqual({ '2032-05-28': [loadId] });
  });

  it('places a stop window longer than the table holds (over 31 days) from the stops, on every day', async () => {
    const { loadId } = await newLoad({}, [[pdt('2032-07-01T08:00'), pdt('2032-08-15T17:00')]]);
    const [stored] = await t.database.rows<{ n: number }>(
      sql`select count(*)::int as n from load_calendar_days where load_id = ${loadId}::int`,
    );
    expect(Number(stored!.n)).toBe(0);
    const query = { from: '2032-07-10', to: '2032-08-20' };
    const w = placementWindow(calendarQuerySchema.parse(query), { kind: 'all' }, t.config.BUSINESS_TIME_ZONE);
    expect(await longWindowTouches(t.database, w)).toBe(true);
    const res = await t.call('GET', `${loadPaths.getCalendarItems}?${new URLSearchParams(query)}`, {
      token: staffToken,
    });
    const body = (await res.json()) as CalendarResponse;
    const days = Object.keys(daysOf(body, [loadId]));
    expect(days).toHaveLength(37);
    expect([days[0], days.at(-1)]).toEqual(['2032-07-10', '2032-08-15']);
    expect(body.days).toEqual(toDays(w.dates, await directCalendarRows(t.database, w)));
  });
  // Two connections are needed to hold one transaction open while another writes; PGlite has one.
  it.runIf(Boolean(process.env.DATABASE_URL))(
    'keeps one load right when two transactions move its stops at once',
    async () => {
      const { loadId, stops } = await newLoad({}, [
        [pdt('2032-05-15T08:00'), pdt('2032-05-15T09:00')],
        [pdt('2032-05-16T08:00'), pdt('2032-05-16T09:00')],
      ]);
      const db = t.database.db;
      let release!: () => void;
      const gate = new Promise<void>((resolve) => (release = resolve));
      let moved!: () => void;
      const firstMoved = new Promise<void>((resolve) => (moved = resolve));
      const first = db.transaction(async (tx) => {
        await tx
          .update(loadStops)
          .set({ fromDate: pdt('2032-05-17T08:00'), toDate: pdt('2032-05-17T09:00') })
          .where(eq(loadStops.loadStopId, stops[0]!));
        moved();
        await gate;
      });
      await firstMoved;
      const second = db.transaction((tx) =>
        tx
          .update(loadStops)
          .set({ fromDate: pdt('2032-05-17T10:00'), toDate: pdt('2032-05-18T01:00') })
          .where(eq(loadStops.loadStopId, stops[1]!)),
      );
      // The second waits for the first's lock on the load before it recomputes the load's days.
      const waiting = async () =>
        (
          await t.database.rows<{ n: number }>(
            sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
          )
        )[0]!.n;
      let settled = false;
      void second.finally(() => (settled = true)).catch(() => undefined);
      while (!settled && Number(await waiting()) === 0) await new Promise((resolve) => setImmediate(resolve));
      release();
      await Promise.all([first, second]);
      expect(daysOf(await calendar(may), [loadId])).toEqual({
        '2032-05-17': [loadId],
        '2032-05-18': [loadId],
      });
      const [day] = (await calendar({ from: '2032-05-17', to: '2032-05-17' })).days;
      expect(day!.loads.find((l) => l.loadId === loadId)).toMatchObject({
        start: '2032-05-17T15:00:00.000Z',
        end: '2032-05-18T08:00:00.000Z',
      });
    },
  );
});
