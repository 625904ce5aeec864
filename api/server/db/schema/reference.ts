import { integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * The reference lists that records point at by id (spec 2 §3 "Reference list"). Rows come from the
 * contract's tables (api/contract/geography.ts, load-codes.ts) through migration 0001_reference_data,
 * so every database has them, seeded or not; tests/api/schema.test.ts keeps both in step.
 */
export const refCountries = pgTable('ref_countries', {
  refCountryId: integer('ref_country_id').primaryKey(),
  iso2: text('iso2').notNull(),
  name: text('name').notNull(),
});

/** US states and territories, AL 0 to MP 55 (spec 2 §9). */
export const refStates = pgTable(
  'ref_states',
  {
    refStateId: integer('ref_state_id').primaryKey(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    refCountryId: integer('ref_country_id')
      .notNull()
      .references(() => refCountries.refCountryId, { onDelete: 'restrict' }),
  },
  (t) => [uniqueIndex('ref_states_code_uq').on(t.code)],
);

export const refLoadDesignations = pgTable('ref_load_designations', {
  refLoadDesignationId: integer('ref_load_designation_id').primaryKey(),
  name: text('name').notNull(),
});
