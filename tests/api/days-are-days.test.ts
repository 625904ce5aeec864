import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { fillPath } from '#contract/path-template';
import { carrierPaths, orderPaths } from '#contract/paths';
import { dayInZone } from '#domain/business-day';
import { migrationsFolder } from '#server/db/migrate';
import { useBeforeAll, useTestApp } from '#fixtures/file-app';
import { loadCalls, loadWorld } from './loads-helpers';
import { create, createOrderData, json, read, staffForm, update, type OrderBody } from './orders-helpers';

/**
 * Days are days (docs/decisions/054, issue #24): a date-only value goes in as `YYYY-MM-DD` and comes back
 * the same day, from the record, the list and a day filter, on PGlite and PostgreSQL; what the server
 * stamps or derives from its clock is the business's day.
 */
const t = useTestApp();
const d = useBeforeAll(() => createOrderData(t));
const w = useBeforeAll(() => loadWorld(t));
const realNow = () => new Date();
afterEach(() => {
  t.deps.now = realNow;
});

const orderDays = ['dateNeededBy', 'dateReadyBy', 'dateShipBy', 'dateEstimatedShipBy'] as const;
/** Days across the range people enter, with month ends, leap days and the turn of each year. */
const anyDay = fc
  .date({ min: new Date('1971-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));

const listOrders = async (filters: unknown[]) => {
  const res = await t.call('POST', orderPaths.getItems, {
    token: d.staff.token,
    body: { pageSize: 50, filters: [filters] },
  });
  expect(res.status, await res.clone().text()).toBe(200);
  // The answer is the page's items followed by its pager.
  return ((await res.json()) as OrderBody[]).slice(0, -1);
};

describe('order days', () => {
  it('a day saved is the same day in the record, the list and a day filter', async () => {
    await fc.assert(
      fc.asyncProperty(fc.tuple(anyDay, anyDay, anyDay, anyDay), async (days) => {
        const sent = Object.fromEntries(orderDays.map((field, i) => [field, days[i]]));
        const saved = await json(
          await create(t, d.staff.token, staffForm(d, { ...sent, poNumber: 'PO-DAYS' })),
        );
        expect(saved).toMatchObject(sent);
        expect(await json(await read(t, d.staff.token, saved.orderId))).toMatchObject(sent);
        const listed = await listOrders([
          { property: 'dateNeededBy', compareType: 9, operatorType: 1, value: days[0] },
          { property: 'poNumber', compareType: 1, operatorType: 1, value: 'PO-DAYS' },
        ]);
        expect(listed.map((o) => o.orderId)).toContain(saved.orderId);
        for (const o of listed) expect(o.dateNeededBy).toBe(days[0]);
      }),
      { numRuns: 15 },
    );
  });

  it('refuses a date-time where the contract carries a day', async () => {
    const res = await create(t, d.staff.token, staffForm(d, { dateNeededBy: '2025-12-20T00:00:00.000Z' }));
    expect(res.status).toBe(400);
    expect(((await res.json()) as { fields: Record<string, string> }).fields.dateNeededBy).toBe(
      'Invalid Date',
    );
  });

  it('ticking Picked on a US evening stamps that evening’s business day, not UTC’s tomorrow', async () => {
    // 7:30 PM on 18 December in Los Angeles is already 19 December in UTC.
    t.deps.now = () => new Date('2025-12-19T03:30:00Z');
    const saved = await json(await create(t, d.staff.token, staffForm(d, { isPicked: true })));
    expect(saved.datePicked).toBe('2025-12-18');
    // Saved again unchanged, Picked On stays its day.
    t.deps.now = () => new Date('2025-12-20T03:30:00Z');
    const again = await json(await update(t, d.staff.token, saved));
    expect(again.datePicked).toBe('2025-12-18');
  });

  it('a day window of the list counts the business’s days', async () => {
    t.deps.now = () => new Date('2025-12-19T03:30:00Z');
    const today = dayInZone(t.deps.now(), t.config.BUSINESS_TIME_ZONE);
    const saved = await json(
      await create(t, d.staff.token, staffForm(d, { dateShipBy: today, poNumber: 'PO-WEEK' })),
    );
    const inWeek = await listOrders([
      { property: 'dateShipBy', compareType: 9, operatorType: 12 },
      { property: 'poNumber', compareType: 1, operatorType: 1, value: 'PO-WEEK' },
    ]);
    expect(inWeek.map((o) => o.orderId)).toEqual([saved.orderId]);
  });
});

describe('carrier and load days', () => {
  it('a carrier’s insurance expiry is a day, expired from that business day on', async () => {
    const body = { name: 'Day Haul', insuranceExempt: false, insuranceExpirationDate: '2025-12-20' };
    t.deps.now = () => new Date('2025-12-20T07:30:00Z'); // 11:30 PM on the 19th in Los Angeles
    const res = await t.call('POST', carrierPaths.base, { token: d.staff.token, body });
    expect(res.status, await res.clone().text()).toBe(200);
    const carrier = (await res.json()) as {
      carrierId: number;
      insuranceExpirationDate: string;
      insuranceExpired: boolean;
    };
    expect(carrier).toMatchObject({ insuranceExpirationDate: '2025-12-20', insuranceExpired: false });
    t.deps.now = () => new Date('2025-12-20T08:30:00Z'); // 12:30 AM on the 20th
    const read = await t.call('GET', fillPath(carrierPaths.getItemById, { id: carrier.carrierId }), {
      token: d.staff.token,
    });
    expect(await read.json()).toMatchObject({
      insuranceExpirationDate: '2025-12-20',
      insuranceExpired: true,
    });
  });

  it('a load’s carrier paid date is a day; All Day is midnight of the day in the business zone', async () => {
    const calls = loadCalls(t, w.staff.token);
    const made = await calls.create({
      carrierPaidDate: '2025-12-15',
      isAllDay: true,
      estimatedShippingDate: '2025-12-15',
    });
    expect(made.carrierPaidDate).toBe('2025-12-15');
    expect(made.estimatedShippingDate).toBe('2025-12-15T08:00:00.000Z');
    expect(dayInZone(new Date(made.estimatedShippingDate!), t.config.BUSINESS_TIME_ZONE)).toBe('2025-12-15');
    // Saved back as read (a moment now), All Day keeps the same day.
    const res = await calls.put({ ...made, loadStops: [] });
    expect(res.status, await res.clone().text()).toBe(200);
    const again = await calls.get(made.loadId);
    expect(again).toMatchObject({
      carrierPaidDate: '2025-12-15',
      estimatedShippingDate: '2025-12-15T08:00:00.000Z',
    });
  });
});

describe('migration 0009', () => {
  it('turns midnight-UTC values into their day, a stamped moment into its business day', async () => {
    await t.database.exec(`
      create table legacy_days (id int primary key, picked timestamptz, needed timestamptz);
      insert into legacy_days values
        (1, '2025-12-20T00:00:00Z', '2025-12-20T00:00:00Z'),
        (2, '2025-12-19T03:30:00Z', '2026-01-01T00:00:00Z'),
        (3, null, null);
    `);
    // The migration's own conversion, applied column by column to the legacy table.
    const migration = readFileSync(join(migrationsFolder, '0009_days_are_days.sql'), 'utf8');
    const using = /ALTER TABLE "orders" ALTER COLUMN "date_picked" SET DATA TYPE date USING (.*);-->/.exec(
      migration,
    )![1]!;
    for (const column of ['picked', 'needed'])
      await t.database.exec(
        `alter table legacy_days alter column ${column} set data type date using ${using.replaceAll('"date_picked"', column)}`,
      );
    const rows = await t.database.rows<{ id: number; picked: string | null; needed: string | null }>(
      sql`select id, picked::text as picked, needed::text as needed from legacy_days order by id`,
    );
    expect(rows.map((r) => [Number(r.id), r.picked, r.needed])).toEqual([
      [1, '2025-12-20', '2025-12-20'],
      [2, '2025-12-18', '2026-01-01'],
      [3, null, null],
    ]);
  });
});
