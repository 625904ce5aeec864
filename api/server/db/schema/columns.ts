import { sql } from 'drizzle-orm';
import { date, timestamp } from 'drizzle-orm/pg-core';

/** The audit timestamps every entity carries; `dateModified` doubles as the stale-write token. */
export const auditDates = {
  dateAdded: timestamp('date_added', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  dateModified: timestamp('date_modified', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
};

export const tstz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** A calendar day, `YYYY-MM-DD` both ways: no time, no zone (docs/decisions/054). */
export const day = (name: string) => date(name, { mode: 'string' });

export const emptyIntArray = sql`'{}'::integer[]`;
