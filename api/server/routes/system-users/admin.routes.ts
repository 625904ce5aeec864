import type { OpenAPIHono } from '@hono/zod-openapi';
import { systemUserPaths } from '#contract/paths';
import { Permission } from '#contract/permissions';
import { adminChangePasswordSchema, systemUserListItemSchema } from '#contract/system-user';
import { adminAreaAccess } from '#server/auth/guard';
import type { AppEnv } from '#server/deps';
import { notFound } from '#server/http/errors';
import { recordRoutes } from '#server/http/record-routes';
import { areaRoutes, jsonBody, jsonResponse } from '#server/http/route';
import { requestContext } from '#server/http/request-context';
import { idParamSchema } from '#server/users/grants';
import {
  createUser,
  createUserBodySchema,
  deleteUser,
  setUserPassword,
  updateUser,
  updateUserBodySchema,
} from '#server/users/user-admin';
import { userItem } from '#server/users/user-view';
import { auditLog } from '#server/http/audit-log';

const route = areaRoutes(['system users']);
const P = Permission;
const params = idParamSchema;
const routes = recordRoutes(route, {
  paths: systemUserPaths,
  record: systemUserListItemSchema,
  noun: 'user',
  missing: 'No such user',
});

const getItemById = routes.getItemById(adminAreaAccess(P.UserView), {
  summary: 'One system user with its logins (by kind, carriers in systemCarriers) and roles',
  description: 'Never a password, reset hash or identity hash. 404 for an unknown or deleted user.',
});

const create = routes.create(adminAreaAccess(P.UserAdd), {
  summary: 'Create a system user',
  description: [
    'Body: the user (docs/api.md "System users"): firstName and lastName required, an e-mail or a username,',
    'optional password (reset rules), roles as systemUserRoleAssignments. Logins follow with saveNewLogin.',
    '409 conflict with fields when the e-mail or username signs in another account; 403 when an assigned',
    'role carries codes the caller does not hold.',
  ].join(' '),
  body: createUserBodySchema,
  conflict: 'E-mail or username taken',
});

const update = routes.update(adminAreaAccess(P.UserUpdate), {
  summary: 'Save a system user',
  description: [
    'Body: the user as getItemById sent it, dateModified required (409 stale_write when another save came',
    'first). systemUserRoleAssignments, when present, replaces the roles. isActive false ends every session',
    'of the user at once; nobody deactivates themself (409). Users holding an admin login are changed only by',
    'admin identities (403). password is refused: use changePassword.',
  ].join(' '),
  body: updateUserBodySchema,
  conflict: 'Stale write, e-mail or username taken, or self-deactivation',
});

const remove = routes.remove(adminAreaAccess(P.UserDelete), {
  summary: 'Delete a system user',
  description:
    'As deleteBulk: logins, sessions and role assignments go with the user; notes and change logs keep the author name (decision 011). 409 delete_blocked for oneself.',
  blocked: 'Refused',
});

const changePassword = route.put(systemUserPaths.changePassword, adminAreaAccess(P.UserUpdate), {
  summary: "Set a user's password (administrators)",
  description:
    'Body { password } held to the reset rules of spec 1 §5 (400 with the rule broken). Voids any pending reset link and ends every session of the user. Not for oneself (409: use ChangePassword with the current password).',
  request: { params, ...jsonBody(adminChangePasswordSchema) },
  responses: {
    200: jsonResponse(systemUserListItemSchema, 'The user'),
    404: { description: 'No such user' },
    409: { description: 'Oneself' },
  },
});

/** Spec 1 §7 "System users": one user's create, read, update, delete and password. */
export function mountSystemUserAdminRoutes(app: OpenAPIHono<AppEnv>) {
  const answer = async (c: Parameters<typeof requestContext>[0], id: number) => {
    const item = await userItem(requestContext(c), id);
    if (!item) throw notFound('The user');
    return item;
  };

  app.openapi(getItemById, async (c) => c.json(await answer(c, c.req.valid('param').id), 200));

  app.openapi(create, async (c) => {
    const id = await createUser(requestContext(c), c.req.valid('json'));
    auditLog(c, 'user created', { systemUserId: id });
    return c.json(await answer(c, id), 200);
  });

  app.openapi(update, async (c) => {
    const { id } = c.req.valid('param');
    await updateUser(requestContext(c), id, c.req.valid('json'));
    auditLog(c, 'user saved', { systemUserId: id });
    return c.json(await answer(c, id), 200);
  });

  app.openapi(remove, async (c) => {
    const { id } = c.req.valid('param');
    await deleteUser(requestContext(c), id);
    auditLog(c, 'user deleted', { systemUserId: id });
    return c.body(null, 204);
  });

  app.openapi(changePassword, async (c) => {
    const { id } = c.req.valid('param');
    await setUserPassword(requestContext(c), id, c.req.valid('json'));
    auditLog(c, 'password set by administrator', { systemUserId: id });
    return c.json(await answer(c, id), 200);
  });
}
