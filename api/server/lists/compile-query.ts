import { and, or, sql, type SQL } from 'drizzle-orm';
import { businessTimeZone } from '#contract/business-time-zone';
import { CompareType, FilterOperator } from '#contract/filter-codes';
import type { ListQuery, SortColumn } from '#contract/list-query';
import { allPageSize } from '#contract/pager';
import { badRequest } from '../http/errors';
import { compileFilter, intArrayParam, type KeyResolver } from './compile-filter';
import { checkFilter, isProblem, nulMessage, type CheckedFilter } from './filter-rules';
import type { ListContext, ListDefinition, ListProperty } from './list-definition';

/** The most rows one answer carries: 'All' (pageSize -1, or pagingDisabled) stops here (docs/api.md). */
export const allRowsCap = 5000;
/** filterText is split into words; each must match some searchable property. */
export const maxSearchWords = 10;

/** A list query made SQL: what to select, in which order, which slice. */
export interface CompiledQuery {
  where: SQL;
  orderBy: SQL;
  limit: number;
  offset: number;
  /** 0-based page index and the page size as asked (-1 for All), for the pager. */
  pageIndex: number;
  pageSize: number;
  sortColumns: SortColumn[];
  /**
   * The query matches text (search words, the letter, a text filter): the planner's row estimate for a
   * pattern is a guess, so the page waits for it to decide whether to filter before sorting, and the count is
   * planned for every match (decision 094). Equality and range conditions are estimated from statistics.
   */
  guessed: boolean;
}

/** What an outsider may read of a list, worked out once a list (a customer's every page asked for it). */
const outsiderProperties = new WeakMap<object, Readonly<Record<string, ListProperty>>>();

/** The properties this caller may filter, sort and read: outsiders lose the staff-only ones. */
export function visibleProperties(
  definition: ListDefinition<unknown>,
  ctx: Pick<ListContext, 'isStaff'>,
): Readonly<Record<string, ListProperty>> {
  if (ctx.isStaff) return definition.properties;
  let kept = outsiderProperties.get(definition);
  if (!kept) {
    kept = Object.fromEntries(Object.entries(definition.properties).filter(([, p]) => !p.staffOnly));
    outsiderProperties.set(definition, kept);
  }
  return kept;
}

/**
 * The declared name a query means: exact, else the one name equal ignoring case (the spec writes
 * "SystemUserId" where the JSON says systemUserId). Undefined when unknown.
 */
export function propertyName(
  properties: Readonly<Record<string, ListProperty>>,
  name: string,
): string | undefined {
  if (Object.hasOwn(properties, name)) return name;
  const lower = name.toLowerCase();
  const matches = Object.keys(properties).filter((key) => key.toLowerCase() === lower);
  return matches.length === 1 ? matches[0] : undefined;
}

const contains = (property: string, definition: ListProperty, word: string): CheckedFilter => ({
  property,
  definition,
  compareType: CompareType.String,
  operator: FilterOperator.Contain,
  values: [word],
});

/** The words of a search text, each at most once. */
export const searchWords = (filterText: string | null | undefined): string[] => [
  ...new Set((filterText ?? '').trim().split(/\s+/).filter(Boolean)),
];

/** A list query checked against one list and caller: nothing left to refuse, not yet SQL. */
export interface CheckedQuery {
  properties: Readonly<Record<string, ListProperty>>;
  /** OR-groups of filters, each non-empty. */
  groups: CheckedFilter[][];
  words: string[];
  letter: CheckedFilter | null;
  sort: { property: ListProperty; ascending: boolean }[];
  sortColumns: SortColumn[];
  limit: number;
  offset: number;
  pageIndex: number;
  pageSize: number;
}

/**
 * Checks a list query for one list and caller, or throws a 400 whose `fields` name every filter, sort
 * column or option that does not fit. Client text only ever becomes parameters: property names pick a
 * declared SQL expression, values are bound.
 */
export function checkQuery<Item>(
  definition: ListDefinition<Item>,
  query: ListQuery,
  ctx: ListContext,
): CheckedQuery {
  const properties = visibleProperties(definition as ListDefinition<unknown>, ctx);
  const problems: Record<string, string> = {};

  const groups: CheckedFilter[][] = [];
  (query.filters ?? []).forEach((group, g) => {
    const items: CheckedFilter[] = [];
    group.forEach((item, i) => {
      const name = propertyName(properties, item.property);
      const checked = checkFilter(
        { ...item, property: name ?? item.property },
        name ? properties[name] : undefined,
      );
      if (isProblem(checked)) problems[`filters.${g}.${i}.${checked.part}`] = checked.message;
      else items.push(checked);
    });
    // An empty group is no filter at all (it would otherwise make the whole OR true).
    if (items.length) groups.push(items);
  });

  const words = searchWords(query.filterText);
  if (words.length > maxSearchWords) problems.filterText = `Search at most ${maxSearchWords} words`;
  if (query.filterText?.includes('\u0000')) problems.filterText = nulMessage;

  let letter: CheckedFilter | null = null;
  if (query.pagerLetter) {
    const property = definition.letter && properties[definition.letter];
    if (!property) problems.pagerLetter = 'This list has no letter index';
    else
      letter = {
        ...contains(definition.letter!, property, query.pagerLetter),
        operator: FilterOperator.StartsWith,
      };
  }

  const sortColumns = (query.sortColumns?.length ? query.sortColumns : [...definition.defaultSort]).map(
    (c) => ({
      sortBy: propertyName(properties, c.sortBy) ?? c.sortBy,
      isSortAscending: c.isSortAscending,
    }),
  );
  const sort: CheckedQuery['sort'] = [];
  sortColumns.forEach((column, i) => {
    const property = Object.hasOwn(properties, column.sortBy) ? properties[column.sortBy] : undefined;
    if (!property || property.sortable === false)
      problems[`sortColumns.${i}.sortBy`] =
        `Cannot sort by '${query.sortColumns?.[i]?.sortBy ?? column.sortBy}'`;
    else sort.push({ property, ascending: column.isSortAscending });
  });
  // The id breaks ties, in the first column's direction, so pages never overlap or skip.
  sort.push({
    property: definition.properties[definition.idProperty]!,
    ascending: sortColumns[0]?.isSortAscending ?? true,
  });

  if (Object.keys(problems).length) throw badRequest('The list query is not valid.', problems);

  const all = query.pageSize === allPageSize || query.pagingDisabled === true;
  const limit = all ? allRowsCap : query.pageSize;
  return {
    properties,
    groups,
    words,
    letter,
    sort,
    sortColumns,
    limit,
    offset: all ? 0 : query.pageNumber * limit,
    pageIndex: all ? 0 : query.pageNumber,
    pageSize: all ? allPageSize : query.pageSize,
  };
}

/** Compiles a list query to SQL (after checkQuery); related values are resolved through `resolve`. */
export async function compileQuery<Item>(
  definition: ListDefinition<Item>,
  query: ListQuery,
  ctx: ListContext,
  resolve: KeyResolver,
): Promise<CompiledQuery> {
  const checked = checkQuery(definition, query, ctx);
  const compile = (f: CheckedFilter) =>
    compileFilter(f, ctx.now, resolve, ctx.config?.BUSINESS_TIME_ZONE ?? businessTimeZone);
  const conditions: (SQL | undefined)[] = [definition.scope?.(ctx)];
  if (query.fields && definition.fields) conditions.push(...definition.fields(query.fields, ctx));
  // Every condition compiles at once, so the related keys they look up are asked for in one statement.
  const [groups, words, letter] = await Promise.all([
    Promise.all(checked.groups.map(async (g) => and(...(await Promise.all(g.map(compile))))!)),
    Promise.all(
      checked.words.map((word) =>
        searchCondition(definition as ListDefinition<unknown>, checked.properties, word, compile),
      ),
    ),
    checked.letter ? compile(checked.letter) : undefined,
  ]);
  if (groups.length) conditions.push(or(...groups));
  conditions.push(...words, letter);
  return {
    where: and(...conditions.filter((c): c is SQL => c !== undefined)) ?? sql`true`,
    orderBy: sql.join(
      checked.sort.map((s) => sortExpression(s.property, s.ascending)),
      sql`, `,
    ),
    limit: checked.limit,
    offset: checked.offset,
    pageIndex: checked.pageIndex,
    pageSize: checked.pageSize,
    sortColumns: checked.sortColumns,
    guessed:
      checked.words.length > 0 ||
      checked.letter !== null ||
      checked.groups.some((g) => g.some((f) => f.compareType === CompareType.String)),
  };
}

/** Text sorts case-insensitively by code point (the same on every engine and collation); nulls last ascending. */
function sortExpression(property: ListProperty, ascending: boolean): SQL {
  const value = property.kind === 'text' ? sql`lower(${property.sql}) collate "C"` : sql`${property.sql}`;
  return ascending ? sql`${value} asc` : sql`${value} desc`;
}

/** The codes whose display label contains the word (case-insensitive), as the list's rows show them. */
export const labelMatches = (property: ListProperty, word: string): number[] => {
  const lower = word.toLowerCase();
  return (property.labels ?? []).filter((o) => o.label.toLowerCase().includes(lower)).map((o) => o.value);
};

async function searchCondition(
  definition: Pick<ListDefinition<unknown>, 'search' | 'searchById' | 'id'>,
  properties: Readonly<Record<string, ListProperty>>,
  word: string,
  compile: (f: CheckedFilter) => Promise<SQL>,
): Promise<SQL> {
  const searched = definition.search.filter((name) => properties[name]);
  const matches = await Promise.all(
    searched
      .filter((name) => !properties[name]!.labels)
      .map((name) => compile(contains(name, properties[name]!, word))),
  );
  for (const name of searched) {
    const codes = labelMatches(properties[name]!, word);
    if (codes.length) matches.push(sql`${properties[name]!.sql} = any(${intArrayParam(codes)})`);
  }
  if (definition.searchById && /^\d{1,9}$/.test(word))
    matches.push(sql`${definition.id} = ${Number(word)}::int`);
  return matches.length ? sql`(${sql.join(matches, sql` or `)})` : sql`false`;
}
