import type { OpenAPIHono } from '@hono/zod-openapi';
import { and, eq } from 'drizzle-orm';
import { loginRequestSchema, loginToAccountRequestSchema, signInResultSchema } from '#contract/identity';
import { messages } from '#contract/messages';
import { authPaths } from '#contract/paths';
import { callerOf, publicAccess, sessionAccess } from '#server/auth/guard';
import { checkClaimedPassword, upgradePasswordHash } from '#server/auth/password-check';
import { createSession, revokeSession } from '#server/auth/session-store';
import {
  activeIdentities,
  effectivePermissions,
  identityViews,
  isPortalIdentity,
  signInResult,
} from '#server/auth/sign-in-result';
import {
  accountKey,
  addressKey,
  claimAccountAndClient,
  clearThrottle,
  tooManySignInFailures,
} from '#server/auth/throttle';
import { isUsable, userByLogin, userOfSession } from '#server/auth/user-lookup';
import { systemUsers, userIdentities } from '#server/db/schema/auth';
import type { AppEnv } from '#server/deps';
import { clientAddress } from '#server/http/client-address';
import { forbidden, HttpError, notFound } from '#server/http/errors';
import { areaRoutes, jsonBody, jsonResponse } from '#server/http/route';
import { auditLog } from '#server/http/audit-log';

export const invalidCredentialsMessage = 'Invalid email/username or password.';
export const inactiveAccountMessage = 'Your account is not active. Please contact an administrator.';

const route = areaRoutes(['auth']);

const login = route.post(authPaths.login, publicAccess, {
  summary: 'Sign in with e-mail or username and password',
  description:
    "Returns a session with no identity chosen (valid only for session-level calls) and the user's active identities; the client then calls LoginToAccount. Failures are throttled per account and per client address (429 with Retry-After). A user with no identities gets token null and errorMessage; one whose only identities are scan-to-pick gets 403.",
  request: jsonBody(loginRequestSchema.strict()),
  responses: { 200: jsonResponse(signInResultSchema, 'Signed in; choose an identity next') },
});

const loginToAccount = route.post(authPaths.loginToAccount, sessionAccess, {
  summary: "Bind the session to one of the caller's identities",
  description:
    "Issues a new token bound to the identity and revokes the calling one. Permissions are the identity's codes plus, when applyRolePermissions (default true), those of the user's roles. Scan-to-pick identities are refused (403).",
  request: jsonBody(loginToAccountRequestSchema.strict()),
  responses: { 200: jsonResponse(signInResultSchema, 'Signed in to the identity, with a new token') },
});

export function mountSignInRoutes(app: OpenAPIHono<AppEnv>) {
  app.openapi(login, async (c) => {
    const { database, config } = c.var.deps;
    const db = database.db;
    const now = c.var.deps.now();
    const body = c.req.valid('json');
    const address = clientAddress(c, config);
    const keys = [accountKey(body.login), addressKey(address)] as const;
    // Claimed before the check, so simultaneous guesses at one account cannot all slip under its limit (issue
    // #11.1); the client address counts it only if it fails, so an office signing in at once is let in (decision 065).
    const claim = await claimAccountAndClient(db, config, keys, now, { pending: true });
    if (claim.wait > 0) throw tooManySignInFailures(claim.wait);

    const user = await userByLogin(db, body.login);
    // Unknown accounts cost one verification too, so timing does not tell which accounts exist.
    const verified = await checkClaimedPassword(db, claim, body.password, user);
    if (!user || !verified) {
      auditLog(c, 'sign-in failed', { address });
      throw new HttpError(401, 'unauthorized', invalidCredentialsMessage);
    }
    await clearThrottle(db, keys[0]);
    await upgradePasswordHash(db, user, body.password);
    // Only now, with the password proven, may the answer reveal anything about the account.
    if (!isUsable(user)) throw forbidden(inactiveAccountMessage);

    const identities = await activeIdentities(db, user.systemUserId);
    const views = await identityViews(db, user, identities);
    if (identities.length === 0) {
      return c.json(
        signInResult({
          user,
          identities: [],
          token: null,
          expiresIn: null,
          permissions: [],
          current: null,
          errorMessage: messages.noIdentities,
        }),
        200,
      );
    }
    if (!identities.some(isPortalIdentity)) throw forbidden(messages.scanToPickOnly);

    await db
      .update(systemUsers)
      .set({
        dateLastLogin: now,
        ...(body.timezoneOffsetMinutes === undefined
          ? {}
          : { timeZoneOffsetMinutes: body.timezoneOffsetMinutes }),
      })
      .where(eq(systemUsers.systemUserId, user.systemUserId));
    const session = await createSession(db, {
      systemUserId: user.systemUserId,
      identityId: null,
      permissionCodes: [],
      applyRolePermissions: true,
      ttlMinutes: config.SESSION_TTL_MINUTES,
      now,
      clientAddress: address,
      userAgent: c.req.header('user-agent') ?? null,
    });
    auditLog(c, 'signed in', { systemUserId: user.systemUserId });
    return c.json(signInResult({ user, identities: views, ...session, permissions: [], current: null }), 200);
  });

  app.openapi(loginToAccount, async (c) => {
    const { database, config } = c.var.deps;
    const db = database.db;
    const now = c.var.deps.now();
    const caller = callerOf(c);
    const body = c.req.valid('json');
    const [identity] = await db
      .select()
      .from(userIdentities)
      .where(
        and(
          eq(userIdentities.hash, body.hash),
          eq(userIdentities.systemUserId, caller.systemUserId),
          eq(userIdentities.isActive, true),
        ),
      )
      .limit(1);
    if (!identity) throw notFound('The account');
    if (!isPortalIdentity(identity)) throw forbidden(messages.scanToPickOnly);

    const user = await userOfSession(db, caller.systemUserId);
    const applyRolePermissions = body.applyRolePermissions ?? true;
    const permissions = await effectivePermissions(db, identity, applyRolePermissions);
    const session = await createSession(db, {
      systemUserId: user.systemUserId,
      identityId: identity.identityId,
      permissionCodes: permissions,
      applyRolePermissions,
      ttlMinutes: config.SESSION_TTL_MINUTES,
      now,
      clientAddress: clientAddress(c, config),
      userAgent: c.req.header('user-agent') ?? null,
    });
    // The old token must not outlive the switch: it carried other permissions.
    await revokeSession(db, caller.sessionId, now);
    const views = await identityViews(db, user, await activeIdentities(db, user.systemUserId));
    const current = views.find((v) => v.hash === identity.hash) ?? null;
    auditLog(c, 'signed in to identity', {
      systemUserId: user.systemUserId,
      identityType: identity.identityType,
    });
    return c.json(
      signInResult({
        user,
        identities: views,
        ...session,
        permissions,
        current: current && { ...current, applyRolePermissions },
      }),
      200,
    );
  });
}
