import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { exactlyOne, userRef } from './business-columns';
import { auditDates } from './columns';
import { orderCustomers } from './customers';
import { loads } from './loads';
import { locations } from './locations';
import { orders } from './orders';

/**
 * Notes of the four kinds (order, customer, location, load) in one table, for the reasons given on
 * `contacts`: same fields, same calls, a real foreign key per owner, exactly one set. Notes go with their
 * owner (CASCADE). Authors are kept by id (SET NULL when the user is deleted) and by name, so a deleted
 * user's notes still read '… by Jane Doe'; `createdBy` is the spec's creator name that wins for display.
 */
export const notes = pgTable(
  'notes',
  {
    noteId: serial('note_id').primaryKey(),
    orderId: integer('order_id').references(() => orders.orderId, { onDelete: 'cascade' }),
    orderCustomerId: integer('order_customer_id').references(() => orderCustomers.orderCustomerId, {
      onDelete: 'cascade',
    }),
    locationId: integer('location_id').references(() => locations.locationId, { onDelete: 'cascade' }),
    loadId: integer('load_id').references(() => loads.loadId, { onDelete: 'cascade' }),
    noteContent: text('note_content').notNull(),
    createdByUserId: userRef('created_by_user_id'),
    modifiedByUserId: userRef('modified_by_user_id'),
    createdBy: text('created_by'),
    modifiedBy: text('modified_by'),
    ...auditDates,
  },
  (t) => [
    check('notes_one_owner_ck', exactlyOne(t.orderId, t.orderCustomerId, t.locationId, t.loadId)),
    // Each owner's notes by date: the notes tab, counts, and an order's latest note in the list.
    index('notes_order_idx')
      .on(t.orderId, t.dateAdded)
      .where(sql`${t.orderId} is not null`),
    index('notes_customer_idx')
      .on(t.orderCustomerId, t.dateAdded)
      .where(sql`${t.orderCustomerId} is not null`),
    index('notes_location_idx')
      .on(t.locationId, t.dateAdded)
      .where(sql`${t.locationId} is not null`),
    index('notes_load_idx')
      .on(t.loadId, t.dateAdded)
      .where(sql`${t.loadId} is not null`),
  ],
);
