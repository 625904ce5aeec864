import { z, type OpenAPIHono } from '@hono/zod-openapi';
import { idText } from '#contract/scalars';
import { locationListItemSchema, locationUses, recentLocationsCount } from '#contract/location';
import { locationPaths } from '#contract/paths';
import { Permission } from '#contract/permissions';
import { identityAccess } from '#server/auth/guard';
import type { AppEnv } from '#server/deps';
import { notFound } from '#server/http/errors';
import { defineRoute, jsonResponse } from '#server/http/route';
import { requestContext } from '#server/http/request-context';
import { recentLocationsMax, recentlyUsedLocations } from '#server/orders/recent-locations';

const P = Permission;

const recent = defineRoute(identityAccess([P.OrderAdd, P.OrderUpdate], ['admin', 'employee', 'customer']), {
  method: 'get',
  path: locationPaths.getRecentlyUsedLocationsByCustomerId,
  tags: ['locations'],
  summary: "A customer's recently used locations, for the order form's pickers",
  description: `The From and To locations of the customer's orders, each once, the most recently added order first; count (default ${recentLocationsCount}, 1 to ${recentLocationsMax}); usedAs=destination keeps only the places its orders went to (the first is its last delivery place, a new order's To), usedAs=source only its pickup places. A customer login asks only for its own customer (404 otherwise).`,
  request: {
    params: z.object({ customerId: idText }),
    query: z.object({
      count: z.coerce.number().int().min(1).max(recentLocationsMax).default(recentLocationsCount),
      usedAs: z.enum(locationUses).optional(),
    }),
  },
  responses: {
    200: jsonResponse(z.array(locationListItemSchema), 'The locations, most recently used first'),
    404: { description: "Another customer's, for a customer login" },
  },
});

/** GET api/Locations/getRecentlyUsedLocationsByCustomerId/{customerId}?count=n (issue #13). */
export function mountRecentLocationRoutes(app: OpenAPIHono<AppEnv>) {
  app.openapi(recent, async (c) => {
    const ctx = requestContext(c);
    const { customerId } = c.req.valid('param');
    if (!ctx.isStaff && ctx.caller.identity?.orderCustomerId !== customerId) throw notFound('The customer');
    const { count, usedAs } = c.req.valid('query');
    return c.json(await recentlyUsedLocations(ctx, customerId, count, usedAs), 200);
  });
}
