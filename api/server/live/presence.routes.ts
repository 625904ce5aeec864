import type { OpenAPIHono } from '@hono/zod-openapi';
import type { z } from 'zod';
import {
  presenceAnswerSchema,
  presenceBodySchema,
  presenceLimits,
  presenceQuerySchema,
  type PresenceRecordType,
} from '#contract/live-presence';
import { livePaths } from '#contract/paths';
import { callerOf, identityAccess } from '../auth/guard';
import type { AppEnv, Deps } from '../deps';
import { notFound } from '../http/errors';
import { areaRoutes, jsonBody, jsonResponse } from '../http/route';
import { scopesOf } from './event-scope';
import { mayReadRecord, viewerOf, type Viewer } from './live-access';
import { leavePresence, renewPresence } from './presence-store';

const route = areaRoutes(['live']);

const renew = route.put(livePaths.presence, identityAccess(), {
  summary: 'Say that this session has a record page open, and hear who else has',
  description: [
    `Renew every ${presenceLimits.heartbeatSeconds} s, and at once when the person starts or stops editing;`,
    `a presence not renewed within ${presenceLimits.expirySeconds} s is gone (decision 080). Answers the other`,
    'people on the record with their names and initials and whether they are editing: staff see everyone, a',
    "customer or carrier login only its own organisation's people. 404 for a record the caller may not read,",
    'as its read answers.',
  ].join(' '),
  request: jsonBody(presenceBodySchema),
  responses: {
    200: jsonResponse(presenceAnswerSchema, 'The others present'),
    404: { description: 'No such record, or not the caller’s to read' },
  },
});

const leave = route.delete(livePaths.presence, identityAccess(), {
  summary: 'Say that this session left a record page',
  request: { query: presenceQuerySchema },
  responses: { 204: { description: 'Gone from the record' } },
});

/** The record's read rules, from its scope (event-scope.ts), as its live events are filtered (decision 077). */
async function checkReadable(deps: Deps, viewer: Viewer, type: PresenceRecordType, id: number) {
  const scope = (await scopesOf(deps.database.db, [{ type, id }])).get(`${type}:${id}`);
  if (!scope || !mayReadRecord(type, scope, viewer)) throw notFound('That record');
}

/** Presence on record pages (issue #28); mounted with the live stream. */
export function mountPresenceRoutes(app: OpenAPIHono<AppEnv>) {
  app.openapi(renew, async (c) => {
    const auth = callerOf(c);
    const viewer = viewerOf(auth)!;
    const { type, id, editing } = c.req.valid('json');
    const deps = c.var.deps;
    await checkReadable(deps, viewer, type, id);
    const present = await renewPresence(
      deps.database,
      { sessionId: auth.sessionId, type, id },
      viewer,
      editing,
      deps.now(),
    );
    return c.json(
      { present, heartbeatSeconds: presenceLimits.heartbeatSeconds } satisfies z.infer<
        typeof presenceAnswerSchema
      >,
      200,
    );
  });
  app.openapi(leave, async (c) => {
    const auth = callerOf(c);
    const { type, id } = c.req.valid('query');
    await leavePresence(c.var.deps.database, { sessionId: auth.sessionId, type, id });
    return c.body(null, 204);
  });
}
