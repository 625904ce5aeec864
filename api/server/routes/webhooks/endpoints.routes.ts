import { z, type OpenAPIHono } from '@hono/zod-openapi';
import { webhookPaths } from '#contract/paths';
import { idText } from '#contract/scalars';
import { Permission as P } from '#contract/permissions';
import {
  createdWebhookEndpointSchema,
  rotatedWebhookSecretSchema,
  rotateWebhookSecretSchema,
  updateWebhookEndpointSchema,
  webhookEndpointBodySchema,
  webhookEndpointSchema,
} from '#contract/webhook';
import { adminAreaAccess } from '#server/auth/guard';
import type { AppEnv } from '#server/deps';
import {
  createWebhookEndpoint,
  deleteWebhookEndpoint,
  rotateWebhookSecret,
  updateWebhookEndpoint,
  webhookEndpointById,
} from '#server/events-out/webhook-endpoints';
import { webhookEndpointsList } from '#server/events-out/webhook-endpoints.list';
import { auditLog } from '#server/http/audit-log';
import { idMismatch } from '#server/http/errors';
import { recordRoutes } from '#server/http/record-routes';
import { requestContext } from '#server/http/request-context';
import { jsonBody, jsonResponse } from '#server/http/route';
import { listAreaRoutes, mountList } from '#server/lists/list-route';

const route = listAreaRoutes(['webhooks']);
const ours =
  'Ours (issue #30, decision 083): the spec names no webhooks. The administration area (decision 071).';
const routes = recordRoutes(route, {
  paths: webhookPaths,
  record: webhookEndpointSchema,
  noun: 'webhook endpoint',
  missing: 'No such webhook endpoint',
});

const getItems = route.list(webhookPaths.getItems, adminAreaAccess(P.UserView), {
  summary: 'The webhook endpoints, with their last delivery',
  description: ours,
  item: webhookEndpointSchema,
});

const getItemById = routes.getItemById(adminAreaAccess(P.UserView), {
  summary: 'One webhook endpoint',
  description: ours,
});

const create = route.post(webhookPaths.create, adminAreaAccess(P.UserAdd), {
  summary: 'Register a webhook endpoint',
  description: `${ours} Body: url (http or https; loopback and private addresses refused unless WEBHOOK_ALLOW_PRIVATE), description, eventGroups, active. Answers the endpoint with its signing secret (whsec_…), this once. It receives events committed from now on.`,
  request: jsonBody(webhookEndpointBodySchema),
  responses: { 200: jsonResponse(createdWebhookEndpointSchema, 'The endpoint and its secret') },
});

const update = routes.update(adminAreaAccess(P.UserUpdate), {
  summary: 'Save a webhook endpoint',
  description: `${ours} dateModified required (409 stale_write when another save came first). The secret stays.`,
  body: updateWebhookEndpointSchema,
  conflict: 'Stale write',
});

const remove = routes.remove(adminAreaAccess(P.UserDelete), {
  summary: 'Delete a webhook endpoint and its delivery log',
  description: ours,
});

const rotate = route.post(webhookPaths.rotateSecret, adminAreaAccess(P.UserUpdate), {
  summary: "Rotate a webhook endpoint's signing secret",
  description: `${ours} Body: graceHours (0-168, default 24). Answers the endpoint with its new secret, this once. Until previousSecretUntil each message carries two signatures, \`v1,<new> v1,<old>\` (Standard Webhooks), so the receiver may switch at its pace; with 0 the old secret stops at once (decision 088).`,
  request: { params: z.object({ id: idText }), ...jsonBody(rotateWebhookSecretSchema) },
  responses: {
    200: jsonResponse(
      rotatedWebhookSecretSchema,
      'The endpoint, its new secret and until when the old one signs',
    ),
    404: { description: 'No such webhook endpoint' },
  },
});

/** The webhook endpoints of the administration area (issue #30). */
export function mountWebhookEndpointRoutes(app: OpenAPIHono<AppEnv>) {
  mountList(app, getItems, webhookEndpointsList);

  app.openapi(getItemById, async (c) =>
    c.json(await webhookEndpointById(c.var.deps.database.db, c.req.valid('param').id), 200),
  );

  app.openapi(create, async (c) => {
    const ctx = requestContext(c);
    const { id, secret } = await createWebhookEndpoint(ctx, c.req.valid('json'));
    auditLog(c, 'webhook endpoint created', { webhookEndpointId: id });
    return c.json({ ...(await webhookEndpointById(ctx.db, id)), secret }, 200);
  });

  app.openapi(update, async (c) => {
    const ctx = requestContext(c);
    const { id } = c.req.valid('param');
    const body = c.req.valid('json');
    if (body.webhookEndpointId !== id) throw idMismatch('webhookEndpointId');
    await updateWebhookEndpoint(ctx, id, body);
    auditLog(c, 'webhook endpoint saved', { webhookEndpointId: id });
    return c.json(await webhookEndpointById(ctx.db, id), 200);
  });

  app.openapi(rotate, async (c) => {
    const ctx = requestContext(c);
    const { id } = c.req.valid('param');
    const rotated = await rotateWebhookSecret(ctx, id, c.req.valid('json').graceHours);
    auditLog(c, 'webhook secret rotated', { webhookEndpointId: id });
    return c.json({ ...(await webhookEndpointById(ctx.db, id)), ...rotated }, 200);
  });

  app.openapi(remove, async (c) => {
    const { id } = c.req.valid('param');
    await deleteWebhookEndpoint(c.var.deps.database.db, id);
    auditLog(c, 'webhook endpoint deleted', { webhookEndpointId: id });
    return c.body(null, 204);
  });
}
