import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/connect';

/**
 * The tables whose related conditions' keys a process keeps (a search word's customers and places, a filter
 * on a carrier's or a person's name, a place's state): every statement that writes one bumps
 * `related_keys_version` (migration 0024, decision 101). A condition that reads any other table (the stops
 * of a load, written at every check-off) is resolved every time.
 */
export const relatedKeyTables = [
  'order_customers',
  'locations',
  'carriers',
  'contacts',
  'ref_states',
  'ref_countries',
  'ref_load_designations',
  'system_users',
] as const;

/**
 * The tables a rendered condition reads: those it reads from or joins, quoted or not, and those it qualifies a
 * column with (an alias counts as a table of its own, which keeps its condition out of the cache).
 */
export function tablesRead(text: string): string[] {
  return [...text.matchAll(/\b(?:from|join)\s+"?([a-z_][a-z0-9_]*)"?|"([a-z_][a-z0-9_]*)"\./gi)].map(
    (m) => (m[1] ?? m[2])!,
  );
}

const versioned = new Set<string>(relatedKeyTables);
/** Whether keys resolved from `table` by a condition rendered as `text` may be kept (decision 101). */
export const keepable = (table: string, text: string): boolean =>
  versioned.has(table) && tablesRead(text).every((name) => versioned.has(name));

/** The version, as a column of the statement that resolves keys: read in that statement's snapshot. */
export const keysVersionColumn: SQL = sql`(select version from related_keys_version where id = 1) as keys_version`;

/** The version alone (null: no row, as after restoring a backup older than the table). */
export async function readKeysVersion(database: Database): Promise<string | null> {
  const [row] = await database.rows<{ keys_version: string | null }>(sql`select ${keysVersionColumn}`);
  return row?.keys_version ?? null;
}

/** Conditions kept a database; past it the oldest go first. */
const keptMax = 2_000;
/** Keys kept a database in all (a short word can match thousands of places): past it the oldest go first. */
export const keptKeysMax = 500_000;

interface KeptKeys {
  version: string;
  keys: number[] | null;
}

interface Kept {
  entries: Map<string, KeptKeys>;
  /** The keys the entries hold in all. */
  size: number;
}

const kept = new WeakMap<Database, Kept>();
const sizeOf = (entry: KeptKeys | undefined) => entry?.keys?.length ?? 0;

/**
 * The keys of related conditions this process resolved, by the condition's text and values, with the version
 * they were read at. A condition's keys stay right while the version is the same: nothing its tables hold
 * has changed since (the bump commits with the write, so a reader that sees the old version does not see the
 * write either). At most `keptMax` conditions and `keptKeysMax` keys a database (a few megabytes).
 */
export function keptKeys(database: Database) {
  let store = kept.get(database);
  if (!store) kept.set(database, (store = { entries: new Map(), size: 0 }));
  const own = store;
  const drop = (id: string) => {
    own.size -= sizeOf(own.entries.get(id));
    own.entries.delete(id);
  };
  return {
    get: (id: string) => own.entries.get(id),
    set: (id: string, version: string, keys: number[] | null) => {
      drop(id);
      const entry = { version, keys };
      while (own.entries.size && (own.entries.size >= keptMax || own.size + sizeOf(entry) > keptKeysMax))
        drop(own.entries.keys().next().value!);
      if (sizeOf(entry) > keptKeysMax) return;
      own.entries.set(id, entry);
      own.size += sizeOf(entry);
    },
  };
}
