import type { Carrier } from '#contract/carrier';
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
import { stateLabel } from '../../../shared/format/state-label';
import { defineList, type ListColumn } from '../../../shared/lists/list-definition';

const address = (row: Carrier) => streetAddress(row.address, row.address2);
const state = (row: Carrier) => stateLabel(row.refCountryStateId);

/** The carrier fields of spec 2 §3 a dispatcher picks a carrier by. The default columns fit 1440 px (decision 033); the rest wait in Column Settings. */
export const carrierColumns: readonly ListColumn<Carrier>[] = [
  numberColumn('carrierId', 'Carrier #', { align: undefined, defaultVisible: false }),
  valueColumn('name', 'Name'),
  yesNoColumn('isActive', 'Active'),
  textColumn('address', 'Address', address),
  valueColumn('city', 'City'),
  textColumn('refCountryStateId', 'State', state, { sortKey: 'stateName' }),
  valueColumn('zipCode', 'Zip', { defaultVisible: false }),
  valueColumn('usDotNumber', 'US DOT #'),
  valueColumn('mcNumber', 'MC #'),
  valueColumn('primaryContactName', 'Primary Contact'),
  phoneColumn('primaryContactPhone'),
  valueColumn('insuranceProvider', 'Insurance Provider', { defaultVisible: false }),
  dateColumn('insuranceExpirationDate', 'Insurance Expires'),
  numberColumn('contactsCount', 'Contacts', { defaultVisible: false }),
];

/**
 * /carriers (spec 2 §2), by name. A carrier identity sees only its own carrier (the server scopes it).
 * Delete needs CarrierDelete.
 */
export const carriersList = (access: ListAccess) =>
  defineList<Carrier>({
    key: 'carriers-list',
    savedViews: true,
    title: 'Carriers',
    live: ['carrier'],
    inUrl: true,
    letterIndex: true,
    rowKey: 'carrierId',
    rowLabel: (row) => `Carrier ${row.name}`,
    searchLabel: 'Search carriers',
    columns: carrierColumns,
    defaultQuery: { sortColumns: [{ sortBy: 'name', isSortAscending: true }] },
    fetchItems: (query, { signal, services }) => services.carriersApi.getItems(query, signal),
    deleteItems: deleteByIds(access.mayDelete(Permission.CarrierDelete), (services) => services.carriersApi),
  });
