import { asc, eq, inArray, notInArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { identityTypeOfLoginKind } from '#contract/identity';
import type { SearchFields } from '#contract/list-query';
import { Permission, type PermissionCode } from '#contract/permissions';
import { ScanToPickRole, type ScanToPickRoleCode } from '#contract/reference-codes';
import type { SystemUser } from '#contract/system-user';
import type { UserSummary } from '#contract/user-summary';
import type { Db } from '../db/connect';
import { systemRoles, systemUserRoleAssignments, systemUsers, userIdentities } from '../db/schema/auth';
import { orderCustomers } from '../db/schema/customers';
import { activeFields } from './field-values';
import {
  booleanProp,
  datetimeProp,
  defineList,
  idProp,
  integerProp,
  textProp,
  type ListDefinition,
  type ListProperty,
} from './list-definition';
import { userAccountFields } from '../users/me-view';
import { iso, userFullName } from './related';

const u = systemUsers;
const i = userIdentities;

const userProperties: Record<string, ListProperty> = {
  systemUserId: idProp(u.systemUserId),
  isActive: booleanProp(u.isActive),
  emailAddress: textProp(u.emailAddress),
  username: textProp(u.username),
  firstName: textProp(u.firstName),
  lastName: textProp(u.lastName),
  name: textProp(userFullName),
  phoneNumber: textProp(u.phoneNumber),
  timeZoneOffsetMinutes: integerProp(u.timeZoneOffsetMinutes),
  dateAdded: datetimeProp(u.dateAdded),
  dateModified: datetimeProp(u.dateModified),
  dateLastLogin: datetimeProp(u.dateLastLogin),
  /** The names of the user's roles, comma-separated in name order. */
  /** The customer of the user's customer login (at most one per user): the Customer Logins tab's Customer. */
  customerLoginName: textProp(
    sql`(select ${orderCustomers.orderCustomerName} from ${i} join ${orderCustomers} on ${orderCustomers.orderCustomerId} = ${i.orderCustomerId} where ${i.systemUserId} = ${u.systemUserId} and ${i.identityType} = 'customer')`,
  ),
  /** The role name of the user's employee login (at most one per user): the Employees tab's Employee Role. */
  employeeRoleName: textProp(
    sql`(select ${i.roleName} from ${i} where ${i.systemUserId} = ${u.systemUserId} and ${i.identityType} = 'employee')`,
  ),
  systemRoleNames: textProp(
    sql`(select string_agg(${systemRoles.name}, ', ' order by ${systemRoles.name}) from ${systemUserRoleAssignments} join ${systemRoles} on ${systemRoles.systemRoleId} = ${systemUserRoleAssignments.systemRoleId} where ${systemUserRoleAssignments.systemUserId} = ${u.systemUserId})`,
  ),
};

/** Deleted and invisible users are in no list. */
const listed = sql`(${u.isDeleted} is not true and not ${u.isInvisible})`;
const hasIdentity = (where: SQL) =>
  sql`exists (select 1 from ${i} where ${i.systemUserId} = ${u.systemUserId} and ${where})`;
/** A scan-to-pick login that picks: the picker role, or the picker permission among its codes. */
const picks = hasIdentity(
  sql`${i.identityType} = 'scanToPick' and ${i.isActive} and (${i.scanToPickRole} = 'picker' or ${Permission.ScanToPickPicker}::int = any(${i.permissionCodes}))`,
);
const present = (column: AnyPgColumn, wanted: boolean) =>
  wanted ? sql`(${column} is not null and ${column} <> '')` : sql`(${column} is null or ${column} = '')`;

/**
 * The search fields of the System Users tabs: systemRoleGroup (admin, employee, customerLogin,
 * scanToPick: users holding such a login; absent: All Users), hasEmailAddress, hasUsername,
 * hasPickingPermissions, isActive / includeInactive, exceptionIds.
 */
export function userFieldConditions(f: SearchFields): (SQL | undefined)[] {
  return [
    f.systemRoleGroup
      ? hasIdentity(sql`${i.identityType} = ${identityTypeOfLoginKind[f.systemRoleGroup]}`)
      : undefined,
    f.hasEmailAddress != null ? present(u.emailAddress, f.hasEmailAddress) : undefined,
    f.hasUsername != null ? present(u.username, f.hasUsername) : undefined,
    f.hasPickingPermissions != null ? (f.hasPickingPermissions ? picks : sql`not ${picks}`) : undefined,
    ...activeFields(u.isActive, f),
    f.exceptionIds?.length ? notInArray(u.systemUserId, f.exceptionIds) : undefined,
  ];
}

const scanToPickCodes: Record<string, ScanToPickRoleCode> = {
  admin: ScanToPickRole.Admin,
  clerk: ScanToPickRole.Clerk,
  picker: ScanToPickRole.Picker,
  qc: ScanToPickRole.Qc,
};

export type SystemUserItem = Omit<SystemUser, 'password' | 'passwordResetHash'>;

/** Users with their logins (by kind) and roles, never a password or a reset hash or an identity hash. */
async function loadUsers(db: Db, ids: number[]): Promise<SystemUserItem[]> {
  const [users, identities, roles] = await Promise.all([
    db.select().from(u).where(inArray(u.systemUserId, ids)),
    db
      .select({ identity: i, orderCustomerName: orderCustomers.orderCustomerName })
      .from(i)
      .leftJoin(orderCustomers, eq(orderCustomers.orderCustomerId, i.orderCustomerId))
      .where(inArray(i.systemUserId, ids)),
    db
      .select({ systemUserId: systemUserRoleAssignments.systemUserId, role: systemRoles })
      .from(systemUserRoleAssignments)
      .innerJoin(systemRoles, eq(systemRoles.systemRoleId, systemUserRoleAssignments.systemRoleId))
      .where(inArray(systemUserRoleAssignments.systemUserId, ids))
      .orderBy(asc(systemRoles.name)),
  ]);
  return users.map((user) => {
    const mine = identities.filter((x) => x.identity.systemUserId === user.systemUserId);
    const login = (x: (typeof mine)[number]) => ({
      systemUserId: user.systemUserId,
      isActive: x.identity.isActive,
      permissionCodes: x.identity.permissionCodes as PermissionCode[],
      dateAdded: iso(x.identity.dateAdded)!,
      dateModified: iso(x.identity.dateModified)!,
    });
    const ofType = (type: string) => mine.filter((x) => x.identity.identityType === type);
    const myRoles = roles.filter((r) => r.systemUserId === user.systemUserId);
    return {
      ...userAccountFields(user),
      dateAdded: iso(user.dateAdded)!,
      dateModified: iso(user.dateModified)!,
      dateLastLogin: iso(user.dateLastLogin),
      name: `${user.firstName} ${user.lastName}`.trim() || null,
      systemAdmins: ofType('admin').map((x) => ({ systemAdminId: x.identity.identityId, ...login(x) })),
      systemCustomers: ofType('customer').map((x) => ({
        systemCustomerId: x.identity.identityId,
        ...login(x),
        orderCustomerId: x.identity.orderCustomerId,
        orderCustomerName: x.orderCustomerName,
      })),
      systemEmployees: ofType('employee').map((x) => ({
        systemEmployeeId: x.identity.identityId,
        ...login(x),
        roleName: x.identity.roleName,
      })),
      systemScanToPicks: ofType('scanToPick').map((x) => ({
        systemScanToPickId: x.identity.identityId,
        ...login(x),
        scanToPickRole: scanToPickCodes[x.identity.scanToPickRole ?? ''] ?? ScanToPickRole.Picker,
      })),
      systemUserRoleAssignments: myRoles.map((r) => ({
        systemUserId: user.systemUserId,
        systemRoleId: r.role.systemRoleId,
      })),
      systemRoles: myRoles.map((r) => ({
        systemRoleId: r.role.systemRoleId,
        name: r.role.name,
        permissionCodes: r.role.permissionCodes as PermissionCode[],
        dateAdded: iso(r.role.dateAdded)!,
        dateModified: iso(r.role.dateModified)!,
      })),
    };
  });
}

const base = {
  table: systemUsers,
  id: u.systemUserId,
  idProperty: 'systemUserId',
  properties: userProperties,
  search: ['firstName', 'lastName', 'emailAddress', 'username'],
  searchById: true,
  letter: 'lastName',
  fields: userFieldConditions,
} satisfies Partial<ListDefinition<unknown>>;

/** The System Users tabs (All Users, Admins, Employees, Customer Logins, Scan To Pick). */
export const systemUsersList = defineList<SystemUserItem>({
  ...base,
  noun: 'users',
  defaultSort: [
    { sortBy: 'lastName', isSortAscending: true },
    { sortBy: 'firstName', isSortAscending: true },
  ],
  scope: () => listed,
  load: (ids, ctx) => loadUsers(ctx.db, ids),
  idOf: (item) => item.systemUserId,
});

/** Picker users (spec 2 §7): users whose scan-to-pick login picks; "Picked By" choices, by first name. */
export const pickerUsersList = defineList<UserSummary & { isActive: boolean }>({
  ...base,
  noun: 'picker users',
  defaultSort: [{ sortBy: 'firstName', isSortAscending: true }],
  scope: () => sql`${listed} and ${picks}`,
  load: async (ids, ctx) =>
    (
      await ctx.db
        .select({
          systemUserId: u.systemUserId,
          firstName: u.firstName,
          lastName: u.lastName,
          isActive: u.isActive,
        })
        .from(u)
        .where(inArray(u.systemUserId, ids))
    ).map((r) => ({ ...r, name: `${r.firstName} ${r.lastName}`.trim() || null })),
  idOf: (item) => item.systemUserId,
});
