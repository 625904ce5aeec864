import type { z } from 'zod';
import type { loadListItemSchema } from '#client/loads.api';
import { noCarrierLabel } from '#contract/carrier';
import { loadDesignationLabel, loadTypeLabel, trailerTypeLabel } from '#contract/load-codes';
import { loadStatusLabel, loadStatusTone } from '#contract/load-status';
import { Permission } from '#contract/permissions';
import { OrderListGroup } from '#contract/order-status';
import { userDisplayName } from '#contract/user-summary';
import type { ListAccess } from '../../shared/business-lists/list-access';
import { missingCell, statusCell } from '../../shared/business-lists/list-cells';
import { formatListDate, formatQuantity, formatUsd } from '../../shared/business-lists/list-format';
import { defineList, type ListColumn } from '../../shared/lists/list-definition';

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
  {
    id: 'refLoadStatusId',
    label: 'Status',
    sortable: true,
    sortKey: 'statusName',
    cell: (row) => statusCell(loadStatusLabel(row.refLoadStatusId), loadStatusTone(row.refLoadStatusId)),
    csv: (row) => loadStatusLabel(row.refLoadStatusId),
  },
  {
    id: 'carrierName',
    label: 'Carrier',
    sortable: true,
    width: 160,
    cell: (row) => row.carrierName ?? missingCell(noCarrierLabel),
    csv: (row) => row.carrierName ?? noCarrierLabel,
  },
  { id: 'originLocationName', label: 'Origin', sortable: true, width: 200 },
  { id: 'destinationLocationName', label: 'Destination', sortable: true, width: 200 },
  {
    id: 'currentLocationName',
    label: 'Current Location',
    sortable: true,
    width: 200,
    defaultVisible: false,
  },
  {
    id: 'estimatedShippingDate',
    label: 'Est. Ship Date',
    sortable: true,
    cell: (row) => formatListDate(row.estimatedShippingDate),
    csv: (row) => formatListDate(row.estimatedShippingDate),
  },
  { id: 'pickups', label: 'Pickups', sortable: true, align: 'end', defaultVisible: false },
  { id: 'deliveries', label: 'Deliveries', sortable: true, align: 'end', defaultVisible: false },
  {
    id: 'cases',
    label: 'Cases',
    sortable: true,
    align: 'end',
    cell: (row) => formatQuantity(row.cases),
  },
  {
    id: 'refLoadDesignationId',
    label: 'Designation',
    sortable: true,
    sortKey: 'designationName',
    cell: (row) => label(row.refLoadDesignationId, loadDesignationLabel),
    csv: (row) => label(row.refLoadDesignationId, loadDesignationLabel),
  },
  {
    id: 'refLoadTypeId',
    label: 'Load Type',
    sortable: true,
    defaultVisible: false,
    cell: (row) => label(row.refLoadTypeId, loadTypeLabel),
    csv: (row) => label(row.refLoadTypeId, loadTypeLabel),
  },
  {
    id: 'refLoadTrailerTypeId',
    label: 'Trailer Type',
    sortable: true,
    defaultVisible: false,
    cell: (row) => label(row.refLoadTrailerTypeId, trailerTypeLabel),
    csv: (row) => label(row.refLoadTrailerTypeId, trailerTypeLabel),
  },
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
  {
    id: 'dateAdded',
    label: 'Added',
    sortable: true,
    defaultVisible: false,
    cell: (row) => formatListDate(row.dateAdded),
    csv: (row) => formatListDate(row.dateAdded),
  },
  {
    id: 'createdByUser',
    label: 'Created By',
    sortable: true,
    sortKey: 'createdByUserName',
    staffOnly: true,
    defaultVisible: false,
    cell: (row) => (row.createdByUser ? userDisplayName(row.createdByUser) : ''),
    csv: (row) => (row.createdByUser ? userDisplayName(row.createdByUser) : ''),
  },
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
    deleteItems: access.mayDelete(Permission.LoadDelete)
      ? (ids, _rows, { signal, services }) => services.loadsApi.deleteBulk(ids.map(Number), signal)
      : undefined,
  });
