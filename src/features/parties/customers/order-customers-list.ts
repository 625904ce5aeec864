import type { OrderCustomer } from '#contract/order-customer';
import { customerStatusLabel, customerStatusOptions, customerStatusTone } from '#contract/customer-status';
import { Permission } from '#contract/permissions';
import type { ListAccess } from '../../../shared/business-lists/list-access';
import { statusCell } from '../../../shared/business-lists/list-cells';
import {
  dateColumn,
  deleteByIds,
  enumFilter,
  numberColumn,
  phoneColumn,
  textColumn,
  valueColumn,
  yesNoColumn,
} from '../../../shared/business-lists/list-columns';
import { streetAddress } from '../../../shared/business-lists/list-format';
import { defineList, type ListColumn } from '../../../shared/lists/list-definition';

type CustomerColumn = ListColumn<OrderCustomer> & { hiddenFromCustomers?: boolean };

const address = (row: OrderCustomer) => streetAddress(row.address1, row.address2);

/**
 * The customer list's columns; spec 2 §6 takes Status and Notes away from customer identities. The default columns fit 1440 px (decision 033); the rest wait in Column Settings.
 */
export const orderCustomerColumns: readonly CustomerColumn[] = [
  numberColumn('orderCustomerId', 'Customer #', { align: undefined, defaultVisible: false }),
  valueColumn('orderCustomerName', 'Name'),
  {
    id: 'status',
    label: 'Status',
    sortable: true,
    sortKey: 'statusName',
    hiddenFromCustomers: true,
    filter: enumFilter(customerStatusOptions),
    cell: (row) => statusCell(customerStatusLabel(row.status), customerStatusTone(row.status)),
    csv: (row) => customerStatusLabel(row.status),
  },
  textColumn('address1', 'Address', address),
  valueColumn('city', 'City'),
  valueColumn('stateName', 'State'),
  valueColumn('zipCode', 'Zip', { defaultVisible: false }),
  valueColumn('primaryContactName', 'Primary Contact'),
  phoneColumn('primaryContactPhone'),
  numberColumn('contactsCount', 'Contacts', { defaultVisible: false }),
  numberColumn('locationsCount', 'Locations'),
  { ...numberColumn<OrderCustomer>('notesCount', 'Notes'), hiddenFromCustomers: true },
  yesNoColumn('isActive', 'Active', { defaultVisible: false }),
  dateColumn('dateAdded', 'Added', { defaultVisible: false }),
];

/**
 * /order-customers, the order customers (spec 2 §2), by name. The route is staff-only; the column rule
 * for customer identities still holds wherever this list is shown. Delete needs CustomerDelete.
 */
export const orderCustomersList = (access: ListAccess) =>
  defineList<OrderCustomer>({
    key: 'order-customers-list',
    savedViews: true,
    title: 'Customers',
    live: ['customer'],
    inUrl: true,
    letterIndex: true,
    rowKey: 'orderCustomerId',
    rowLabel: (row) => `Customer ${row.orderCustomerName}`,
    searchLabel: 'Search customers',
    columns: orderCustomerColumns.filter((column) => !(access.isCustomer && column.hiddenFromCustomers)),
    defaultQuery: { sortColumns: [{ sortBy: 'orderCustomerName', isSortAscending: true }] },
    fetchItems: (query, { signal, services }) => services.orderCustomersApi.getItems(query, signal),
    deleteItems: deleteByIds(
      access.mayDelete(Permission.CustomerDelete),
      (services) => services.orderCustomersApi,
    ),
  });
