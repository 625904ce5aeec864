import { referenceListsSchema } from '#contract/reference-list';
import { sessionPaths } from '#contract/paths';
import type { HttpClient } from './http-client';

/** Reference lists (spec 1 §7, Session). Both are POSTs without a body; the admin variant adds access lists. */
export const createSessionApi = (http: HttpClient) => ({
  getEnums: (signal?: AbortSignal) =>
    http.post(sessionPaths.getEnums, { schema: referenceListsSchema, signal }),

  getEnumsAdmin: (signal?: AbortSignal) =>
    http.post(sessionPaths.getEnumsAdmin, { schema: referenceListsSchema, signal }),
});

export type SessionApi = ReturnType<typeof createSessionApi>;
