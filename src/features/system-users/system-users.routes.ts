import { Permission as P } from '#contract/permissions';
import { adminAreaNeed } from '../../app/route-access';
import { loadOnce, redirectRoute, shellRoute } from '../../app/route-def';
import type { SystemUsersPageName } from './system-users-pages';

const area = loadOnce(() => import('./system-users-pages'));
const users = adminAreaNeed(P.UserView);
/** A page of the area under its route name; a name the area has no page for is a type error. */
const route = (name: SystemUsersPageName, path: string) =>
  shellRoute(name, path, users, () => area().then((m) => m.systemUsersPages[name]));

/** The /users/admin area: lists, a record's details, requests and roles; staff with UserView and AdminPortalAccess. */
export const systemUsersRoutes = [
  redirectRoute('System Users Admin', '/users/admin', users, '/users/admin/system'),
  route('Requests', '/users/admin/requests'),
  route('User Request Details', '/users/admin/requests/:id'),
  route('System Users', '/users/admin/system'),
  route('System User Details', '/users/admin/system/:id'),
  route('Admins', '/users/admin/admins'),
  route('Admin Details', '/users/admin/admins/:id'),
  route('Customer Logins', '/users/admin/customers'),
  route('Customer Login Details', '/users/admin/customers/:id'),
  route('System Carriers', '/users/admin/carriers/:id'),
  route('Employees', '/users/admin/employees'),
  route('Employee Details', '/users/admin/employees/:id'),
  route('Scan To Pick', '/users/admin/scan-to-pick'),
  route('Scan To Pick Details', '/users/admin/scan-to-pick/:id'),
  route('Roles', '/users/admin/roles'),
  route('Role Details', '/users/admin/roles/:id'),
];
