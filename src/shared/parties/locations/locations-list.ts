import type { LocationListItem as Location } from '#contract/location';
import { Permission } from '#contract/permissions';
import type { ListAccess } from '../../business-lists/list-access';
import { formatListDate, streetAddress, yesNo, phoneColumnWidth } from '../../business-lists/list-format';
import { defineList, type ListColumn } from '../../lists/list-definition';
import { formatStoragePhone } from '../../format/format-phone';

const address = (row: Location) => streetAddress(row.address, row.address2);
const phone = (row: Location) => formatStoragePhone(row.primaryContactPhone);
const warehouse = (row: Location) => yesNo(row.isNWDWarehouse);
const active = (row: Location) => yesNo(row.isActive);
const lastAssigned = (row: Location) => formatListDate(row.dateLastAssigned);

/**
 * The location fields of spec 2 §3 that tell one pickup or delivery place from another. The default columns fit 1440 px (decision 033); the rest wait in Column Settings.
 */
export const locationColumns: readonly ListColumn<Location>[] = [
  { id: 'locationId', label: 'Location #', sortable: true, defaultVisible: false },
  { id: 'name', label: 'Name', sortable: true },
  { id: 'relatedOrderCustomerName', label: 'Customer', sortable: true },
  { id: 'address', label: 'Address', sortable: true, cell: address, csv: address },
  { id: 'city', label: 'City', sortable: true },
  { id: 'stateName', label: 'State', sortable: true },
  { id: 'zipCode', label: 'Zip', sortable: true, defaultVisible: false },
  { id: 'countryName', label: 'Country', sortable: true, defaultVisible: false },
  { id: 'primaryContactName', label: 'Primary Contact', sortable: true },
  {
    id: 'primaryContactPhone',
    label: 'Phone',
    sortable: true,
    width: phoneColumnWidth,
    defaultVisible: false,
    cell: phone,
    csv: phone,
  },
  { id: 'contactsCount', label: 'Contacts', sortable: true, align: 'end', defaultVisible: false },
  { id: 'isNWDWarehouse', label: 'NWDS Warehouse', sortable: true, cell: warehouse, csv: warehouse },
  {
    id: 'isActive',
    label: 'Active',
    sortable: true,
    defaultVisible: false,
    cell: active,
    csv: active,
  },
  {
    id: 'dateLastAssigned',
    label: 'Last Assigned',
    sortable: true,
    defaultVisible: false,
    cell: lastAssigned,
    csv: lastAssigned,
  },
];

/**
 * /locations (spec 2 §2), by name; with `orderCustomerId`, a customer's Locations tab (its own settings key,
 * no Customer column). A carrier identity sees the places its loads stop at (the server scopes it).
 * Delete needs LocationDelete.
 */
export const locationsList = (access: ListAccess, orderCustomerId: number | null = null) =>
  defineList<Location>({
    key: orderCustomerId === null ? 'locations-list' : 'customer-locations-list',
    title: 'Locations',
    rowKey: 'locationId',
    rowLabel: (row) => `Location ${row.name}`,
    searchLabel: 'Search locations',
    columns:
      orderCustomerId === null
        ? locationColumns
        : locationColumns.filter((column) => column.id !== 'relatedOrderCustomerName'),
    defaultQuery: {
      sortColumns: [{ sortBy: 'name', isSortAscending: true }],
      ...(orderCustomerId === null ? {} : { fields: { orderCustomerId } }),
    },
    fetchItems: (query, { signal, services }) => services.locationsApi.getItems(query, signal),
    deleteItems: access.mayDelete(Permission.LocationDelete)
      ? (ids, _rows, { signal, services }) => services.locationsApi.deleteBulk(ids.map(Number), signal)
      : undefined,
  });
