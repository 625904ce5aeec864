import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { CompareType, FilterOperator as O } from '#contract/filter-codes';
import { dayInZone } from '#domain/business-day';
import { addUtcDays, relativeWindow } from './date-windows';
import { nullMatchingOperators, type CheckedFilter, type FilterScalar } from './filter-rules';
import type { ListProperty } from './list-definition';

type Expr = AnyPgColumn | SQL;

/** `%`, `_` and the escape character itself match literally (LIKE's default escape is backslash). */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The LIKE pattern of a text-match operator; text is compared lower-cased. */
export function likePattern(operator: number, value: string): string {
  const v = escapeLike(value.toLowerCase());
  return operator === O.StartsWith ? `${v}%` : operator === O.EndsWith ? `%${v}` : `%${v}%`;
}

const list = (items: SQL[]) => sql.join(items, sql`, `);
const anyOf = (e: Expr, values: SQL[]) =>
  values.length === 1 ? sql`${e} = ${values[0]}` : sql`${e} in (${list(values)})`;
const orNull = (e: Expr, condition: SQL) => sql`(${e} is null or ${condition})`;
/**
 * `e = true` is `e` and `e = false` is `not e` for every value of `e`, null too. Written bare, an `exists`
 * property stays a sub-select the planner can turn into a semi-join (the board's exceptions, migration 0022).
 */
const truthOf = (e: Expr, value: boolean) => (value ? sql`(${e})` : sql`(not ${e})`);

/** A parameter of the property's SQL type, so a comparison keeps using the column's index. */
function param(definition: ListProperty, value: FilterScalar): SQL {
  if (value instanceof Date && definition.kind === 'day')
    return sql`${value.toISOString().slice(0, 10)}::date`;
  if (value instanceof Date) return sql`${value.toISOString()}::timestamptz`;
  if (typeof value === 'boolean') return sql`${value}::boolean`;
  if (typeof value === 'string') return sql`${value}`;
  return definition.kind === 'decimal' ? sql`${value}::numeric` : sql`${value}::int`;
}

function textCondition(e: Expr, f: CheckedFilter): SQL {
  const lower = sql`lower(${e})`;
  const values = f.values.map((v) => sql`${String(v).toLowerCase()}`);
  switch (f.operator) {
    case O.Is:
      return anyOf(lower, values);
    case O.IsNot:
      return orNull(e, sql`not (${anyOf(lower, values)})`);
    case O.NotContain:
      return orNull(e, sql`${lower} not like ${likePattern(O.Contain, String(f.values[0]))}`);
    case O.IsSet:
      return sql`(${e} is not null and ${e} <> '')`;
    case O.IsNotSet:
      return sql`(${e} is null or ${e} = '')`;
    default:
      return sql`${lower} like ${likePattern(f.operator, String(f.values[0]))}`;
  }
}

function valueCondition(e: Expr, f: CheckedFilter, now: Date, timeZone: string): SQL {
  const p = (v: FilterScalar) => param(f.definition, v);
  const [a, b] = f.values;
  const dayColumn = f.definition.kind === 'day';
  const byDay = f.compareType === CompareType.DateOnly || dayColumn;
  // A date value is a span [d, end): by day the whole UTC day; as a date-time the whole millisecond, which is
  // all the API ever shows of an instant, while the database keeps microseconds (a row stamped by now()).
  const spans = byDay || f.compareType === CompareType.DateTime;
  const end = (d: FilterScalar) => p(byDay ? addUtcDays(d as Date, 1) : new Date((d as Date).getTime() + 1));
  switch (f.operator) {
    case O.Is:
      if (spans) return sql`(${e} >= ${p(a!)} and ${e} < ${end(a!)})`;
      return f.values.length === 1 && typeof a === 'boolean' ? truthOf(e, a) : anyOf(e, f.values.map(p));
    case O.IsNot:
      return spans
        ? orNull(e, sql`(${e} < ${p(a!)} or ${e} >= ${end(a!)})`)
        : orNull(e, sql`not (${anyOf(e, f.values.map(p))})`);
    case O.IsSet:
      return sql`${e} is not null`;
    case O.IsNotSet:
      return sql`${e} is null`;
    case O.GreaterThan:
    case O.After:
      return spans ? sql`${e} >= ${end(a!)}` : sql`${e} > ${p(a!)}`;
    case O.OnOrAfter:
      return sql`${e} >= ${p(a!)}`;
    case O.LessThan:
    case O.Before:
      return sql`${e} < ${p(a!)}`;
    case O.OnOrBefore:
      return spans ? sql`${e} < ${end(a!)}` : sql`${e} <= ${p(a!)}`;
    case O.Between:
      return spans
        ? sql`(${e} >= ${p(a!)} and ${e} < ${end(b!)})`
        : sql`(${e} >= ${p(a!)} and ${e} <= ${p(b!)})`;
    case O.PastWeek:
    case O.PastMonth:
    case O.PastYear:
    case O.ThisYear: {
      // A day column counts the business's days: its today is the business's, written as that UTC day.
      const clock = dayColumn ? new Date(`${dayInZone(now, timeZone)}T00:00:00.000Z`) : now;
      const w = relativeWindow(f.operator, clock, byDay);
      return w.toExclusive
        ? sql`(${e} >= ${p(w.from)} and ${e} < ${p(w.to)})`
        : sql`(${e} >= ${p(w.from)} and ${e} <= ${p(w.to)})`;
    }
    default: {
      // Contain and friends on numbers: the digits as PostgreSQL writes the value.
      const digits = sql`cast(${e} as text)`;
      const pattern = likePattern(f.operator, String(a));
      return f.operator === O.NotContain
        ? orNull(e, sql`${digits} not like ${likePattern(O.Contain, String(a))}`)
        : sql`${digits} like ${pattern}`;
    }
  }
}

function condition(e: Expr, f: CheckedFilter, now: Date, timeZone: string): SQL {
  return f.compareType === CompareType.String ? textCondition(e, f) : valueCondition(e, f, now, timeZone);
}

/**
 * Resolves the keys of the rows of a related table that match a condition, e.g. the ids of the customers
 * whose name contains "ridge", or null when there are too many to pass as a list. The list engine answers
 * it with one query, cached per list query.
 */
export type KeyResolver = (table: PgTable, key: AnyPgColumn, where: SQL) => Promise<number[] | null>;

/** An id list as one int[] parameter: `{1,2,3}` (numbers only, so nothing else can reach the text). */
export const intArrayParam = (ids: readonly number[]) =>
  sql`${`{${ids.map((id) => Math.trunc(id)).join(',')}}`}::int[]`;

/**
 * One checked filter as SQL over the list's base table. A related value is matched in its own table
 * first, and the list's foreign key compared with those keys as one constant array: an index condition
 * (several combine by BitmapOr), and a hashed lookup when PostgreSQL filters row by row, where a subquery's
 * array would be scanned linearly. Past `maxRelatedKeys` it stays a subquery (a hashed semi-join). The rows without a related row join in when the operator holds for a
 * missing value, so the answer is the same as evaluating the value per row.
 */
export async function compileFilter(
  f: CheckedFilter,
  now: Date,
  resolve: KeyResolver,
  timeZone: string,
): Promise<SQL> {
  const related = f.definition.related;
  if (!related) return condition(f.definition.sql, f, now, timeZone);
  const { fk, key, table, where } = related;
  const also = where ? sql` and ${where}` : sql``;
  const matching = sql`(${condition(related.value, f, now, timeZone)})${also}`;
  const keys = await resolve(table, key, matching);
  const inner =
    keys === null
      ? sql`${fk} in (select ${key} from ${table} where ${matching})`
      : keys.length
        ? sql`${fk} = any(${intArrayParam(keys)})`
        : sql`false`;
  if (!nullMatchingOperators.includes(f.operator)) return inner;
  // Rows without a related row have a missing value, which "is not", "does not contain", "is not set" hold for.
  const none = related.reverse
    ? sql`not exists (select 1 from ${table} where ${key} = ${fk}${also})`
    : sql`${fk} is null`;
  return sql`(${none} or ${inner})`;
}
