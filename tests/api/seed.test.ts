import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderTypeCodes } from '#contract/order-codes';
import { OrderStatus, orderStatusCodes } from '#contract/order-status';
import { LoadStatus } from '#contract/load-status';
import { allPermissionCodes, Permission } from '#contract/permissions';
import { verifyPassword } from '#server/auth/password';
import type { Database } from '#server/db/connect';
import { demoAccounts, demoPassword, ensureSeeded, resetDatabase, seedDatabase } from '#server/db/seed/demo';
import { seedPresets } from '#server/db/seed/sizes';
import { createTestDatabase } from '#fixtures/test-db';

const anchor = new Date('2025-06-15T00:00:00Z');

/** Every seeded table in primary-key order, minus the two values that are random on purpose. */
const tables = [
  'order_customers',
  'locations',
  'carriers',
  'contacts',
  'storage_customers',
  'system_users',
  'user_identities',
  'system_roles',
  'system_user_role_assignments',
  'report_subscriptions',
  'order_groups',
  'orders',
  'loads',
  'load_stops',
  'load_stop_orders',
  'notes',
  'order_changelogs',
  'load_changelogs',
];
async function fingerprint(database: Database): Promise<string> {
  const hash = createHash('sha256');
  for (const table of tables) {
    const rows = await database.rows<Record<string, unknown>>(
      sql.raw(`select * from ${table} order by 1, 2`),
    );
    for (const row of rows) {
      delete row.password_hash;
      delete row.hash;
      hash.update(JSON.stringify(row));
    }
  }
  return hash.digest('hex');
}

const count = async (database: Database, query: string) =>
  (await database.rows<{ n: number }>(sql.raw(`select (${query})::int as n`)))[0]!.n;

describe('demo data', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('is the same for the same seed and day, and different for another seed', async () => {
    const seedWith = async (seed: number) => {
      await resetDatabase(database);
      await seedDatabase(database, { seed, orders: 60, anchor });
      return fingerprint(database);
    };
    const first = await seedWith(7);
    expect(await seedWith(7)).toBe(first);
    expect(await seedWith(8)).not.toBe(first);
  });

  it(
    'has the demo preset’s volume and every status and type, with consistent loads',
    { timeout: 120_000 },
    async () => {
      await resetDatabase(database);
      const summary = await seedDatabase(database, { seed: 1, size: 'demo', anchor });
      const demo = seedPresets.demo;
      expect(summary.orders).toBe(demo.orders);
      expect(await count(database, 'select count(*) from order_customers')).toBeGreaterThanOrEqual(50);
      expect(await count(database, 'select count(*) from locations')).toBeGreaterThanOrEqual(300);
      expect(await count(database, 'select count(*) from carriers')).toBeGreaterThanOrEqual(40);
      expect(await count(database, 'select count(*) from orders')).toBeGreaterThanOrEqual(3000);
      expect(await count(database, 'select count(*) from loads')).toBeGreaterThanOrEqual(400);
      for (const table of [
        'notes',
        'contacts',
        'order_groups',
        'order_changelogs',
        'load_changelogs',
        'storage_customers',
      ]) {
        expect(await count(database, `select count(*) from ${table}`), table).toBeGreaterThan(0);
      }

      const statuses = await database.rows<{ s: number }>(
        sql`select distinct ref_order_status_id as s from orders order by 1`,
      );
      expect(statuses.map((r) => r.s)).toEqual([...orderStatusCodes]);
      const types = await database.rows<{ t: number }>(
        sql`select distinct ref_order_type_id as t from orders where ref_order_type_id is not null order by 1`,
      );
      expect(types.map((r) => r.t)).toEqual([...orderTypeCodes]);
      const loadStatuses = await database.rows<{ s: number }>(
        sql`select distinct ref_load_status_id as s from loads`,
      );
      expect(loadStatuses.map((r) => r.s).sort((a, b) => a - b)).toEqual(
        Object.values(LoadStatus).sort((a, b) => a - b),
      );

      const warehouses = await database.rows<{ name: string }>(
        sql`select name from locations where is_nwd_warehouse`,
      );
      expect(warehouses).toEqual([{ name: 'NWDS Warehouse' }]);

      // 2 to 6 stops, numbered 1..n, each with at least one order.
      expect(
        await count(
          database,
          `select count(*) from (select load_id from load_stops group by load_id
        having count(*) not between 2 and 6 or min(stop_sequence) <> 1 or max(stop_sequence) <> count(*)) x`,
        ),
      ).toBe(0);
      expect(
        await count(
          database,
          `select count(*) from load_stops s where not exists
      (select 1 from load_stop_orders o where o.load_stop_id = s.load_stop_id)`,
        ),
      ).toBe(0);
      // Each order on a load: one pickup, then one later delivery.
      expect(
        await count(
          database,
          `select count(*) from (select s.load_id, o.order_id from load_stop_orders o
        join load_stops s using (load_stop_id) group by 1, 2
        having count(*) filter (where s.ref_load_stop_type_id = 1) <> 1
            or count(*) filter (where s.ref_load_stop_type_id = 2) <> 1
            or max(s.stop_sequence) filter (where s.ref_load_stop_type_id = 1)
             > min(s.stop_sequence) filter (where s.ref_load_stop_type_id = 2)) x`,
        ),
      ).toBe(0);
      // Consolidation only into the warehouse; stops resolved in sequence; load status follows its stops.
      expect(
        await count(
          database,
          `select count(*) from load_stop_orders o join load_stops s using (load_stop_id)
      join locations l using (location_id) where o.is_consolidation and not l.is_nwd_warehouse`,
        ),
      ).toBe(0);
      expect(
        await count(
          database,
          `select count(*) from load_stops a join load_stops b using (load_id)
      where a.stop_sequence < b.stop_sequence and b.picked_up_or_delivered and not a.picked_up_or_delivered`,
        ),
      ).toBe(0);
      expect(
        await count(
          database,
          `select count(*) from loads l where ref_load_status_id = ${LoadStatus.Delivered}
      and exists (select 1 from load_stops s where s.load_id = l.load_id and not s.picked_up_or_delivered)`,
        ),
      ).toBe(0);
      expect(
        await count(
          database,
          `select count(*) from orders where ref_order_status_id = ${OrderStatus.Delivered}
      and date_delivered is null`,
        ),
      ).toBe(0);
      // Nothing has happened after the anchor day.
      const day = anchor.toISOString();
      for (const [table, column] of [
        ['orders', 'date_modified'],
        ['loads', 'date_modified'],
        ['load_stops', 'picked_up_delivery_date'],
        ['notes', 'date_added'],
      ]) {
        expect(await count(database, `select count(*) from ${table} where ${column} > '${day}'`), table).toBe(
          0,
        );
      }
    },
  );

  it('gives the API sequences that continue after the seeded ids', async () => {
    await resetDatabase(database);
    const summary = await seedDatabase(database, { size: 'test', anchor });
    expect(summary.orders).toBe(seedPresets.test.orders);
    const [row] = await database.rows<{ order_id: number }>(
      sql`insert into orders (order_customer_id, po_number) values (1, 'NEW') returning order_id`,
    );
    expect(row!.order_id).toBe(seedPresets.test.orders + 1);
    const [stop] = await database.rows<{ id: number; max: number }>(
      sql`select nextval(pg_get_serial_sequence('load_stops', 'load_stop_id'))::int as id,
          (select max(load_stop_id) from load_stops)::int as max`,
    );
    expect(stop!.id).toBe(stop!.max + 1);
  });

  it('seeds on first start only', async () => {
    await resetDatabase(database);
    expect(await ensureSeeded(database, { size: 'test', anchor })).toBe(true);
    expect(await ensureSeeded(database, { size: 'test', anchor })).toBe(false);
    await expect(seedDatabase(database, { size: 'test' })).rejects.toThrow(/already has users/);
  });
});

describe('demo accounts in the test template', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  const identitiesOf = (email: string) =>
    database.rows<{
      identity_type: string;
      role_name: string;
      order_customer_id: number | null;
      carrier_id: number | null;
      permission_codes: number[];
    }>(
      sql`select i.identity_type, i.role_name, i.order_customer_id, i.carrier_id, i.permission_codes from user_identities i
          join system_users u using (system_user_id) where u.email_address = ${email} order by i.identity_type`,
    );

  it('exist with the documented identities, and the demo password opens each', async () => {
    for (const account of demoAccounts) {
      const [user] = await database.rows<{ username: string; password_hash: string }>(
        sql`select username, password_hash from system_users where email_address = ${account.email}`,
      );
      expect(user?.username, account.email).toBe(account.username);
      expect(await verifyPassword(demoPassword, user!.password_hash)).toBe(true);
    }
    const admin = await identitiesOf('admin@demo.test');
    expect(admin.map((i) => i.identity_type)).toEqual(['admin', 'employee']);
    expect([...admin[0]!.permission_codes].sort((a, b) => a - b)).toEqual(
      [...allPermissionCodes].sort((a, b) => a - b),
    );
    expect((await identitiesOf('dispatch@demo.test')).map((i) => i.identity_type)).toEqual(['employee']);
    const [customer] = await identitiesOf('customer@demo.test');
    expect(customer).toMatchObject({ identity_type: 'customer', role_name: 'Customer View' });
    expect(customer!.order_customer_id).toBeGreaterThan(0);
    const [carrier] = await identitiesOf('carrier@demo.test');
    expect(carrier).toMatchObject({ identity_type: 'carrier', role_name: 'Carrier' });
    expect(carrier!.carrier_id).toBeGreaterThan(0);
    expect((await identitiesOf('picker@demo.test')).map((i) => [i.identity_type, i.role_name])).toEqual([
      ['scanToPick', 'Picker'],
    ]);
  });

  it('has the seeded roles, the customer login holding Customer View', async () => {
    const roles = await database.rows<{ name: string; permission_codes: number[] }>(
      sql`select name, permission_codes from system_roles order by system_role_id`,
    );
    expect(roles.map((r) => r.name)).toEqual([
      'Administrator',
      'Dispatch',
      'Warehouse',
      'Carrier',
      'Customer View',
    ]);
    const customerView = roles.find((r) => r.name === 'Customer View')!;
    expect([...customerView.permission_codes].sort((a, b) => a - b)).toEqual(
      [
        Permission.PortalAccess,
        Permission.CustomerView,
        Permission.CustomerContactView,
        Permission.OrderAdd,
        Permission.OrderView,
        Permission.ReportView,
        Permission.OrderNoteAdd,
        Permission.OrderNoteView,
        Permission.OrderFileView,
      ].sort((a, b) => a - b),
    );
    const assigned = await database.rows<{ name: string }>(
      sql`select r.name from system_user_role_assignments a join system_roles r using (system_role_id)
          join system_users u using (system_user_id) where u.email_address = 'customer@demo.test'`,
    );
    expect(assigned).toEqual([{ name: 'Customer View' }]);
  });

  it('has some business data for the tests to use', async () => {
    expect(await count(database, 'select count(*) from orders')).toBe(seedPresets.test.orders);
    expect(await count(database, 'select count(*) from loads')).toBe(seedPresets.test.loads);
    expect(
      await count(
        database,
        `select count(*) from orders o join user_identities i
      on i.order_customer_id = o.order_customer_id where i.identity_type = 'customer'`,
      ),
    ).toBeGreaterThan(0);
  });
});
