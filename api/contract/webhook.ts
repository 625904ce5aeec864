import { z } from 'zod';
import type { LiveEventKind } from './live-events';
import { id, isoDateTime, plainString } from './scalars';

/**
 * Webhooks (issue #30, decision 083): endpoints an administrator registers, each receiving the domain events
 * of the groups it picks, signed as Standard Webhooks sign (webhook-id, webhook-timestamp, webhook-signature).
 */
export const webhookEventGroups = {
  'order.status': { label: 'Order status changes', kinds: ['order.status'] },
  'load.status': { label: 'Load status changes', kinds: ['load.status'] },
  'stop.resolved': { label: 'Stop picked up or delivered', kinds: ['stop.resolved'] },
  'stop.issue': { label: 'Stop issue', kinds: ['stop.issue'] },
  'record.created': {
    label: 'Record created',
    kinds: ['order.created', 'load.created', 'customer.created', 'carrier.created', 'location.created'],
  },
  'record.changed': {
    label: 'Record changed',
    kinds: ['order.changed', 'load.changed', 'customer.changed', 'carrier.changed', 'location.changed'],
  },
  'record.deleted': {
    label: 'Record deleted',
    kinds: ['order.deleted', 'load.deleted', 'customer.deleted', 'carrier.deleted', 'location.deleted'],
  },
} as const satisfies Record<string, { label: string; kinds: readonly LiveEventKind[] }>;
export type WebhookEventGroup = keyof typeof webhookEventGroups;
export const webhookEventGroupNames = Object.keys(webhookEventGroups) as [
  WebhookEventGroup,
  ...WebhookEventGroup[],
];

/** The event kinds an endpoint with these groups receives. */
export const kindsOfGroups = (groups: readonly string[]): Set<string> =>
  new Set(
    groups.flatMap((g) => (g in webhookEventGroups ? webhookEventGroups[g as WebhookEventGroup].kinds : [])),
  );

export const webhookTexts = {
  urlInvalid: 'Enter an address starting with https:// (or http://).',
  urlPrivate: 'This address points into a private network; webhooks may not be sent there.',
  urlUnresolved: 'The host of this address could not be found.',
  groupsRequired: 'Pick at least one kind of event.',
  empty: 'No webhook endpoints yet. Add one to send events to another system.',
  noDeliveries: 'Nothing sent to this endpoint yet.',
  secretOnce: 'Copy the signing secret now: it is shown only this once.',
  testQueued: 'Test event queued.',
  againQueued: 'Queued to send again.',
  rotated: 'New signing secret made; the old one also signs for 24 hours.',
  rotateConfirm:
    'Make a new signing secret? For 24 hours each message is signed with both, so the receiver can switch; then only the new one signs.',
} as const;

const url = plainString()
  .max(2000)
  .refine((v) => {
    try {
      const u = new URL(v);
      return (u.protocol === 'https:' || u.protocol === 'http:') && !u.username && !u.password;
    } catch {
      return false;
    }
  }, webhookTexts.urlInvalid);

/** What the add and edit forms send. */
export const webhookEndpointBodySchema = z.strictObject({
  url,
  description: plainString().max(255).default(''),
  eventGroups: z.array(z.enum(webhookEventGroupNames)).min(1, webhookTexts.groupsRequired).max(20),
  active: z.boolean().default(true),
});
export type WebhookEndpointBody = z.input<typeof webhookEndpointBodySchema>;

export const updateWebhookEndpointSchema = webhookEndpointBodySchema.extend({
  webhookEndpointId: id,
  dateModified: isoDateTime,
});

export const webhookEndpointSchema = z.object({
  webhookEndpointId: id,
  url: plainString(),
  description: plainString(),
  eventGroups: z.array(plainString()),
  active: z.boolean(),
  dateAdded: isoDateTime,
  dateModified: isoDateTime,
  /** The last delivery's state, for the list. */
  lastStatus: plainString().nullable(),
  lastAttemptAt: isoDateTime.nullable(),
});
export type WebhookEndpoint = z.infer<typeof webhookEndpointSchema>;

/** The create's answer: the endpoint and, this once, its signing secret (whsec_…). */
export const createdWebhookEndpointSchema = webhookEndpointSchema.extend({ secret: plainString() });

/** Rotating the secret: the old one keeps signing beside the new for `graceHours` (0 ends it at once). */
export const rotateWebhookSecretSchema = z.strictObject({
  graceHours: z.number().int().min(0).max(168).default(24),
});
export const rotatedWebhookSecretSchema = createdWebhookEndpointSchema.extend({
  previousSecretUntil: isoDateTime.nullable(),
});

export const webhookDeliveryStatuses = ['pending', 'sending', 'delivered', 'failed'] as const;

export const webhookDeliverySchema = z.object({
  webhookDeliveryId: id,
  messageId: plainString(),
  kind: plainString(),
  status: z.enum(webhookDeliveryStatuses),
  attempts: z.number().int().min(0),
  dateAdded: isoDateTime,
  lastAttemptAt: isoDateTime.nullable(),
  nextAttemptAt: isoDateTime.nullable(),
  lastStatusCode: z.number().int().nullable(),
  lastError: plainString().nullable(),
  deliveredAt: isoDateTime.nullable(),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;
