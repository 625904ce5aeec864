import type { LoginRecordPart } from '#contract/system-login';
import type { UsersTabId } from '../lists/system-users-lists';

/** Where a user's details live from each place: the user tabs, and System Carriers (no tab of its own). */
export type UserDetailsArea = UsersTabId | 'carriers';

const areaBase: Record<UserDetailsArea, string> = {
  system: '/users/admin/system',
  admins: '/users/admin/admins',
  employees: '/users/admin/employees',
  customers: '/users/admin/customers',
  'scan-to-pick': '/users/admin/scan-to-pick',
  carriers: '/users/admin/carriers',
};

/** The login kind each detail route is about (docs/decisions/023); All Users is about none in particular. */
export const areaLoginKind: Record<UserDetailsArea, LoginRecordPart | null> = {
  system: null,
  admins: 'admin',
  employees: 'employee',
  customers: 'customerLogin',
  'scan-to-pick': 'scanToPick',
  carriers: 'carrier',
};

/** The id a detail route takes for a user not saved yet; '0' is read the same way. */
export const newUserId = 'new';

export const userDetailsPath = (area: UserDetailsArea, systemUserId: number | string) =>
  `${areaBase[area]}/${systemUserId}`;

export const newUserPath = (area: UserDetailsArea) => userDetailsPath(area, newUserId);

export const listPathOf = (area: UserDetailsArea) => (area === 'carriers' ? areaBase.system : areaBase[area]);

/** The user id of a route's `:id`: null for a new user, undefined when it is no id at all. */
export function parseUserId(raw: string | undefined): number | null | undefined {
  if (raw === undefined || raw === newUserId || raw === '0') return null;
  return /^\d+$/.test(raw) ? Number(raw) : undefined;
}
