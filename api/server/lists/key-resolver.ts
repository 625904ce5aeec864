import { getTableName, sql, type SQL } from 'drizzle-orm';
import { PgDialect, type AnyPgColumn, type PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/connect';
import type { KeyResolver } from './compile-filter';
import { keepable, keptKeys, keysVersionColumn, readKeysVersion } from './key-cache';
import { intArray } from './related';

/** Related matches passed to the main query as a list, up to this many keys; more stay a subquery. */
export const maxRelatedKeys = 10_000;
const dialect = new PgDialect();

/** The related conditions of one table and key column, asked for in one scan of that table. */
interface KeyGroup {
  table: PgTable;
  key: AnyPgColumn;
  conditions: { where: SQL; column: string }[];
}

/**
 * The FROM item answering a group's keys: one condition reads `array(select distinct key … limit max + 1)`
 * (an index walk that can stop early); several on one table read it once, each condition's keys gathered by
 * a `filter`, where a scan each read the table again (a two-letter search word, which no trigram index can
 * narrow, scanned the places twice: by name and by city).
 */
function keyGroupQuery({ table, key, conditions }: KeyGroup, max: number, alias: string): SQL {
  const as = sql.identifier(alias);
  if (conditions.length === 1) {
    const { where, column } = conditions[0]!;
    return sql`(select array(select distinct ${key} from ${table} where ${where} and ${key} is not null limit ${max + 1}) as ${sql.identifier(column)}) as ${as}`;
  }
  const columns = conditions.map(
    ({ where, column }) =>
      sql`array_agg(distinct ${key}) filter (where ${where}) as ${sql.identifier(column)}`,
  );
  const any = sql.join(
    conditions.map(({ where }) => sql`(${where})`),
    sql` or `,
  );
  return sql`(select ${sql.join(columns, sql`, `)} from ${table} where (${any}) and ${key} is not null) as ${as}`;
}

/**
 * The keys of every related condition of a list query, in one statement: the conditions the query compiles
 * in one go (each search word's customers and places, a filter's related names) are gathered until the
 * compile yields, then asked for together, one scan per table and key (keyGroupQuery), so a search of two
 * words is one round trip where it was six in two waves (decision 094). Keys resolved before are reused while
 * the related tables' version is the one they were read at (decision 101): a search asked again, paged
 * through or refreshed reads that version, a one-row lookup, where its scans cost up to a hundred
 * milliseconds of the database's time (a two-letter word, which no trigram index narrows, scans every place).
 */
export function keyResolver(database: Database, max: number): KeyResolver {
  const cache = new Map<string, Promise<number[] | null>>();
  const known = keptKeys(database);
  type Pending = {
    id: string;
    /** Its keys may be kept with the version (it reads only versioned tables). */
    keep: boolean;
    table: PgTable;
    key: AnyPgColumn;
    where: SQL;
    settle: (keys: number[] | null) => void;
    fail: (error: unknown) => void;
  };
  let batch: Pending[] | null = null;
  const scan = async (pending: Pending[]) => {
    const groups: KeyGroup[] = [];
    const columnOf = new Map<Pending, string>();
    pending.forEach((p, i) => {
      let group = groups.find((g) => g.table === p.table && g.key === p.key);
      if (!group) groups.push((group = { table: p.table, key: p.key, conditions: [] }));
      group.conditions.push({ where: p.where, column: `k${i}` });
      columnOf.set(p, `k${i}`);
    });
    const from = groups.map((g, i) => keyGroupQuery(g, max, `g${i}`));
    const [row] = await database.rows<Record<string, unknown>>(
      sql`select ${keysVersionColumn}, * from ${sql.join(from, sql`, `)}`,
    );
    const version = (row?.keys_version as string | null | undefined) ?? null;
    for (const p of pending) {
      const found = intArray(row?.[columnOf.get(p)!]);
      const keys = found.length > max ? null : found;
      if (version !== null && p.keep) known.set(p.id, version, keys);
      p.settle(keys);
    }
  };
  const flush = async (pending: Pending[]) => {
    try {
      const kept = pending.map((p) => (p.keep ? known.get(p.id) : undefined));
      if (kept.every((k) => k !== undefined)) {
        const version = await readKeysVersion(database);
        if (version !== null && kept.every((k) => k!.version === version)) {
          pending.forEach((p, i) => p.settle(kept[i]!.keys));
          return;
        }
      }
      await scan(pending);
    } catch (error) {
      pending.forEach((p) => p.fail(error));
    }
  };
  return (table, key, where) => {
    const { sql: text, params } = dialect.sqlToQuery(sql`${table} ${key} ${where}`);
    const id = JSON.stringify([text, params, max]);
    let keys = cache.get(id);
    if (!keys) {
      keys = new Promise<number[] | null>((settle, fail) => {
        if (!batch) {
          const pending: Pending[] = (batch = []);
          setImmediate(() => {
            batch = null;
            void flush(pending);
          });
        }
        batch.push({ id, keep: keepable(getTableName(table), text), table, key, where, settle, fail });
      });
      cache.set(id, keys);
    }
    return keys;
  };
}
