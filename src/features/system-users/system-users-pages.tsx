import type { PageComponent } from '../../app/page-props';
import {
  AdminsPage,
  AllUsersPage,
  CustomerLoginsPage,
  EmployeesPage,
  ScanToPickPage,
} from './lists/users-list-page';
import { RequestsListPage } from './lists/requests-list-page';
import { RolesListPage } from './lists/roles-list-page';
import { RequestDetailsPage } from './requests/request-details-page';
import { RoleDetailsPage } from './roles/role-details-page';
import { userDetailsPage } from './users/user-details-page';

/** The pages of the /users/admin area by route name (system-users.routes.ts), loaded together. */
export const systemUsersPages = {
  Requests: RequestsListPage,
  'System Users': AllUsersPage,
  Admins: AdminsPage,
  Employees: EmployeesPage,
  'Customer Logins': CustomerLoginsPage,
  'Scan To Pick': ScanToPickPage,
  Roles: RolesListPage,
  'User Request Details': RequestDetailsPage,
  'System User Details': userDetailsPage('system'),
  'Admin Details': userDetailsPage('admins'),
  'Employee Details': userDetailsPage('employees'),
  'Customer Login Details': userDetailsPage('customers'),
  'Scan To Pick Details': userDetailsPage('scan-to-pick'),
  'System Carriers': userDetailsPage('carriers'),
  'Role Details': RoleDetailsPage,
} satisfies Record<string, PageComponent>;

export type SystemUsersPageName = keyof typeof systemUsersPages;
