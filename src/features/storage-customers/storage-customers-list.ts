import type { StorageCustomer } from '#contract/storage-customer';
import { defineList } from '../../shared/lists/list-definition';
import { formatStoragePhone } from '../../shared/format/format-phone';

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
    {
      id: 'phoneNumber',
      label: 'Phone',
      sortable: true,
      cell: (row) => formatStoragePhone(row.phoneNumber),
      csv: (row) => formatStoragePhone(row.phoneNumber),
    },
  ],
  fetchItems: (query, { signal, services }) => services.storageCustomersApi.getItems(query, signal),
});
