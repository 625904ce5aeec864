import { z } from 'zod';
import {
  accessRequestSchema,
  type AccessRequest,
  type AccessRequestApprove,
  type AccessRequestCreateInput,
  type AccessRequestUpdate,
} from '#contract/access-request';
import { fillPath } from '#contract/path-template';
import { accessRequestPaths } from '#contract/paths';
import { systemUserListItemSchema } from '#contract/system-user';
import type { HttpClient } from './http-client';
import { deleteBulkCall, listCall } from './list-calls';
import { newRecordCall, recordCalls } from './record-calls';

/** The spec leaves the count's shape open; a bare number is what a badge can show. */
const countSchema = z.number().int().min(0);

/**
 * Access request calls of spec 1 §7 (api/System/SystemUserRequests), plus our approve call. Delete declines
 * the request; create is the public form's, so it replaces the record call below.
 */
export const createAccessRequestsApi = (http: HttpClient) => ({
  ...recordCalls<AccessRequest, AccessRequestCreateInput, AccessRequestUpdate>(
    http,
    accessRequestPaths,
    accessRequestSchema,
    (request) => request.systemUserRequestId,
  ),

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

  /** A blank request (id 0, epoch dates). */
  getItemNew: newRecordCall(http, accessRequestPaths.getItemNew, accessRequestSchema),

  /**
   * Approves: creates the user with a customer login for `orderCustomerId`, mails the registration link and
   * removes the request. Answers the new user; 409 when a user already has the address.
   */
  approve: (id: number, body: AccessRequestApprove, signal?: AbortSignal) =>
    http.post(fillPath(accessRequestPaths.approve, { id }), {
      body,
      schema: systemUserListItemSchema,
      signal,
    }),
});

export type AccessRequestsApi = ReturnType<typeof createAccessRequestsApi>;
