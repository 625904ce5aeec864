import type { OpenAPIHono } from '@hono/zod-openapi';
import { serverMachineRunsQuerySchema, serverMachineRunsSchema } from '#contract/machine-runs';
import { inspectorPaths } from '#contract/paths';
import { identityAccess } from '../../auth/guard';
import type { AppEnv } from '../../deps';
import { recentRefusals } from '../../inspector/server-refusals';
import { readServerRuns } from '../../inspector/server-runs';
import { areaRoutes, jsonResponse } from '../../http/route';

const route = areaRoutes(['inspector']);

const getServerRuns = route.get(inspectorPaths.getServerRuns, identityAccess(undefined, ['admin']), {
  summary: "The server's runs of the order and load status machines",
  description: [
    'Ours (issue #29, decision 087): for the machine inspector. The newest `limit` (default 50) status moves',
    'of orders and loads, newest first, from the outbox of domain events: the record, who made it (name and',
    "identity type), the status codes before and after, and the machine's events that moved it; beside them",
    'the newest refusals this server process saw (a stop check-off out of sequence, a load status not allowed',
    'by hand): the event, the record, who, and the sentence of the guard that said no. Admin identities only:',
    'every other identity gets 403.',
  ].join(' '),
  request: { query: serverMachineRunsQuerySchema },
  responses: { 200: jsonResponse(serverMachineRunsSchema, 'The runs and the refusals, newest first') },
});

/** The machine inspector's server side (admin identities). */
export function mountInspectorRoutes(app: OpenAPIHono<AppEnv>) {
  app.openapi(getServerRuns, async (c) => {
    const { limit } = c.req.valid('query');
    return c.json(
      { runs: await readServerRuns(c.var.deps.database, limit), refusals: recentRefusals(limit) },
      200,
    );
  });
}
