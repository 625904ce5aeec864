import type { OpenAPIHono } from '@hono/zod-openapi';
import { accessRequestSchema } from '#contract/access-request';
import { accessRequestPaths } from '#contract/paths';
import { Permission } from '#contract/permissions';
import { staffAccess } from '#server/auth/guard';
import type { AppEnv } from '#server/deps';
import { accessRequestsList } from '#server/lists/access-requests.list';
import { defineDeleteBulkRoute, defineListRoute, mountDeleteBulk, mountList } from '#server/lists/list-route';

const tags = ['access requests'];
const P = Permission;

/** Reviewers hold UserAdd (spec README); UserView reads the tab as getCount does. */
const getItems = defineListRoute(staffAccess(P.UserView, P.UserAdd), {
  path: accessRequestPaths.getItems,
  tags,
  summary: 'The Requests tab: access requests waiting for review',
  item: accessRequestSchema,
});

/** Declining a request deletes it (spec README): reviewers (UserAdd) or UserDelete. */
const deleteRequests = defineDeleteBulkRoute(staffAccess(P.UserAdd, P.UserDelete), {
  path: accessRequestPaths.deleteBulk,
  tags,
  noun: 'access requests',
});

/** Spec 1 §7 "Access requests": the review list and bulk delete. */
export function mountAccessRequestListRoutes(app: OpenAPIHono<AppEnv>) {
  mountList(app, getItems, accessRequestsList);
  mountDeleteBulk(app, deleteRequests, {
    noun: 'access requests',
    table: accessRequestsList.table,
    id: accessRequestsList.id,
    label: (id) => `Request #${id}`,
  });
}
