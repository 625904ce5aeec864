import { getTableColumns, is, sql, SQL } from 'drizzle-orm';
import { getTableConfig, type PgColumn, type PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../connect';

/** Rows per INSERT: few round trips, and each statement's JSON stays a few hundred kilobytes. */
export const batchRows = 500;

/** A transaction or the database: both can read, insert and execute. */
export type Writer = Pick<Db, 'insert' | 'execute' | 'select'>;

/**
 * Inserts rows `batchRows` at a time as one JSON parameter each (`json_populate_recordset`). Drizzle's
 * builder spends about half a millisecond of CPU per row on wide tables; this is ten times faster, which is
 * what lets a million orders seed in minutes. Columns absent from every row keep their database default;
 * a column some rows leave out takes its static default (a generator bug otherwise, so it throws).
 * Values go in as JSON: fine for the seed's types (text, numbers, booleans, dates, jsonb, integer arrays).
 */
export async function insertRows<T extends PgTable>(
  db: Writer,
  table: T,
  rows: readonly T['$inferInsert'][],
): Promise<void> {
  if (rows.length === 0) return;
  const name = getTableConfig(table).name;
  const columns = Object.entries(getTableColumns(table)) as [string, PgColumn][];
  for (let i = 0; i < rows.length; i += batchRows) {
    const chunk = rows.slice(i, i + batchRows) as Record<string, unknown>[];
    const used = columns.filter(([key]) => chunk.some((r) => r[key] !== undefined));
    const json = chunk.map((r) =>
      Object.fromEntries(used.map(([key, column]) => [column.name, valueOf(r[key], column, name)])),
    );
    const list = sql.join(
      used.map(([, column]) => sql.identifier(column.name)),
      sql`, `,
    );
    await db.execute(
      sql`insert into ${sql.identifier(name)} (${list}) select ${list} from json_populate_recordset(null::${sql.identifier(name)}, ${JSON.stringify(json)})`,
    );
  }
}

function valueOf(value: unknown, column: PgColumn, table: string): unknown {
  if (value !== undefined) return value;
  if (column.default === undefined || is(column.default, SQL)) {
    if (column.notNull)
      throw new Error(`Seed row for ${table} lacks ${column.name}, which has no static default`);
    return null;
  }
  return column.default;
}

/** The highest id in use, so generated ids follow whatever a database already holds. */
export async function maxId(db: Writer, table: PgTable, column: string): Promise<number> {
  const name = getTableConfig(table).name;
  const result = await db.execute(
    sql`select max(${sql.identifier(column)})::int as max from ${sql.identifier(name)}`,
  );
  // Both drivers answer raw SQL with `{ rows }`; the common drizzle type does not say so.
  return (result as unknown as { rows: { max: number | null }[] }).rows[0]?.max ?? 0;
}

/** After inserting explicit ids, moves the table's serial on so the API's next insert does not collide. */
export async function syncSequence(db: Writer, table: PgTable, column: string): Promise<void> {
  const name = getTableConfig(table).name;
  await db.execute(
    sql`select setval(pg_get_serial_sequence(${name}, ${column}), coalesce((select max(${sql.identifier(column)}) from ${sql.identifier(name)}), 0) + 1, false)`,
  );
}

/** Collects rows of one table and inserts them `batchRows` at a time, so a huge seed never holds them all. */
export function rowSink<T extends PgTable>(db: Writer, table: T) {
  let rows: T['$inferInsert'][] = [];
  return {
    async push(row: T['$inferInsert']) {
      rows.push(row);
      if (rows.length >= batchRows) await this.flush();
    },
    async flush() {
      const out = rows;
      rows = [];
      await insertRows(db, table, out);
    },
  };
}
