import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { customerStatusCodes } from '#contract/customer-status';
import { inCodes, userRef } from './business-columns';
import { auditDates, tstz } from './columns';
import { refCountries, refStates } from './reference';

/** OrderCustomer of spec 2 §3: who orders are for. Its orders keep it from being deleted (RESTRICT). */
export const orderCustomers = pgTable(
  'order_customers',
  {
    orderCustomerId: serial('order_customer_id').primaryKey(),
    orderCustomerName: text('order_customer_name').notNull(),
    status: integer('status').notNull().default(0),
    address1: text('address1'),
    address2: text('address2'),
    city: text('city'),
    zipCode: text('zip_code'),
    refCountryStateId: integer('ref_country_state_id').references(() => refStates.refStateId, {
      onDelete: 'restrict',
    }),
    refCountryId: integer('ref_country_id').references(() => refCountries.refCountryId, {
      onDelete: 'restrict',
    }),
    /** The customer's standing remark; its dated notes live in `notes`. */
    note: text('note'),
    isActive: boolean('is_active').notNull().default(true),
    dateLastAssigned: tstz('date_last_assigned'),
    addedByUserId: userRef('added_by_user_id'),
    modifiedByUserId: userRef('modified_by_user_id'),
    ...auditDates,
  },
  (t) => [
    check('order_customers_status_ck', inCodes(t.status, customerStatusCodes)),
    index('order_customers_name_idx').on(sql`lower(${t.orderCustomerName}) text_pattern_ops`),
    index('order_customers_name_trgm_idx').using('gin', sql`lower(${t.orderCustomerName}) gin_trgm_ops`),
    // The list's default order, by name as the list engine sorts text.
    index('order_customers_name_sort_idx').on(
      sql`lower(${t.orderCustomerName}) collate "C"`,
      t.orderCustomerId,
    ),
  ],
);
