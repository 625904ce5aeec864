import type { LocationListItem as Location } from '#contract/location';
import { Permission } from '#contract/permissions';
import type { ListAccess } from '../../../shared/business-lists/list-access';
import {
  dateColumn,
  deleteByIds,
  phoneColumn,
  textColumn,
  yesNoColumn,
} from '../../../shared/business-lists/list-columns';
import { streetAddress } from '../../../shared/business-lists/list-format';
import { defineList, type ListColumn } from '../../../shared/lists/list-definition';

const address = (row: Location) => streetAddress(row.address, row.address2);

/**
 * The location fields of spec 2 §3 that tell one pickup or delivery place from another. The default columns fit 1440 px (decision 033); the rest wait in Column Settings.
 */
export const locationColumns: readonly ListColumn<Location>[] = [
  { id: 'locationId', label: 'Location #', sortable: true, defaultVisible: false },
  { id: 'name', label: 'Name', sortable: true },
  { id: 'relatedOrderCustomerName', label: 'Customer', sortable: true },
  textColumn('address', 'Address', address),
  { id: 'city', label: 'City', sortable: true },
  { id: 'stateName', label: 'State', sortable: true },
  { id: 'zipCode', label: 'Zip', sortable: true, defaultVisible: false },
  { id: 'countryName', label: 'Country', sortable: true, defaultVisible: false },
  { id: 'primaryContactName', label: 'Primary Contact', sortable: true },
  phoneColumn('primaryContactPhone', { defaultVisible: false }),
  { id: 'contactsCount', label: 'Contacts', sortable: true, align: 'end', defaultVisible: false },
  yesNoColumn('isNWDWarehouse', 'NWDS Warehouse'),
  yesNoColumn('isActive', 'Active', { defaultVisible: false }),
  dateColumn('dateLastAssigned', 'Last Assigned', { defaultVisible: false }),
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
    deleteItems: deleteByIds(
      access.mayDelete(Permission.LocationDelete),
      (services) => services.locationsApi,
    ),
  });
