import { sql } from 'drizzle-orm';
import { timestamp } from 'drizzle-orm/pg-core';

/** The audit timestamps every entity carries; `dateModified` doubles as the stale-write token. */
export const auditDates = {
  dateAdded: timestamp('date_added', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  dateModified: timestamp('date_modified', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
};

export const tstz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const emptyIntArray = sql`'{}'::integer[]`;
