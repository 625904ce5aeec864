import type { HomePage } from '#contract/home-page';
import { homePageSchema } from '#contract/home-page-body';
import { referenceListsSchema } from '#contract/reference-list';
import { sessionPaths } from '#contract/paths';
import type { HttpClient } from './http-client';

/**
 * Reference lists (spec 1 §7, Session): POSTs without a body; the admin variant adds access lists. And the
 * caller's home page.
 */
export const createSessionApi = (http: HttpClient) => ({
  getEnums: (signal?: AbortSignal) =>
    http.post(sessionPaths.getEnums, { schema: referenceListsSchema, signal }),

  getEnumsAdmin: (signal?: AbortSignal) =>
    http.post(sessionPaths.getEnumsAdmin, { schema: referenceListsSchema, signal }),

  /** Where `/` leads the signed-in user (issue #31). */
  getHomePage: (signal?: AbortSignal) =>
    http.get(sessionPaths.getHomePage, { schema: homePageSchema, signal }),

  putHomePage: (homePage: HomePage, signal?: AbortSignal) =>
    http.put(sessionPaths.putHomePage, { body: { homePage }, schema: homePageSchema, signal }),
});

export type SessionApi = ReturnType<typeof createSessionApi>;
