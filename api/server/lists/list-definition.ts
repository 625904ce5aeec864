import type { SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { CodeOption } from '#contract/codes';
import type { SearchFields, SortColumn } from '#contract/list-query';
import type { RequestContext } from '../http/request-context';

/**
 * What a property holds, which fixes the compare types a filter may use on it (filter-rules.ts):
 * text → String; integer, decimal → Number; id (a row of another table) → TableEnum, Enum, Number;
 * code (a contract code table) → Enum, TableEnum, Number; datetime → DateTime, DateOnly; day (a `date`
 * column, docs/decisions/054) → DateOnly, DateTime, both read as the day written; boolean → Boolean.
 */
export type PropertyKind = 'text' | 'integer' | 'decimal' | 'id' | 'code' | 'datetime' | 'day' | 'boolean';

/**
 * A value that lives in another table, reached through a foreign key (names of customers, locations…), or,
 * `reverse`, through a key of another table that points back (a customer's primary contact).
 */
export interface RelatedValue {
  /** The column on the list's table: a foreign key, or (reverse) the list's own id. */
  fk: AnyPgColumn;
  /** The column of the other table it matches, and the value there. */
  key: AnyPgColumn;
  table: PgTable;
  value: AnyPgColumn | SQL;
  /** Which row of the other table counts (reverse: at most one matches). */
  where?: SQL;
  /** Rows of the other table point at the list's row; a row may have none. */
  reverse?: boolean;
}

/**
 * One property of a list, under the name the API spells. `sql` is the value over the list's base table
 * (a column, or an expression such as a scalar subquery); filters and sorts use it, and so does the
 * in-memory reference of the tests. `related` lets a filter run as `fk = any(array(select key … where …))`, which
 * stays an index lookup where evaluating `sql` per row would not.
 */
export interface ListProperty {
  kind: PropertyKind;
  sql: AnyPgColumn | SQL;
  related?: RelatedValue;
  /** The allowed codes of a `code` property. */
  codes?: readonly number[];
  /**
   * The labels rows show for a `code` property: `filterText` matches a word against them (in memory) and
   * the codes whose label contains it, so "Planned" finds what the Status column shows.
   */
  labels?: readonly CodeOption[];
  /** Digits after the point of a `decimal` column (its text form, for Contain on numbers). */
  scale?: number;
  /** Default true. */
  sortable?: boolean;
  /** Default true. */
  filterable?: boolean;
  /** Only staff (admin, employee) may filter, sort or read it: revenue and internal fields. */
  staffOnly?: boolean;
}

/** Who asks, and when: scope, staff-only fields and the relative date operators depend on it. */
export type ListContext = RequestContext;

/**
 * A list: its base table and id, its properties (the allow-list of the query object), the properties
 * that `filterText` searches and the one `pagerLetter` indexes, the search `fields` it honours, the
 * caller's scope, and how the page's rows become items.
 */
export interface ListDefinition<Item> {
  /** Plural noun for messages: 'orders', 'customers'. */
  noun: string;
  table: PgTable;
  id: AnyPgColumn;
  /** The id's property name ('orderId'): the tiebreak of every sort. */
  idProperty: string;
  properties: Readonly<Record<string, ListProperty>>;
  /**
   * Property names `filterText` looks in (contains, case-insensitive): what the list's rows show
   * (docs/decisions/034-phone-shell.md, search). A `code` property with `labels` matches by its labels.
   */
  search: readonly string[];
  /** An all-digit search term also matches the id exactly. */
  searchById?: boolean;
  /** Property whose first letter `pagerLetter` picks. */
  letter?: string;
  defaultSort: readonly SortColumn[];
  /** Conditions from the search `fields` this list honours (the others are ignored). */
  fields?: (fields: SearchFields, ctx: ListContext) => (SQL | undefined)[];
  /** Rows the caller may see at all; undefined means every row. */
  scope?: (ctx: ListContext) => SQL | undefined;
  /** The items of the page's ids, in any order (staff-only fields are removed for outsiders afterwards). */
  load: (ids: number[], ctx: ListContext) => Promise<Item[]>;
  /** Item fields outsiders never receive beyond the properties marked `staffOnly`. */
  staffOnlyFields?: readonly string[];
  /** The id of an item, to put `load`'s answer back in page order. */
  idOf: (item: Item) => number;
}

/** Declares a list with its item type inferred. */
export const defineList = <Item>(definition: ListDefinition<Item>) => definition;

const prop =
  (kind: PropertyKind) =>
  (sql: AnyPgColumn | SQL, more: Omit<ListProperty, 'kind' | 'sql'> = {}): ListProperty => ({
    kind,
    sql,
    ...more,
  });

export const textProp = prop('text');
export const integerProp = prop('integer');
export const idProp = prop('id');
export const datetimeProp = prop('datetime');
/** A calendar day (`date` column): filters compare days, its relative windows count the business's days. */
export const dayProp = prop('day');
export const booleanProp = prop('boolean');
/** A decimal; with its `scale` (digits after the point) Contain can match its text, without it not. */
export const decimalProp = (
  sql: AnyPgColumn | SQL,
  scale: number | undefined,
  more: Omit<ListProperty, 'kind' | 'sql'> = {},
) => prop('decimal')(sql, { ...(scale === undefined ? {} : { scale }), ...more });
export const codeProp = (
  sql: AnyPgColumn | SQL,
  codes: readonly number[],
  more: Omit<ListProperty, 'kind' | 'sql'> = {},
) => prop('code')(sql, { codes, ...more });

/** The item fields an outsider (customer or carrier identity) never receives from a list. */
export const staffOnlyFieldsOf = (definition: {
  properties: Record<string, ListProperty>;
  staffOnlyFields?: readonly string[];
}): string[] => [
  ...Object.entries(definition.properties)
    .filter(([, p]) => p.staffOnly)
    .map(([name]) => name),
  ...(definition.staffOnlyFields ?? []),
];

/** An item without the given fields. */
export function withoutFields<T extends object>(item: T, fields: readonly string[]): Partial<T> {
  const copy = { ...item } as Record<string, unknown>;
  for (const field of fields) delete copy[field];
  return copy as Partial<T>;
}
