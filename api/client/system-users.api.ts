import { systemUserPaths } from '../contract/paths';
import {
  pickerUserSchema,
  systemUserListItemSchema,
  systemUserSchema,
  type SystemUser,
} from '../contract/system-user';
import type { HttpClient } from './http-client';
import { deleteBulkCall, listCall } from './list-calls';

/** System user calls of spec 1 §7 (api/System/SystemUsers). */
export const createSystemUsersApi = (http: HttpClient) => ({
  getMe: (signal?: AbortSignal) => http.get(systemUserPaths.getMe, { schema: systemUserSchema, signal }),

  putMe: (user: SystemUser, signal?: AbortSignal) =>
    http.put(systemUserPaths.putMe, { body: user, schema: systemUserSchema, signal }),

  /** The System Users tabs; `fields.systemRoleGroup` picks the tab. */
  getItems: listCall(http, systemUserPaths.getItems, systemUserListItemSchema),
  getPickerUsers: listCall(http, systemUserPaths.getPickerUsers, pickerUserSchema),
  deleteBulk: deleteBulkCall(http, systemUserPaths.deleteBulk),
});

export type SystemUsersApi = ReturnType<typeof createSystemUsersApi>;
