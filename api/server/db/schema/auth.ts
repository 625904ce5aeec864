import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { carriers } from './carriers';
import { auditDates, emptyIntArray, ownerRef, parentRef, tstz } from './columns';
import { orderCustomers } from './customers';
import { systemUsers } from './system-users';

// Still exported here: the server's user, session and sign-in modules import it with the login tables.
export { systemUsers };

/**
 * One login (identity) of a system user: admin, customer, carrier, employee or scanToPick, at most one of
 * each type per user. `hash` is the identity's opaque public id (spec README, "identity hash").
 */
export const userIdentities = pgTable(
  'user_identities',
  {
    identityId: serial('identity_id').primaryKey(),
    systemUserId: parentRef('system_user_id', () => systemUsers.systemUserId),
    identityType: text('identity_type').notNull(),
    hash: text('hash').notNull(),
    identityName: text('identity_name'),
    roleName: text('role_name'),
    /** Set for customer identities (FK added by the business schema). */
    orderCustomerId: integer('order_customer_id').references(() => orderCustomers.orderCustomerId, {
      onDelete: 'restrict',
    }),
    /** Set for carrier identities (FK added by the business schema). */
    carrierId: integer('carrier_id').references(() => carriers.carrierId, { onDelete: 'restrict' }),
    scanToPickRole: text('scan_to_pick_role'),
    permissionCodes: integer('permission_codes').array().notNull().default(emptyIntArray),
    isActive: boolean('is_active').notNull().default(true),
    deviceToken: text('device_token'),
    ...auditDates,
  },
  (t) => [
    uniqueIndex('user_identities_hash_uq').on(t.hash),
    uniqueIndex('user_identities_user_type_uq').on(t.systemUserId, t.identityType),
    index('user_identities_customer_idx').on(t.orderCustomerId),
    index('user_identities_carrier_idx').on(t.carrierId),
    check(
      'user_identities_type_ck',
      sql`${t.identityType} in ('admin', 'customer', 'carrier', 'employee', 'scanToPick')`,
    ),
  ],
);

export const systemRoles = pgTable(
  'system_roles',
  {
    systemRoleId: serial('system_role_id').primaryKey(),
    name: text('name').notNull(),
    description: text('description'),
    permissionCodes: integer('permission_codes').array().notNull().default(emptyIntArray),
    ...auditDates,
  },
  (t) => [uniqueIndex('system_roles_name_uq').on(sql`lower(${t.name})`)],
);

export const systemUserRoleAssignments = pgTable(
  'system_user_role_assignments',
  {
    systemUserId: parentRef('system_user_id', () => systemUsers.systemUserId),
    systemRoleId: integer('system_role_id')
      .notNull()
      .references(() => systemRoles.systemRoleId, { onDelete: 'restrict' }),
    dateAdded: auditDates.dateAdded,
  },
  (t) => [
    primaryKey({ columns: [t.systemUserId, t.systemRoleId] }),
    index('role_assignments_role_idx').on(t.systemRoleId),
  ],
);

/** A signed-in session. Only the SHA-256 of the bearer token is kept. */
export const sessions = pgTable(
  'sessions',
  {
    sessionId: serial('session_id').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    systemUserId: parentRef('system_user_id', () => systemUsers.systemUserId),
    /** Null until an identity is chosen (Login with several identities, then LoginToAccount). */
    identityId: ownerRef('identity_id', () => userIdentities.identityId),
    applyRolePermissions: boolean('apply_role_permissions').notNull().default(true),
    permissionCodes: integer('permission_codes').array().notNull().default(emptyIntArray),
    expiresAt: tstz('expires_at').notNull(),
    revokedAt: tstz('revoked_at'),
    lastSeenAt: tstz('last_seen_at'),
    clientAddress: text('client_address'),
    userAgent: text('user_agent'),
    dateAdded: auditDates.dateAdded,
  },
  (t) => [
    uniqueIndex('sessions_token_hash_uq').on(t.tokenHash),
    index('sessions_user_idx').on(t.systemUserId),
  ],
);

/** Failed sign-ins, counted per account and per client address for throttling. */
export const signInFailures = pgTable(
  'sign_in_failures',
  {
    signInFailureId: serial('sign_in_failure_id').primaryKey(),
    throttleKey: text('throttle_key').notNull(),
    failedAt: tstz('failed_at').notNull().defaultNow(),
    /** A password check still running: not a failure yet (it becomes one, or is deleted, when it ends). */
    pending: boolean('pending').notNull().default(false),
  },
  (t) => [index('sign_in_failures_key_idx').on(t.throttleKey, t.failedAt)],
);

export const systemUserRequests = pgTable(
  'system_user_requests',
  {
    systemUserRequestId: serial('system_user_request_id').primaryKey(),
    emailAddress: text('email_address').notNull(),
    firstName: text('first_name').notNull(),
    lastname: text('lastname').notNull(),
    companyName: text('company_name').notNull(),
    phone: text('phone'),
    city: text('city').notNull(),
    state: text('state').notNull(),
    additionalInfo: text('additional_info'),
    ...auditDates,
  },
  (t) => [index('system_user_requests_email_idx').on(sql`lower(${t.emailAddress})`)],
);

export const reportSubscriptions = pgTable(
  'report_subscriptions',
  {
    reportSubscriptionId: serial('report_subscription_id').primaryKey(),
    /** The customer login (identity) it belongs to. */
    systemCustomerId: ownerRef('system_customer_id', () => userIdentities.identityId),
    customEmail: text('custom_email'),
    orderCustomerId: ownerRef('order_customer_id', () => orderCustomers.orderCustomerId),
    isOnSunday: boolean('is_on_sunday').notNull().default(false),
    isOnMonday: boolean('is_on_monday').notNull().default(false),
    isOnTuesday: boolean('is_on_tuesday').notNull().default(false),
    isOnWednesday: boolean('is_on_wednesday').notNull().default(false),
    isOnThursday: boolean('is_on_thursday').notNull().default(false),
    isOnFriday: boolean('is_on_friday').notNull().default(false),
    isOnSaturday: boolean('is_on_saturday').notNull().default(false),
    ...auditDates,
  },
  (t) => [index('report_subscriptions_customer_idx').on(t.systemCustomerId)],
);

/** Every message the portal sends; `sentAt` is set once SMTP accepted it. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    mailId: serial('mail_id').primaryKey(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body'),
    sentAt: tstz('sent_at'),
    lastError: text('last_error'),
    dateAdded: auditDates.dateAdded,
  },
  (t) => [index('mail_outbox_to_idx').on(t.toAddress, t.dateAdded)],
);
