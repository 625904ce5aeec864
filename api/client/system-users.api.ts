import { systemUserPaths } from '../contract/paths';
import { systemUserSchema, type SystemUser } from '../contract/system-user';
import type { HttpClient } from './http-client';

/**
 * System user calls of spec 1 §7 (api/System/SystemUsers). List calls join this object as
 * `getItems: (query: ListQueryInput, signal?) => http.post(systemUserPaths.getItems, { body: query,
 * schema: listResponseSchema(systemUserSchema), signal })`.
 */
export const createSystemUsersApi = (http: HttpClient) => ({
  getMe: (signal?: AbortSignal) => http.get(systemUserPaths.getMe, { schema: systemUserSchema, signal }),

  putMe: (user: SystemUser, signal?: AbortSignal) =>
    http.put(systemUserPaths.putMe, { body: user, schema: systemUserSchema, signal }),
});

export type SystemUsersApi = ReturnType<typeof createSystemUsersApi>;
