import { systemRolePaths } from '../contract/paths';
import { systemRoleListItemSchema } from '../contract/system-role';
import type { HttpClient } from './http-client';
import { listCall } from './list-calls';

/** The Roles tab's calls (paths of docs/api.md: the spec names none). */
export const createSystemRolesApi = (http: HttpClient) => ({
  getItems: listCall(http, systemRolePaths.getItems, systemRoleListItemSchema),
});

export type SystemRolesApi = ReturnType<typeof createSystemRolesApi>;
