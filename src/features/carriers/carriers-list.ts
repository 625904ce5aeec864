import type { Carrier } from '#contract/carrier';
import { Permission } from '#contract/permissions';
import type { ListAccess } from '../../shared/business-lists/list-access';
import {
  formatListDate,
  stateLabel,
  streetAddress,
  yesNo,
  phoneColumnWidth,
} from '../../shared/business-lists/list-format';
import { defineList, type ListColumn } from '../../shared/lists/list-definition';
import { formatStoragePhone } from '../../shared/format/format-phone';

const address = (row: Carrier) => streetAddress(row.address, row.address2);
const state = (row: Carrier) => stateLabel(row.refCountryStateId);
const phone = (row: Carrier) => formatStoragePhone(row.primaryContactPhone);
const insuranceExpires = (row: Carrier) => formatListDate(row.insuranceExpirationDate);
const active = (row: Carrier) => yesNo(row.isActive);

/** The carrier fields of spec 2 §3 a dispatcher picks a carrier by. The default columns fit 1440 px (decision 033); the rest wait in Column Settings. */
export const carrierColumns: readonly ListColumn<Carrier>[] = [
  { id: 'carrierId', label: 'Carrier #', sortable: true, defaultVisible: false },
  { id: 'name', label: 'Name', sortable: true },
  { id: 'isActive', label: 'Active', sortable: true, cell: active, csv: active },
  { id: 'address', label: 'Address', sortable: true, cell: address, csv: address },
  { id: 'city', label: 'City', sortable: true },
  { id: 'refCountryStateId', label: 'State', sortable: true, sortKey: 'stateName', cell: state, csv: state },
  { id: 'zipCode', label: 'Zip', sortable: true, defaultVisible: false },
  { id: 'usDotNumber', label: 'US DOT #', sortable: true },
  { id: 'mcNumber', label: 'MC #', sortable: true },
  { id: 'primaryContactName', label: 'Primary Contact', sortable: true },
  {
    id: 'primaryContactPhone',
    label: 'Phone',
    sortable: true,
    width: phoneColumnWidth,
    cell: phone,
    csv: phone,
  },
  { id: 'insuranceProvider', label: 'Insurance Provider', sortable: true, defaultVisible: false },
  {
    id: 'insuranceExpirationDate',
    label: 'Insurance Expires',
    sortable: true,
    cell: insuranceExpires,
    csv: insuranceExpires,
  },
  { id: 'contactsCount', label: 'Contacts', sortable: true, align: 'end', defaultVisible: false },
];

/**
 * /carriers (spec 2 §2), by name. A carrier identity sees only its own carrier (the server scopes it).
 * Delete needs CarrierDelete.
 */
export const carriersList = (access: ListAccess) =>
  defineList<Carrier>({
    key: 'carriers-list',
    title: 'Carriers',
    rowKey: 'carrierId',
    rowLabel: (row) => `Carrier ${row.name}`,
    searchLabel: 'Search carriers',
    columns: carrierColumns,
    defaultQuery: { sortColumns: [{ sortBy: 'name', isSortAscending: true }] },
    fetchItems: (query, { signal, services }) => services.carriersApi.getItems(query, signal),
    deleteItems: access.mayDelete(Permission.CarrierDelete)
      ? (ids, _rows, { signal, services }) => services.carriersApi.deleteBulk(ids.map(Number), signal)
      : undefined,
  });
