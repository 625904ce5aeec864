import type { StorageCustomer } from '#contract/storage-customer';
import { textColumn, valueColumn } from '../../../shared/business-lists/list-columns';
import { formatStoragePhone } from '../../../shared/format/format-phone';
import { defineList } from '../../../shared/lists/list-definition';

/** Spec 2 §2: customer name, address, city, state, zip, phone. */
export const storageCustomersList = defineList<StorageCustomer>({
  key: 'storage-customers-list',
  savedViews: true,
  title: 'Storage Customers',
  inUrl: true,
  letterIndex: true,
  rowKey: 'amsStorageCustomerId',
  rowLabel: (row) => `Storage customer ${row.compName ?? row.amsStorageCustomerId}`,
  searchLabel: 'Search storage customers',
  defaultQuery: { sortColumns: [{ sortBy: 'compName', isSortAscending: true }] },
  columns: [
    valueColumn('compName', 'Customer Name'),
    valueColumn('addr1', 'Address'),
    valueColumn('city', 'City'),
    valueColumn('stateCode', 'State'),
    valueColumn('zipCode', 'Zip'),
    textColumn<StorageCustomer>('phoneNumber', 'Phone', (row) => formatStoragePhone(row.phoneNumber)),
  ],
  fetchItems: (query, { signal, services }) => services.storageCustomersApi.getItems(query, signal),
});
