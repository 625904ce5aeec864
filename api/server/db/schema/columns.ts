import { sql } from 'drizzle-orm';
import { date, index, integer, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';

/** The audit timestamps every entity carries; `dateModified` doubles as the stale-write token. */
export const auditDates = {
  dateAdded: timestamp('date_added', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  dateModified: timestamp('date_modified', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
};

export const tstz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** A calendar day, `YYYY-MM-DD` both ways: no time, no zone (docs/decisions/054). */
export const day = (name: string) => date(name, { mode: 'string' });

export const emptyIntArray = sql`'{}'::integer[]`;

/** A row that belongs to a parent and goes with it: NOT NULL, ON DELETE CASCADE. */
export const parentRef = (name: string, target: () => AnyPgColumn) =>
  integer(name).notNull().references(target, { onDelete: 'cascade' });

/** A nullable reference that goes with its row (ON DELETE CASCADE): one owner of several, or an optional parent. */
export const ownerRef = (name: string, target: () => AnyPgColumn) =>
  integer(name).references(target, { onDelete: 'cascade' });

/** An index over the rows where `column` is set (a partial index: `where column is not null`). */
export const indexWhereSet = (name: string, column: AnyPgColumn, ...more: AnyPgColumn[]) =>
  index(name)
    .on(column, ...more)
    .where(sql`${column} is not null`);
