import { z } from 'zod';
import { fillPath } from '#contract/path-template';
import { webhookPaths } from '#contract/paths';
import {
  createdWebhookEndpointSchema,
  rotatedWebhookSecretSchema,
  webhookDeliverySchema,
  webhookEndpointSchema,
  type WebhookEndpoint,
  type WebhookEndpointBody,
} from '#contract/webhook';
import type { HttpClient } from './http-client';
import { listCall } from './list-calls';
import { recordCalls } from './record-calls';

type Update = WebhookEndpointBody & { webhookEndpointId: number; dateModified: string };

/** Webhook endpoints and their delivery log (decision 083). Create answers the signing secret, this once. */
export const createWebhooksApi = (http: HttpClient) => {
  const records = recordCalls<WebhookEndpoint, WebhookEndpointBody, Update>(
    http,
    webhookPaths,
    webhookEndpointSchema,
    (endpoint) => endpoint.webhookEndpointId,
  );
  return {
    getItems: listCall(http, webhookPaths.getItems, webhookEndpointSchema),
    getItemById: records.getItemById,
    update: records.update,
    delete: records.delete,
    create: (body: WebhookEndpointBody, signal?: AbortSignal) =>
      http.post(webhookPaths.create, { body, schema: createdWebhookEndpointSchema, signal }),
    deliveries: (id: number, signal?: AbortSignal) =>
      http.get(fillPath(webhookPaths.getDeliveries, { id }), {
        schema: z.array(webhookDeliverySchema),
        signal,
      }),
    sendTest: (id: number, signal?: AbortSignal) =>
      http.post(fillPath(webhookPaths.sendTest, { id }), { schema: webhookDeliverySchema, signal }),
    /** A new signing secret; the old one keeps signing for `graceHours` (decision 088). */
    rotateSecret: (id: number, graceHours = 24, signal?: AbortSignal) =>
      http.post(fillPath(webhookPaths.rotateSecret, { id }), {
        body: { graceHours },
        schema: rotatedWebhookSecretSchema,
        signal,
      }),
    sendAgain: (deliveryId: number, signal?: AbortSignal) =>
      http.post(fillPath(webhookPaths.sendAgain, { id: deliveryId }), {
        schema: webhookDeliverySchema,
        signal,
      }),
  };
};

export type WebhooksApi = ReturnType<typeof createWebhooksApi>;
