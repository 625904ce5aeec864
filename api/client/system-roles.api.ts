import { systemRolePaths } from '#contract/paths';
import {
  systemRoleListItemSchema,
  type SystemRoleListItem,
  type SystemRoleSave,
} from '#contract/system-role';
import type { HttpClient } from './http-client';
import { listCall } from './list-calls';
import { recordCalls } from './record-calls';

/**
 * The Roles tab's calls (paths of docs/api.md: the spec names none). Create and update answer 409 conflict
 * with fields.name when the name is taken; delete is refused while users hold the role.
 */
export const createSystemRolesApi = (http: HttpClient) => ({
  getItems: listCall(http, systemRolePaths.getItems, systemRoleListItemSchema),
  ...recordCalls<SystemRoleListItem, SystemRoleSave, SystemRoleSave & { systemRoleId: number }>(
    http,
    systemRolePaths,
    systemRoleListItemSchema,
    (role) => role.systemRoleId,
  ),
});

export type SystemRolesApi = ReturnType<typeof createSystemRolesApi>;
