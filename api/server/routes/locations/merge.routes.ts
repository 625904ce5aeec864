import { z, type OpenAPIHono } from '@hono/zod-openapi';
import { locationMergeInfoSchema, locationMergeRequestSchema, locationSchema } from '#contract/location';
import { locationPaths } from '#contract/paths';
import { Permission } from '#contract/permissions';
import { id } from '#contract/scalars';
import { staffAccess } from '#server/auth/guard';
import type { AppEnv } from '#server/deps';
import { auditLog } from '#server/http/audit-log';
import { requestContext } from '#server/http/request-context';
import { areaRoutes, jsonBody, jsonResponse } from '#server/http/route';
import { locationMergeInfo, mergeLocations } from '#server/parties/location-merge';
import { readLocation } from './record.routes';

const route = areaRoutes(['locations']);
/** Merging needs permission 430 (spec 2 §6); staff only, as the Locations list is. */
const mergers = staffAccess(Permission.LocationMerge);
const moves =
  'orders (source, destination, current, next, pick or warehouse), loads (origin, current, destination, or a stop there), notes and contacts';

const getMergeInfo = route.post(locationPaths.getLocationMergeInfo, mergers, {
  summary: 'What a merge of these locations would move',
  description: `Body: { locationsToMerge: [ids] } (2 to 100; the maps, if sent, are ignored). Answer: for each location, the ids of its ${moves}, keyed by locationId. 404 names an unknown location.`,
  request: jsonBody(locationMergeRequestSchema),
  responses: {
    200: jsonResponse(locationMergeInfoSchema, 'Ids per location'),
    404: { description: 'A location does not exist' },
  },
});

const merge = route.post(locationPaths.mergeLocations, mergers, {
  summary: 'Merge locations into the primary one',
  description: `primaryLocationId in the query; body: the merge request (locationsToMerge, and the maps getLocationMergeInfo gave). In one transaction the ${moves} of the other locations move to the primary one, moved orders and loads get a changelog line, and the other locations are removed. When the maps sent no longer match what those locations hold, nothing moves: 409 stale_write. Answer: the primary location, its mergeInfo saying what moved.`,
  request: {
    query: z.object({ primaryLocationId: z.coerce.number().pipe(id.min(1)) }),
    ...jsonBody(locationMergeRequestSchema),
  },
  responses: {
    200: jsonResponse(locationSchema, 'The primary location with mergeInfo'),
    404: { description: 'A location does not exist' },
    409: { description: 'The locations changed since the merge info was read' },
  },
});

/** Spec 2 §7 "Locations": getLocationMergeInfo and mergeLocations?primaryLocationId. */
export function mountLocationMergeRoutes(app: OpenAPIHono<AppEnv>) {
  app.openapi(getMergeInfo, async (c) =>
    c.json(await locationMergeInfo(c.var.deps.database.db, c.req.valid('json').locationsToMerge), 200),
  );

  app.openapi(merge, async (c) => {
    const ctx = requestContext(c);
    const { primaryLocationId } = c.req.valid('query');
    const request = c.req.valid('json');
    const moved = await mergeLocations(ctx, primaryLocationId, request);
    auditLog(c, 'locations merged', {
      locationId: primaryLocationId,
      mergedLocationIds: request.locationsToMerge.filter((l) => l !== primaryLocationId),
    });
    return c.json({ ...(await readLocation(ctx, primaryLocationId)), mergeInfo: moved }, 200);
  });
}
