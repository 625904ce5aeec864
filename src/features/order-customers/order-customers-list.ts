import type { OrderCustomer } from '#contract/order-customer';
import { customerStatusLabel, customerStatusTone } from '#contract/customer-status';
import { Permission } from '#contract/permissions';
import type { ListAccess } from '../../shared/business-lists/list-access';
import { statusCell } from '../../shared/business-lists/list-cells';
import {
  formatListDate,
  streetAddress,
  yesNo,
  phoneColumnWidth,
} from '../../shared/business-lists/list-format';
import { defineList, type ListColumn } from '../../shared/lists/list-definition';
import { formatStoragePhone } from '../../shared/format/format-phone';

type CustomerColumn = ListColumn<OrderCustomer> & { hiddenFromCustomers?: boolean };

const address = (row: OrderCustomer) => streetAddress(row.address1, row.address2);

/**
 * The customer list's columns; spec 2 §6 takes Status and Notes away from customer identities. The default columns fit 1440 px (decision 033); the rest wait in Column Settings.
 */
export const orderCustomerColumns: readonly CustomerColumn[] = [
  { id: 'orderCustomerId', label: 'Customer #', sortable: true, defaultVisible: false },
  { id: 'orderCustomerName', label: 'Name', sortable: true },
  {
    id: 'status',
    label: 'Status',
    sortable: true,
    sortKey: 'statusName',
    hiddenFromCustomers: true,
    cell: (row) => statusCell(customerStatusLabel(row.status), customerStatusTone(row.status)),
    csv: (row) => customerStatusLabel(row.status),
  },
  { id: 'address1', label: 'Address', sortable: true, cell: address, csv: address },
  { id: 'city', label: 'City', sortable: true },
  { id: 'stateName', label: 'State', sortable: true },
  { id: 'zipCode', label: 'Zip', sortable: true, defaultVisible: false },
  { id: 'primaryContactName', label: 'Primary Contact', sortable: true },
  {
    id: 'primaryContactPhone',
    label: 'Phone',
    sortable: true,
    width: phoneColumnWidth,
    cell: (row) => formatStoragePhone(row.primaryContactPhone),
    csv: (row) => formatStoragePhone(row.primaryContactPhone),
  },
  { id: 'contactsCount', label: 'Contacts', sortable: true, align: 'end', defaultVisible: false },
  { id: 'locationsCount', label: 'Locations', sortable: true, align: 'end' },
  { id: 'notesCount', label: 'Notes', sortable: true, align: 'end', hiddenFromCustomers: true },
  {
    id: 'isActive',
    label: 'Active',
    sortable: true,
    defaultVisible: false,
    cell: (row) => yesNo(row.isActive),
    csv: (row) => yesNo(row.isActive),
  },
  {
    id: 'dateAdded',
    label: 'Added',
    sortable: true,
    defaultVisible: false,
    cell: (row) => formatListDate(row.dateAdded),
    csv: (row) => formatListDate(row.dateAdded),
  },
];

/**
 * /order-customers, the order customers (spec 2 §2), by name. The route is staff-only; the column rule
 * for customer identities still holds wherever this list is shown. Delete needs CustomerDelete.
 */
export const orderCustomersList = (access: ListAccess) =>
  defineList<OrderCustomer>({
    key: 'order-customers-list',
    title: 'Customers',
    rowKey: 'orderCustomerId',
    rowLabel: (row) => `Customer ${row.orderCustomerName}`,
    searchLabel: 'Search customers',
    columns: orderCustomerColumns.filter((column) => !(access.isCustomer && column.hiddenFromCustomers)),
    defaultQuery: { sortColumns: [{ sortBy: 'orderCustomerName', isSortAscending: true }] },
    fetchItems: (query, { signal, services }) => services.orderCustomersApi.getItems(query, signal),
    deleteItems: access.mayDelete(Permission.CustomerDelete)
      ? (ids, _rows, { signal, services }) => services.orderCustomersApi.deleteBulk(ids.map(Number), signal)
      : undefined,
  });
