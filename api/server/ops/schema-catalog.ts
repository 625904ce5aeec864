import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/connect';

/** The migrations' own record: a backup carries it as its header's schema version, not as rows. */
const migrationsTable = 'schema_migrations';

export interface CatalogTable {
  name: string;
  /** Stored columns in table order; generated columns are left out (the database makes them). */
  columns: string[];
}

/** Rows of a query run in `db` (a transaction too), on either engine. */
export const rowsOf = async <T>(db: Db, query: SQL) =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

/** The portal's tables and sequences in the current schema, read from the catalog (migrations add more). */
export async function snapshotTables(db: Db): Promise<{ tables: CatalogTable[]; sequences: string[] }> {
  const columns = await rowsOf<{ t: string; c: string }>(
    db,
    sql`select c.relname as t, a.attname as c
          from pg_class c
          join pg_namespace n on n.oid = c.relnamespace
          join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
         where n.nspname = current_schema() and c.relkind = 'r' and not c.relispartition
           and a.attgenerated = '' and c.relname <> ${migrationsTable}
         order by c.relname, a.attnum`,
  );
  const tables = new Map<string, string[]>();
  for (const { t, c } of columns) tables.set(t, [...(tables.get(t) ?? []), c]);
  const sequences = await rowsOf<{ name: string }>(
    db,
    sql`select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
         where n.nspname = current_schema() and c.relkind = 'S' order by c.relname`,
  );
  return {
    tables: [...tables].map(([name, cols]) => ({ name, columns: cols })),
    sequences: sequences.map((s) => s.name),
  };
}

/** How many relations the current schema holds: none means an empty database, ready for a restore. */
export async function relationCount(db: Db): Promise<number> {
  const [row] = await rowsOf<{ n: number }>(
    db,
    sql`select count(*)::int as n from pg_class c join pg_namespace n on n.oid = c.relnamespace
         where n.nspname = current_schema() and c.relkind in ('r', 'p', 'v', 'm', 'S')`,
  );
  return row!.n;
}

export interface ForeignKey {
  table: string;
  name: string;
  definition: string;
}

/** The foreign keys of the current schema, as `alter table … add constraint` takes them back. */
export const foreignKeys = (db: Db) =>
  rowsOf<ForeignKey>(
    db,
    sql`select c.conrelid::regclass::text as "table", c.conname as name, pg_get_constraintdef(c.oid) as definition
          from pg_constraint c join pg_namespace n on n.oid = c.connamespace
         where n.nspname = current_schema() and c.contype = 'f'
         order by 1, 2`,
  );
