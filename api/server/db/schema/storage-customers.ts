import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';

/** Storage customer of spec 2 §3: rows of the storage system, listed read-only, keyed by its own id. */
export const storageCustomers = pgTable(
  'storage_customers',
  {
    amsStorageCustomerId: integer('ams_storage_customer_id').primaryKey(),
    compName: text('comp_name'),
    addr1: text('addr1'),
    city: text('city'),
    stateCode: text('state_code'),
    zipCode: text('zip_code'),
    phoneNumber: text('phone_number'),
  },
  (t) => [index('storage_customers_name_idx').on(sql`lower(${t.compName}) text_pattern_ops`)],
);
