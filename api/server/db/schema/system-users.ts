import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { auditDates, tstz } from './columns';

// Apart from the logins (auth.ts): every business table's added-by and changed-by columns reference this
// table, and the logins reference customers and carriers, so one file for both would import itself back.

/** A person who may sign in. Identities (logins) hang off it; see user_identities. */
export const systemUsers = pgTable(
  'system_users',
  {
    systemUserId: serial('system_user_id').primaryKey(),
    emailAddress: text('email_address'),
    username: text('username'),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    phoneNumber: text('phone_number'),
    timeZoneOffsetMinutes: integer('time_zone_offset_minutes'),
    isActive: boolean('is_active').notNull().default(true),
    isInvisible: boolean('is_invisible').notNull().default(false),
    isDeleted: boolean('is_deleted'),
    passwordHash: text('password_hash'),
    /** SHA-256 of the single-use reset/registration secret that was mailed. */
    passwordResetHash: text('password_reset_hash'),
    passwordResetMode: text('password_reset_mode'),
    datePasswordResetHashExpire: tstz('date_password_reset_hash_expire'),
    dateLastLogin: tstz('date_last_login'),
    datePasswordReminded: tstz('date_password_reminded'),
    ...auditDates,
  },
  (t) => [
    uniqueIndex('system_users_email_uq').on(sql`lower(${t.emailAddress})`),
    uniqueIndex('system_users_username_uq').on(sql`lower(${t.username})`),
    uniqueIndex('system_users_reset_hash_uq').on(t.passwordResetHash),
    check('system_users_reset_mode_ck', sql`${t.passwordResetMode} in ('create', 'reset')`),
  ],
);
