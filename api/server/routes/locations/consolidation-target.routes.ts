import { z, type OpenAPIHono } from '@hono/zod-openapi';
import { locationListItemSchema } from '#contract/location';
import { locationPaths } from '#contract/paths';
import { Permission } from '#contract/permissions';
import { id } from '#contract/scalars';
import { identityAccess, staffAccess } from '#server/auth/guard';
import type { AppEnv } from '#server/deps';
import { defineRoute, jsonBody, jsonResponse } from '#server/http/route';
import { requestContext } from '#server/http/request-context';
import { consolidationTarget, setConsolidationTarget } from '#server/parties/consolidation-target';

const P = Permission;
const target = jsonResponse(locationListItemSchema.nullable(), 'The consolidation target, or null when none');

const read = defineRoute(staffAccess(P.LoadAdd, P.LoadUpdate, P.LocationView), {
  method: 'get',
  path: locationPaths.consolidationTarget,
  tags: ['locations'],
  summary: 'Where a consolidation to the warehouse goes',
  description:
    'The location the consolidation target setting names, else the active location flagged isNWDWarehouse with the lowest id; null when neither exists. "Consolidate Order to NWDS Location" starts from it.',
  responses: { 200: target },
});

const write = defineRoute(identityAccess([P.LocationUpdate], ['admin']), {
  method: 'put',
  path: locationPaths.consolidationTarget,
  tags: ['locations'],
  summary: 'Names the consolidation target (administrators)',
  description:
    'Body: locationId, an active location. Answers the new target; 404 for no such active location.',
  request: jsonBody(z.strictObject({ locationId: id })),
  responses: { 200: target, 404: { description: 'No such active location' } },
});

/** GET and PUT api/Locations/consolidationTarget (decision 058). */
export function mountConsolidationTargetRoutes(app: OpenAPIHono<AppEnv>) {
  app.openapi(read, async (c) => c.json(await consolidationTarget(requestContext(c)), 200));
  app.openapi(write, async (c) => {
    const { locationId } = c.req.valid('json');
    return c.json(await setConsolidationTarget(requestContext(c), locationId), 200);
  });
}
