import { getTableColumns } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

/**
 * A table's columns as read from `source`, the rows an insert returned in a `with` (`db.$with(…).as(insert
 * … returning())`), so the statement that inserts a row can select it back with joins (a note's or a file's
 * author) instead of a read after it (issue #26, decision 097).
 */
export function returnedColumns<T extends PgTable>(table: T, source: object): T['_']['columns'] {
  const from = source as Record<string, unknown>;
  return Object.fromEntries(
    Object.keys(getTableColumns(table)).map((key) => [key, from[key]]),
  ) as T['_']['columns'];
}
