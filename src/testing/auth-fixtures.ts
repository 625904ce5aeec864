import type { Identity, SignInResult } from '#contract/identity';
import { Permission } from '#contract/permissions';
import { identity, signInResult } from '#machines/testing/auth-fixtures';

const P = Permission;

/** Every permission the navigation bar looks at, the portal's and its administration area's entry included. */
export const navPermissions: number[] = [
  P.PortalAccess,
  P.AdminPortalAccess,
  P.LoadView,
  P.OrderView,
  P.CustomerView,
  P.LocationView,
  P.CarrierView,
  P.ReportView,
  P.UserView,
];

const signedInAs = (current: Identity, userRoles: number[], others: Identity[] = []): SignInResult =>
  signInResult({
    userRoles,
    fullName: 'Dana Driver',
    userIdentityCurrent: current,
    userIdentities: [current, ...others],
  });

export const adminIdentity = identity({
  hash: 'hash-admin',
  identityType: 'admin',
  roleName: 'Administrator',
});
export const employeeIdentity = identity({ hash: 'hash-employee', identityType: 'employee' });
export const customerIdentity = identity({
  hash: 'hash-customer',
  identityType: 'customer',
  identityName: 'Dana Driver',
  customerId: 12,
  customerName: 'My Company',
  roleName: null,
});
export const carrierIdentity = identity({
  hash: 'hash-carrier',
  identityType: 'carrier',
  carrierId: 4,
  carrierName: 'Swift Haul',
  roleName: null,
});

export const adminAuth = (codes: number[] = navPermissions, others: Identity[] = []) =>
  signedInAs(adminIdentity, codes, others);
export const employeeAuth = (codes: number[] = navPermissions, others: Identity[] = []) =>
  signedInAs(employeeIdentity, codes, others);
export const customerAuth = (codes: number[] = navPermissions, others: Identity[] = []) =>
  signedInAs(customerIdentity, codes, others);
export const carrierAuth = (codes: number[] = navPermissions, others: Identity[] = []) =>
  signedInAs(carrierIdentity, codes, others);
