import { OpenAPIHono, z } from '@hono/zod-openapi';
import { and, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import { testSupportPaths } from '#contract/paths';
import { publicAccess } from '../auth/guard';
import { newSecret } from '../auth/tokens';
import {
  mailOutbox,
  sessions,
  systemUserRequests,
  systemUserRoleAssignments,
  systemUsers,
  userIdentities,
} from '../db/schema/auth';
import { locations } from '../db/schema/locations';
import type { AppEnv, Deps } from '../deps';
import { HttpError } from '../http/errors';
import { areaRoutes, jsonBody, jsonResponse } from '../http/route';
import { validationHook } from '../http/validation';

/**
 * Browser-test support (ENABLE_TEST_SUPPORT, which the config refuses in production): read the outbox and
 * the access requests, and expire a user's sessions. The calls live in an app of their own that the main app
 * reaches only while the setting is on; otherwise the paths fall through to the API's 404, and they are
 * never in the OpenAPI document or the route list.
 */
type SupportEnv = AppEnv & { Bindings: { deps: Deps; requestId: string } };

const route = areaRoutes(['test support']);
const email = z.string().trim().toLowerCase().email().max(320);
const lowerEmail = (column: typeof systemUsers.emailAddress | typeof mailOutbox.toAddress) =>
  sql`lower(${column})`;

const outboxMessageSchema = z.object({ subject: z.string(), textBody: z.string(), dateAdded: z.string() });

const outbox = route.get(testSupportPaths.outbox, publicAccess, {
  summary: 'The newest outbox messages to an address (newest first, at most 20)',
  request: { query: z.object({ to: email }).strict() },
  responses: { 200: jsonResponse(z.array(outboxMessageSchema), 'Messages, newest first') },
});

const accessRequests = route.get(testSupportPaths.accessRequests, publicAccess, {
  summary: 'The access requests filed for an address',
  request: { query: z.object({ email }).strict() },
  responses: { 200: jsonResponse(z.array(z.record(z.string(), z.unknown())), 'Matching rows, newest first') },
});

const expireSessions = route.post(testSupportPaths.expireSessions, publicAccess, {
  summary: 'Moves every live session of a user into the past, as if it had timed out',
  request: jsonBody(z.object({ email }).strict()),
  responses: { 200: jsonResponse(z.object({ expired: z.number().int() }), 'How many sessions were expired') },
});

const cloneUser = route.post(testSupportPaths.cloneUser, publicAccess, {
  summary: 'A new user with the password, identities and roles of another, under a new address',
  description:
    'Journeys that change an account (a password reset) use a clone, so other journeys keep theirs.',
  request: jsonBody(z.object({ from: email, to: email }).strict()),
  responses: {
    200: jsonResponse(z.object({ systemUserId: z.number().int() }), 'The new user'),
    404: { description: 'No user has the `from` address' },
  },
});

const createLocations = route.post(testSupportPaths.locations, publicAccess, {
  summary: 'Bare locations that nothing refers to, for a journey that deletes some',
  description: 'No create call exists yet for the list screens; the seed has no unreferenced rows.',
  request: jsonBody(z.object({ names: z.array(z.string().trim().min(1).max(100)).min(1).max(10) }).strict()),
  responses: { 200: jsonResponse(z.object({ ids: z.array(z.number().int()) }), 'The new location ids') },
});

function createTestSupportApp() {
  const support = new OpenAPIHono<SupportEnv>({ defaultHook: validationHook });
  support.use('*', async (c, next) => {
    c.set('deps', c.env.deps);
    c.set('auth', null);
    c.set('requestId', c.env.requestId);
    await next();
  });

  support.openapi(outbox, async (c) => {
    const { to } = c.req.valid('query');
    const rows = await c.var.deps.database.db
      .select({ subject: mailOutbox.subject, textBody: mailOutbox.textBody, dateAdded: mailOutbox.dateAdded })
      .from(mailOutbox)
      .where(eq(lowerEmail(mailOutbox.toAddress), to))
      .orderBy(desc(mailOutbox.dateAdded), desc(mailOutbox.mailId))
      .limit(20);
    return c.json(
      rows.map((r) => ({ ...r, dateAdded: r.dateAdded.toISOString() })),
      200,
    );
  });

  support.openapi(accessRequests, async (c) => {
    const { email: address } = c.req.valid('query');
    const rows = await c.var.deps.database.db
      .select()
      .from(systemUserRequests)
      .where(eq(sql`lower(${systemUserRequests.emailAddress})`, address))
      .orderBy(desc(systemUserRequests.systemUserRequestId));
    return c.json(rows, 200);
  });

  support.openapi(expireSessions, async (c) => {
    const { email: address } = c.req.valid('json');
    const { database, now } = c.var.deps;
    const at = now();
    const users = database.db
      .select({ id: systemUsers.systemUserId })
      .from(systemUsers)
      .where(eq(lowerEmail(systemUsers.emailAddress), address));
    const expired = await database.db
      .update(sessions)
      .set({ expiresAt: new Date(at.getTime() - 60_000) })
      .where(
        and(inArray(sessions.systemUserId, users), isNull(sessions.revokedAt), gt(sessions.expiresAt, at)),
      )
      .returning({ id: sessions.sessionId });
    return c.json({ expired: expired.length }, 200);
  });

  support.openapi(cloneUser, async (c) => {
    const { from, to } = c.req.valid('json');
    const systemUserId = await c.var.deps.database.db.transaction(async (tx) => {
      const [source] = await tx
        .select()
        .from(systemUsers)
        .where(eq(lowerEmail(systemUsers.emailAddress), from));
      if (!source) throw new HttpError(404, 'not_found', `No user has the address ${from}.`);
      const { systemUserId: sourceId, ...fields } = source;
      const [created] = await tx
        .insert(systemUsers)
        .values({ ...fields, emailAddress: to, username: null, passwordResetHash: null })
        .returning({ id: systemUsers.systemUserId });
      const id = created!.id;
      const identities = await tx
        .select()
        .from(userIdentities)
        .where(eq(userIdentities.systemUserId, sourceId));
      for (const { identityId: _, ...identity } of identities) {
        await tx.insert(userIdentities).values({ ...identity, systemUserId: id, hash: newSecret() });
      }
      const roles = await tx
        .select({ systemRoleId: systemUserRoleAssignments.systemRoleId })
        .from(systemUserRoleAssignments)
        .where(eq(systemUserRoleAssignments.systemUserId, sourceId));
      if (roles.length) {
        await tx.insert(systemUserRoleAssignments).values(roles.map((r) => ({ ...r, systemUserId: id })));
      }
      return id;
    });
    return c.json({ systemUserId }, 200);
  });

  support.openapi(createLocations, async (c) => {
    const { names } = c.req.valid('json');
    const rows = await c.var.deps.database.db
      .insert(locations)
      .values(names.map((name) => ({ name })))
      .returning({ id: locations.locationId });
    return c.json({ ids: rows.map((r) => r.id) }, 200);
  });

  // Errors and unknown paths go back to the main app, so they get its one error body.
  support.notFound(() => {
    throw new HttpError(404, 'not_found', 'No such API call.');
  });
  support.onError((error) => {
    throw error;
  });
  return support;
}

/** Mounts the test-support calls; they answer only while `deps.config.ENABLE_TEST_SUPPORT` is on. */
export function mountTestSupportRoutes(app: OpenAPIHono<AppEnv>) {
  const support = createTestSupportApp();
  app.use(`${testSupportPaths.base}/*`, async (c, next) => {
    const { deps, requestId } = c.var;
    if (!deps.config.ENABLE_TEST_SUPPORT) return next();
    return support.fetch(c.req.raw, { deps, requestId });
  });
}
