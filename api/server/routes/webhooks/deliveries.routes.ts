import { z, type OpenAPIHono } from '@hono/zod-openapi';
import { webhookPaths } from '#contract/paths';
import { Permission as P } from '#contract/permissions';
import { idText } from '#contract/scalars';
import { webhookDeliverySchema } from '#contract/webhook';
import { adminAreaAccess } from '#server/auth/guard';
import type { AppEnv } from '#server/deps';
import { deliveriesOf, queueTestEvent, sendAgain } from '#server/events-out/webhook-endpoints';
import { auditLog } from '#server/http/audit-log';
import { requestContext } from '#server/http/request-context';
import { areaRoutes, jsonResponse } from '#server/http/route';

const route = areaRoutes(['webhooks']);
const ours = 'Ours (issue #30, decision 083).';
const params = z.object({ id: idText });

const getDeliveries = route.get(webhookPaths.getDeliveries, adminAreaAccess(P.UserView), {
  summary: "An endpoint's delivery log: its newest 100 deliveries",
  description: `${ours} {id} is the endpoint. Each with its status (pending, sending, delivered, failed), attempts, last answer and when.`,
  request: { params },
  responses: {
    200: jsonResponse(z.array(webhookDeliverySchema), 'The deliveries, newest first'),
    404: { description: 'No such webhook endpoint' },
  },
});

const sendTest = route.post(webhookPaths.sendTest, adminAreaAccess(P.UserUpdate), {
  summary: 'Send a test event to an endpoint',
  description: `${ours} {id} is the endpoint. Queues a webhook.test message, sent at once by a dispatcher.`,
  request: { params },
  responses: {
    200: jsonResponse(webhookDeliverySchema, 'The queued delivery'),
    404: { description: 'No such webhook endpoint' },
  },
});

const again = route.post(webhookPaths.sendAgain, adminAreaAccess(P.UserUpdate), {
  summary: 'Send a delivery again',
  description: `${ours} {id} is the delivery. A new delivery with the same webhook-id and body; the first stays in the log.`,
  request: { params },
  responses: {
    200: jsonResponse(webhookDeliverySchema, 'The queued delivery'),
    404: { description: 'No such delivery' },
  },
});

/** The delivery log of webhook endpoints, its test event and its "send again". */
export function mountWebhookDeliveryRoutes(app: OpenAPIHono<AppEnv>) {
  app.openapi(getDeliveries, async (c) =>
    c.json(await deliveriesOf(c.var.deps.database.db, c.req.valid('param').id), 200),
  );

  app.openapi(sendTest, async (c) => {
    const { id } = c.req.valid('param');
    const queued = await queueTestEvent(requestContext(c), id);
    auditLog(c, 'webhook test queued', { webhookEndpointId: id });
    return c.json(queued, 200);
  });

  app.openapi(again, async (c) => {
    const { id } = c.req.valid('param');
    const queued = await sendAgain(requestContext(c), id);
    auditLog(c, 'webhook sent again', { webhookDeliveryId: id });
    return c.json(queued, 200);
  });
}
