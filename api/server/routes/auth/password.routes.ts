import { z, type OpenAPIHono } from '@hono/zod-openapi';
import { and, eq } from 'drizzle-orm';
import {
  changePasswordRequestSchema,
  hashRequestSchema,
  updatePasswordRequestSchema,
} from '../../../contract/identity';
import { newPasswordSchema } from '../../../contract/password-rules';
import { authPaths } from '../../../contract/paths';
import { Permission } from '../../../contract/permissions';
import { emailPattern, validationMessages } from '../../../contract/validation-messages';
import { callerOf, identityAccess, publicAccess, sessionAccess } from '../../auth/guard';
import { hashPassword, verifyPassword } from '../../auth/password';
import { issuePasswordLink, passwordLinkMail, userOfPasswordLink } from '../../auth/password-links';
import { revokeUserSessions } from '../../auth/session-store';
import {
  accountKey,
  addressKey,
  clearThrottle,
  recordThrottleEvent,
  throttleWaitSeconds,
  tooManyPasswordFailures,
  tooManyResetRequests,
} from '../../auth/throttle';
import { hashSecret } from '../../auth/tokens';
import { isUsable, userByEmail, userById } from '../../auth/user-lookup';
import { systemUsers } from '../../db/schema/auth';
import type { AppEnv } from '../../deps';
import { clientAddress } from '../../http/client-address';
import { badRequest, conflict, notFound, unauthorized } from '../../http/errors';
import { defineRoute, jsonBody, jsonResponse } from '../../http/route';

export const wrongCurrentPasswordMessage = 'Your current password is not correct.';

/** Responses the spec leaves "not shown"; ours, documented in the OpenAPI document. */
export const passwordLinkSchema = z.object({ link: z.string(), expiresAt: z.string() });
export const registrationCheckSchema = z.object({
  valid: z.boolean(),
  emailAddress: z.string().nullable(),
  firstName: z.string().nullable(),
});

const forgotEmailMessage = 'Please enter an email';
const emailQuerySchema = z.strictObject({
  email: z
    .string({ error: forgotEmailMessage })
    .trim()
    .min(1, forgotEmailMessage)
    .max(254, validationMessages.email)
    .regex(emailPattern, validationMessages.email),
});
const userIdQuerySchema = z.strictObject({
  systemUserId: z.coerce.number().int().min(1).max(2_147_483_647),
});

const tags = ['auth'];
const booleanResult = (description: string) => jsonResponse(z.boolean(), description);

const isValidHash = defineRoute(publicAccess, {
  method: 'post',
  path: authPaths.isValidPasswordResetHash,
  tags,
  summary: 'Is this reset or registration link still usable?',
  request: jsonBody(hashRequestSchema),
  responses: { 200: booleanResult('true while the link exists, is unused and has not expired') },
});

const changePassword = defineRoute(sessionAccess, {
  method: 'post',
  path: authPaths.changePassword,
  tags,
  summary: "Change the caller's own password",
  description:
    'Needs the current password (wrong attempts count towards the sign-in throttle). Keeps the calling session and revokes every other session of the user. Returns true.',
  request: jsonBody(changePasswordRequestSchema.extend({ password: newPasswordSchema })),
  responses: { 200: booleanResult('Changed') },
});

const updatePassword = defineRoute(publicAccess, {
  method: 'post',
  path: authPaths.updatePassword,
  tags,
  summary: 'Set a password with a reset or registration link',
  description:
    "The link is single-use and expiring; an unknown, used or expired one gives false (200). On success every session of the user is revoked. The link's own mode is authoritative; resetMode is accepted as sent.",
  request: jsonBody(updatePasswordRequestSchema.extend({ password: newPasswordSchema })),
  responses: { 200: booleanResult('true when the password was set') },
});

const sendResetLink = defineRoute(publicAccess, {
  method: 'get',
  path: authPaths.sendPasswordResetLinkByEmail,
  tags,
  summary: 'Mail a reset link to an address',
  description:
    'Always answers true, whether or not an active account has that address, so the call cannot be used to find accounts. Requests are throttled per address and per client (429).',
  request: { query: emailQuerySchema },
  responses: { 200: booleanResult('Always true') },
});

const getResetLink = defineRoute(identityAccess([Permission.UserUpdate]), {
  method: 'get',
  path: authPaths.getPasswordResetLinkByUserId,
  tags,
  summary: 'Create a reset link for a user and return it (nothing is mailed)',
  description: 'For an administrator to pass on by other means. Replaces any earlier link of the user.',
  request: { query: userIdQuerySchema },
  responses: { 200: jsonResponse(passwordLinkSchema, 'The link and when it expires') },
});

const completeRegistration = defineRoute(publicAccess, {
  method: 'post',
  path: authPaths.completeRegistration,
  tags,
  summary: 'Check a registration link and greet its user',
  description:
    'valid is true for an unused, unexpired link of mode create. The link stays usable: UpdatePassword with resetMode create consumes it.',
  request: jsonBody(hashRequestSchema),
  responses: { 200: jsonResponse(registrationCheckSchema, 'Whether the link is a usable registration link') },
});

export function mountPasswordRoutes(app: OpenAPIHono<AppEnv>) {
  app.openapi(isValidHash, async (c) => {
    const user = await userOfPasswordLink(c.var.deps.database.db, c.req.valid('json').hash, c.var.deps.now());
    return c.json(user !== null, 200);
  });

  app.openapi(changePassword, async (c) => {
    const { database, config, log } = c.var.deps;
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
    const wait = await throttleWaitSeconds(
      db,
      [
        { key: keys[0], max: config.THROTTLE_MAX_FAILURES_PER_ACCOUNT },
        { key: keys[1], max: config.THROTTLE_MAX_FAILURES_PER_ADDRESS },
      ],
      config.THROTTLE_WINDOW_MINUTES,
      now,
    );
    if (wait > 0) throw tooManyPasswordFailures(wait);
    if (!(await verifyPassword(body.passwordOld, user.passwordHash))) {
      await recordThrottleEvent(db, keys, now);
      throw badRequest(wrongCurrentPasswordMessage, { passwordOld: wrongCurrentPasswordMessage });
    }
    await db
      .update(systemUsers)
      .set({
        passwordHash: await hashPassword(body.password),
        // A pending reset link would otherwise undo the change.
        passwordResetHash: null,
        passwordResetMode: null,
        datePasswordResetHashExpire: null,
        dateModified: now,
      })
      .where(eq(systemUsers.systemUserId, user.systemUserId));
    await revokeUserSessions(db, user.systemUserId, now, caller.sessionId);
    log.info('password changed', { requestId: c.var.requestId, systemUserId: user.systemUserId });
    return c.json(true, 200);
  });

  app.openapi(updatePassword, async (c) => {
    const { database, log } = c.var.deps;
    const db = database.db;
    const now = c.var.deps.now();
    const body = c.req.valid('json');
    const user = await userOfPasswordLink(db, body.hash, now);
    if (!user) return c.json(false, 200);
    const passwordHash = await hashPassword(body.password);
    // Conditional on the link still being there, so two concurrent uses cannot both succeed.
    const updated = await db
      .update(systemUsers)
      .set({
        passwordHash,
        passwordResetHash: null,
        passwordResetMode: null,
        datePasswordResetHashExpire: null,
        dateModified: now,
      })
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
    log.info('password set with link', {
      requestId: c.var.requestId,
      systemUserId: user.systemUserId,
      linkMode: user.passwordResetMode,
      resetMode: body.resetMode,
    });
    return c.json(true, 200);
  });

  app.openapi(sendResetLink, async (c) => {
    const { database, config, mailer, log } = c.var.deps;
    const db = database.db;
    const now = c.var.deps.now();
    const email = c.req.valid('query').email.toLowerCase();
    const keys = [`reset:${email}`, `reset-address:${clientAddress(c, config)}`] as const;
    const wait = await throttleWaitSeconds(
      db,
      [
        { key: keys[0], max: config.THROTTLE_MAX_FAILURES_PER_ACCOUNT },
        { key: keys[1], max: config.THROTTLE_MAX_FAILURES_PER_ADDRESS },
      ],
      config.THROTTLE_WINDOW_MINUTES,
      now,
    );
    // Counted whether or not the address has an account, so the 429 reveals nothing either.
    if (wait > 0) throw tooManyResetRequests(wait);
    await recordThrottleEvent(db, keys, now);
    const user = await userByEmail(db, email);
    if (user?.emailAddress && isUsable(user)) {
      const link = await issuePasswordLink(db, config, {
        systemUserId: user.systemUserId,
        mode: 'reset',
        now,
      });
      await mailer.send(passwordLinkMail(config, user.emailAddress, user.firstName, link));
      log.info('reset link sent', { requestId: c.var.requestId, systemUserId: user.systemUserId });
    }
    return c.json(true, 200);
  });

  app.openapi(getResetLink, async (c) => {
    const { database, config, log } = c.var.deps;
    const caller = callerOf(c);
    const user = await userById(database.db, c.req.valid('query').systemUserId);
    if (!user || user.isDeleted) throw notFound('The user');
    if (!user.isActive)
      throw conflict('This user is not active. Activate the user before creating a reset link.');
    const link = await issuePasswordLink(database.db, config, {
      systemUserId: user.systemUserId,
      mode: 'reset',
      now: c.var.deps.now(),
    });
    log.info('reset link created', {
      requestId: c.var.requestId,
      systemUserId: user.systemUserId,
      by: caller.systemUserId,
    });
    return c.json({ link: link.link, expiresAt: link.expiresAt.toISOString() }, 200);
  });

  app.openapi(completeRegistration, async (c) => {
    const user = await userOfPasswordLink(c.var.deps.database.db, c.req.valid('json').hash, c.var.deps.now());
    const valid = user?.passwordResetMode === 'create';
    return c.json(
      { valid, emailAddress: valid ? user.emailAddress : null, firstName: valid ? user.firstName : null },
      200,
    );
  });
}
