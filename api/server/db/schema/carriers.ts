import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { money } from './business-columns';
import { auditDates, day, emptyIntArray } from './columns';
import { refCountries, refStates } from './reference';

/**
 * Carrier of spec 2 §3. Operating zones are the ids of the states (ref_states) the carrier serves, kept as
 * an array: they are only ever read and written with the carrier, and a GIN index answers "who serves X".
 * Loads and orders that name a carrier keep it from being deleted (RESTRICT); disable it instead.
 */
export const carriers = pgTable(
  'carriers',
  {
    carrierId: serial('carrier_id').primaryKey(),
    name: text('name').notNull(),
    /** The spec names a status without values; kept as given. */
    status: integer('status'),
    insuranceExempt: boolean('insurance_exempt').notNull().default(false),
    insuranceProvider: text('insurance_provider'),
    insuranceProviderContact: text('insurance_provider_contact'),
    insuranceCargoCoverage: money('insurance_cargo_coverage'),
    insuranceExpirationDate: day('insurance_expiration_date'),
    address: text('address'),
    address2: text('address2'),
    city: text('city'),
    refCountryStateId: integer('ref_country_state_id').references(() => refStates.refStateId, {
      onDelete: 'restrict',
    }),
    refCountryId: integer('ref_country_id').references(() => refCountries.refCountryId, {
      onDelete: 'restrict',
    }),
    zipCode: text('zip_code'),
    note: text('note'),
    usDotNumber: text('us_dot_number'),
    mcNumber: text('mc_number'),
    isActive: boolean('is_active').notNull().default(true),
    operatingZonesIds: integer('operating_zones_ids').array().notNull().default(emptyIntArray),
    ...auditDates,
  },
  (t) => [
    index('carriers_name_idx').on(sql`lower(${t.name}) text_pattern_ops`),
    index('carriers_name_trgm_idx').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
    index('carriers_zones_idx').using('gin', t.operatingZonesIds),
  ],
);
