import type { AccessRequest } from '#contract/access-request';
import { defineList } from '../../../shared/lists/list-definition';
import { formatUsDateTime } from '../shared/us-date-time';

/** The Requests tab: access requests waiting for review, newest first. */
export const requestsList = defineList<AccessRequest>({
  key: 'system-user-requests-list',
  title: 'Requests',
  rowKey: 'systemUserRequestId',
  rowLabel: (row) => `Request of ${row.firstName} ${row.lastname}`,
  searchLabel: 'Search requests',
  defaultQuery: { sortColumns: [{ sortBy: 'dateAdded', isSortAscending: false }] },
  columns: [
    {
      id: 'dateAdded',
      label: 'Requested',
      sortable: true,
      cell: (row) => formatUsDateTime(row.dateAdded),
      csv: (row) => formatUsDateTime(row.dateAdded),
    },
    { id: 'firstName', label: 'First Name', sortable: true },
    { id: 'lastname', label: 'Last Name', sortable: true },
    { id: 'companyName', label: 'Company Name', sortable: true },
    { id: 'emailAddress', label: 'Email', sortable: true },
    { id: 'phone', label: 'Phone', sortable: true },
    { id: 'city', label: 'City', sortable: true },
    { id: 'state', label: 'State', sortable: true },
    { id: 'additionalInfo', label: 'Additional Information', defaultVisible: false },
  ],
  fetchItems: (query, { signal, services }) => services.accessRequestsApi.getItems(query, signal),
  // Deleting a request declines it (spec README); the server holds the permission.
  deleteItems: (ids, _rows, { signal, services }) =>
    services.accessRequestsApi.deleteBulk(ids.map(Number), signal),
});
