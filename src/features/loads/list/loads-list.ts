import type { z } from 'zod';
import type { loadListItemSchema } from '#client/loads.api';
import {
  loadDesignationLabel,
  loadDesignationOptions,
  loadTypeLabel,
  loadTypeOptions,
  trailerTypeLabel,
  trailerTypeOptions,
} from '#contract/load-codes';
import { Permission } from '#contract/permissions';
import { OrderListGroup } from '#contract/order-status';
import { userDisplayName } from '#contract/user-summary';
import type { ListAccess } from '../../../shared/business-lists/list-access';
import {
  dateColumn,
  deleteByIds,
  enumFilter,
  loadCarrierColumn,
  loadStatusColumn,
  numberColumn,
  numberEqualsFilter,
  textColumn,
  valueColumn,
  yesNoColumn,
} from '../../../shared/business-lists/list-columns';
import { formatQuantity, formatUsd } from '../../../shared/business-lists/list-format';
import { defineList, type ListColumn } from '../../../shared/lists/list-definition';

export type LoadListItem = z.infer<typeof loadListItemSchema>;
type LoadColumn = ListColumn<LoadListItem> & { staffOnly?: boolean };

const label = (value: number | null | undefined, of: (code: number) => string) =>
  value == null ? '' : of(value);

/**
 * The load list's columns. The spec lists none for loads; these are the load fields of spec 2 §3 a
 * dispatcher scans for; the default ones fit 1440 px (decision 033). Revenue and authors are staff-only
 * (spec 2 §1: "no revenue" for customers).
 */
export const loadColumns: readonly LoadColumn[] = [
  numberColumn('loadId', 'Load #', { align: undefined }),
  loadStatusColumn(),
  loadCarrierColumn({ width: 160 }),
  valueColumn('originLocationName', 'Origin', { width: 200 }),
  valueColumn('destinationLocationName', 'Destination', { width: 200 }),
  valueColumn('currentLocationName', 'Current Location', { width: 200, defaultVisible: false }),
  dateColumn('estimatedShippingDate', 'Est. Ship Date'),
  numberColumn('pickups', 'Pickups', { defaultVisible: false }),
  numberColumn('deliveries', 'Deliveries', { defaultVisible: false }),
  {
    id: 'cases',
    label: 'Cases',
    sortable: true,
    align: 'end',
    filter: numberEqualsFilter,
    cell: (row) => formatQuantity(row.cases),
  },
  textColumn<LoadListItem>(
    'refLoadDesignationId',
    'Designation',
    (row) => label(row.refLoadDesignationId, loadDesignationLabel),
    { sortKey: 'designationName', filter: enumFilter(loadDesignationOptions, 'refLoadDesignationId') },
  ),
  textColumn<LoadListItem>('refLoadTypeId', 'Load Type', (row) => label(row.refLoadTypeId, loadTypeLabel), {
    defaultVisible: false,
    filter: enumFilter(loadTypeOptions),
  }),
  textColumn<LoadListItem>(
    'refLoadTrailerTypeId',
    'Trailer Type',
    (row) => label(row.refLoadTrailerTypeId, trailerTypeLabel),
    { defaultVisible: false, filter: enumFilter(trailerTypeOptions) },
  ),
  valueColumn('trailerNumber', 'Trailer #'),
  numberColumn('miles', 'Miles', { defaultVisible: false }),
  {
    id: 'revenue',
    label: 'Revenue',
    sortable: true,
    align: 'end',
    staffOnly: true,
    filter: { kind: 'number' },
    cell: (row) => formatUsd(row.revenue),
    csv: (row) => row.revenue ?? '',
  },
  {
    id: 'netRevenue',
    label: 'Net Revenue',
    sortable: true,
    align: 'end',
    staffOnly: true,
    filter: numberEqualsFilter,
    defaultVisible: false,
    cell: (row) => formatUsd(row.netRevenue),
    csv: (row) => row.netRevenue ?? '',
  },
  numberColumn('noteCount', 'Notes', { defaultVisible: false }),
  // The board's exceptions (decision 085): its figures link here filtered on these.
  yesNoColumn('hasLateStop', 'Late Stop', { defaultVisible: false }),
  yesNoColumn('hasStopIssue', 'Stop Issue', { defaultVisible: false }),
  yesNoColumn('hasCarrier', 'Has Carrier', { defaultVisible: false }),
  // The on-time rates and their chart link here filtered on these (decision 085).
  dateColumn('lastPickupAt', 'Last Pickup', { defaultVisible: false }),
  yesNoColumn('pickupsOnTime', 'Pickups On Time', { defaultVisible: false }),
  dateColumn('lastDeliveryAt', 'Last Delivery', { defaultVisible: false }),
  yesNoColumn('deliveriesOnTime', 'Deliveries On Time', { defaultVisible: false }),
  dateColumn('dateAdded', 'Added', { defaultVisible: false }),
  textColumn<LoadListItem, { sortKey: string; staffOnly: boolean; defaultVisible: boolean }>(
    'createdByUser',
    'Created By',
    (row) => (row.createdByUser ? userDisplayName(row.createdByUser) : ''),
    { sortKey: 'createdByUserName', staffOnly: true, defaultVisible: false },
  ),
];

/**
 * /loads (spec 2 §2): current loads first (spec 2 §4: all but Delivered and Cancelled; the server reads
 * fields.currentOrders 1), newest first, with the estimated ship date as the date filter. A carrier sees
 * its own loads and a customer those carrying its orders (the server scopes both); neither gets the
 * staff-only columns. Delete needs LoadDelete.
 */
export const loadsList = (access: ListAccess) =>
  defineList<LoadListItem>({
    key: 'loads-list',
    title: 'Loads',
    live: ['load', 'stop', 'carrier'],
    inUrl: true,
    savedViews: true,
    rowKey: 'loadId',
    rowLabel: (row) => `Load #${row.loadId}`,
    searchLabel: 'Search loads',
    columns: loadColumns.filter((column) => access.isStaff || !column.staffOnly),
    defaultQuery: {
      sortColumns: [{ sortBy: 'loadId', isSortAscending: false }],
      fields: { currentOrders: OrderListGroup.Current },
    },
    dateFilter: { property: 'estimatedShippingDate', label: 'Ship Date' },
    fetchItems: (query, { signal, services }) => services.loadsApi.getItems(query, signal),
    deleteItems: deleteByIds(access.mayDelete(Permission.LoadDelete), (services) => services.loadsApi),
  });
