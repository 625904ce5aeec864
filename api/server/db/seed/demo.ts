import { is, sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../connect';
import { schema } from '../schema/all';
import { systemUsers } from '../schema/auth';
import { carriers } from '../schema/carriers';
import { orderCustomers } from '../schema/customers';
import { loadStops, loads } from '../schema/loads';
import { locations } from '../schema/locations';
import { orderGroups, orders } from '../schema/orders';
import { storageCustomers } from '../schema/storage-customers';
import { seedPeople } from './baseline';
import { addDays, startOfUtcDay } from './dates';
import { attributeCustomers, seedContactsAndNotes } from './extras';
import { seedParties } from './parties';
import { createRng } from './prng';
import { resolveCounts, type SeedCounts, type SeedSize } from './sizes';
import { seedTraffic } from './traffic';
import { maxId, syncSequence } from './writer';

export { demoAccounts, demoPassword } from './accounts';

export interface SeedOptions {
  /** PRNG seed: the same seed and anchor give the same data. Default 1. */
  seed?: number;
  /** Preset: `test` (small) or `demo` (default). */
  size?: SeedSize;
  /** Overrides the preset: this many orders, the other counts in proportion. */
  orders?: number;
  /** The day the data is "current" at; default today (UTC). Only its date counts. */
  anchor?: Date;
  /** Progress lines; silent by default. */
  log?: (line: string) => void;
}

export interface SeedSummary {
  seed: number;
  anchor: string;
  counts: SeedCounts;
  orders: number;
  loads: number;
}

export const defaultSeed = 1;

/** The tables the seed fills, with their serial id column; their sequences follow the explicit ids. */
const explicitIds = [
  [orderCustomers, 'order_customer_id'],
  [locations, 'location_id'],
  [carriers, 'carrier_id'],
  [orderGroups, 'order_group_id'],
  [orders, 'order_id'],
  [loads, 'load_id'],
  [loadStops, 'load_stop_id'],
] as const;

export async function hasUsers(database: Database): Promise<boolean> {
  const rows = await database.db.select({ id: systemUsers.systemUserId }).from(systemUsers).limit(1);
  return rows.length > 0;
}

/**
 * Roles, demo accounts, and deterministic demo data (spec 2 §3 entities) for a database without users.
 * New ids follow the highest ids present, so it also fills a database that has business rows but no users.
 */
export async function seedDatabase(database: Database, options: SeedOptions = {}): Promise<SeedSummary> {
  if (await hasUsers(database)) {
    throw new Error('The database already has users; reset it first (npm run seed -- --reset).');
  }
  const seed = options.seed ?? defaultSeed;
  const anchor = startOfUtcDay(options.anchor ?? new Date());
  const counts = resolveCounts(options.size, options.orders);
  const log = options.log ?? (() => {});
  const day = anchor.toISOString().slice(0, 10);
  const n = (x: number) => x.toLocaleString('en-US');
  log(`Seeding ${n(counts.orders)} orders, ${n(counts.loads)} loads (seed ${seed}, as of ${day})`);
  const rng = (stream: string) => createRng(seed, stream);
  const db = database.db;
  const bases = {
    customer: await maxId(db, orderCustomers, 'order_customer_id'),
    location: await maxId(db, locations, 'location_id'),
    carrier: await maxId(db, carriers, 'carrier_id'),
    storageCustomer: await maxId(db, storageCustomers, 'ams_storage_customer_id'),
    order: await maxId(db, orders, 'order_id'),
    load: await maxId(db, loads, 'load_id'),
    loadStop: await maxId(db, loadStops, 'load_stop_id'),
    orderGroup: await maxId(db, orderGroups, 'order_group_id'),
  };
  const parties = await db.transaction((tx) => seedParties(tx, rng('parties'), counts, bases, anchor));
  log(`  ${n(counts.customers)} customers, ${n(counts.locations)} locations, ${n(counts.carriers)} carriers`);
  const people = await db.transaction(async (tx) => {
    const links = { orderCustomerId: parties.customers[0]!.id, carrierId: parties.carriers[0]!.id };
    const made = await seedPeople(tx, rng('people'), links, addDays(anchor, -400));
    await attributeCustomers(tx, made, bases);
    await seedContactsAndNotes(tx, rng('contacts'), parties, made, anchor);
    return made;
  });
  const traffic = await seedTraffic(database, rng('traffic'), {
    counts,
    parties,
    people,
    anchor,
    bases,
    log,
  });
  for (const [table, column] of explicitIds) await syncSequence(db, table, column);
  // Fresh statistics after a bulk load; PGlite has no autovacuum to gather them, and small seeds need none.
  if (counts.orders >= 1000) await database.exec('analyze');
  return { seed, anchor: day, counts, ...traffic };
}

/** The server's first start: seeds only a database without users. Returns whether it seeded. */
export async function ensureSeeded(database: Database, options: SeedOptions = {}): Promise<boolean> {
  if (await hasUsers(database)) return false;
  await seedDatabase(database, options);
  return true;
}

/** Empties every table but the reference lists and the migration record, and restarts the ids. */
export async function resetDatabase(database: Database): Promise<void> {
  const names = Object.values(schema)
    .filter((t) => is(t, PgTable))
    .map((t) => getTableConfig(t as PgTable).name)
    .filter((name) => !name.startsWith('ref_'));
  await database.db.execute(
    sql.raw(`truncate table ${names.map((n) => `"${n}"`).join(', ')} restart identity cascade`),
  );
}
