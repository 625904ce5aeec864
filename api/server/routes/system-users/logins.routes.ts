import { z, type OpenAPIHono } from '@hono/zod-openapi';
import { systemUserPaths } from '#contract/paths';
import { Permission } from '#contract/permissions';
import { loginRecordSchema } from '#contract/system-login';
import { adminAreaAccess } from '#server/auth/guard';
import { requestContext } from '#server/http/request-context';
import type { AppEnv } from '#server/deps';
import { areaRoutes, jsonBody, jsonResponse } from '#server/http/route';
import { idParamSchema } from '#server/users/grants';
import {
  deleteLogin,
  loginRecordBodySchema,
  loginsOfUser,
  saveNewLogin,
  updateLogin,
} from '#server/users/logins';
import { auditLog } from '#server/http/audit-log';

const route = areaRoutes(['system users']);
const P = Permission;
const rules =
  'Body: a login record with exactly one part set (admin, customerLogin, employee, scanToPick, or our carrier). Admin logins are changed only by admin identities; codes granted must be the caller’s own (403). Users holding an admin login are changed only by admin identities.';

const getLogins = route.get(systemUserPaths.getLoginsByUserId, adminAreaAccess(P.UserView), {
  summary: "A user's logins: one login record per login, each with its one part set",
  description: 'Never an identity hash. 404 for an unknown or deleted user.',
  request: { params: idParamSchema },
  responses: {
    200: jsonResponse(z.array(loginRecordSchema), 'The logins'),
    404: { description: 'No such user' },
  },
});

const saveNew = route.post(systemUserPaths.saveNewLogin, adminAreaAccess(P.UserAdd, P.UserUpdate), {
  summary: 'Add a login to a user',
  description: `${rules} A user holds at most one login of each type: 409 conflict names the type. A customer login needs an existing orderCustomerId, a carrier login a carrierId (400).`,
  request: jsonBody(loginRecordBodySchema),
  responses: {
    200: jsonResponse(loginRecordSchema, 'The new login'),
    409: { description: 'The user has one of that type' },
  },
});

const update = route.put(systemUserPaths.updateLogin, adminAreaAccess(P.UserUpdate), {
  summary: "Save a login's codes, active flag and part fields",
  description: `${rules} The part's id names the login (404), which must be the user's and keep its type (400). dateModified, when sent, is a stale-write token (409). Deactivating ends the sessions signed in to it; not the caller's own login (409).`,
  request: jsonBody(loginRecordBodySchema),
  responses: {
    200: jsonResponse(loginRecordSchema, 'The saved login'),
    404: { description: 'No such login' },
    409: { description: 'Stale write or own login' },
  },
});

const remove = route.put(systemUserPaths.deleteLogin, adminAreaAccess(P.UserUpdate, P.UserDelete), {
  summary: 'Remove a login from a user',
  description: `${rules} Its sessions and report subscriptions go with it; not the caller's own login (409).`,
  request: jsonBody(loginRecordBodySchema),
  responses: {
    204: { description: 'Removed' },
    404: { description: 'No such login' },
    409: { description: 'Own login' },
  },
});

/**
 * Spec 1 §7: the logins of a user (at most one of each type). Mounted before PUT {id}, whose path would
 * otherwise also match updateLogin and deleteLogin.
 */
export function mountSystemUserLoginRoutes(app: OpenAPIHono<AppEnv>) {
  app.openapi(getLogins, async (c) =>
    c.json(await loginsOfUser(c.var.deps.database.db, c.req.valid('param').id), 200),
  );

  app.openapi(saveNew, async (c) => {
    const record = await saveNewLogin(requestContext(c), c.req.valid('json'));
    auditLog(c, 'login added', { systemUserId: record.systemUserId });
    return c.json(record, 200);
  });

  app.openapi(update, async (c) => {
    const record = await updateLogin(requestContext(c), c.req.valid('json'));
    auditLog(c, 'login saved', { systemUserId: record.systemUserId });
    return c.json(record, 200);
  });

  app.openapi(remove, async (c) => {
    await deleteLogin(requestContext(c), c.req.valid('json'));
    auditLog(c, 'login removed');
    return c.body(null, 204);
  });
}
