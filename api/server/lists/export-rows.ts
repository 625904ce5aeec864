import { is, sql, type SQL } from 'drizzle-orm';
import { PgColumn } from 'drizzle-orm/pg-core';
import type { ListQuery } from '#contract/list-query';
import type { Database } from '../db/connect';
import { renderedOnce } from '../db/prepared';
import { badRequest } from '../http/errors';
import { compileQuery, propertyName, visibleProperties } from './compile-query';
import type { ListContext, ListDefinition, ListProperty } from './list-definition';
import { dayText, iso } from './related';
import {
  exactCountCap,
  fenceBelow,
  listPager,
  pageAndTotal,
  type ListPage,
  type RunOptions,
} from './run-list';
import { keyResolver, maxRelatedKeys } from './key-resolver';

const sameValue = (value: unknown) => value;
const toNumber = (value: unknown) =>
  typeof value === 'string' || typeof value === 'bigint' ? Number(value) : value;

/**
 * How a property's values read as the list's items carry them: the column's own mapping, then days and
 * moments as the contract writes them. Chosen once per property, not per cell: drizzle's `is()` and the
 * switch were a fair share of an export's CPU (issue #26).
 */
function itemValueOf(property: ListProperty): (value: unknown) => unknown {
  const column = is(property.sql, PgColumn) ? property.sql : null;
  const mapped = column ? (value: unknown) => column.mapFromDriverValue(value) : sameValue;
  const shown: (value: unknown) => unknown =
    property.kind === 'day'
      ? (v) => dayText(v as Date | string)
      : property.kind === 'datetime'
        ? (v) => iso(v as Date | string)
        : property.kind === 'integer' || property.kind === 'id' || property.kind === 'code'
          ? toNumber
          : property.kind === 'decimal'
            ? (v) => (typeof v === 'string' ? Number(v) : v)
            : sameValue;
  return (value) => (value === null || value === undefined ? null : shown(mapped(value)));
}

interface Selection {
  /** The selected values (`<property's SQL> as f0, …`), one text where no property carries a parameter. */
  select: SQL;
  /** Each field's column in the row and how its value reads in the item. */
  columns: { field: string; key: string; value: (value: unknown) => unknown }[];
}
/** The selections asked of each list, by their fields (the row's columns a list view asks for every page). */
const selections = new WeakMap<object, Map<string, Selection>>();
/** Selections kept a list; past it the oldest goes (a field list is chosen by the caller). */
const selectionsKept = 200;

/**
 * The select list and the item mapping of these fields, made once a list and field list: drizzle built and
 * walked two dozen fragments a page where the text is the same each time (issue #26).
 */
function selection(
  definition: ListDefinition<unknown>,
  wanted: readonly { field: string; property: ListProperty }[],
): Selection {
  let kept = selections.get(definition);
  if (!kept) selections.set(definition, (kept = new Map()));
  const key = wanted.map((w) => w.field).join('\n');
  let found = kept.get(key);
  if (!found) {
    const parts = wanted.map(
      ({ property }, i) => sql`${renderedOnce(property.sql)} as ${sql.identifier(`f${i}`)}`,
    );
    found = {
      select: renderedOnce(sql.join(parts, sql`, `)),
      columns: wanted.map(({ field, property }, i) => ({
        field,
        key: `f${i}`,
        value: itemValueOf(property),
      })),
    };
    if (kept.size >= selectionsKept) kept.delete(kept.keys().next().value!);
    kept.set(key, found);
  }
  return found;
}

/** Where the field names came from, for a 400's `fields` (`fields.0`, `columnSelection.2`). */
export type FieldsKey = 'fields' | 'columnSelection';

/**
 * The rows of a CSV export (issue #26, decision 079), and of a getItems call that names its
 * `columnSelection` (decision 091): the query's rows with only the named properties, in list order, read
 * in one statement (the page query selecting those properties' SQL), with the pager the list would answer
 * for the same page. Each value is the one the list's item carries for that property, so the file is the
 * same as from whole items. Names the caller may not read (staff-only for outsiders) or the list does not
 * have answer 400, keyed by `key`.
 */
export async function runExport(
  database: Database,
  definition: ListDefinition<unknown>,
  query: ListQuery,
  fields: readonly string[],
  ctx: ListContext,
  options: RunOptions & { key?: FieldsKey } = {},
): Promise<ListPage<Record<string, unknown>>> {
  const properties = visibleProperties(definition, ctx);
  const problems: Record<string, string> = {};
  const wanted = fields.flatMap((field, i) => {
    const name = propertyName(properties, field);
    if (!name) problems[`${options.key ?? 'fields'}.${i}`] = `This list has no field '${field}'`;
    return fields.indexOf(field) === i ? [{ field, property: name ? properties[name]! : null }] : [];
  });
  if (Object.keys(problems).length)
    throw badRequest(
      options.key === 'columnSelection' ? 'The list query is not valid.' : 'The export is not valid.',
      problems,
    );

  const q = await compileQuery(
    definition,
    query,
    ctx,
    keyResolver(database, options.maxRelatedKeys ?? maxRelatedKeys),
  );
  const { select, columns } = selection(
    definition,
    wanted.map(({ field, property }) => ({ field, property: property! })),
  );
  const { rows, total, estimated } = await pageAndTotal(database, definition, q, {
    cap: options.countCap ?? exactCountCap,
    fence: options.fenceBelow ?? fenceBelow,
    select,
    check: ctx.sessionCheck,
  });
  const items = rows.map((row) => {
    const item: Record<string, unknown> = {};
    for (const { field, key, value } of columns) item[field] = value(row[key]);
    return item;
  });
  return { items, pager: listPager(q, query, total, estimated, items.length) };
}
