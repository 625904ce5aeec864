import type { OpenAPIHono } from '@hono/zod-openapi';
import { systemUserPaths } from '#contract/paths';
import { accountAccess, callerOf, sessionAccess } from '#server/auth/guard';
import { requestContext } from '#server/http/request-context';
import { userById } from '#server/auth/user-lookup';
import type { AppEnv } from '#server/deps';
import { unauthorized } from '#server/http/errors';
import { areaRoutes, jsonBody, jsonResponse } from '#server/http/route';
import { putMeBodySchema, updateMe } from '#server/users/me-update';
import { meSchema, meView } from '#server/users/me-view';
import { auditLog } from '#server/http/audit-log';

const route = areaRoutes(['system users']);

/** Session level: account selection reads the profile (isActive, systemRoles) before an identity is chosen. */
const getMe = route.get(systemUserPaths.getMe, sessionAccess, {
  summary: 'The signed-in user, with the roles assigned to them',
  description: 'Never carries the password or reset hash.',
  responses: { 200: jsonResponse(meSchema, "The caller's system user") },
});

const putMe = route.put(systemUserPaths.putMe, accountAccess, {
  summary: "Save the signed-in user's own profile",
  description: [
    'Takes the user as getMe returned it. Saves only firstName, lastName, phoneNumber, emailAddress, username',
    'and timeZoneOffsetMinutes; isActive, roles, logins and dates are ignored and password is refused.',
    '409 stale_write when dateModified differs from the stored one, 409 conflict (with fields) when another',
    "account already signs in with the e-mail or username, 403 when systemUserId is not the caller's.",
  ].join(' '),
  request: jsonBody(putMeBodySchema),
  responses: {
    200: jsonResponse(meSchema, 'The saved user'),
    409: { description: 'Stale write, or the e-mail or username is taken' },
  },
});

/** Spec 1 §7 "System users": the caller's own record. The administration calls live beside it. */
export function mountSystemUserRoutes(app: OpenAPIHono<AppEnv>) {
  app.openapi(getMe, async (c) => {
    const db = c.var.deps.database.db;
    const user = await userById(db, callerOf(c).systemUserId);
    if (!user) throw unauthorized();
    return c.json(await meView(db, user), 200);
  });

  app.openapi(putMe, async (c) => {
    const ctx = requestContext(c);
    const saved = await updateMe(ctx, c.req.valid('json'));
    auditLog(c, 'profile saved', { systemUserId: ctx.caller.systemUserId });
    return c.json(await meView(ctx.db, saved), 200);
  });
}
