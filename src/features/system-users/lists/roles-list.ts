import { permissionLabel } from '#contract/permissions';
import type { SystemRoleListItem } from '#contract/system-role';
import { textColumn } from '../../../shared/business-lists/list-columns';
import { defineList } from '../../../shared/lists/list-definition';
import { formatUsDateTime } from '../shared/us-date-time';

const codesText = (row: SystemRoleListItem) =>
  row.permissionCodes.length === 0 ? 'None' : `${row.permissionCodes.length}`;

/** The Roles tab: named sets of permission codes (spec README, "system roles"). */
export const rolesList = defineList<SystemRoleListItem>({
  key: 'system-roles-list',
  title: 'Roles',
  rowKey: 'systemRoleId',
  rowLabel: (row) => `Role ${row.name}`,
  searchLabel: 'Search roles',
  defaultQuery: { sortColumns: [{ sortBy: 'name', isSortAscending: true }] },
  columns: [
    { id: 'name', label: 'Name', sortable: true },
    { id: 'description', label: 'Description', sortable: true },
    {
      id: 'permissionCodes',
      label: 'Permissions',
      cell: codesText,
      csv: (row) => row.permissionCodes.map(permissionLabel).join(', '),
    },
    { id: 'userCount', label: 'Users', sortable: true, align: 'end' },
    textColumn<SystemRoleListItem>(
      'dateModified',
      'Date Modified',
      (row) => formatUsDateTime(row.dateModified),
      {
        defaultVisible: false,
      },
    ),
  ],
  fetchItems: (query, { signal, services }) => services.systemRolesApi.getItems(query, signal),
});
