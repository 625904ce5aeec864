import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { CodeOption } from '#contract/codes';
import { contacts } from '../db/schema/contacts';
import { locations } from '../db/schema/locations';
import { refCountries, refStates } from '../db/schema/reference';
import { systemUsers } from '../db/schema/auth';
import type { ListProperty, PropertyKind } from './list-definition';

/**
 * A property whose value sits in another table behind a foreign key: read (and sorted) as a scalar
 * subquery, filtered as `fk = any(array(select key … where …))`.
 */
export function relatedProp(
  kind: PropertyKind,
  fk: AnyPgColumn,
  table: PgTable,
  key: AnyPgColumn,
  value: AnyPgColumn | SQL,
  more: Omit<ListProperty, 'kind' | 'sql' | 'related'> = {},
): ListProperty {
  return {
    kind,
    sql: sql`(select ${value} from ${table} where ${key} = ${fk})`,
    related: { fk, key, table, value },
    ...more,
  };
}

/** The primary contact's name or phone of a customer, location or carrier (`ownerKey` on contacts). */
export function primaryContactProp(
  ownId: AnyPgColumn,
  ownerKey: AnyPgColumn,
  value: AnyPgColumn,
): ListProperty {
  const where = sql`${contacts.isPrimary}`;
  return {
    kind: 'text',
    sql: sql`(select ${value} from ${contacts} where ${ownerKey} = ${ownId} and ${where})`,
    related: { fk: ownId, key: ownerKey, table: contacts, value, where, reverse: true },
  };
}

/** How many rows of `table` point at the list's row. */
export const countOf = (table: PgTable, ownerKey: AnyPgColumn, ownId: AnyPgColumn): ListProperty => ({
  kind: 'integer',
  sql: sql`(select count(*)::int from ${table} where ${ownerKey} = ${ownId})`,
});

/** "First Last" of a system user, as lists show people. */
export const userFullName = sql`trim(${systemUsers.firstName} || ' ' || ${systemUsers.lastName})`;

export const userNameProp = (fk: AnyPgColumn, more: Omit<ListProperty, 'kind' | 'sql' | 'related'> = {}) =>
  relatedProp('text', fk, systemUsers, systemUsers.systemUserId, userFullName, more);

/**
 * Every state's `column` by id, as one map: an uncorrelated subquery, which PostgreSQL evaluates once per
 * statement (an InitPlan) however many rows read it. As `(select code from ref_states where id = …)` it
 * scanned the 56 states again for every place a page shows (on a one-page table the planner prefers the scan
 * to the key): 11 of an export page's 17 ms at 1M orders, where the map takes 1 (issue #26).
 */
const stateMap = (column: AnyPgColumn) =>
  sql`(select jsonb_object_agg(${refStates.refStateId}, ${column}) from ${refStates})`;

/** The state's two-letter code and name of the current `locations` row (null without a state). */
export const locationStateCode = sql`(${stateMap(refStates.code)} ->> ${locations.refStateId}::text)`;
export const locationStateName = sql`(${stateMap(refStates.name)} ->> ${locations.refStateId}::text)`;

/** "Name, City ST", as the order list shows a location. */
export const locationLine = sql`concat_ws(', ', ${locations.name}, nullif(concat_ws(' ', nullif(${locations.city}, ''), ${locationStateCode}), ''))`;
export const locationLineOf = (l: { name: string | null; city: string | null; stateCode: string | null }) =>
  [l.name, [l.city || null, l.stateCode].filter(Boolean).join(' ')].filter(Boolean).join(', ') || null;

/** The properties of a location an order or load points at: name, city, state code and name, the line. */
export function locationProps(
  prefix: string,
  fk: AnyPgColumn,
  more: Omit<ListProperty, 'kind' | 'sql' | 'related'> = {},
) {
  const at = (value: AnyPgColumn | SQL) =>
    relatedProp('text', fk, locations, locations.locationId, value, more);
  return {
    [`${prefix}Name`]: at(locations.name),
    [`${prefix}City`]: at(locations.city),
    [`${prefix}StateAbbreviation`]: at(locationStateCode),
    [`${prefix}StateName`]: at(locationStateName),
  };
}

export const stateNameProp = (fk: AnyPgColumn) =>
  relatedProp('text', fk, refStates, refStates.refStateId, refStates.name);
export const countryNameProp = (fk: AnyPgColumn) =>
  relatedProp('text', fk, refCountries, refCountries.refCountryId, refCountries.name);

/** The display label of a code column, in SQL (contract labels, bound as parameters). */
export function codeLabel(column: AnyPgColumn, options: readonly CodeOption[]): SQL {
  const whens = options.map((o) => sql`when ${o.value}::int then ${o.label}::text`);
  return sql`(case ${column} ${sql.join(whens, sql` `)} else 'Unknown' end)`;
}

/** Parses an int[] that a driver handed back as an array or as '{1,2}'. */
export function intArray(value: unknown): number[] {
  if (Array.isArray(value)) return value.map(Number);
  if (typeof value === 'string' && value.length > 2) return value.slice(1, -1).split(',').map(Number);
  return [];
}

/**
 * A `date` column as the contract carries it, `YYYY-MM-DD` (docs/decisions/054). Drizzle's string mode gives
 * the text; a raw query may get the driver's Date at that day's midnight UTC.
 */
export const dayText = (value: Date | string | null | undefined): string | null =>
  value == null ? null : value instanceof Date ? value.toISOString().slice(0, 10) : value.slice(0, 10);

/** A timestamp as the contract carries it. */
export const iso = (value: Date | string | null | undefined): string | null =>
  value == null ? null : (value instanceof Date ? value : new Date(value)).toISOString();

/**
 * `{ ...row, ...fields }`, the same keys in the same order, made with Object.assign: V8 builds a spread of a
 * wide row followed by dozens of literal fields about 20 times slower (3 ms for a page of 25 orders, measured
 * under `npm run bench:load`, issue #18).
 */
export const withFields = <Row extends object, Fields extends object>(
  row: Row,
  fields: Fields,
): Omit<Row, keyof Fields> & Fields => Object.assign({}, row, fields);
