import { z } from 'zod';
import { fillPath } from '#contract/path-template';
import { authPaths, systemUserPaths } from '#contract/paths';
import { loginRecordSchema, type LoginRecordSave } from '#contract/system-login';
import {
  passwordLinkSchema,
  pickerUserSchema,
  systemUserListItemSchema,
  systemUserSchema,
  type AdminChangePassword,
  type SystemUser,
  type SystemUserListItem,
  type SystemUserSave,
} from '#contract/system-user';
import type { HttpClient } from './http-client';
import { deleteBulkCall, listCall } from './list-calls';
import { recordCalls } from './record-calls';

const loginRecordsSchema = z.array(loginRecordSchema);

/**
 * System user calls of spec 1 §7 (api/System/SystemUsers); shapes and rules in docs/api.md "System users".
 * A user comes with its logins (by kind) and roles, never a password or reset hash. Create takes an optional
 * password (held to the reset rules), logins follow with saveNewLogin; update replaces the roles when
 * `systemUserRoleAssignments` is sent; a deleted user's history keeps their name.
 */
export const createSystemUsersApi = (http: HttpClient) => ({
  getMe: (signal?: AbortSignal) => http.get(systemUserPaths.getMe, { schema: systemUserSchema, signal }),

  putMe: (user: SystemUser, signal?: AbortSignal) =>
    http.put(systemUserPaths.putMe, { body: user, schema: systemUserSchema, signal }),

  /** The System Users tabs; `fields.systemRoleGroup` picks the tab. */
  getItems: listCall(http, systemUserPaths.getItems, systemUserListItemSchema),
  getPickerUsers: listCall(http, systemUserPaths.getPickerUsers, pickerUserSchema),
  deleteBulk: deleteBulkCall(http, systemUserPaths.deleteBulk),
  ...recordCalls<SystemUserListItem, SystemUserSave, SystemUserSave & { systemUserId: number }>(
    http,
    systemUserPaths,
    systemUserListItemSchema,
    (user) => user.systemUserId,
  ),

  /** One login record per login the user holds, each with exactly one part set. */
  getLoginsByUserId: (id: number, signal?: AbortSignal) =>
    http.get(fillPath(systemUserPaths.getLoginsByUserId, { id }), { schema: loginRecordsSchema, signal }),

  /** 409 conflict when the user already holds a login of that type. */
  saveNewLogin: (record: LoginRecordSave, signal?: AbortSignal) =>
    http.post(systemUserPaths.saveNewLogin, { body: record, schema: loginRecordSchema, signal }),

  updateLogin: (record: LoginRecordSave, signal?: AbortSignal) =>
    http.put(systemUserPaths.updateLogin, { body: record, schema: loginRecordSchema, signal }),

  /** 204 (null). */
  deleteLogin: (record: LoginRecordSave, signal?: AbortSignal) =>
    http.put(systemUserPaths.deleteLogin, { body: record, signal }),

  /** An administrator sets a user's password (reset rules); the user's sessions end. */
  changePassword: (id: number, body: AdminChangePassword, signal?: AbortSignal) =>
    http.put(fillPath(systemUserPaths.changePassword, { id }), {
      body,
      schema: systemUserListItemSchema,
      signal,
    }),

  /** A fresh reset link for the administrator to pass on (nothing is mailed). */
  getPasswordResetLinkByUserId: (systemUserId: number, signal?: AbortSignal) =>
    http.get(authPaths.getPasswordResetLinkByUserId, {
      query: { systemUserId },
      schema: passwordLinkSchema,
      signal,
    }),
});

export type SystemUsersApi = ReturnType<typeof createSystemUsersApi>;
