import type { OpenAPIHono } from '@hono/zod-openapi';
import { systemRolePaths } from '#contract/paths';
import { Permission } from '#contract/permissions';
import { systemRoleListItemSchema } from '#contract/system-role';
import { adminAreaAccess } from '../auth/guard';
import type { AppEnv } from '../deps';
import { notFound } from '../http/errors';
import { recordRoutes } from '../http/record-routes';
import { listAreaRoutes, mountList } from '../lists/list-route';
import { requestContext } from '../http/request-context';
import { systemRolesList } from '../lists/system-roles.list';
import {
  createRole,
  createRoleBodySchema,
  deleteRole,
  roleUserCount,
  updateRole,
  updateRoleBodySchema,
} from '../users/role-admin';
import { auditLog } from '../http/audit-log';

const route = listAreaRoutes(['system roles']);
const P = Permission;
const ours = 'The spec names no call for roles; the path follows the system users’ (docs/api.md).';
const routes = recordRoutes(route, {
  paths: systemRolePaths,
  record: systemRoleListItemSchema,
  noun: 'role',
  missing: 'No such role',
});

const getItems = route.list(systemRolePaths.getItems, adminAreaAccess(P.UserView), {
  summary: 'The Roles tab: every role with its codes and how many users hold it',
  description: ours,
  item: systemRoleListItemSchema,
});

const getItemById = routes.getItemById(adminAreaAccess(P.UserView), {
  summary: 'One role with its codes and how many users hold it',
  description: ours,
});

const create = routes.create(adminAreaAccess(P.UserAdd), {
  summary: 'Create a role',
  description: `${ours} Body: name (unique in any case: 409 with fields.name), description, permissionCodes (known codes, each once; only codes the caller holds, else 403).`,
  body: createRoleBodySchema,
  conflict: 'Name taken',
});

const update = routes.update(adminAreaAccess(P.UserUpdate), {
  summary: 'Save a role’s name, description and codes',
  description: `${ours} dateModified required (409 stale_write when another save came first). Codes added must be the caller’s own (403). Open sessions keep their codes; the change applies at the next LoginToAccount.`,
  body: updateRoleBodySchema,
  conflict: 'Stale write or name taken',
});

const remove = routes.remove(adminAreaAccess(P.UserDelete), {
  summary: 'Delete a role nobody holds',
  description: `${ours} 409 delete_blocked while users hold it, naming how many (decision 019).`,
  blocked: 'Users hold it',
});

/** The Roles tab of the System Users area (spec 1 §2). */
export function mountSystemRoleRoutes(app: OpenAPIHono<AppEnv>) {
  mountList(app, getItems, systemRolesList);

  const answer = async (c: Parameters<typeof requestContext>[0], id: number) => {
    const ctx = requestContext(c);
    const [role] = await systemRolesList.load([id], ctx);
    if (!role) throw notFound('The role');
    // Counted here: the list loader's correlated count is unqualified in a one-table select and counts every assignment.
    return { ...role, userCount: await roleUserCount(ctx.db, id) };
  };

  app.openapi(getItemById, async (c) => c.json(await answer(c, c.req.valid('param').id), 200));

  app.openapi(create, async (c) => {
    const id = await createRole(requestContext(c), c.req.valid('json'));
    auditLog(c, 'role created', { systemRoleId: id });
    return c.json(await answer(c, id), 200);
  });

  app.openapi(update, async (c) => {
    const { id } = c.req.valid('param');
    await updateRole(requestContext(c), id, c.req.valid('json'));
    auditLog(c, 'role saved', { systemRoleId: id });
    return c.json(await answer(c, id), 200);
  });

  app.openapi(remove, async (c) => {
    const { id } = c.req.valid('param');
    await deleteRole(requestContext(c), id);
    auditLog(c, 'role deleted', { systemRoleId: id });
    return c.body(null, 204);
  });
}
