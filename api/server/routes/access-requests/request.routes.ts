import { z, type OpenAPIHono } from '@hono/zod-openapi';
import { accessRequestSchema } from '#contract/access-request';
import { accessRequestPaths } from '#contract/paths';
import { Permission } from '#contract/permissions';
import { adminAreaAccess, publicAccess } from '#server/auth/guard';
import { claimThrottle } from '#server/auth/throttle';
import type { AppEnv, Deps } from '#server/deps';
import { clientAddress } from '#server/http/client-address';
import { throttled } from '#server/http/errors';
import { areaRoutes, jsonBody, jsonResponse } from '#server/http/route';
import { existingAccountMail, reviewerAddresses, reviewerMail } from '#server/users/access-request-mail';
import {
  accessRequestPostSchema,
  openRequestCount,
  submitAccessRequest,
  type SubmitOutcome,
} from '#server/users/access-request-store';
import { auditLog } from '#server/http/audit-log';

/** Per client address; kept in the shared throttle table, so it holds across instances and restarts. */
export const accessRequestThrottle = { max: 5, windowMinutes: 60 } as const;
export const tooManyAccessRequests = 'Too many access requests from your network. Please try again later.';

const route = areaRoutes(['access requests']);

const create = route.post(accessRequestPaths.base, publicAccess, {
  summary: 'Request access (the public request-access form)',
  description: [
    'Files the request and mails every reviewer (active staff users holding UserAdd).',
    'A second request for an address with an open request updates that request in place.',
    'For an address that already belongs to an active account nothing is filed and the answer has the same',
    'shape (no account enumeration); the account holder is mailed instead.',
    `At most ${accessRequestThrottle.max} requests per client address per hour (429 with Retry-After).`,
  ].join(' '),
  request: jsonBody(accessRequestPostSchema),
  responses: { 200: jsonResponse(accessRequestSchema, 'The request as filed') },
});

const getCount = route.get(
  accessRequestPaths.getCount,
  adminAreaAccess(Permission.UserView, Permission.UserAdd),
  {
    summary: 'How many access requests wait for review (the Requests tab badge)',
    responses: { 200: jsonResponse(z.number().int().min(0), 'A bare integer') },
  },
);

/** Mail failures are logged, never turned into a failed request: the request is already filed. */
async function notify(
  deps: Deps,
  requestId: string,
  outcome: SubmitOutcome,
  request: z.infer<typeof accessRequestSchema>,
) {
  const { config, database, log, mailer } = deps;
  try {
    if (outcome === 'existingAccount') {
      await mailer.send(existingAccountMail(config, request.emailAddress));
      return;
    }
    for (const to of await reviewerAddresses(database.db))
      await mailer.send(reviewerMail(config, to, request, outcome === 'updated'));
  } catch (error) {
    log.error('access request mail failed', { requestId, error: String(error) });
  }
}

/** Spec 1 §7 "Access requests": the public form and the badge count; the review calls join here. */
export function mountAccessRequestRoutes(app: OpenAPIHono<AppEnv>) {
  app.openapi(create, async (c) => {
    const { deps } = c.var;
    const db = deps.database.db;
    const now = deps.now();
    const key = `access-request-address:${clientAddress(c, deps.config)}`;
    // Counted whatever the outcome, so the 429 reveals nothing about accounts either.
    const { wait } = await claimThrottle(
      db,
      [{ key, max: accessRequestThrottle.max }],
      accessRequestThrottle.windowMinutes,
      now,
    );
    if (wait > 0) throw throttled(wait, tooManyAccessRequests);
    const { request, outcome } = await submitAccessRequest(deps.database, c.req.valid('json'), now);
    await notify(deps, c.var.requestId, outcome, request);
    auditLog(c, 'access request', { outcome, systemUserRequestId: request.systemUserRequestId });
    return c.json(request, 200);
  });

  app.openapi(getCount, async (c) => c.json(await openRequestCount(c.var.deps.database), 200));
}
