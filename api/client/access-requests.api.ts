import { z } from 'zod';
import { accessRequestSchema, type AccessRequestCreateInput } from '../contract/access-request';
import { accessRequestPaths } from '../contract/paths';
import type { HttpClient } from './http-client';
import { deleteBulkCall, listCall } from './list-calls';

/** The spec leaves the count's shape open; a bare number is what a badge can show. */
const countSchema = z.number().int().min(0);

/** Access request calls of spec 1 §7 (api/System/SystemUserRequests). */
export const createAccessRequestsApi = (http: HttpClient) => ({
  /** The public request-access form: made without a session, so a 401 must not log anyone out. */
  create: (request: AccessRequestCreateInput, signal?: AbortSignal) =>
    http.post(accessRequestPaths.base, {
      body: request,
      schema: accessRequestSchema,
      loginRequired: false,
      signal,
    }),

  /** The Requests tab. */
  getItems: listCall(http, accessRequestPaths.getItems, accessRequestSchema),
  deleteBulk: deleteBulkCall(http, accessRequestPaths.deleteBulk),

  getCount: (signal?: AbortSignal) => http.get(accessRequestPaths.getCount, { schema: countSchema, signal }),
});

export type AccessRequestsApi = ReturnType<typeof createAccessRequestsApi>;
