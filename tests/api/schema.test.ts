import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countries, usStates } from '#contract/geography';
import { loadDesignationOptions } from '#contract/load-codes';
import type { Database } from '#server/db/connect';
import { createTestDatabase } from '#fixtures/test-db';

/** The SQLSTATE a statement fails with (drizzle wraps the driver's error as its cause). */
async function failure(run: Promise<unknown>): Promise<string | undefined> {
  try {
    await run;
  } catch (error) {
    for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
      const code = (e as { code?: unknown }).code;
      if (typeof code === 'string') return code;
    }
    throw error;
  }
  return undefined;
}
/**
 * A delete that ON DELETE RESTRICT refuses: PostgreSQL 17 (PGlite) reports restrict_violation (23001),
 * earlier servers foreign_key_violation (23503). The API must answer 409 for both.
 */
const blockedByReferences = ['23001', '23503'];
const checkViolation = '23514';
const uniqueViolation = '23505';

describe('business schema', () => {
  let database: Database;
  const one = async <T>(query: ReturnType<typeof sql>) => (await database.rows<T>(query))[0]!;
  /** Deleting the row of `table` that `pick` names (`as id`) is refused while something still refers to it. */
  const expectDeleteRefused = async (table: string, column: string, pick: ReturnType<typeof sql>) => {
    const { id } = await one<{ id: number }>(pick);
    expect(blockedByReferences, table).toContain(
      await failure(database.exec(`delete from ${table} where ${column} = ${id}`)),
    );
  };
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('holds the reference lists of the contract', async () => {
    const c = await database.rows<{ id: number; iso2: string; name: string }>(
      sql`select ref_country_id as id, iso2, name from ref_countries order by 1`,
    );
    expect(c).toEqual(countries.map(({ id, iso2, name }) => ({ id, iso2, name })));
    const s = await database.rows<{ id: number; code: string; name: string }>(
      sql`select ref_state_id as id, code, name from ref_states order by 1`,
    );
    expect(s).toEqual(usStates.map(({ id, code, name }) => ({ id, code, name })));
    const d = await database.rows<{ value: number; label: string }>(
      sql`select ref_load_designation_id as value, name as label from ref_load_designations order by 1`,
    );
    expect(d).toEqual(loadDesignationOptions.map(({ value, label }) => ({ value, label })));
  });

  it('refuses to delete what orders, loads and logins still name (so the API can answer 409)', async () => {
    await expectDeleteRefused(
      'order_customers',
      'order_customer_id',
      sql`select order_customer_id as id from orders limit 1`,
    );
    await expectDeleteRefused(
      'locations',
      'location_id',
      sql`select destination_location_id as id from orders limit 1`,
    );
    await expectDeleteRefused(
      'carriers',
      'carrier_id',
      sql`select carrier_id as id from loads where carrier_id is not null limit 1`,
    );
    await expectDeleteRefused('orders', 'order_id', sql`select order_id as id from load_stop_orders limit 1`);
    const { fresh } = await one<{ fresh: number }>(
      sql`insert into order_customers (order_customer_name) values ('Login only') returning order_customer_id as fresh`,
    );
    await database.exec(
      `update user_identities set order_customer_id = ${fresh} where identity_type = 'customer'`,
    );
    expect(blockedByReferences).toContain(
      await failure(database.exec(`delete from order_customers where order_customer_id = ${fresh}`)),
    );
  });

  it('deletes a customer nothing refers to, with its contacts and notes', async () => {
    const { id } = await one<{ id: number }>(
      sql`insert into order_customers (order_customer_name) values ('Short-lived') returning order_customer_id as id`,
    );
    await database.exec(
      `insert into contacts (name, order_customer_id, is_primary) values ('Pat', ${id}, true)`,
    );
    await database.exec(`insert into notes (note_content, order_customer_id) values ('Hello', ${id})`);
    await database.exec(`delete from order_customers where order_customer_id = ${id}`);
    const left = await one<{ n: number }>(sql`select
      (select count(*) from contacts where order_customer_id = ${id}) + (select count(*) from notes where order_customer_id = ${id}) as n`);
    expect(Number(left.n)).toBe(0);
  });

  it('deletes a load with its stops, its notes and changelog, but not its orders', async () => {
    const { load } = await one<{ load: number }>(
      sql`select load_id as load from loads order by load_id limit 1`,
    );
    const { orders } = await one<{ orders: number }>(
      sql`select count(distinct order_id)::int as orders from load_stop_orders join load_stops using (load_stop_id) where load_id = ${load}`,
    );
    const before = await one<{ n: number }>(sql`select count(*)::int as n from orders`);
    await database.exec(`delete from loads where load_id = ${load}`);
    const left = await one<{ stops: number; logs: number; notes: number; orders: number }>(sql`select
      (select count(*)::int from load_stops where load_id = ${load}) as stops,
      (select count(*)::int from load_changelogs where load_id = ${load}) as logs,
      (select count(*)::int from notes where load_id = ${load}) as notes,
      (select count(*)::int from orders) as orders`);
    expect(orders).toBeGreaterThan(0);
    expect(left).toEqual({ stops: 0, logs: 0, notes: 0, orders: before.n });
  });

  it('keeps a deleted user’s notes and changelog entries, with the name and without the id', async () => {
    const { user, name } = await one<{ user: number; name: string }>(
      sql`select created_by_user_id as user, created_by as name from notes where order_id is not null limit 1`,
    );
    const written = await one<{ n: number }>(
      sql`select count(*)::int as n from notes where created_by_user_id = ${user}`,
    );
    await database.exec(`delete from system_users where system_user_id = ${user}`);
    const kept = await one<{ n: number; ids: number }>(
      sql`select count(*)::int as n, count(created_by_user_id)::int as ids from notes where created_by = ${name}`,
    );
    expect(kept.n).toBeGreaterThanOrEqual(written.n);
    expect(kept.ids).toBe(0);
    const logs = await one<{ ids: number }>(
      sql`select count(system_user_id)::int as ids from order_changelogs where created_by = ${name}`,
    );
    expect(logs.ids).toBe(0);
  });

  it('checks codes, owners and windows', async () => {
    const { order } = await one<{ order: number }>(sql`select order_id as order from orders limit 1`);
    expect(
      await failure(database.exec(`update orders set ref_order_status_id = 999 where order_id = ${order}`)),
    ).toBe(checkViolation);
    expect(
      await failure(database.exec(`update orders set ref_order_type_id = 24 where order_id = ${order}`)),
    ).toBe(checkViolation);
    expect(
      await failure(database.exec(`update orders set quantity = 1000000 where order_id = ${order}`)),
    ).toBe(checkViolation);
    expect(await failure(database.exec(`insert into notes (note_content) values ('orphan')`))).toBe(
      checkViolation,
    );
    expect(
      await failure(
        database.exec(
          `insert into contacts (name, order_customer_id, carrier_id) values ('Two owners', 1, 1)`,
        ),
      ),
    ).toBe(checkViolation);
    const { stop } = await one<{ stop: number }>(sql`select load_stop_id as stop from load_stops limit 1`);
    expect(
      await failure(
        database.exec(`update load_stops set ref_load_stop_type_id = 3 where load_stop_id = ${stop}`),
      ),
    ).toBe(checkViolation);
    expect(
      await failure(
        database.exec(
          `update load_stops set from_date = '2025-01-02', to_date = '2025-01-01' where load_stop_id = ${stop}`,
        ),
      ),
    ).toBe(checkViolation);
  });

  it('allows one primary contact per owner', async () => {
    const { customer } = await one<{ customer: number }>(
      sql`select order_customer_id as customer from contacts where is_primary and order_customer_id is not null limit 1`,
    );
    expect(
      await failure(
        database.exec(
          `insert into contacts (name, order_customer_id, is_primary) values ('Second', ${customer}, true)`,
        ),
      ),
    ).toBe(uniqueViolation);
    await database.exec(`insert into contacts (name, order_customer_id) values ('Another', ${customer})`);
  });

  it('keeps settings as JSON by key', async () => {
    await database.exec(
      `insert into app_settings (key, value) values ('consolidationTargetLocationId', '7')`,
    );
    const { value } = await one<{ value: unknown }>(
      sql`select value from app_settings where key = 'consolidationTargetLocationId'`,
    );
    expect(value).toBe(7);
  });
});
