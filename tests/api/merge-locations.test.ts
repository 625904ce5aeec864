import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocationMergeInfo } from '#contract/location';
import { locationPaths } from '#contract/paths';
import { Permission as P } from '#contract/permissions';
import { appSettingKeys, appSettings } from '#server/db/schema/app-settings';
import { contacts } from '#server/db/schema/contacts';
import { loadStops, loads } from '#server/db/schema/loads';
import { locations } from '#server/db/schema/locations';
import { notes } from '#server/db/schema/notes';
import { orders } from '#server/db/schema/orders';
import { errorBody } from '#fixtures/auth-helpers';
import { createOwners, everyCode, signedInIdentity, type Owners } from '#fixtures/record-owners';
import { createTestApp, type TestApp } from '#fixtures/test-app';

/**
 * mergeLocations (spec 2 §7): every order, load, stop, note and contact of the merged locations moves to the
 * primary one in one transaction, and nothing else changes: every other table's checksum is the same, and
 * the moved tables differ only where a reference moved.
 */
let t: TestApp;
let owners: Owners;
let admin: { token: string; systemUserId: number };
let ids: Awaited<ReturnType<typeof build>>;

/** Three spellings of one dock (primary, m1, m2) and an unrelated one (far), each used in every way. */
async function build() {
  const db = t.database.db;
  const location = async (name: string) =>
    (
      await db
        .insert(locations)
        .values({ name, dateLastAssigned: new Date('2025-03-01T00:00:00Z') })
        .returning()
    )[0]!.locationId;
  const primary = await location('Main Dock');
  const m1 = await location('Main Dock (dup)');
  const m2 = await location('Main Dock old');
  const far = await location('Far Dock');
  await db
    .update(locations)
    .set({ dateLastAssigned: new Date('2025-06-01T00:00:00Z') })
    .where(sql`${locations.locationId} = ${m2}`);
  const order = async (values: Partial<typeof orders.$inferInsert>) =>
    (
      await db
        .insert(orders)
        .values({ poNumber: 'MERGE', orderCustomerId: owners.a.customerId, ...values })
        .returning()
    )[0]!.orderId;
  const o1 = await order({ sourceLocationId: m1, destinationLocationId: far });
  const o2 = await order({ destinationLocationId: m2, currentLocationId: m1, nextLocationId: m1 });
  const o3 = await order({ pickLocationId: m1, warehouseId: m2 });
  const o4 = await order({ sourceLocationId: far, destinationLocationId: primary });
  const o5 = await order({ sourceLocationId: primary, destinationLocationId: m1 });
  const load = async (values: Partial<typeof loads.$inferInsert>) =>
    (await db.insert(loads).values(values).returning())[0]!.loadId;
  const l1 = await load({ originLocationId: m1, destinationLocationId: far });
  const l2 = await load({ currentLocationId: m2 });
  const l3 = await load({});
  const l4 = await load({});
  const stop = async (loadId: number, locationId: number, stopSequence: number) =>
    (
      await db
        .insert(loadStops)
        .values({ loadId, locationId, refLoadStopTypeId: 1, stopSequence })
        .returning()
    )[0]!.loadStopId;
  const s1 = await stop(l3, m1, 1);
  await stop(l3, far, 2);
  await stop(l4, far, 1);
  const note = async (locationId: number) =>
    (
      await db
        .insert(notes)
        .values({ locationId, noteContent: `note of ${locationId}` })
        .returning()
    )[0]!.noteId;
  const n1 = await note(m1);
  const n2 = await note(m2);
  await note(far);
  await note(primary);
  const contact = async (locationId: number, name: string, isPrimary: boolean) =>
    (await db.insert(contacts).values({ locationId, name, isPrimary }).returning())[0]!.contactId;
  const c1 = await contact(m1, 'Mia', true);
  const c2 = await contact(m1, 'Max', false);
  const c3 = await contact(m2, 'Moe', true);
  await contact(far, 'Fay', true);
  await db
    .insert(appSettings)
    .values({ key: appSettingKeys.consolidationTargetLocationId, value: m2 })
    .onConflictDoUpdate({ target: appSettings.key, set: { value: m2 } });
  return { primary, m1, m2, far, o1, o2, o3, o4, o5, l1, l2, l3, l4, s1, n1, n2, c1, c2, c3 };
}

beforeAll(async () => {
  t = await createTestApp();
  owners = await createOwners(t);
  admin = await signedInIdentity(t, 'admin', everyCode, owners, 'Ada');
  ids = await build();
});
afterAll(() => t.close());

const rowsOf = async (table: string, key: string) =>
  (
    (await t.database.db.execute(
      sql.raw(`select row_to_json(t) as r from "${table}" t order by ${key}`),
    )) as unknown as { rows: { r: Record<string, unknown> }[] }
  ).rows.map((row) => row.r);

/** One checksum per table of the schema: the md5 of its rows as text, in a stable order. */
async function checksums(): Promise<Record<string, string>> {
  const tables = (
    (await t.database.db.execute(
      sql`select tablename from pg_tables where schemaname = 'public' order by tablename`,
    )) as unknown as { rows: { tablename: string }[] }
  ).rows.map((row) => row.tablename);
  const sums: Record<string, string> = {};
  for (const table of tables) {
    const result = (await t.database.db.execute(
      sql.raw(`select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as sum from "${table}" t`),
    )) as unknown as { rows: { sum: string }[] };
    sums[table] = result.rows[0]!.sum;
  }
  return sums;
}

const merge = (primaryLocationId: number, body: unknown, token = admin.token) =>
  t.call('POST', `${locationPaths.mergeLocations}?primaryLocationId=${primaryLocationId}`, { token, body });
const mergeInfo = async (locationsToMerge: number[]) => {
  const res = await t.call('POST', locationPaths.getLocationMergeInfo, {
    token: admin.token,
    body: { locationsToMerge },
  });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as LocationMergeInfo;
};

describe('getLocationMergeInfo', () => {
  it('says per location which orders, loads, notes and contacts would move', async () => {
    const { primary, m1, m2 } = ids;
    const info = await mergeInfo([primary, m1, m2]);
    expect(info).toEqual({
      orderIdsByLocationId: {
        [primary]: [ids.o4, ids.o5],
        [m1]: [ids.o1, ids.o2, ids.o3, ids.o5],
        [m2]: [ids.o2, ids.o3],
      },
      loadIdsByLocationId: { [primary]: [], [m1]: [ids.l1, ids.l3], [m2]: [ids.l2] },
      noteIdsByLocationId: { [primary]: [expect.any(Number)], [m1]: [ids.n1], [m2]: [ids.n2] },
      contactIdsByLocationId: { [primary]: [], [m1]: [ids.c1, ids.c2], [m2]: [ids.c3] },
    });
  });

  it('answers 404 naming an unknown location, 400 for fewer than two', async () => {
    const res = await t.call('POST', locationPaths.getLocationMergeInfo, {
      token: admin.token,
      body: { locationsToMerge: [ids.primary, 999_999] },
    });
    expect(res.status).toBe(404);
    expect((await errorBody(res)).statusText).toBe('Location #999999 was not found.');
    const one = await t.call('POST', locationPaths.getLocationMergeInfo, {
      token: admin.token,
      body: { locationsToMerge: [ids.primary] },
    });
    expect(one.status).toBe(400);
  });
});

describe('who may merge', () => {
  it('needs permission 430 and a staff identity', async () => {
    const others = everyCode.filter((code) => code !== P.LocationMerge);
    const without = await signedInIdentity(t, 'employee', others, owners, 'Nomerge');
    const customer = await signedInIdentity(t, 'customer', everyCode, owners, 'Cust');
    const body = { locationsToMerge: [ids.primary, ids.m1] };
    for (const token of [without.token, customer.token]) {
      expect((await merge(ids.primary, body, token)).status).toBe(403);
      expect((await t.call('POST', locationPaths.getLocationMergeInfo, { token, body })).status).toBe(403);
    }
    const merger = await signedInIdentity(t, 'employee', [P.LocationMerge], owners, 'Merger');
    expect(
      (await t.call('POST', locationPaths.getLocationMergeInfo, { token: merger.token, body })).status,
    ).toBe(200);
  });
});

describe('mergeLocations', () => {
  it('refuses a merge with nothing besides the primary, and a primary that does not exist; nothing changes', async () => {
    const before = await checksums();
    const self = await merge(ids.primary, { locationsToMerge: [ids.primary, ids.primary] });
    expect(self.status).toBe(400);
    expect((await errorBody(self)).fields).toHaveProperty('locationsToMerge');
    expect((await merge(999_999, { locationsToMerge: [ids.m1, ids.m2] })).status).toBe(404);
    expect(
      (
        await t.call('POST', `${locationPaths.mergeLocations}`, {
          token: admin.token,
          body: { locationsToMerge: [ids.m1, ids.m2] },
        })
      ).status,
    ).toBe(400);
    expect(await checksums()).toEqual(before);
  });

  it('moves nothing when the merge info shown is no longer true (409)', async () => {
    const before = await checksums();
    const info = await mergeInfo([ids.primary, ids.m1, ids.m2]);
    const shown = { ...info, orderIdsByLocationId: { ...info.orderIdsByLocationId, [ids.m1]: [ids.o1] } };
    const res = await merge(ids.primary, { locationsToMerge: [ids.primary, ids.m1, ids.m2], ...shown });
    expect(res.status).toBe(409);
    expect((await errorBody(res)).code).toBe('stale_write');
    expect(await checksums()).toEqual(before);
  });

  it('moves every reference to the primary location, removes the others, and changes nothing else', async () => {
    const { primary, m1, m2 } = ids;
    const merged = new Set<unknown>([m1, m2]);
    const moveRef = (value: unknown) => (merged.has(value) ? primary : value);
    const info = await mergeInfo([primary, m1, m2]);
    const before = await checksums();
    const tables = {
      orders: 'order_id',
      loads: 'load_id',
      load_stops: 'load_stop_id',
      notes: 'note_id',
      contacts: 'contact_id',
      locations: 'location_id',
    };
    const rowsBefore = Object.fromEntries(
      await Promise.all(
        Object.entries(tables).map(async ([table, key]) => [table, await rowsOf(table, key)] as const),
      ),
    );

    const lastLog = async (table: string) =>
      (
        (await t.database.db.execute(
          sql.raw(`select coalesce(max(${table.replace(/s$/, '')}_id), 0) as n from ${table}`),
        )) as unknown as { rows: { n: number }[] }
      ).rows[0]!.n;
    const logsFrom = {
      order_changelogs: await lastLog('order_changelogs'),
      load_changelogs: await lastLog('load_changelogs'),
    };

    const res = await merge(primary, { locationsToMerge: [primary, m1, m2], ...info });
    expect(res.status, await res.clone().text()).toBe(200);
    const answer = (await res.json()) as {
      locationId: number;
      mergeInfo: LocationMergeInfo;
      contactsCount: number;
    };
    expect(answer).toMatchObject({ locationId: primary, contactsCount: 3, primaryContactName: 'Mia' });
    expect(answer.mergeInfo).toEqual({
      orderIdsByLocationId: { [m1]: info.orderIdsByLocationId[m1], [m2]: info.orderIdsByLocationId[m2] },
      loadIdsByLocationId: { [m1]: info.loadIdsByLocationId[m1], [m2]: info.loadIdsByLocationId[m2] },
      noteIdsByLocationId: { [m1]: info.noteIdsByLocationId[m1], [m2]: info.noteIdsByLocationId[m2] },
      contactIdsByLocationId: {
        [m1]: info.contactIdsByLocationId[m1],
        [m2]: info.contactIdsByLocationId[m2],
      },
    });

    // Every table the merge does not touch is exactly as it was.
    const after = await checksums();
    // The merge's domain events (decision 077) are written beside its change logs; writing places moves the
    // version of the related keys (decision 101).
    const touched = [
      ...Object.keys(tables),
      'order_changelogs',
      'load_changelogs',
      'app_settings',
      'domain_events',
      'related_keys_version',
    ];
    for (const table of Object.keys(before).filter((name) => !touched.includes(name)))
      expect(after[table], table).toBe(before[table]);
    expect(after.domain_events).not.toBe(before.domain_events);
    expect(after.related_keys_version).not.toBe(before.related_keys_version);

    // Orders and loads: only their location columns moved (and the stamp of those that did).
    const movedOrders = new Set([ids.o1, ids.o2, ids.o3, ids.o5]);
    const movedLoads = new Set([ids.l1, ids.l2, ids.l3]);
    const check = async (
      table: string,
      key: string,
      columns: string[],
      moved: Set<number>,
      expectRow: (row: Record<string, unknown>) => Record<string, unknown> = (row) => row,
    ) => {
      const now = await rowsOf(table, key);
      const was = rowsBefore[table]!;
      expect(now.length, table).toBe(was.length);
      now.forEach((row, i) => {
        const old = was[i]!;
        const expected = expectRow({
          ...old,
          ...Object.fromEntries(columns.map((c) => [c, moveRef(old[c])])),
        });
        const { date_modified: stampNow, ...rest } = row;
        const { date_modified: stampWas, ...expectedRest } = expected;
        expect(rest, `${table} ${String(row[key])}`).toEqual(expectedRest);
        if (moved.has(row[key] as number)) expect(stampNow, `${table} stamp`).not.toEqual(stampWas);
        else expect(stampNow, `${table} stamp`).toEqual(stampWas);
      });
      for (const row of now) for (const c of columns) expect(merged.has(row[c]), `${table}.${c}`).toBe(false);
    };
    await check(
      'orders',
      'order_id',
      [
        'source_location_id',
        'destination_location_id',
        'current_location_id',
        'next_location_id',
        'pick_location_id',
        'warehouse_id',
      ],
      movedOrders,
    );
    await check(
      'loads',
      'load_id',
      ['origin_location_id', 'current_location_id', 'destination_location_id'],
      movedLoads,
    );
    await check('load_stops', 'load_stop_id', ['location_id'], new Set([ids.s1]));
    await check('notes', 'note_id', ['location_id'], new Set());
    // Contacts: the primary location had no primary contact, so m1's (Mia) stays primary and m2's does not.
    await check('contacts', 'contact_id', ['location_id'], new Set(), (row) =>
      row.contact_id === ids.c3 ? { ...row, is_primary: false } : row,
    );

    // Locations: the merged ones are gone; the primary keeps its fields, with the latest last-assigned date.
    const locationsNow = await rowsOf('locations', 'location_id');
    expect(locationsNow.map((row) => row.location_id)).toEqual(
      rowsBefore.locations!.map((row) => row.location_id).filter((id) => !merged.has(id)),
    );
    for (const row of locationsNow) {
      const old = rowsBefore.locations!.find((r) => r.location_id === row.location_id)!;
      if (row.location_id !== primary) expect(row).toEqual(old);
      else {
        const m2Row = rowsBefore.locations!.find((r) => r.location_id === m2)!;
        expect({ ...row, date_modified: null }).toEqual({
          ...old,
          date_last_assigned: m2Row.date_last_assigned,
          date_modified: null,
        });
      }
    }

    // The consolidation target followed; each moved order and load says what happened in its changelog.
    const [setting] = await t.database.db
      .select()
      .from(appSettings)
      .where(sql`${appSettings.key} = ${appSettingKeys.consolidationTargetLocationId}`);
    expect(setting!.value).toBe(primary);
    const logs = (table: string, key: string) =>
      t.database.db.execute(
        sql.raw(
          `select ${key} as id, bulleted_changes as b from ${table} where ${table.replace(/s$/, '')}_id > ${logsFrom[table as keyof typeof logsFrom]} order by ${key}`,
        ),
      ) as unknown as Promise<{ rows: { id: number; b: { bullets: string[] } }[] }>;
    const orderLogs = (await logs('order_changelogs', 'order_id')).rows;
    expect(orderLogs.map((row) => row.id)).toEqual([...movedOrders].sort((a, b) => a - b));
    expect(orderLogs.find((row) => row.id === ids.o1)!.b.bullets).toEqual([
      `From: #${m1} → #${primary}`,
      `Location #${m1} (Main Dock (dup)) merged into #${primary} (Main Dock)`,
    ]);
    expect(orderLogs.find((row) => row.id === ids.o3)!.b.bullets).toEqual([
      `Location #${m1} (Main Dock (dup)) merged into #${primary} (Main Dock)`,
      `Location #${m2} (Main Dock old) merged into #${primary} (Main Dock)`,
    ]);
    const loadLogs = (await logs('load_changelogs', 'load_id')).rows;
    expect(loadLogs.map((row) => row.id)).toEqual([...movedLoads].sort((a, b) => a - b));

    // The merged locations are gone for good.
    expect((await t.call('GET', `/api/Locations/getItemById/${m1}`, { token: admin.token })).status).toBe(
      404,
    );
  });
});
