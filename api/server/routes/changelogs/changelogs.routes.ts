import { z, type OpenAPIHono } from '@hono/zod-openapi';
import {
  changelogQuerySchema,
  loadChangelogEntrySchema,
  orderChangelogEntrySchema,
} from '#contract/changelog';
import { pagerItemSchema } from '#contract/pager';
import { loadPaths, orderPaths } from '#contract/paths';
import type { AccessRule } from '#contract/access';
import { loadAccess, orderAccess } from '#contract/record-access';
import { idText } from '#contract/scalars';
import { ruleAccess } from '#server/auth/rule-access';
import { loadChangelogList, orderChangelogList } from '#server/changelog/changelog.lists';
import type { AppEnv } from '#server/deps';
import { defineRoute, jsonBody, jsonResponse } from '#server/http/route';
import { requestContext } from '#server/http/request-context';
import type { ListDefinition } from '#server/lists/list-definition';
import { listResponse, runList } from '#server/lists/run-list';
import { requireVisibleOwner } from '#server/records/owner-access';

const description = [
  'Body: the list query, sorted on dateAdded (newest first by default), pageSize 5, 10 (default) or 25.',
  'Answer: the entries, then the pager item. Staff only: the Changelog tab is hidden from customer logins',
  '(spec 2 §6), so they, and carrier logins, get 403.',
].join(' ');

const changelogRoute = (path: string, param: 'orderId' | 'loadId', access: AccessRule, item: z.ZodType) =>
  defineRoute(ruleAccess(access), {
    method: 'post',
    path,
    tags: [param === 'orderId' ? 'orders' : 'loads'],
    summary: `The ${param === 'orderId' ? 'order' : 'load'}'s changelog`,
    description,
    request: {
      params: z.object({ [param]: idText }),
      ...jsonBody(changelogQuerySchema, 'The list query'),
    },
    responses: {
      200: jsonResponse(z.array(z.union([item, pagerItemSchema])), 'The entries, then the pager'),
      404: { description: 'No such record' },
    },
  });

const orderLog = changelogRoute(
  orderPaths.getChangeLogs,
  'orderId',
  orderAccess.changelog,
  orderChangelogEntrySchema,
);
const loadLog = changelogRoute(
  loadPaths.getLoadChangeLogs,
  'loadId',
  loadAccess.changelog,
  loadChangelogEntrySchema,
);

/** Each record kind's changelog route, whose record the caller must see, and its list. */
const logs = [
  { route: orderLog, param: 'orderId', owner: 'order', list: orderChangelogList },
  { route: loadLog, param: 'loadId', owner: 'load', list: loadChangelogList },
] as const;

/** Spec 2 §7: POST Orders/getChangeLogs/{orderId} and Loads/getLoadChangeLogs/{loadId}. */
export function mountChangelogRoutes(app: OpenAPIHono<AppEnv>) {
  for (const { route, param, owner, list } of logs)
    app.openapi(route, async (c) => {
      const ctx = requestContext(c);
      const id = (c.req.valid('param') as Record<typeof param, number>)[param];
      await requireVisibleOwner(ctx, owner, id);
      const page = await runList(ctx.database, list(id) as ListDefinition<unknown>, c.req.valid('json'), ctx);
      return c.json(listResponse(page) as never, 200);
    });
}
