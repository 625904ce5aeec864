import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { userRef } from './business-columns';
import { parentRef, tstz } from './columns';
import { orders } from './orders';

/**
 * A link to one order's tracking page that needs no sign-in (decision 083). Only the SHA-256 of its token is
 * kept; it expires, and can be revoked. Deleting the order deletes its links.
 */
export const trackingLinks = pgTable(
  'tracking_links',
  {
    trackingLinkId: serial('tracking_link_id').primaryKey(),
    orderId: parentRef('order_id', () => orders.orderId),
    tokenHash: text('token_hash').notNull(),
    createdByUserId: userRef('created_by_user_id'),
    createdByIdentityType: text('created_by_identity_type'),
    dateAdded: tstz('date_added').notNull().defaultNow(),
    expiresAt: tstz('expires_at').notNull(),
    revokedAt: tstz('revoked_at'),
    revokedByUserId: userRef('revoked_by_user_id'),
  },
  (t) => [
    uniqueIndex('tracking_links_token_hash_uq').on(t.tokenHash),
    index('tracking_links_order_idx').on(t.orderId),
  ],
);

/** Where domain events are sent (decision 083); the secret is sealed with the server's webhook key. */
export const webhookEndpoints = pgTable('webhook_endpoints', {
  webhookEndpointId: serial('webhook_endpoint_id').primaryKey(),
  url: text('url').notNull(),
  description: text('description').notNull().default(''),
  eventGroups: text('event_groups')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  secretSealed: text('secret_sealed').notNull(),
  /** The secret before the last rotation, which still signs until `previousSecretUntil` (decision 088). */
  previousSecretSealed: text('previous_secret_sealed'),
  previousSecretUntil: tstz('previous_secret_until'),
  active: boolean('active').notNull().default(true),
  cursorEventId: bigint('cursor_event_id', { mode: 'number' }).notNull().default(0),
  createdByUserId: userRef('created_by_user_id'),
  dateAdded: tstz('date_added').notNull().defaultNow(),
  dateModified: tstz('date_modified').notNull().defaultNow(),
});

/**
 * One event (or test event) for one endpoint, and its delivery log: claimed with FOR UPDATE SKIP LOCKED by
 * one server at a time, retried with backoff. The unique index makes two servers' enqueues one row.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    webhookDeliveryId: bigserial('webhook_delivery_id', { mode: 'number' }).primaryKey(),
    webhookEndpointId: parentRef('webhook_endpoint_id', () => webhookEndpoints.webhookEndpointId),
    eventId: bigint('event_id', { mode: 'number' }),
    messageId: text('message_id').notNull(),
    kind: text('kind').notNull(),
    body: text('body').notNull(),
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: tstz('next_attempt_at').notNull().defaultNow(),
    claimedBy: text('claimed_by'),
    claimedUntil: tstz('claimed_until'),
    lastAttemptAt: tstz('last_attempt_at'),
    lastStatusCode: integer('last_status_code'),
    lastError: text('last_error'),
    deliveredAt: tstz('delivered_at'),
    dateAdded: tstz('date_added').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('webhook_deliveries_event_uq')
      .on(t.webhookEndpointId, t.eventId)
      .where(sql`${t.eventId} is not null`),
    index('webhook_deliveries_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} in ('pending', 'sending')`),
    index('webhook_deliveries_endpoint_idx').on(t.webhookEndpointId, t.webhookDeliveryId),
  ],
);
