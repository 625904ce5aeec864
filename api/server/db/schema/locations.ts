import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { auditDates, indexWhereSet, tstz } from './columns';
import { orderCustomers } from './customers';
import { refCountries, refStates } from './reference';

/**
 * Location of spec 2 §3. The warehouse is whichever location is flagged `isNWDWarehouse` (no fixed ids,
 * spec README); several may be flagged, since the consolidation picker lists "NWDS locations".
 * Orders and stops that use a location keep it from being deleted (RESTRICT): merge first.
 */
export const locations = pgTable(
  'locations',
  {
    locationId: serial('location_id').primaryKey(),
    /** A customer's own address book entry; the location outlives the customer (SET NULL). */
    relatedOrderCustomerId: integer('related_order_customer_id').references(
      () => orderCustomers.orderCustomerId,
      {
        onDelete: 'set null',
      },
    ),
    refCountryId: integer('ref_country_id').references(() => refCountries.refCountryId, {
      onDelete: 'restrict',
    }),
    refStateId: integer('ref_state_id').references(() => refStates.refStateId, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    address: text('address'),
    address2: text('address2'),
    city: text('city'),
    zipCode: text('zip_code'),
    locationDirections: text('location_directions'),
    isNWDWarehouse: boolean('is_nwd_warehouse').notNull().default(false),
    ignoredByWarehousePickupsReport: boolean('ignored_by_warehouse_pickups_report').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    dateLastAssigned: tstz('date_last_assigned'),
    ...auditDates,
  },
  (t) => [
    index('locations_name_idx').on(sql`lower(${t.name}) text_pattern_ops`),
    index('locations_name_trgm_idx').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
    // The list's search words (trigram) and its default order, by name as the list engine sorts text.
    index('locations_city_trgm_idx').using('gin', sql`lower(${t.city}) gin_trgm_ops`),
    index('locations_address_trgm_idx').using('gin', sql`lower(${t.address}) gin_trgm_ops`),
    index('locations_zip_trgm_idx').using('gin', sql`lower(${t.zipCode}) gin_trgm_ops`),
    index('locations_name_sort_idx').on(sql`lower(${t.name}) collate "C"`, t.locationId),
    indexWhereSet('locations_customer_idx', t.relatedOrderCustomerId),
    index('locations_state_idx').on(t.refStateId),
    index('locations_warehouse_idx')
      .on(t.locationId)
      .where(sql`${t.isNWDWarehouse}`),
  ],
);
