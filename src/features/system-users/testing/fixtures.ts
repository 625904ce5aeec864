import type { AccessRequest } from '#contract/access-request';
import { Permission } from '#contract/permissions';
import { robinRequest } from '#fixtures/access-request';
import type { SystemRoleListItem } from '#contract/system-role';
import type { SystemUserListItem } from '#contract/system-user';
import { authStorageKey } from '#machines/session/auth-store';
import { signInResult } from '#machines/testing/auth-fixtures';
import { adminIdentity } from '../../../testing/auth-fixtures';
import { MemoryStorage } from '../../../testing/memory-storage';

const P = Permission;
/** Every user code, with the entry codes of the portal and of its administration area (decision 071). */
export const userAdminCodes = [
  P.PortalAccess,
  P.AdminPortalAccess,
  P.UserAdd,
  P.UserView,
  P.UserUpdate,
  P.UserDelete,
];

/** Storage holding an admin sign-in with the given codes (default every user code). */
export function signedInStorage(codes: number[] = userAdminCodes): MemoryStorage {
  const storage = new MemoryStorage();
  storage.setItem(
    authStorageKey,
    JSON.stringify(signInResult({ userRoles: codes, userIdentityCurrent: adminIdentity })),
  );
  return storage;
}

const stamp = '2025-09-04T16:30:00.000Z';

export const user = (overrides: Partial<SystemUserListItem> = {}): SystemUserListItem => ({
  systemUserId: 21,
  isActive: true,
  isInvisible: false,
  isDeleted: null,
  emailAddress: 'avery.admin@example.test',
  username: 'avery',
  firstName: 'Avery',
  lastName: 'Admin',
  phoneNumber: null,
  timeZoneOffsetMinutes: null,
  dateAdded: stamp,
  dateModified: stamp,
  dateLastLogin: stamp,
  name: 'Avery Admin',
  systemAdmins: [],
  systemCustomers: [],
  systemEmployees: [],
  systemScanToPicks: [],
  systemUserRoleAssignments: [],
  systemRoles: [],
  ...overrides,
});

const login = (systemUserId: number) => ({ systemUserId, isActive: true, permissionCodes: [] });

export const users: SystemUserListItem[] = [
  user({
    systemAdmins: [{ systemAdminId: 1, ...login(21) }],
    systemEmployees: [{ systemEmployeeId: 2, ...login(21), roleName: 'Dispatcher' }],
    systemRoles: [{ systemRoleId: 1, name: 'Administrator', permissionCodes: [] }],
  }),
  user({
    systemUserId: 22,
    firstName: 'Casey',
    lastName: 'Customer',
    name: 'Casey Customer',
    emailAddress: 'casey@example.test',
    username: null,
    isActive: false,
    dateLastLogin: null,
    systemCustomers: [
      { systemCustomerId: 3, ...login(22), orderCustomerId: 9, orderCustomerName: 'Bay State Spirits' },
    ],
    systemRoles: [{ systemRoleId: 5, name: 'Customer View', permissionCodes: [] }],
  }),
];

export const roles: SystemRoleListItem[] = [
  {
    systemRoleId: 1,
    name: 'Administrator',
    description: 'Every permission',
    permissionCodes: [P.UserView, P.OrderView],
    userCount: 1,
  },
  {
    systemRoleId: 5,
    name: 'Customer View',
    description: null,
    permissionCodes: [P.OrderView],
    userCount: 3,
  },
];

export const accessRequest = (overrides: Partial<AccessRequest> = {}): AccessRequest => ({
  systemUserRequestId: 41,
  ...robinRequest,
  dateAdded: stamp,
  dateModified: stamp,
  ...overrides,
});
