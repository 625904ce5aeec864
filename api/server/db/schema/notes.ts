import { check, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { exactlyOne, userRef } from './business-columns';
import { auditDates, indexWhereSet, ownerRef } from './columns';
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
    orderId: ownerRef('order_id', () => orders.orderId),
    orderCustomerId: ownerRef('order_customer_id', () => orderCustomers.orderCustomerId),
    locationId: ownerRef('location_id', () => locations.locationId),
    loadId: ownerRef('load_id', () => loads.loadId),
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
    indexWhereSet('notes_order_idx', t.orderId, t.dateAdded),
    indexWhereSet('notes_customer_idx', t.orderCustomerId, t.dateAdded),
    indexWhereSet('notes_location_idx', t.locationId, t.dateAdded),
    indexWhereSet('notes_load_idx', t.loadId, t.dateAdded),
  ],
);
