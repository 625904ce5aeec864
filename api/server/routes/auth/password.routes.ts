import { z, type OpenAPIHono } from '@hono/zod-openapi';
import { and, eq } from 'drizzle-orm';
import {
  changePasswordRequestSchema,
  hashRequestSchema,
  updatePasswordRequestSchema,
} from '#contract/identity';
import { newPasswordSchema } from '#contract/password-rules';
import { authPaths } from '#contract/paths';
import { callerOf, publicAccess, sessionAccess } from '#server/auth/guard';
import { hashPassword } from '#server/auth/password';
import { checkClaimedPassword } from '#server/auth/password-check';
import { newPasswordColumns, userOfPasswordLink } from '#server/auth/password-links';
import { revokeUserSessions } from '#server/auth/session-store';
import {
  accountKey,
  addressKey,
  claimAccountAndClient,
  clearThrottle,
  tooManyPasswordFailures,
} from '#server/auth/throttle';
import { hashSecret } from '#server/auth/tokens';
import { userById } from '#server/auth/user-lookup';
import { systemUsers } from '#server/db/schema/auth';
import type { AppEnv } from '#server/deps';
import { clientAddress } from '#server/http/client-address';
import { badRequest, unauthorized } from '#server/http/errors';
import { areaRoutes, jsonBody, jsonResponse } from '#server/http/route';
import { auditLog } from '#server/http/audit-log';

export const wrongCurrentPasswordMessage = 'Your current password is not correct.';

const route = areaRoutes(['auth']);
const booleanResult = (description: string) => jsonResponse(z.boolean(), description);

const isValidHash = route.post(authPaths.isValidPasswordResetHash, publicAccess, {
  summary: 'Is this reset or registration link still usable?',
  request: jsonBody(hashRequestSchema),
  responses: { 200: booleanResult('true while the link exists, is unused and has not expired') },
});

const changePassword = route.post(authPaths.changePassword, sessionAccess, {
  summary: "Change the caller's own password",
  description:
    'Needs the current password (wrong attempts count towards the sign-in throttle). Keeps the calling session and revokes every other session of the user. Returns true.',
  request: jsonBody(changePasswordRequestSchema.extend({ password: newPasswordSchema })),
  responses: { 200: booleanResult('Changed') },
});

const updatePassword = route.post(authPaths.updatePassword, publicAccess, {
  summary: 'Set a password with a reset or registration link',
  description:
    "The link is single-use and expiring; an unknown, used or expired one gives false (200). On success every session of the user is revoked. The link's own mode is authoritative; resetMode is accepted as sent.",
  request: jsonBody(updatePasswordRequestSchema.extend({ password: newPasswordSchema })),
  responses: { 200: booleanResult('true when the password was set') },
});

export function mountPasswordRoutes(app: OpenAPIHono<AppEnv>) {
  app.openapi(isValidHash, async (c) => {
    const user = await userOfPasswordLink(c.var.deps.database.db, c.req.valid('json').hash, c.var.deps.now());
    return c.json(user !== null, 200);
  });

  app.openapi(changePassword, async (c) => {
    const { database, config } = c.var.deps;
    const db = database.db;
    const now = c.var.deps.now();
    const caller = callerOf(c);
    const body = c.req.valid('json');
    const user = await userById(db, caller.systemUserId);
    if (!user) throw unauthorized();
    const keys = [
      accountKey(user.emailAddress ?? user.username ?? `#${user.systemUserId}`),
      addressKey(clientAddress(c, config)),
    ] as const;
    const claim = await claimAccountAndClient(db, config, keys, now, { pending: true });
    if (claim.wait > 0) throw tooManyPasswordFailures(claim.wait);
    if (!(await checkClaimedPassword(db, claim, body.passwordOld, user))) {
      throw badRequest(wrongCurrentPasswordMessage, { passwordOld: wrongCurrentPasswordMessage });
    }
    await db
      .update(systemUsers)
      .set(newPasswordColumns(await hashPassword(body.password), now))
      .where(eq(systemUsers.systemUserId, user.systemUserId));
    await revokeUserSessions(db, user.systemUserId, now, caller.sessionId);
    auditLog(c, 'password changed', { systemUserId: user.systemUserId });
    return c.json(true, 200);
  });

  app.openapi(updatePassword, async (c) => {
    const { database } = c.var.deps;
    const db = database.db;
    const now = c.var.deps.now();
    const body = c.req.valid('json');
    const user = await userOfPasswordLink(db, body.hash, now);
    if (!user) return c.json(false, 200);
    const passwordHash = await hashPassword(body.password);
    // Conditional on the link still being there, so two concurrent uses cannot both succeed.
    const updated = await db
      .update(systemUsers)
      .set(newPasswordColumns(passwordHash, now))
      .where(
        and(
          eq(systemUsers.systemUserId, user.systemUserId),
          eq(systemUsers.passwordResetHash, hashSecret(body.hash)),
        ),
      )
      .returning({ systemUserId: systemUsers.systemUserId });
    if (updated.length === 0) return c.json(false, 200);
    await revokeUserSessions(db, user.systemUserId, now);
    // Proving the mailbox lifts a sign-in lockout of the account.
    for (const login of [user.emailAddress, user.username])
      if (login) await clearThrottle(db, accountKey(login));
    auditLog(c, 'password set with link', {
      systemUserId: user.systemUserId,
      linkMode: user.passwordResetMode,
      resetMode: body.resetMode,
    });
    return c.json(true, 200);
  });
}
