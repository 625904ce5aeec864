import { z, type OpenAPIHono } from '@hono/zod-openapi';
import { savedViewPaths } from '#contract/paths';
import {
  savedViewListQuerySchema,
  savedViewSaveSchema,
  savedViewSchema,
  savedViewUpdateSchema,
} from '#contract/saved-view';
import { callerOf, identityAccess } from '../../auth/guard';
import type { AppEnv } from '../../deps';
import { areaRoutes, jsonBody, jsonResponse } from '../../http/route';
import {
  createSavedView,
  deleteSavedView,
  savedViewsOf,
  updateSavedView,
} from '../../saved-views/saved-view-store';
import { idParamSchema } from '../../users/grants';

const route = areaRoutes(['saved views']);
// Any identity in the portal; the handler then asks the list's own read rule (savedViewLists).
const access = identityAccess();
const reach =
  'The caller must be allowed to read the list the view belongs to (403 otherwise). A shared view reaches the identities of its owner’s team: every staff login, or the logins of the same customer or carrier.';
const view = (description: string) => jsonResponse(savedViewSchema, description);
const missing = { 404: { description: 'No such view, or not one the caller may see' } } as const;

const getItems = route.get(savedViewPaths.getItems, access, {
  summary: "A list's saved views: the caller's own and those shared with its team",
  description: reach,
  request: { query: savedViewListQuerySchema },
  responses: { 200: jsonResponse(z.array(savedViewSchema), 'Mine first, then by name') },
});

const create = route.post(savedViewPaths.create, access, {
  summary: 'Save a view of a list',
  description: reach,
  request: { ...jsonBody(savedViewSaveSchema) },
  responses: { 200: view('The view as saved') },
});

const update = route.put(savedViewPaths.byId, access, {
  summary: 'Rename, share or save over a view (its owner only)',
  description: `${reach} Someone the view is shared with gets 403.`,
  request: { params: idParamSchema, ...jsonBody(savedViewUpdateSchema) },
  responses: { 200: view('The view as saved'), ...missing },
});

const remove = route.delete(savedViewPaths.byId, access, {
  summary: 'Delete a view (its owner only)',
  description: `${reach} Someone the view is shared with gets 403.`,
  request: { params: idParamSchema },
  responses: { 204: { description: 'Deleted' }, ...missing },
});

/** Saved list views (issue #31, decision 085). */
export function mountSavedViewRoutes(app: OpenAPIHono<AppEnv>) {
  app.openapi(getItems, async (c) => {
    const views = await savedViewsOf(c.var.deps.database.db, callerOf(c), c.req.valid('query').listKey);
    return c.json(views, 200);
  });

  app.openapi(create, async (c) => {
    const { database, now } = c.var.deps;
    return c.json(await createSavedView(database, callerOf(c), c.req.valid('json'), now()));
  });

  app.openapi(update, async (c) => {
    const { database, now } = c.var.deps;
    const saved = await updateSavedView(
      database,
      callerOf(c),
      c.req.valid('param').id,
      c.req.valid('json'),
      now(),
    );
    return c.json(saved, 200);
  });

  app.openapi(remove, async (c) => {
    await deleteSavedView(c.var.deps.database, callerOf(c), c.req.valid('param').id);
    return c.body(null, 204);
  });
}
