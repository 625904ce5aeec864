import { boolean, date, index, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { tstz } from './columns';

/**
 * Where the load calendar places each load (decision 043), one row per load and business day, with the
 * load's filter columns copied (decision 046). Derived data kept by the database itself: triggers on loads
 * and load_stops (migration 0007) recompute a load's rows on every write that moves them, so nothing in the
 * application writes here. No foreign key: the triggers delete a load's rows with it, and a key check per
 * row would slow the bulk seed. Stop windows over 31 days are left out (the calendar reads those stops).
 */
export const loadCalendarDays = pgTable(
  'load_calendar_days',
  {
    loadId: integer('load_id').notNull(),
    /** The business day, in app_settings businessTimeZone (BUSINESS_TIME_ZONE; decision 061). */
    day: date('day', { mode: 'string' }).notNull(),
    /** The earliest start and latest end of the load's placements on the day. */
    starts: tstz('starts').notNull(),
    ends: tstz('ends').notNull(),
    /** False when only the estimated ship date placed the load on the day. */
    byStopWindow: boolean('by_stop_window').notNull(),
    refLoadStatusId: integer('ref_load_status_id').notNull(),
    refLoadDesignationId: integer('ref_load_designation_id'),
    carrierId: integer('carrier_id'),
  },
  (t) => [
    primaryKey({ columns: [t.loadId, t.day] }),
    // A day's first loads in order and its count, filters included, from the index alone.
    index('load_calendar_days_day_idx').on(
      t.day,
      t.starts,
      t.loadId,
      t.refLoadStatusId,
      t.refLoadDesignationId,
      t.carrierId,
    ),
  ],
);
