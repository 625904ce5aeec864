/** The tab bar of the System Users area (spec 1 §2), in its order; each tab is a route of its own. */
export interface UsersAdminTab {
  id: 'requests' | 'system' | 'admins' | 'employees' | 'customers' | 'scan-to-pick' | 'roles';
  label: string;
  path: string;
}

export const usersAdminBase = '/users/admin';

export const usersAdminTabs: readonly UsersAdminTab[] = [
  { id: 'requests', label: 'Requests', path: `${usersAdminBase}/requests` },
  { id: 'system', label: 'All Users', path: `${usersAdminBase}/system` },
  { id: 'admins', label: 'Admins', path: `${usersAdminBase}/admins` },
  { id: 'employees', label: 'Employees', path: `${usersAdminBase}/employees` },
  { id: 'customers', label: 'Customer Logins', path: `${usersAdminBase}/customers` },
  { id: 'scan-to-pick', label: 'Scan To Pick', path: `${usersAdminBase}/scan-to-pick` },
  { id: 'roles', label: 'Roles', path: `${usersAdminBase}/roles` },
];

/**
 * The tab a path belongs to: its own list or one of its detail screens. System Carriers details have no
 * tab of their own and belong to All Users.
 */
export function activeUsersAdminTab(path: string): UsersAdminTab['id'] | null {
  const clean = path.split('?')[0]!.replace(/\/+$/, '');
  if (clean.startsWith(`${usersAdminBase}/carriers/`)) return 'system';
  const tab = usersAdminTabs.find((t) => clean === t.path || clean.startsWith(`${t.path}/`));
  return tab?.id ?? null;
}
