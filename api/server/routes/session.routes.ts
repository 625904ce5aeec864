import type { OpenAPIHono } from '@hono/zod-openapi';
import { sessionPaths } from '#contract/paths';
import { Permission } from '#contract/permissions';
import { buildReferenceLists, referenceListsSchema } from '#contract/reference-list';
import { homePageSchema } from '#contract/home-page-body';
import { accountAccess, adminAreaAccess, callerOf, identityAccess } from '../auth/guard';
import type { AppEnv } from '../deps';
import { areaRoutes, jsonBody, jsonResponse } from '../http/route';
import { readHomePage, saveHomePage } from '../users/home-page';

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

/** Where `/` leads: inside the portal, for any identity (the board only for those who may open it). */
const getHomePage = route.get(sessionPaths.getHomePage, identityAccess(), {
  summary: 'Where `/` leads the signed-in user: the orders list, or the board they chose (issue #31)',
  responses: { 200: jsonResponse(homePageSchema, "The caller's home page") },
});

const putHomePage = route.put(sessionPaths.putHomePage, identityAccess(), {
  summary: "Choose the signed-in user's home page",
  description: 'The board only for staff who may open it (LoadView); 400 with the field otherwise.',
  request: jsonBody(homePageSchema),
  responses: { 200: jsonResponse(homePageSchema, 'The home page as saved') },
});

/** Spec 1 §7 "Reports subscriptions and session lists": the Session calls. */
export function mountSessionRoutes(app: OpenAPIHono<AppEnv>) {
  app.openapi(getEnums, (c) => c.json(lists, 200));
  app.openapi(getEnumsAdmin, (c) => c.json(adminLists, 200));
  app.openapi(getHomePage, async (c) =>
    c.json(await readHomePage(c.var.deps.database.db, callerOf(c).systemUserId), 200),
  );
  app.openapi(putHomePage, async (c) =>
    c.json(await saveHomePage(c.var.deps.database.db, callerOf(c), c.req.valid('json')), 200),
  );
}
