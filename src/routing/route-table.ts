import { Permission, type PermissionCode } from '#contract/permissions';
import type { IdentityType } from '#contract/identity';

/** Who may open a route: sign-in, and the permission gate of spec 1 §6. */
export interface RouteAccess {
  loginRequired: boolean;
  anyOf?: readonly PermissionCode[];
  identityTypes?: readonly IdentityType[];
  bannedIdentityTypes?: readonly IdentityType[];
}

export interface RouteDef {
  name: string;
  path: string;
  access: RouteAccess;
  layout: 'auth' | 'shell';
  /**
   * Where the route sends its visitor instead of rendering (e.g. / to the orders list). With several, the
   * first one the visitor may open wins.
   */
  redirectTo?: string | readonly string[];
}

export const productSuffix = 'NWDS Portal';
export const pageTitle = (routeName: string) => `${routeName} | ${productSuffix}`;
export const homePath = '/';

const open: RouteAccess = { loginRequired: false };
const signedIn: RouteAccess = { loginRequired: true };
const need = (...anyOf: PermissionCode[]): RouteAccess => ({ loginRequired: true, anyOf });
const staffNeed = (...anyOf: PermissionCode[]): RouteAccess => ({
  loginRequired: true,
  anyOf,
  bannedIdentityTypes: ['customer'],
});

const auth = (name: string, path: string): RouteDef => ({ name, path, access: open, layout: 'auth' });
const shell = (
  name: string,
  path: string,
  access: RouteAccess,
  redirectTo?: string | readonly string[],
): RouteDef => ({
  name,
  path,
  access,
  layout: 'shell',
  ...(redirectTo ? { redirectTo } : {}),
});

const P = Permission;
const orderTabs = (base: string) => [
  shell('Order Details', base, need(P.OrderView)),
  shell('Order Load Details', `${base}/loads/:loadId?`, need(P.LoadView)),
  shell('Order Notes', `${base}/notes`, need(P.OrderNoteView)),
  shell('Order Attachments', `${base}/attachments`, need(P.OrderFileView)),
  shell('Order Changelog', `${base}/changelog`, { ...need(P.OrderView), bannedIdentityTypes: ['customer'] }),
];

/**
 * The route-name catalogue of spec 1 §2 and spec 2 §2. Order matters: the first match wins, so
 * specific paths come before their parents' catch-alls. The business screens of later issues render
 * their title until they are built.
 */
export const routes: readonly RouteDef[] = [
  auth('Login', '/login'),
  auth('Request Access', '/login/request-access'),
  auth('Request Access Success', '/login/request-access-success'),
  auth('Forgot Password', '/login/forgot-password'),
  auth('Reset Password', '/login/reset-password/:hash?'),
  auth('Account Selection', '/login/account-selection'),
  // Gates itself: open in development and QA builds, admins only in production when MACHINE_INSPECTOR=admins.
  auth('Machine Inspector', '/inspector'),

  // Home is the orders list (spec 1 §2); identities that may not see orders land on their first screen.
  shell('Dashboard', '/', need(P.PortalAccess), [
    '/orders',
    '/loads',
    '/calendar',
    '/reports',
    '/users/profile',
  ]),
  shell('Orders', '/orders', need(P.OrderView)),
  ...orderTabs('/orders/:orderId'),

  shell('Loads', '/loads', need(P.LoadView)),
  shell('Add/Remove Orders', '/loads/:loadId/orders', need(P.LoadView)),
  shell('Carrier Pay', '/loads/:loadId/carrier-pay', staffNeed(P.LoadView)),
  shell('Load Notes', '/loads/:loadId/notes', need(P.LoadNoteView)),
  shell('Load Attachments', '/loads/:loadId/attachments', need(P.LoadFileView)),
  shell('Load Changelog', '/loads/:loadId/changelog', staffNeed(P.LoadView)),
  shell('Load Details', '/loads/:loadId', need(P.LoadView)),

  shell('Order Customers', '/order-customers', staffNeed(P.CustomerView)),
  shell('Order Customer Contacts', '/order-customers/:id/contacts', need(P.CustomerContactView)),
  shell('Order Customer Locations', '/order-customers/:id/locations', need(P.LocationView)),
  shell('Order Customer Notes', '/order-customers/:id/notes', need(P.CustomerNoteView)),
  shell('Order Customer Attachments', '/order-customers/:id/attachments', need(P.CustomerFileView)),
  shell('Order Customer Orders', '/order-customers/:id/orders', need(P.OrderView)),
  shell('Order Customer Loads', '/order-customers/:id/loads', need(P.LoadView)),
  shell('Order Customer Details', '/order-customers/:id', { loginRequired: true }),

  shell('Carriers', '/carriers', staffNeed(P.CarrierView)),
  shell('Carrier Contacts', '/carriers/:id/contacts', staffNeed(P.CarrierContactView)),
  shell('Carrier Attachments', '/carriers/:id/attachments', staffNeed(P.CarrierFileView)),
  shell('Carrier Details', '/carriers/:id', staffNeed(P.CarrierView)),

  shell('Locations', '/locations', staffNeed(P.LocationView)),
  shell('Location Contacts', '/locations/:id/contacts', staffNeed(P.LocationContactView)),
  shell('Location Orders', '/locations/:id/orders', staffNeed(P.OrderView)),
  shell('Location Loads', '/locations/:id/loads', staffNeed(P.LoadView)),
  shell('Location Notes', '/locations/:id/notes', staffNeed(P.LocationNoteView)),
  shell('Location Details', '/locations/:id', staffNeed(P.LocationView)),

  shell('Storage Customers', '/storage-customers', staffNeed(P.CustomerView)),
  shell('Storage Customer Details', '/storage-customers/:id', staffNeed(P.CustomerView)),

  shell('Reports', '/reports', need(P.ReportView), [
    '/reports/customer-contact-list',
    // A customer may open only this one (spec 2 §6).
    '/reports/order-picked-dates',
  ]),
  shell('Customer Contact List', '/reports/customer-contact-list', staffNeed(P.ReportView)),
  shell('Deliveries by Destination', '/reports/deliveries-by-destination', staffNeed(P.ReportView)),
  shell(
    'Deliveries by Destination Summary',
    '/reports/deliveries-by-destination-summary',
    staffNeed(P.ReportView),
  ),
  shell('Order Picked Dates', '/reports/order-picked-dates', need(P.ReportView)),
  shell('Pickups by Warehouse', '/reports/pickups-by-warehouse', staffNeed(P.ReportView)),
  shell('Order Status', '/reports/order-status', staffNeed(P.ReportView)),
  shell('CDTFA', '/reports/cdtfa', staffNeed(P.ReportView)),

  // Spec 1 §6: the Load Calendar is for non-customer identities.
  shell('Calendar', '/calendar', staffNeed(P.LoadView)),

  shell('Profile', '/users/profile', signedIn),
  shell('System Users Admin', '/users/admin', staffNeed(P.UserView), '/users/admin/system'),
  shell('Requests', '/users/admin/requests', staffNeed(P.UserView)),
  shell('User Request Details', '/users/admin/requests/:id', staffNeed(P.UserView)),
  shell('System Users', '/users/admin/system', staffNeed(P.UserView)),
  shell('System User Details', '/users/admin/system/:id', staffNeed(P.UserView)),
  shell('Admins', '/users/admin/admins', staffNeed(P.UserView)),
  shell('Admin Details', '/users/admin/admins/:id', staffNeed(P.UserView)),
  shell('Customer Logins', '/users/admin/customers', staffNeed(P.UserView)),
  shell('Customer Login Details', '/users/admin/customers/:id', staffNeed(P.UserView)),
  shell('System Carriers', '/users/admin/carriers/:id', staffNeed(P.UserView)),
  shell('Employees', '/users/admin/employees', staffNeed(P.UserView)),
  shell('Employee Details', '/users/admin/employees/:id', staffNeed(P.UserView)),
  shell('Scan To Pick', '/users/admin/scan-to-pick', staffNeed(P.UserView)),
  shell('Scan To Pick Details', '/users/admin/scan-to-pick/:id', staffNeed(P.UserView)),
  shell('Roles', '/users/admin/roles', staffNeed(P.UserView)),
  shell('Role Details', '/users/admin/roles/:id', staffNeed(P.UserView)),
];

export const notFoundRoute: RouteDef = shell('Not Found', '*', signedIn);
