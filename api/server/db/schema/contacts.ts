import { sql } from 'drizzle-orm';
import { boolean, check, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { exactlyOne } from './business-columns';
import { carriers } from './carriers';
import { auditDates, indexWhereSet, ownerRef } from './columns';
import { orderCustomers } from './customers';
import { locations } from './locations';

/**
 * Contacts of customers, locations and carriers in one table: the three kinds have the same fields and the
 * same screens (api/contract/contact.ts), so one route module serves them by owner column. Unlike a
 * polymorphic owner_type/owner_id pair, each owner keeps a real foreign key; a CHECK holds exactly one set.
 * Contacts are part of their owner and go with it (CASCADE); at most one is primary per owner.
 */
export const contacts = pgTable(
  'contacts',
  {
    contactId: serial('contact_id').primaryKey(),
    orderCustomerId: ownerRef('order_customer_id', () => orderCustomers.orderCustomerId),
    locationId: ownerRef('location_id', () => locations.locationId),
    carrierId: ownerRef('carrier_id', () => carriers.carrierId),
    name: text('name').notNull(),
    email: text('email'),
    phone: text('phone'),
    title: text('title'),
    isPrimary: boolean('is_primary').notNull().default(false),
    /** A customer's contact asks for notice e-mails about its orders (decision 088). */
    emailNotices: boolean('email_notices').notNull().default(false),
    ...auditDates,
  },
  (t) => [
    check('contacts_one_owner_ck', exactlyOne(t.orderCustomerId, t.locationId, t.carrierId)),
    indexWhereSet('contacts_customer_idx', t.orderCustomerId),
    indexWhereSet('contacts_location_idx', t.locationId),
    indexWhereSet('contacts_carrier_idx', t.carrierId),
    uniqueIndex('contacts_customer_primary_uq')
      .on(t.orderCustomerId)
      .where(sql`${t.isPrimary}`),
    uniqueIndex('contacts_location_primary_uq')
      .on(t.locationId)
      .where(sql`${t.isPrimary}`),
    uniqueIndex('contacts_carrier_primary_uq')
      .on(t.carrierId)
      .where(sql`${t.isPrimary}`),
  ],
);
