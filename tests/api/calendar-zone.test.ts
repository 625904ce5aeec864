import { afterAll, beforeAll, expect, it } from 'vitest';
import { calendarQuerySchema, type CalendarResponse } from '#contract/calendar';
import { loadPaths } from '#contract/paths';
import { Permission as P } from '#contract/permissions';
import { syncBusinessTimeZone } from '#server/calendar/calendar-zone';
import { toDays } from '#server/calendar/calendar-items';
import { directCalendarRows } from '#server/calendar/calendar-direct';
import { placementWindow } from '#server/calendar/calendar-window';
import { migrate } from '#server/db/migrate';
import { loadStops, loads } from '#server/db/schema/loads';
import { locations } from '#server/db/schema/locations';
import { createSignedInUser } from '#fixtures/auth-helpers';
import { createTestApp, type TestApp } from '#fixtures/test-app';

// Decision 061: the calendar's days are the configured BUSINESS_TIME_ZONE's, in the stored placements
// (load_calendar_days) as in the direct computation, and a changed zone rebuilds them at start.
let t: TestApp;
let token: string;
let loadId = 0;
// 20:00 UTC on 15 May 2032: the 16th in Auckland (UTC+12), still the 15th in Los Angeles (UTC-7).
const moment = new Date('2032-05-15T20:00:00Z');
const window = { from: '2032-05-15', to: '2032-05-16' };

beforeAll(async () => {
  t = await createTestApp({ BUSINESS_TIME_ZONE: 'Pacific/Auckland' });
  const db = t.database.db;
  const [dock] = await db.insert(locations).values({ name: 'Zone Dock' }).returning();
  const [load] = await db.insert(loads).values({}).returning();
  loadId = load!.loadId;
  await db.insert(loadStops).values({
    loadId,
    locationId: dock!.locationId,
    refLoadStopTypeId: 1,
    stopSequence: 1,
    fromDate: moment,
    toDate: moment,
  });
  token = (await createSignedInUser(t, { identities: [{ type: 'employee', permissionCodes: [P.LoadView] }] }))
    .token;
});
afterAll(() => t.close());

async function daysOfLoad(zone: string) {
  const res = await t.call('GET', `${loadPaths.getCalendarItems}?${new URLSearchParams(window)}`, { token });
  expect(res.status).toBe(200);
  const body = (await res.json()) as CalendarResponse;
  const w = placementWindow(calendarQuerySchema.parse(window), { kind: 'all' }, zone);
  expect(body.days).toEqual(toDays(w.dates, await directCalendarRows(t.database, w)));
  return {
    timeZone: body.timeZone,
    days: body.days.filter((d) => d.loads.some((l) => l.loadId === loadId)).map((d) => d.date),
  };
}

it('places a load on its day in the configured zone, not the default one', async () => {
  expect(await daysOfLoad('Pacific/Auckland')).toEqual({
    timeZone: 'Pacific/Auckland',
    days: ['2032-05-16'],
  });
});

it('rebuilds the stored days when the zone changes, and only then', async () => {
  expect(await syncBusinessTimeZone(t.database, 'America/Los_Angeles')).toBe(true);
  expect(await syncBusinessTimeZone(t.database, 'America/Los_Angeles')).toBe(false);
  t.config.BUSINESS_TIME_ZONE = 'America/Los_Angeles';
  expect(await daysOfLoad('America/Los_Angeles')).toEqual({
    timeZone: 'America/Los_Angeles',
    days: ['2032-05-15'],
  });
});

it('refuses a zone name that is not one before it reaches SQL', async () => {
  await expect(migrate(t.database, { businessTimeZone: "UTC'; drop table loads; --" })).rejects.toThrow(
    'Not a time zone name',
  );
});
