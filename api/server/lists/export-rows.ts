import { is, sql } from 'drizzle-orm';
import { PgColumn } from 'drizzle-orm/pg-core';
import type { ListQuery } from '#contract/list-query';
import type { Database } from '../db/connect';
import { badRequest } from '../http/errors';
import { compileQuery, propertyName, visibleProperties } from './compile-query';
import type { ListContext, ListDefinition, ListProperty } from './list-definition';
import { dayText, iso } from './related';
import {
  exactCountCap,
  fenceBelow,
  keyResolver,
  listPager,
  maxRelatedKeys,
  pageAndTotal,
  type ListPage,
  type RunOptions,
} from './run-list';

/** A value as the list's items carry it: the column's own mapping, then days and moments as the contract writes them. */
function itemValue(property: ListProperty, value: unknown): unknown {
  if (value === null || value === undefined) return null;
  const mapped = is(property.sql, PgColumn) ? property.sql.mapFromDriverValue(value) : value;
  switch (property.kind) {
    case 'day':
      return dayText(mapped as Date | string);
    case 'datetime':
      return iso(mapped as Date | string);
    case 'integer':
    case 'id':
    case 'code':
      return typeof mapped === 'string' || typeof mapped === 'bigint' ? Number(mapped) : mapped;
    case 'decimal':
      return typeof mapped === 'string' ? Number(mapped) : mapped;
    default:
      return mapped;
  }
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
  const select = sql.join(
    wanted.map(({ property }, i) => sql`${property!.sql} as ${sql.identifier(`f${i}`)}`),
    sql`, `,
  );
  const { rows, total, estimated } = await pageAndTotal(
    database,
    definition,
    q,
    options.countCap ?? exactCountCap,
    options.fenceBelow ?? fenceBelow,
    select,
  );
  const items = rows.map((row) =>
    Object.fromEntries(wanted.map(({ field, property }, i) => [field, itemValue(property!, row[`f${i}`])])),
  );
  return { items, pager: listPager(q, query, total, estimated, items.length) };
}
