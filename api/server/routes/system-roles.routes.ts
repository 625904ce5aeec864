import type { OpenAPIHono } from '@hono/zod-openapi';
import { systemRolePaths } from '../../contract/paths';
import { Permission } from '../../contract/permissions';
import { systemRoleListItemSchema } from '../../contract/system-role';
import { identityAccess } from '../auth/guard';
import type { AppEnv } from '../deps';
import { defineListRoute, mountList } from '../lists/list-route';
import { systemRolesList } from '../lists/system-roles.list';
import { staffIdentityTypes } from '../users/staff';

const getItems = defineListRoute(identityAccess([Permission.UserView], staffIdentityTypes), {
  path: systemRolePaths.getItems,
  tags: ['system roles'],
  summary: 'The Roles tab: every role with its codes and how many users hold it',
  description: 'The spec names no call for roles; the path follows the system users’ (docs/api.md).',
  item: systemRoleListItemSchema,
});

/** The Roles tab of the System Users area (spec 1 §2). */
export function mountSystemRoleRoutes(app: OpenAPIHono<AppEnv>) {
  mountList(app, getItems, systemRolesList);
}
