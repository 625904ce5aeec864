import { z, type OpenAPIHono } from '@hono/zod-openapi';
import { trackingPaths } from '#contract/paths';
import { idText } from '#contract/scalars';
import {
  createdTrackingLinkSchema,
  createTrackingLinkSchema,
  trackingLinkAccess,
  trackingLinkSchema,
} from '#contract/tracking';
import { ruleAccess } from '#server/auth/rule-access';
import type { AppEnv } from '#server/deps';
import { auditLog } from '#server/http/audit-log';
import { requestContext } from '#server/http/request-context';
import { areaRoutes, jsonBody, jsonResponse } from '#server/http/route';
import { createTrackingLink, revokeTrackingLink, trackingLinksOf } from '#server/events-out/tracking-links';

const route = areaRoutes(['tracking links']);
const access = ruleAccess(trackingLinkAccess.manage);
const ours = 'Ours (issue #30, decision 083): the spec names no tracking links.';
const params = z.object({ id: idText });

const list = route.get(trackingPaths.getByOrderId, access, {
  summary: "An order's tracking links, newest first",
  description: `${ours} {id} is the order. Staff, and a customer login on its own customer's orders (404 otherwise). The tokens are never listed; who made a link is named to staff and to its maker.`,
  request: { params },
  responses: {
    200: jsonResponse(z.array(trackingLinkSchema), 'The links'),
    404: { description: "No such order, or not within the caller's reach" },
  },
});

const create = route.post(trackingPaths.create, access, {
  summary: 'Make a tracking link for an order',
  description: `${ours} {id} is the order. Body: days (1-365, default 30). Answers the link with its token and address, this once: only the token's SHA-256 is kept.`,
  request: { params, ...jsonBody(createTrackingLinkSchema) },
  responses: {
    200: jsonResponse(createdTrackingLinkSchema, 'The new link with its token'),
    404: { description: "No such order, or not within the caller's reach" },
  },
});

const revoke = route.post(trackingPaths.revoke, access, {
  summary: 'Turn a tracking link off',
  description: `${ours} {id} is the link. Its page then answers 410 with the revoked sentence. Revoking twice keeps the first time.`,
  request: { params },
  responses: {
    200: jsonResponse(trackingLinkSchema, 'The link, revoked'),
    404: { description: "No such link, or its order is not within the caller's reach" },
  },
});

/** The tracking links of an order (issue #30): listed, made and revoked from the order page. */
export function mountTrackingLinkRoutes(app: OpenAPIHono<AppEnv>) {
  app.openapi(list, async (c) =>
    c.json(await trackingLinksOf(requestContext(c), c.req.valid('param').id), 200),
  );

  app.openapi(create, async (c) => {
    const orderId = c.req.valid('param').id;
    const made = await createTrackingLink(requestContext(c), orderId, c.req.valid('json').days);
    auditLog(c, 'tracking link created', { orderId, trackingLinkId: made.trackingLinkId });
    return c.json(made, 200);
  });

  app.openapi(revoke, async (c) => {
    const id = c.req.valid('param').id;
    const link = await revokeTrackingLink(requestContext(c), id);
    auditLog(c, 'tracking link revoked', { trackingLinkId: id });
    return c.json(link, 200);
  });
}
