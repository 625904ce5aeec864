import type { z } from 'zod';
import type { loadListItemSchema } from '#client/loads.api';
import { loadDesignationLabel, loadTypeLabel, trailerTypeLabel } from '#contract/load-codes';
import { Permission } from '#contract/permissions';
import { OrderListGroup } from '#contract/order-status';
import { userDisplayName } from '#contract/user-summary';
import type { ListAccess } from '../../../shared/business-lists/list-access';
import {
  dateColumn,
  deleteByIds,
  loadCarrierColumn,
  loadStatusColumn,
  textColumn,
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
  { id: 'loadId', label: 'Load #', sortable: true },
  loadStatusColumn(),
  loadCarrierColumn({ width: 160 }),
  { id: 'originLocationName', label: 'Origin', sortable: true, width: 200 },
  { id: 'destinationLocationName', label: 'Destination', sortable: true, width: 200 },
  {
    id: 'currentLocationName',
    label: 'Current Location',
    sortable: true,
    width: 200,
    defaultVisible: false,
  },
  dateColumn('estimatedShippingDate', 'Est. Ship Date'),
  { id: 'pickups', label: 'Pickups', sortable: true, align: 'end', defaultVisible: false },
  { id: 'deliveries', label: 'Deliveries', sortable: true, align: 'end', defaultVisible: false },
  {
    id: 'cases',
    label: 'Cases',
    sortable: true,
    align: 'end',
    cell: (row) => formatQuantity(row.cases),
  },
  textColumn<LoadListItem>(
    'refLoadDesignationId',
    'Designation',
    (row) => label(row.refLoadDesignationId, loadDesignationLabel),
    {
      sortKey: 'designationName',
    },
  ),
  textColumn<LoadListItem>('refLoadTypeId', 'Load Type', (row) => label(row.refLoadTypeId, loadTypeLabel), {
    defaultVisible: false,
  }),
  textColumn<LoadListItem>(
    'refLoadTrailerTypeId',
    'Trailer Type',
    (row) => label(row.refLoadTrailerTypeId, trailerTypeLabel),
    { defaultVisible: false },
  ),
  { id: 'trailerNumber', label: 'Trailer #', sortable: true },
  { id: 'miles', label: 'Miles', sortable: true, align: 'end', defaultVisible: false },
  {
    id: 'revenue',
    label: 'Revenue',
    sortable: true,
    align: 'end',
    staffOnly: true,
    cell: (row) => formatUsd(row.revenue),
    csv: (row) => row.revenue ?? '',
  },
  {
    id: 'netRevenue',
    label: 'Net Revenue',
    sortable: true,
    align: 'end',
    staffOnly: true,
    defaultVisible: false,
    cell: (row) => formatUsd(row.netRevenue),
    csv: (row) => row.netRevenue ?? '',
  },
  { id: 'noteCount', label: 'Notes', sortable: true, align: 'end', defaultVisible: false },
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
