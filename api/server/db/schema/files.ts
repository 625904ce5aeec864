import { sql } from 'drizzle-orm';
import { bigint, check, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { exactlyOne, userRef } from './business-columns';
import { carriers } from './carriers';
import { auditDates, indexWhereSet, ownerRef } from './columns';
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
    orderId: ownerRef('order_id', () => orders.orderId),
    loadId: ownerRef('load_id', () => loads.loadId),
    carrierId: ownerRef('carrier_id', () => carriers.carrierId),
    orderCustomerId: ownerRef('order_customer_id', () => orderCustomers.orderCustomerId),
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
    indexWhereSet('files_order_idx', t.orderId),
    indexWhereSet('files_load_idx', t.loadId),
    indexWhereSet('files_carrier_idx', t.carrierId),
    indexWhereSet('files_customer_idx', t.orderCustomerId),
  ],
);
