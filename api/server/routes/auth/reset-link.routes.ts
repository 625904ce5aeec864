import { z, type OpenAPIHono } from '@hono/zod-openapi';
import { hashRequestSchema } from '#contract/identity';
import { authPaths } from '#contract/paths';
import { Permission } from '#contract/permissions';
import { plainString } from '#contract/scalars';
import { passwordLinkSchema } from '#contract/system-user';
import { emailPattern, validationMessages } from '#contract/validation-messages';
import { adminAreaAccess, callerOf, publicAccess } from '#server/auth/guard';
import { issuePasswordLink, passwordLinkMail, userOfPasswordLink } from '#server/auth/password-links';
import { claimAccountAndClient, tooManyResetRequests } from '#server/auth/throttle';
import { isUsable, userByEmail, userById } from '#server/auth/user-lookup';
import type { AppEnv } from '#server/deps';
import { assertMayManage } from '#server/users/grants';
import { clientAddress } from '#server/http/client-address';
import { conflict, notFound } from '#server/http/errors';
import { areaRoutes, jsonBody, jsonResponse } from '#server/http/route';
import { auditLog } from '#server/http/audit-log';

/** Responses the spec leaves "not shown"; ours, documented in the OpenAPI document (link: contract). */
export const registrationCheckSchema = z.object({
  valid: z.boolean(),
  emailAddress: z.string().nullable(),
  firstName: z.string().nullable(),
});

const forgotEmailMessage = 'Please enter an email';
const emailQuerySchema = z.strictObject({
  email: plainString({ error: forgotEmailMessage })
    .trim()
    .min(1, forgotEmailMessage)
    .max(254, validationMessages.email)
    .regex(emailPattern, validationMessages.email),
});
const userIdQuerySchema = z.strictObject({
  systemUserId: z.coerce.number().int().min(1).max(2_147_483_647),
});

const route = areaRoutes(['auth']);
const booleanResult = (description: string) => jsonResponse(z.boolean(), description);

const sendResetLink = route.get(authPaths.sendPasswordResetLinkByEmail, publicAccess, {
  summary: 'Mail a reset link to an address',
  description:
    'Always answers true, whether or not an active account has that address, so the call cannot be used to find accounts. Requests are throttled per address and per client (429).',
  request: { query: emailQuerySchema },
  responses: { 200: booleanResult('Always true') },
});

const getResetLink = route.get(
  authPaths.getPasswordResetLinkByUserId,
  adminAreaAccess(Permission.UserUpdate),
  {
    summary: 'Create a reset link for a user and return it (nothing is mailed)',
    description:
      'For an administrator to pass on by other means. Replaces any earlier link of the user. Users holding an admin login get links only from admin identities (403).',
    request: { query: userIdQuerySchema },
    responses: { 200: jsonResponse(passwordLinkSchema, 'The link and when it expires') },
  },
);

const completeRegistration = route.post(authPaths.completeRegistration, publicAccess, {
  summary: 'Check a registration link and greet its user',
  description:
    'valid is true for an unused, unexpired link of mode create. The link stays usable: UpdatePassword with resetMode create consumes it.',
  request: jsonBody(hashRequestSchema),
  responses: { 200: jsonResponse(registrationCheckSchema, 'Whether the link is a usable registration link') },
});

/** The calls that hand out links to set a password: by mail, to an administrator, and the registration check. */
export function mountResetLinkRoutes(app: OpenAPIHono<AppEnv>) {
  app.openapi(sendResetLink, async (c) => {
    const { database, config, mailer } = c.var.deps;
    const db = database.db;
    const now = c.var.deps.now();
    const email = c.req.valid('query').email.toLowerCase();
    const keys = [`reset:${email}`, `reset-address:${clientAddress(c, config)}`] as const;
    // Counted whether or not the address has an account, so the 429 reveals nothing either.
    const { wait } = await claimAccountAndClient(db, config, keys, now);
    if (wait > 0) throw tooManyResetRequests(wait);
    const user = await userByEmail(db, email);
    if (user?.emailAddress && isUsable(user)) {
      const link = await issuePasswordLink(db, config, {
        systemUserId: user.systemUserId,
        mode: 'reset',
        now,
      });
      await mailer.send(passwordLinkMail(config, user.emailAddress, user.firstName, link));
      auditLog(c, 'reset link sent', { systemUserId: user.systemUserId });
    }
    return c.json(true, 200);
  });

  app.openapi(getResetLink, async (c) => {
    const { database, config } = c.var.deps;
    const caller = callerOf(c);
    const user = await userById(database.db, c.req.valid('query').systemUserId);
    if (!user || user.isDeleted) throw notFound('The user');
    await assertMayManage(database.db, caller, user.systemUserId);
    if (!user.isActive)
      throw conflict('This user is not active. Activate the user before creating a reset link.');
    const link = await issuePasswordLink(database.db, config, {
      systemUserId: user.systemUserId,
      mode: 'reset',
      now: c.var.deps.now(),
    });
    auditLog(c, 'reset link created', { systemUserId: user.systemUserId });
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
