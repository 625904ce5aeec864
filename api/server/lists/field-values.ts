import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { SearchFields } from '#contract/list-query';
import { badRequest } from '../http/errors';
import { parseInstant } from './filter-rules';

/** A search-field date (dateStartInclusive, dateEndExclusive): refused, naming the field, when it names no real instant. */
export function instantField(name: string, value: string): Date {
  const date = parseInstant(value);
  if (!date) throw badRequest('The list query is not valid.', { [`fields.${name}`]: 'Invalid Date' });
  return date;
}

/** isActive keeps the active (or the inactive) rows; otherwise includeInactive: false keeps the active ones. */
export function activeFields(isActive: AnyPgColumn | SQL, f: SearchFields): (SQL | undefined)[] {
  if (f.isActive != null) return [sql`${isActive} = ${f.isActive}::boolean`];
  return [f.includeInactive === false ? sql`${isActive}` : undefined];
}
