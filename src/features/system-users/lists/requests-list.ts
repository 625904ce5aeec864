import type { AccessRequest } from '#contract/access-request';
import { dateFilter, valueColumn } from '../../../shared/business-lists/list-columns';
import { defineList } from '../../../shared/lists/list-definition';
import { formatUsDateTime } from '../shared/us-date-time';

/** The Requests tab: access requests waiting for review, newest first. */
export const requestsList = defineList<AccessRequest>({
  key: 'system-user-requests-list',
  title: 'Requests',
  inUrl: true,
  letterIndex: true,
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
      filter: dateFilter,
    },
    valueColumn('firstName', 'First Name'),
    valueColumn('lastname', 'Last Name'),
    valueColumn('companyName', 'Company Name'),
    valueColumn('emailAddress', 'Email'),
    valueColumn('phone', 'Phone'),
    valueColumn('city', 'City'),
    valueColumn('state', 'State'),
    valueColumn('additionalInfo', 'Additional Information', { sortable: false, defaultVisible: false }),
  ],
  fetchItems: (query, { signal, services }) => services.accessRequestsApi.getItems(query, signal),
  // Deleting a request declines it (spec README); the server holds the permission.
  deleteItems: (ids, _rows, { signal, services }) =>
    services.accessRequestsApi.deleteBulk(ids.map(Number), signal),
});
