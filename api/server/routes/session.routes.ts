import type { OpenAPIHono } from '@hono/zod-openapi';
import { sessionPaths } from '#contract/paths';
import { Permission } from '#contract/permissions';
import { buildReferenceLists, referenceListsSchema } from '#contract/reference-list';
import { accountAccess, adminAreaAccess } from '../auth/guard';
import type { AppEnv } from '../deps';
import { areaRoutes, jsonResponse } from '../http/route';

const route = areaRoutes(['session']);

// The lists are static code tables: built once, not per call.
const lists = buildReferenceLists(false);
const adminLists = buildReferenceLists(true);

/** Any body (none, `{}` or anything else) is ignored: the spec's client POSTs without one. */
const getEnums = route.post(sessionPaths.getEnums, accountAccess, {
  summary: 'Reference lists every signed-in screen uses',
  description: 'Takes no body (any body is ignored).',
  responses: { 200: jsonResponse(referenceListsSchema, 'The reference lists, each with listName and items') },
});

/**
 * The admin variant adds RefPermission and RefScanToPickRole, which only the user-administration screens
 * (/users/admin, gated by UserView) use and which describe access: so UserView on a staff identity.
 * AdminPortalAccess alone does not open those screens, so it does not open these lists either.
 */
const getEnumsAdmin = route.post(sessionPaths.getEnumsAdmin, adminAreaAccess(Permission.UserView), {
  summary: 'Reference lists plus the user-administration lists',
  description:
    'Adds RefPermission and RefScanToPickRole to the getEnums lists. Takes no body (any body is ignored).',
  responses: { 200: jsonResponse(referenceListsSchema, 'The reference lists, admin lists included') },
});

/** Spec 1 §7 "Reports subscriptions and session lists": the Session calls. */
export function mountSessionRoutes(app: OpenAPIHono<AppEnv>) {
  app.openapi(getEnums, (c) => c.json(lists, 200));
  app.openapi(getEnumsAdmin, (c) => c.json(adminLists, 200));
}
