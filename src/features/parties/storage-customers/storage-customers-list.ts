import type { StorageCustomer } from '#contract/storage-customer';
import { textColumn } from '../../../shared/business-lists/list-columns';
import { formatStoragePhone } from '../../../shared/format/format-phone';
import { defineList } from '../../../shared/lists/list-definition';

/** Spec 2 §2: customer name, address, city, state, zip, phone. */
export const storageCustomersList = defineList<StorageCustomer>({
  key: 'storage-customers-list',
  title: 'Storage Customers',
  rowKey: 'amsStorageCustomerId',
  rowLabel: (row) => `Storage customer ${row.compName ?? row.amsStorageCustomerId}`,
  searchLabel: 'Search storage customers',
  defaultQuery: { sortColumns: [{ sortBy: 'compName', isSortAscending: true }] },
  columns: [
    { id: 'compName', label: 'Customer Name', sortable: true },
    { id: 'addr1', label: 'Address', sortable: true },
    { id: 'city', label: 'City', sortable: true },
    { id: 'stateCode', label: 'State', sortable: true },
    { id: 'zipCode', label: 'Zip', sortable: true },
    textColumn<StorageCustomer>('phoneNumber', 'Phone', (row) => formatStoragePhone(row.phoneNumber)),
  ],
  fetchItems: (query, { signal, services }) => services.storageCustomersApi.getItems(query, signal),
});
