import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Identity, IdentityType, SignInResult } from '#contract/identity';
import type { Db } from '../db/connect';
import type { systemUsers } from '../db/schema/auth';
import { systemRoles, systemUserRoleAssignments, userIdentities } from '../db/schema/auth';
import { carriers } from '../db/schema/carriers';
import { orderCustomers } from '../db/schema/customers';

export type UserRow = typeof systemUsers.$inferSelect;
export type IdentityRow = typeof userIdentities.$inferSelect;

/** The user's identities that may be shown (scan-to-pick included: account selection lists it disabled). */
export const activeIdentities = (db: Db, systemUserId: number): Promise<IdentityRow[]> =>
  db
    .select()
    .from(userIdentities)
    .where(and(eq(userIdentities.systemUserId, systemUserId), eq(userIdentities.isActive, true)))
    .orderBy(asc(userIdentities.identityId));

/** Identity types that may enter this portal (spec README, "scan-to-pick"). */
export const isPortalIdentity = (identity: Pick<IdentityRow, 'identityType'>) =>
  (identity.identityType as IdentityType) !== 'scanToPick';

export async function rolePermissionCodes(db: Db, systemUserId: number): Promise<number[]> {
  const rows = await db
    .select({ codes: systemRoles.permissionCodes })
    .from(systemUserRoleAssignments)
    .innerJoin(systemRoles, eq(systemRoles.systemRoleId, systemUserRoleAssignments.systemRoleId))
    .where(eq(systemUserRoleAssignments.systemUserId, systemUserId));
  return rows.flatMap((r) => r.codes);
}

/** An identity's codes, plus its user's roles' codes when applyRolePermissions (spec README). */
export async function effectivePermissions(
  db: Db,
  identity: IdentityRow,
  applyRolePermissions: boolean,
): Promise<number[]> {
  const fromRoles = applyRolePermissions ? await rolePermissionCodes(db, identity.systemUserId) : [];
  return [...new Set([...identity.permissionCodes, ...fromRoles])].sort((a, b) => a - b);
}

export const fullNameOf = (user: Pick<UserRow, 'firstName' | 'lastName'>): string | null =>
  `${user.firstName} ${user.lastName}`.trim() || null;

/**
 * Names of the customer and carrier an identity stands for. They live in the business tables
 * (order_customers, carriers), which this module does not depend on yet; until it does they stay null.
 */
/** Names of the customers and carriers the identities stand for, one query each at most. */
async function companyNames(
  db: Db,
  identities: readonly IdentityRow[],
): Promise<{ customers: Map<number, string>; carriers: Map<number, string> }> {
  const customerIds = identities.flatMap((i) => (i.orderCustomerId === null ? [] : [i.orderCustomerId]));
  const carrierIds = identities.flatMap((i) => (i.carrierId === null ? [] : [i.carrierId]));
  const [customerRows, carrierRows] = await Promise.all([
    customerIds.length
      ? db
          .select({ id: orderCustomers.orderCustomerId, name: orderCustomers.orderCustomerName })
          .from(orderCustomers)
          .where(inArray(orderCustomers.orderCustomerId, customerIds))
      : [],
    carrierIds.length
      ? db
          .select({ id: carriers.carrierId, name: carriers.name })
          .from(carriers)
          .where(inArray(carriers.carrierId, carrierIds))
      : [],
  ]);
  return {
    customers: new Map(customerRows.map((r) => [r.id, r.name])),
    carriers: new Map(carrierRows.map((r) => [r.id, r.name])),
  };
}

/** Identities as the contract shapes them (`identitySchema`), names filled in. */
export async function identityViews(
  db: Db,
  user: UserRow,
  identities: readonly IdentityRow[],
): Promise<Identity[]> {
  const names = await companyNames(db, identities);
  return identities.map((i) => ({
    hash: i.hash,
    identityType: i.identityType as IdentityType,
    identityName: i.identityName,
    userName: user.username ?? user.emailAddress,
    firstName: user.firstName,
    lastName: user.lastName,
    deviceToken: i.deviceToken,
    customerId: i.orderCustomerId,
    customerName: i.orderCustomerId === null ? null : (names.customers.get(i.orderCustomerId) ?? null),
    roleName: i.roleName ?? i.scanToPickRole,
    carrierId: i.carrierId,
    carrierName: i.carrierId === null ? null : (names.carriers.get(i.carrierId) ?? null),
  }));
}

export interface SignInResultInput {
  user: UserRow;
  identities: readonly Identity[];
  token: string | null;
  expiresIn: number | null;
  permissions: readonly number[];
  /** The identity the session is bound to, with its applyRolePermissions; null before LoginToAccount. */
  current: Identity | null;
  errorMessage?: string | null;
}

/** The sign-in result of spec 1 §3, returned by Login, LoginToAccount and AutoLogin. */
export const signInResult = (s: SignInResultInput): SignInResult => ({
  token: s.token,
  expiresIn: s.expiresIn,
  errorMessage: s.errorMessage ?? null,
  userId: s.user.systemUserId,
  primaryUserId: s.user.systemUserId,
  userLogin: s.user.emailAddress ?? s.user.username,
  userName: s.user.username ?? s.user.emailAddress,
  userRoles: [...s.permissions],
  fullName: fullNameOf(s.user),
  userIdentityCurrent: s.current,
  userIdentities: [...s.identities],
});
