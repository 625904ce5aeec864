import { z, type OpenAPIHono } from '@hono/zod-openapi';
import { identityTypeSchema, signInResultSchema, type Identity } from '#contract/identity';
import { authPaths } from '#contract/paths';
import { bearerToken, callerOf, publicAccess, sessionAccess } from '#server/auth/guard';
import { revokeSession, sessionDetails } from '#server/auth/session-store';
import { activeIdentities, identityViews, signInResult } from '#server/auth/sign-in-result';
import { userOfSession } from '#server/auth/user-lookup';
import type { AppEnv } from '#server/deps';
import { unauthorized } from '#server/http/errors';
import { areaRoutes, jsonResponse } from '#server/http/route';

/** Claims of the caller's session (`GET claims`); not described by the spec, so ours. */
export const claimsSchema = z.object({
  systemUserId: z.number().int(),
  identityHash: z.string().nullable(),
  identityType: identityTypeSchema.nullable(),
  permissions: z.array(z.number().int()),
  expiresAt: z.string(),
});

const route = areaRoutes(['auth']);

const autoLogin = route.post(authPaths.autoLogin, sessionAccess, {
  summary: 'The current session as a sign-in result (same token)',
  responses: { 200: jsonResponse(signInResultSchema, 'The current session') },
});

const logout = route.get(authPaths.logout, publicAccess, {
  summary: 'Revoke the calling token',
  description: 'Idempotent: a missing, expired or revoked token also gets 204.',
  responses: { 204: { description: 'Signed out' } },
});

const claims = route.get(authPaths.claims, sessionAccess, {
  summary: 'Who the token belongs to and what it may do',
  responses: { 200: jsonResponse(claimsSchema, "The session's claims") },
});

const sortedCodes = (codes: Iterable<number>) => [...codes].sort((a, b) => a - b);

/** The calls about the caller's current session: AutoLogin, logout, claims. */
export function mountAuthSessionRoutes(app: OpenAPIHono<AppEnv>) {
  app.openapi(autoLogin, async (c) => {
    const db = c.var.deps.database.db;
    const now = c.var.deps.now();
    const caller = callerOf(c);
    const user = await userOfSession(db, caller.systemUserId);
    const details = await sessionDetails(db, caller.sessionId);
    if (!details) throw unauthorized();
    const views = await identityViews(db, user, await activeIdentities(db, user.systemUserId));
    const found = caller.identity && views.find((v) => v.hash === caller.identity?.hash);
    const current: Identity | null = found
      ? { ...found, applyRolePermissions: details.applyRolePermissions }
      : null;
    const token = bearerToken(c.req.header('authorization'));
    return c.json(
      signInResult({
        user,
        identities: views,
        token,
        expiresIn: Math.max(0, Math.floor((details.expiresAt.getTime() - now.getTime()) / 1000)),
        permissions: sortedCodes(caller.permissions),
        current,
      }),
      200,
    );
  });

  app.openapi(logout, async (c) => {
    const auth = c.var.auth;
    if (auth) await revokeSession(c.var.deps.database.db, auth.sessionId, c.var.deps.now());
    return c.body(null, 204);
  });

  app.openapi(claims, async (c) => {
    const caller = callerOf(c);
    const details = await sessionDetails(c.var.deps.database.db, caller.sessionId);
    if (!details) throw unauthorized();
    return c.json(
      {
        systemUserId: caller.systemUserId,
        identityHash: caller.identity?.hash ?? null,
        identityType: caller.identity?.identityType ?? null,
        permissions: sortedCodes(caller.permissions),
        expiresAt: details.expiresAt.toISOString(),
      },
      200,
    );
  });
}
