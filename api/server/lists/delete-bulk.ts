import { inArray, is, sql, type SQL } from 'drizzle-orm';
import { getTableConfig, PgTable, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database, Db } from '../db/connect';
import { schema } from '../db/schema/all';
import { conflict } from '../http/errors';
import { deleteEventsFor } from '../live/delete-events';

/** What a referencing row is called in a refusal, by table: singular and plural. */
const referenceNouns: Readonly<Record<string, readonly [string, string]>> = {
  orders: ['order', 'orders'],
  loads: ['load', 'loads'],
  load_stops: ['load stop', 'load stops'],
  load_stop_orders: ['load stop', 'load stops'],
  user_identities: ['login', 'logins'],
  system_user_role_assignments: ['user', 'users'],
  locations: ['location', 'locations'],
  order_customers: ['customer', 'customers'],
  carriers: ['carrier', 'carriers'],
};

/** One foreign key that keeps a row from being deleted (RESTRICT or NO ACTION). */
interface Blocker {
  table: PgTable;
  tableName: string;
  column: AnyPgColumn;
}

const blockersCache = new Map<PgTable, Blocker[]>();

/** Every foreign key in the schema that refuses the deletion of a row of `target`. */
export function blockersOf(target: PgTable): Blocker[] {
  const cached = blockersCache.get(target);
  if (cached) return cached;
  const found: Blocker[] = [];
  for (const table of Object.values(schema)) {
    if (!is(table, PgTable)) continue;
    const config = getTableConfig(table);
    for (const fk of config.foreignKeys) {
      const ref = fk.reference();
      if (
        ref.foreignTable !== target ||
        (fk.onDelete !== 'restrict' && fk.onDelete !== 'no action' && fk.onDelete)
      )
        continue;
      found.push({ table, tableName: config.name, column: ref.columns[0]! });
    }
  }
  blockersCache.set(target, found);
  return found;
}

/** Integrity failures that mean "still referenced": 23503 (PostgreSQL) and 23001 (PGlite's RESTRICT). */
export function isReferenceViolation(error: unknown): boolean {
  for (let e = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (code === '23503' || code === '23001') return true;
  }
  return false;
}

/** "Harbor Beverage is used by 12 orders and 1 login; Customer #5 is used by 4 orders." */
async function describeBlockers(db: Db, target: PgTable, ids: number[], label: (id: number) => string) {
  const uses = new Map<number, Map<string, number>>();
  for (const blocker of blockersOf(target)) {
    const rows = await db
      .select({
        id: sql<number>`${blocker.column}`.mapWith(Number),
        n: sql<number>`count(*)`.mapWith(Number),
      })
      .from(blocker.table)
      .where(inArray(blocker.column, ids))
      .groupBy(blocker.column);
    for (const row of rows) {
      const perId = uses.get(row.id) ?? new Map<string, number>();
      perId.set(blocker.tableName, (perId.get(blocker.tableName) ?? 0) + row.n);
      uses.set(row.id, perId);
    }
  }
  return [...uses.entries()]
    .sort(([a], [b]) => a - b)
    .slice(0, 5)
    .map(([id, perTable]) => {
      const parts = [...perTable.entries()].map(([table, n]) => {
        const [one, many] = referenceNouns[table] ?? [table, table];
        return `${n} ${n === 1 ? one : many}`;
      });
      return `${label(id)} is used by ${parts.join(' and ')}`;
    });
}

/** The label of each row in a refusal: its name where it has one, else `spec.label`. */
async function namesOf(db: Db, spec: BulkDelete, ids: number[]): Promise<(id: number) => string> {
  if (!spec.name) return spec.label;
  const rows = await db
    .select({ id: sql<number>`${spec.id}`.mapWith(Number), name: sql<string | null>`${spec.name}` })
    .from(spec.table)
    .where(inArray(spec.id, ids));
  const names = new Map(rows.map((r) => [r.id, r.name?.trim()]));
  return (id) => names.get(id) || spec.label(id);
}

export interface BulkDelete {
  /** Plural noun for messages: 'customers'. */
  noun: string;
  table: PgTable;
  id: AnyPgColumn;
  /** 'Customer #3': how a refusal names a row that has no `name`. */
  label: (id: number) => string;
  /**
   * The record's name as people know it (a customer's, carrier's or location's name): a refusal says
   * "Harbor Beverage is used by 12 orders", not "Customer #21" (issue #10). Orders and loads go by number.
   */
  name?: AnyPgColumn | SQL;
  /** Business refusals checked inside the transaction (throw a 409), and work done before the delete. */
  before?: (tx: Db, ids: number[]) => Promise<void>;
  /** Work done after the delete, in the same transaction. */
  after?: (tx: Db, ids: number[]) => Promise<void>;
  /** Work outside the database once the delete committed (removing the owners' stored files). */
  afterCommit?: () => Promise<void>;
  /** Extra condition on the rows deleted (e.g. never the caller's own user). */
  where?: SQL;
}

/**
 * Deletes rows by id in one transaction. Ids that no longer exist are skipped. When a foreign key refuses
 * (rows still referenced), nothing is deleted and the answer is 409 delete_blocked naming what refers to
 * which row.
 */
export async function deleteBulk(
  database: Database,
  spec: BulkDelete,
  ids: number[],
): Promise<{ deleted: number }> {
  const unique = [...new Set(ids)];
  try {
    const result = await database.db.transaction(async (tx) => {
      await spec.before?.(tx as unknown as Db, unique);
      const recordDeleted = await deleteEventsFor(tx as unknown as Db, spec.table, unique);
      const deleted = await tx
        .delete(spec.table)
        .where(spec.where ? sql`${inArray(spec.id, unique)} and ${spec.where}` : inArray(spec.id, unique))
        .returning({ id: spec.id });
      await spec.after?.(tx as unknown as Db, unique);
      await recordDeleted(deleted.map((row) => row.id as number));
      return { deleted: deleted.length };
    });
    await spec.afterCommit?.();
    return result;
  } catch (error) {
    if (!isReferenceViolation(error)) throw error;
    const label = await namesOf(database.db, spec, unique);
    const reasons = await describeBlockers(database.db, spec.table, unique, label);
    throw conflict(
      `The selected ${spec.noun} cannot be deleted: ${reasons.join('; ') || 'other records still refer to them'}. Nothing was deleted.`,
      'delete_blocked',
    );
  }
}
