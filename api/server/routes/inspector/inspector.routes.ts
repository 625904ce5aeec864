import { z, type OpenAPIHono } from '@hono/zod-openapi';
import { serverMachineRunSchema, serverMachineRunsQuerySchema } from '#contract/machine-runs';
import { inspectorPaths } from '#contract/paths';
import { identityAccess } from '../../auth/guard';
import type { AppEnv } from '../../deps';
import { readServerRuns } from '../../inspector/server-runs';
import { areaRoutes, jsonResponse } from '../../http/route';

const route = areaRoutes(['inspector']);

const getServerRuns = route.get(inspectorPaths.getServerRuns, identityAccess(undefined, ['admin']), {
  summary: "The server's runs of the order and load status machines",
  description: [
    'Ours (issue #29, decision 087): for the machine inspector. The newest `limit` (default 50) status moves',
    'of orders and loads, newest first, from the outbox of domain events: the record, who made it (name and',
    "identity type), the status codes before and after, and the machine's events that moved it. Admin",
    'identities only: every other identity gets 403.',
  ].join(' '),
  request: { query: serverMachineRunsQuerySchema },
  responses: { 200: jsonResponse(z.array(serverMachineRunSchema), 'The runs, newest first') },
});

/** The machine inspector's server side (admin identities). */
export function mountInspectorRoutes(app: OpenAPIHono<AppEnv>) {
  app.openapi(getServerRuns, async (c) =>
    c.json(await readServerRuns(c.var.deps.database, c.req.valid('query').limit), 200),
  );
}
