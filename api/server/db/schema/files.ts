import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { exactlyOne, userRef } from './business-columns';
import { carriers } from './carriers';
import { auditDates } from './columns';
import { orderCustomers } from './customers';
import { loads } from './loads';
import { orders } from './orders';

/**
 * Metadata of uploaded files of the four kinds (order, load, carrier, customer), one table as for notes.
 * The bytes live on disk under `path` (a storage key, never a URL). Rows go with their owner (CASCADE):
 * whoever deletes an owner must read the paths first and remove the stored bytes too.
 */
export const files = pgTable(
  'files',
  {
    fileId: serial('file_id').primaryKey(),
    orderId: integer('order_id').references(() => orders.orderId, { onDelete: 'cascade' }),
    loadId: integer('load_id').references(() => loads.loadId, { onDelete: 'cascade' }),
    carrierId: integer('carrier_id').references(() => carriers.carrierId, { onDelete: 'cascade' }),
    orderCustomerId: integer('order_customer_id').references(() => orderCustomers.orderCustomerId, {
      onDelete: 'cascade',
    }),
    name: text('name').notNull(),
    /** Media type. */
    type: text('type'),
    path: text('path').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    description: text('description'),
    /** Used for carriers (insurance certificate, W-9, …). */
    documentType: text('document_type'),
    addedByUserId: userRef('added_by_user_id'),
    ...auditDates,
  },
  (t) => [
    check('files_one_owner_ck', exactlyOne(t.orderId, t.loadId, t.carrierId, t.orderCustomerId)),
    check('files_size_ck', sql`${t.size} >= 0`),
    index('files_order_idx')
      .on(t.orderId)
      .where(sql`${t.orderId} is not null`),
    index('files_load_idx')
      .on(t.loadId)
      .where(sql`${t.loadId} is not null`),
    index('files_carrier_idx')
      .on(t.carrierId)
      .where(sql`${t.carrierId} is not null`),
    index('files_customer_idx')
      .on(t.orderCustomerId)
      .where(sql`${t.orderCustomerId} is not null`),
  ],
);
