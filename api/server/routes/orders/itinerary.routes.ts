import { z, type OpenAPIHono } from '@hono/zod-openapi';
import { idText } from '#contract/scalars';
import { orderItineraryItemSchema } from '#contract/order';
import { orderPaths } from '#contract/paths';
import { Permission } from '#contract/permissions';
import { identityAccess } from '#server/auth/guard';
import type { AppEnv } from '#server/deps';
import { notFound } from '#server/http/errors';
import { defineRoute, jsonResponse } from '#server/http/route';
import { requestContext } from '#server/http/request-context';
import { loadScope } from '#server/lists/loads.list';
import { orderItinerary } from '#server/orders/order-loads';
import { orderInScope } from '#server/orders/order-read';

const itinerary = defineRoute(identityAccess([Permission.LoadView]), {
  method: 'get',
  path: orderPaths.getOrderItinerary,
  tags: ['orders'],
  summary: 'The loads an order is on (the Load Itinerary dialog and the Order Journey tab)',
  description:
    "Each load with its carrier, status, and the order's pickup and delivery stop there (location, From, To, Completed), in load order; [] when none. Needs LoadView (the Order Journey tab's gate); the order must be within the caller's reach (404). Only loads the caller may see are listed: a carrier login gets its own legs of the order.",
  request: { params: z.object({ orderId: idText }) },
  responses: {
    200: jsonResponse(z.array(orderItineraryItemSchema), 'The itinerary'),
    404: { description: "No such order, or not within the caller's reach" },
  },
});

/** Spec 2 §7 "Orders": GET getOrderItinerary/{orderId}. */
export function mountOrderItineraryRoutes(app: OpenAPIHono<AppEnv>) {
  app.openapi(itinerary, async (c) => {
    const ctx = requestContext(c);
    const { orderId } = c.req.valid('param');
    if (!(await orderInScope(ctx, orderId))) throw notFound(`Order #${orderId}`);
    // A carrier login sees its own legs of the order, not another carrier's.
    return c.json(await orderItinerary(ctx.db, orderId, loadScope(ctx)), 200);
  });
}
