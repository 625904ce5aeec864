import type { OpenAPIHono } from '@hono/zod-openapi';
import { accessRequestSchema } from '#contract/access-request';
import { accessRequestPaths } from '#contract/paths';
import { Permission } from '#contract/permissions';
import { adminAreaAccess } from '#server/auth/guard';
import type { AppEnv } from '#server/deps';
import { accessRequestsList } from '#server/lists/access-requests.list';
import { listAreaRoutes, mountDeleteBulk, mountList } from '#server/lists/list-route';

const route = listAreaRoutes(['access requests']);
const P = Permission;

/** Reviewers hold UserAdd (spec README); UserView reads the tab as getCount does. */
const getItems = route.list(accessRequestPaths.getItems, adminAreaAccess(P.UserView, P.UserAdd), {
  summary: 'The Requests tab: access requests waiting for review',
  item: accessRequestSchema,
});

/** Declining a request deletes it (spec README): reviewers (UserAdd) or UserDelete. */
const deleteRequests = route.deleteBulk(
  accessRequestPaths,
  adminAreaAccess(P.UserAdd, P.UserDelete),
  'access requests',
);

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
