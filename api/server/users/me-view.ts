import { and, asc, eq } from 'drizzle-orm';
import type { PermissionCode } from '#contract/permissions';
import type { SystemRole } from '#contract/system-role';
import { systemUserSchema, type SystemUser, type systemUserSecretFields } from '#contract/system-user';
import { fullNameOf, type UserRow } from '../auth/sign-in-result';
import type { Db } from '../db/connect';
import { systemRoles, systemUserRoleAssignments, userIdentities } from '../db/schema/auth';
import { orderCustomers } from '../db/schema/customers';

/** What getMe and putMe send: the system user without its write-only secrets. */
export const meSchema = systemUserSchema.omit({ password: true, passwordResetHash: true });
export type Me = Omit<SystemUser, (typeof systemUserSecretFields)[number]>;

const iso = (d: Date | null): string | null => (d ? d.toISOString() : null);

/** A user's own account columns, as every view of a user (the profile, the users list) sends them. */
export const userAccountFields = (user: UserRow) => ({
  systemUserId: user.systemUserId,
  isActive: user.isActive,
  isInvisible: user.isInvisible,
  isDeleted: user.isDeleted,
  emailAddress: user.emailAddress,
  username: user.username,
  firstName: user.firstName,
  lastName: user.lastName,
  phoneNumber: user.phoneNumber,
  timeZoneOffsetMinutes: user.timeZoneOffsetMinutes,
});

/**
 * A user row as the contract shapes it, with its roles (the Profile's systemRoles: account selection
 * shows one chip per name). Built field by field from an allow-list, so a column added to the table later
 * (a secret, say) never leaks by default.
 */
export async function meView(db: Db, user: UserRow): Promise<Me> {
  const roles = await db
    .select({
      systemRoleId: systemRoles.systemRoleId,
      name: systemRoles.name,
      permissionCodes: systemRoles.permissionCodes,
      dateAdded: systemRoles.dateAdded,
      dateModified: systemRoles.dateModified,
    })
    .from(systemUserRoleAssignments)
    .innerJoin(systemRoles, eq(systemRoles.systemRoleId, systemUserRoleAssignments.systemRoleId))
    .where(eq(systemUserRoleAssignments.systemUserId, user.systemUserId))
    .orderBy(asc(systemRoles.name));
  // The user's own customer logins with their hashes: the profile finds the signed-in one's report
  // subscriptions (keyed by systemCustomerId) through the session's identity hash.
  const customerLogins = await db
    .select({ identity: userIdentities, orderCustomerName: orderCustomers.orderCustomerName })
    .from(userIdentities)
    .leftJoin(orderCustomers, eq(orderCustomers.orderCustomerId, userIdentities.orderCustomerId))
    .where(
      and(eq(userIdentities.systemUserId, user.systemUserId), eq(userIdentities.identityType, 'customer')),
    )
    .orderBy(asc(userIdentities.identityId));
  return {
    ...userAccountFields(user),
    dateAdded: user.dateAdded.toISOString(),
    dateModified: user.dateModified.toISOString(),
    datePasswordResetHashExpire: iso(user.datePasswordResetHashExpire),
    dateLastLogin: iso(user.dateLastLogin),
    datePasswordReminded: iso(user.datePasswordReminded),
    name: fullNameOf(user),
    systemCustomers: customerLogins.map(({ identity, orderCustomerName }) => ({
      systemCustomerId: identity.identityId,
      systemUserId: user.systemUserId,
      hash: identity.hash,
      isActive: identity.isActive,
      permissionCodes: identity.permissionCodes as PermissionCode[],
      dateAdded: identity.dateAdded.toISOString(),
      dateModified: identity.dateModified.toISOString(),
      orderCustomerId: identity.orderCustomerId,
      orderCustomerName,
    })),
    systemUserRoleAssignments: roles.map((r) => ({
      systemUserId: user.systemUserId,
      systemRoleId: r.systemRoleId,
    })),
    systemRoles: roles.map((r) => ({
      systemRoleId: r.systemRoleId,
      name: r.name,
      // Role codes are checked against the code table when a role is saved.
      permissionCodes: r.permissionCodes as SystemRole['permissionCodes'],
      dateAdded: r.dateAdded.toISOString(),
      dateModified: r.dateModified.toISOString(),
    })),
  };
}
