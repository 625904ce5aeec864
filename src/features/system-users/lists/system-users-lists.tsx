import type { LoginKind } from '#contract/identity';
import { scanToPickRoleLabel } from '#contract/reference-codes';
import type { SystemUserListItem } from '#contract/system-user';
import {
  dateFilter,
  textColumn,
  textFilter,
  valueColumn,
  yesNoFilter,
} from '../../../shared/business-lists/list-columns';
import { defineList, type ListColumn, type ListDefinition } from '../../../shared/lists/list-definition';
import { formatUsDateTime } from '../shared/us-date-time';
import { ActiveChip, LoginChips, loginsText, rolesText } from './user-cells';

export type UsersTabId = 'system' | 'admins' | 'employees' | 'customers' | 'scan-to-pick';
type Column = ListColumn<SystemUserListItem>;

const nameColumns: Column[] = [
  valueColumn('firstName', 'First Name'),
  valueColumn('lastName', 'Last Name'),
  valueColumn('emailAddress', 'Email'),
  valueColumn('username', 'Username'),
];

const logins: Column = {
  id: 'logins',
  label: 'Logins',
  cell: (row) => <LoginChips user={row} />,
  csv: loginsText,
};

const trailingColumns: Column[] = [
  // The server sorts roles by the comma-joined names it also searches (systemRoleNames).
  textColumn('roles', 'Roles', rolesText, { sortKey: 'systemRoleNames' }),
  {
    id: 'isActive',
    label: 'Active',
    sortable: true,
    filter: yesNoFilter,
    cell: (row) => <ActiveChip active={row.isActive} />,
    csv: (row) => (row.isActive ? 'Yes' : 'No'),
  },
  textColumn<SystemUserListItem>(
    'dateLastLogin',
    'Last Login',
    (row) => formatUsDateTime(row.dateLastLogin),
    {
      filter: dateFilter,
    },
  ),
  valueColumn('phoneNumber', 'Phone', { defaultVisible: false }),
  textColumn<SystemUserListItem>('dateAdded', 'Date Added', (row) => formatUsDateTime(row.dateAdded), {
    defaultVisible: false,
    filter: dateFilter,
  }),
];

/** What sets each tab apart: its login kind, its own column and its settings key. */
const tabs: Record<
  UsersTabId,
  { title: string; key: string; group: LoginKind | null; extra: Column[]; noun: string }
> = {
  system: { title: 'All Users', key: 'system-users-list', group: null, extra: [logins], noun: 'users' },
  admins: { title: 'Admins', key: 'system-admins-list', group: 'admin', extra: [logins], noun: 'admins' },
  employees: {
    title: 'Employees',
    key: 'system-employees-list',
    group: 'employee',
    extra: [
      textColumn<SystemUserListItem>(
        'employeeRole',
        'Employee Role',
        (row) => row.systemEmployees?.[0]?.roleName ?? '',
        { sortable: false, filter: textFilter('employeeRoleName') },
      ),
      { ...logins, defaultVisible: false },
    ],
    noun: 'employees',
  },
  customers: {
    title: 'Customer Logins',
    key: 'system-customer-logins-list',
    group: 'customerLogin',
    extra: [
      textColumn<SystemUserListItem>(
        'orderCustomer',
        'Customer',
        (row) => row.systemCustomers?.[0]?.orderCustomerName ?? '',
        { sortable: false, filter: textFilter('customerLoginName') },
      ),
      { ...logins, defaultVisible: false },
    ],
    noun: 'customer logins',
  },
  'scan-to-pick': {
    title: 'Scan To Pick',
    key: 'system-scan-to-pick-list',
    group: 'scanToPick',
    extra: [
      {
        id: 'scanToPickRole',
        label: 'Scan To Pick Role',
        cell: (row) => scanToPickRoleText(row),
        csv: (row) => scanToPickRoleText(row),
      },
      { ...logins, defaultVisible: false },
    ],
    noun: 'scan-to-pick users',
  },
};

function scanToPickRoleText(row: SystemUserListItem): string {
  const role = row.systemScanToPicks?.[0]?.scanToPickRole;
  return role === undefined ? '' : scanToPickRoleLabel(role);
}

const userName = (row: SystemUserListItem) =>
  [row.firstName, row.lastName].filter(Boolean).join(' ') || row.username || row.emailAddress || '';

function usersList(id: UsersTabId): ListDefinition<SystemUserListItem> {
  const tab = tabs[id];
  return defineList<SystemUserListItem>({
    key: tab.key,
    title: tab.title,
    inUrl: true,
    letterIndex: true,
    rowKey: 'systemUserId',
    rowLabel: (row) => `User ${userName(row) || row.systemUserId}`,
    searchLabel: `Search ${tab.noun}`,
    columns: [...nameColumns, ...tab.extra, ...trailingColumns],
    defaultQuery: {
      sortColumns: [
        { sortBy: 'lastName', isSortAscending: true },
        { sortBy: 'firstName', isSortAscending: true },
      ],
      ...(tab.group ? { fields: { systemRoleGroup: tab.group } } : {}),
    },
    fetchItems: (query, { signal, services }) => services.systemUsersApi.getItems(query, signal),
    deleteItems: (ids, _rows, { signal, services }) =>
      services.systemUsersApi.deleteBulk(ids.map(Number), signal),
  });
}

/** The five user tabs of spec 1 §2, built once. */
export const systemUsersLists: Readonly<Record<UsersTabId, ListDefinition<SystemUserListItem>>> = {
  system: usersList('system'),
  admins: usersList('admins'),
  employees: usersList('employees'),
  customers: usersList('customers'),
  'scan-to-pick': usersList('scan-to-pick'),
};
