import type { OpenAPIHono } from '@hono/zod-openapi';
import { z } from 'zod';
import { exportRowsBodySchema } from '#contract/list-export';
import { listQuerySchema, type ListQuery } from '#contract/list-query';
import { pagerItemSchema } from '#contract/pager';
import { deleteBulkResultSchema, idListSchema } from '#contract/scalars';
import type { Access } from '../auth/guard';
import { answerConfirmed } from '../auth/session-check';
import type { AuthContext } from '../auth/session-store';
import type { AppEnv, Deps } from '../deps';
import { requestContext, type RequestVars } from '../http/request-context';
import { areaRoutes, jsonBody, jsonResponse, type AreaRoutes } from '../http/route';
import { allRowsCap } from './compile-query';
import { deleteBulk, type BulkDelete } from './delete-bulk';
import { runExport, type FieldsKey } from './export-rows';
import type { ListDefinition } from './list-definition';
import { listResponse, runList } from './run-list';

const listDescription = [
  'Body: the list query object (spec 1 §3; both variants). Answer: the items, then the pager item',
  `(totalItems, totalPages, pageNumber, pageSize) as the last element. pageSize -1 (All) returns at most ${allRowsCap} rows.`,
  'A filter, sort column or option that does not fit this list answers 400 with `fields` naming it (docs/api.md).',
].join(' ');

/** What a list route's document says beyond the query in and the items and pager out. */
interface ListRouteText {
  summary: string;
  description?: string;
  item: z.ZodType;
}

/** A list's page reads its caller's session again (mountList, mountExport: answerConfirmed, decision 098). */
const confirmedByPage = { confirmInStatement: true } as const;

/** A POST getItems-style route: the list query in, items and a trailing pager out. */
const listRoute = (route: AreaRoutes) => (path: string, access: Access, text: ListRouteText) =>
  route.post(
    path,
    access,
    {
      summary: text.summary,
      description: [text.description, listDescription].filter(Boolean).join('\n\n'),
      request: jsonBody(listQuerySchema, 'The list query'),
      responses: {
        200: jsonResponse(z.array(z.union([text.item, pagerItemSchema])), 'The items, then the pager'),
      },
    },
    confirmedByPage,
  );

/** A POST exportRows route: the list query and the fields the CSV reads in, those fields of its rows out. */
const exportRoute = (route: AreaRoutes) => (path: string, access: Access, noun: string) =>
  route.post(
    path,
    access,
    {
      summary: `The rows of a CSV export of the ${noun}`,
      description: [
        `Body: \`query\`, the list query as getItems takes it, and \`fields\`, the item fields the file's columns`,
        'read. Answer: as getItems (the same rows, in the same order, then the pager), each item holding only',
        `those fields, with the values getItems gives, read in one statement. The export asks for up to 2,000 rows`,
        'in pages of 1,000 (decision 079). A field the list does not have, or that the caller may not read,',
        'answers 400 with `fields` naming it.',
      ].join(' '),
      request: jsonBody(exportRowsBodySchema, 'The list query and the fields'),
      responses: {
        200: jsonResponse(
          z.array(z.union([z.record(z.string(), z.unknown()), pagerItemSchema])),
          'The rows, then the pager',
        ),
      },
    },
    confirmedByPage,
  );

/** A POST deleteBulk route (at `paths.deleteBulk`): a list of ids in, how many were deleted out. */
const deleteBulkRoute =
  (route: AreaRoutes) => (paths: { deleteBulk: string }, access: Access, noun: string) =>
    route.post(paths.deleteBulk, access, {
      summary: `Delete several ${noun} at once`,
      description: [
        `Body: the ids (1 to 1000). One transaction: either every existing ${noun.replace(/s$/, '')} named is`,
        'deleted, or none is. Ids that no longer exist are skipped. 409 delete_blocked, with a reason naming what',
        'still refers to which row, when records depend on them.',
      ].join(' '),
      request: jsonBody(idListSchema, 'The ids to delete'),
      responses: {
        200: jsonResponse(deleteBulkResultSchema, 'How many were deleted'),
        409: { description: 'Still referenced (delete_blocked); nothing was deleted' },
      },
    });

/** The routes of an area that has lists: areaRoutes plus `list` and `deleteBulk` declarations. */
export function listAreaRoutes(tags: string[]) {
  const route = areaRoutes(tags);
  return {
    ...route,
    list: listRoute(route),
    exportRows: exportRoute(route),
    deleteBulk: deleteBulkRoute(route),
  };
}

/** One page of a list, only `fields` of each row, as the caller may read them (exportRows, columnSelection). */
const exportPage = <Item>(
  c: RequestVars,
  definition: ListDefinition<Item>,
  query: ListQuery,
  fields: readonly string[],
  key?: FieldsKey,
) =>
  runExport(
    c.var.deps.database,
    definition as ListDefinition<unknown>,
    query,
    fields,
    requestContext(c),
    key ? { key } : {},
  );

/**
 * Answers a list route with one list, each item passed through `map` (e.g. to a picker option). With
 * `columnSelection`, a query that names its columns gets only those fields of each item (and the id), read
 * with the page in one statement as exportRows reads them (decision 091); without one, whole items.
 */
export function mountList<Item, Out = Item>(
  app: OpenAPIHono<AppEnv>,
  route: ReturnType<ReturnType<typeof listRoute>>,
  definition: ListDefinition<Item>,
  map?: ((item: Item) => Out) | null,
  options: { columnSelection?: boolean } = {},
) {
  app.openapi(route, async (c) => {
    const query = c.req.valid('json');
    const answer = await answerConfirmed(c.var.sessionCheck, async () => {
      if (options.columnSelection && query.columnSelection?.length) {
        // The id last, so a 400 names the caller's own positions; once, when the caller named it too.
        const fields = [...query.columnSelection, definition.idProperty];
        return listResponse(await exportPage(c, definition, query, fields, 'columnSelection'));
      }
      const page = await runList(c.var.deps.database, definition, query, requestContext(c));
      const items: (Item | Out)[] = map ? page.items.map(map) : page.items;
      return listResponse({ items, pager: page.pager });
    });
    return c.json(answer as never, 200);
  });
}

/** Answers an exportRows route with one list's rows, only the fields asked for. */
export function mountExport<Item>(
  app: OpenAPIHono<AppEnv>,
  route: ReturnType<ReturnType<typeof exportRoute>>,
  definition: ListDefinition<Item>,
) {
  app.openapi(route, async (c) => {
    const { query, fields } = c.req.valid('json');
    const answer = await answerConfirmed(c.var.sessionCheck, async () =>
      listResponse(await exportPage(c, definition, query, fields)),
    );
    return c.json(answer as never, 200);
  });
}

/** Answers a deleteBulk route: one transaction, 409 delete_blocked when rows are still referenced. */
export function mountDeleteBulk(
  app: OpenAPIHono<AppEnv>,
  route: ReturnType<ReturnType<typeof deleteBulkRoute>>,
  spec: BulkDelete | ((c: { var: { deps: Deps; auth: AuthContext | null } }) => BulkDelete),
) {
  app.openapi(route, async (c) => {
    const bulk = typeof spec === 'function' ? spec(c) : spec;
    return c.json(await deleteBulk(c.var.deps.database, bulk, c.req.valid('json')), 200);
  });
}
