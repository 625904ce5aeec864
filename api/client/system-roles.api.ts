import { fillPath } from '#contract/path-template';
import { systemRolePaths } from '#contract/paths';
import { systemRoleListItemSchema, type SystemRoleSave } from '#contract/system-role';
import type { HttpClient } from './http-client';
import { listCall } from './list-calls';

/** The Roles tab's calls (paths of docs/api.md: the spec names none). */
export const createSystemRolesApi = (http: HttpClient) => ({
  getItems: listCall(http, systemRolePaths.getItems, systemRoleListItemSchema),

  getItemById: (id: number, signal?: AbortSignal) =>
    http.get(fillPath(systemRolePaths.getItemById, { id }), { schema: systemRoleListItemSchema, signal }),

  /** 409 conflict with fields.name when the name is taken. */
  create: (role: SystemRoleSave, signal?: AbortSignal) =>
    http.post(systemRolePaths.base, { body: role, schema: systemRoleListItemSchema, signal }),

  /** 409 stale_write when someone saved first (send the dateModified you read). */
  update: (role: SystemRoleSave & { systemRoleId: number }, signal?: AbortSignal) =>
    http.put(fillPath(systemRolePaths.byId, { id: role.systemRoleId }), {
      body: role,
      schema: systemRoleListItemSchema,
      signal,
    }),

  /** 204 (null); 409 delete_blocked while users hold the role. */
  delete: (id: number, signal?: AbortSignal) =>
    http.delete(fillPath(systemRolePaths.byId, { id }), { signal }),
});

export type SystemRolesApi = ReturnType<typeof createSystemRolesApi>;
