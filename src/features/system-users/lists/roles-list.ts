import { permissionLabel } from '#contract/permissions';
import type { SystemRoleListItem } from '#contract/system-role';
import {
  dateFilter,
  numberColumn,
  textColumn,
  valueColumn,
} from '../../../shared/business-lists/list-columns';
import { defineList } from '../../../shared/lists/list-definition';
import { formatUsDateTime } from '../shared/us-date-time';

const codesText = (row: SystemRoleListItem) =>
  row.permissionCodes.length === 0 ? 'None' : `${row.permissionCodes.length}`;

/** The Roles tab: named sets of permission codes (spec README, "system roles"). */
export const rolesList = defineList<SystemRoleListItem>({
  key: 'system-roles-list',
  title: 'Roles',
  inUrl: true,
  letterIndex: true,
  rowKey: 'systemRoleId',
  rowLabel: (row) => `Role ${row.name}`,
  searchLabel: 'Search roles',
  defaultQuery: { sortColumns: [{ sortBy: 'name', isSortAscending: true }] },
  columns: [
    valueColumn('name', 'Name'),
    valueColumn('description', 'Description'),
    {
      id: 'permissionCodes',
      label: 'Permissions',
      cell: codesText,
      csv: (row) => row.permissionCodes.map(permissionLabel).join(', '),
    },
    numberColumn('userCount', 'Users'),
    textColumn<SystemRoleListItem>(
      'dateModified',
      'Date Modified',
      (row) => formatUsDateTime(row.dateModified),
      { defaultVisible: false, filter: dateFilter },
    ),
  ],
  fetchItems: (query, { signal, services }) => services.systemRolesApi.getItems(query, signal),
});
