import { jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { userRef } from './business-columns';
import { auditDates } from './columns';

/** Settings an administrator can change without a deploy; a missing key means its default. */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  modifiedByUserId: userRef('modified_by_user_id'),
  ...auditDates,
});

export const appSettingKeys = {
  /**
   * Where "Consolidate Order to NWDS Location" sends orders: a location id. Unset means the location
   * flagged isNWDWarehouse (the lowest id if several are), so deleting a location never leaves it dangling.
   */
  consolidationTargetLocationId: 'consolidationTargetLocationId',
  /**
   * The business's zone the database places calendar days in (migration 0010, decision 061): a copy of
   * BUSINESS_TIME_ZONE that the server writes at start (calendar/calendar-zone.ts), never edited by hand.
   */
  businessTimeZone: 'businessTimeZone',
} as const;
