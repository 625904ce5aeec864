import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { reportSubscriptions } from './auth';
import { tstz } from './columns';

/**
 * Each report a subscription sent, or is sending (decision 042). The scheduler claims a subscription's
 * day by inserting its row; the unique index on (subscription, day) for scheduled rows lets only one
 * server process win that insert, so a day is sent once however many processes share the database.
 * A row claimed but never sent (a process died mid-send) is taken over once its claim is stale.
 */
export const reportDeliveries = pgTable(
  'report_deliveries',
  {
    reportDeliveryId: serial('report_delivery_id').primaryKey(),
    reportSubscriptionId: integer('report_subscription_id').references(
      () => reportSubscriptions.reportSubscriptionId,
      { onDelete: 'set null' },
    ),
    /** 'schedule' for the weekday run, 'now' for sendReport/{id}. */
    trigger: text('trigger').notNull(),
    /** The business-time-zone day it was due (scheduled) or requested (now), YYYY-MM-DD. */
    deliveryDay: date('delivery_day', { mode: 'string' }).notNull(),
    reportName: text('report_name').notNull(),
    toAddress: text('to_address'),
    claimedBy: text('claimed_by').notNull(),
    claimedAt: tstz('claimed_at').notNull(),
    sentAt: tstz('sent_at'),
    byteSize: integer('byte_size'),
    lastError: text('last_error'),
  },
  (t) => [
    uniqueIndex('report_deliveries_scheduled_uq')
      .on(t.reportSubscriptionId, t.deliveryDay)
      .where(sql`${t.trigger} = 'schedule'`),
    index('report_deliveries_unsent_idx')
      .on(t.claimedAt)
      .where(sql`${t.sentAt} is null`),
  ],
);
