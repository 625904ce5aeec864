import type { LocationListItem as Location } from '#contract/location';
import { Permission } from '#contract/permissions';
import type { ListAccess } from '../../../shared/business-lists/list-access';
import {
  dateColumn,
  deleteByIds,
  numberColumn,
  phoneColumn,
  textColumn,
  valueColumn,
  yesNoColumn,
} from '../../../shared/business-lists/list-columns';
import { streetAddress } from '../../../shared/business-lists/list-format';
import { defineList, type ListColumn } from '../../../shared/lists/list-definition';

const address = (row: Location) => streetAddress(row.address, row.address2);

/**
 * The location fields of spec 2 §3 that tell one pickup or delivery place from another. The default columns fit 1440 px (decision 033); the rest wait in Column Settings.
 */
export const locationColumns: readonly ListColumn<Location>[] = [
  numberColumn('locationId', 'Location #', { align: undefined, defaultVisible: false }),
  valueColumn('name', 'Name'),
  valueColumn('relatedOrderCustomerName', 'Customer'),
  textColumn('address', 'Address', address),
  valueColumn('city', 'City'),
  valueColumn('stateName', 'State'),
  valueColumn('zipCode', 'Zip', { defaultVisible: false }),
  valueColumn('countryName', 'Country', { defaultVisible: false }),
  valueColumn('primaryContactName', 'Primary Contact'),
  phoneColumn('primaryContactPhone', { defaultVisible: false }),
  numberColumn('contactsCount', 'Contacts', { defaultVisible: false }),
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
    // Views are kept for the Locations list itself, not for a customer's Locations tab.
    savedViews: orderCustomerId === null,
    title: 'Locations',
    live: ['location'],
    inUrl: orderCustomerId === null,
    letterIndex: true,
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
