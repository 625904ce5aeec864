import type { HomePage } from '#contract/home-page';
import { homePageSchema } from '#contract/home-page-body';
import { sessionPaths } from '#contract/paths';
import type { HttpClient } from './http-client';

/**
 * Reference lists (spec 1 §7, Session): POSTs without a body; the admin variant adds access lists. And the
 * caller's home page.
 */
// The reference lists' schema (every code table, the countries and the states) loads with the first call for
// them, not with the home-page read every signed-in page makes (issue #26, decision 090).
const referenceListsSchema = () => import('#contract/reference-list').then((m) => m.referenceListsSchema);

export const createSessionApi = (http: HttpClient) => ({
  getEnums: async (signal?: AbortSignal) =>
    http.post(sessionPaths.getEnums, { schema: await referenceListsSchema(), signal }),

  getEnumsAdmin: async (signal?: AbortSignal) =>
    http.post(sessionPaths.getEnumsAdmin, { schema: await referenceListsSchema(), signal }),

  /** Where `/` leads the signed-in user (issue #31). */
  getHomePage: (signal?: AbortSignal) =>
    http.get(sessionPaths.getHomePage, { schema: homePageSchema, signal }),

  putHomePage: (homePage: HomePage, signal?: AbortSignal) =>
    http.put(sessionPaths.putHomePage, { body: { homePage }, schema: homePageSchema, signal }),
});

export type SessionApi = ReturnType<typeof createSessionApi>;
