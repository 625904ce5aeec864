import { orderTypeLabel, unitTypeLabel } from '#contract/order-codes';
import { orderTypeOptions } from '#contract/order-codes';
import {
  OrderListGroup,
  orderStatusLabel,
  orderStatusLook,
  orderStatusOptions,
} from '#contract/order-status';
import { StatusChip } from '#ui/components/status-chip/status-chip';
import { defineList, type ListColumn, type ListDefinition } from '../../../shared/lists/list-definition';
import { OrderExpanded } from './order-expanded';
import { ChangelogCell, NotesCountCell } from './order-record-cells';
import { OrderNumberCell } from './order-group-cell';
import {
  dateFilter,
  enumFilter,
  numberFilter,
  textFilter,
  yesNoColumn,
} from '../../../shared/business-lists/list-columns';
import {
  formatListDate,
  formatQuantityWithUnit,
  formatUsd,
} from '../../../shared/business-lists/list-format';
import type { OrderListItem } from './order-list-item';
import type { OrdersAccess } from './orders-access';

export const ordersListKey = 'orders-list';

interface OrderColumn extends ListColumn<OrderListItem> {
  /** Hidden from identities that are not staff (spec 2 §6); the server leaves these fields out for them. */
  staffOnly?: boolean;
}

const dateColumn = (id: keyof OrderListItem & string, label: string, more: Partial<OrderColumn> = {}) =>
  ({
    id,
    label,
    sortable: true,
    cell: (row: OrderListItem) => formatListDate(row[id] as string | null | undefined),
    csv: (row: OrderListItem) => formatListDate(row[id] as string | null | undefined),
    filter: dateFilter,
    ...more,
  }) satisfies OrderColumn;

const quantityCell = (row: OrderListItem) =>
  formatQuantityWithUnit(row.quantity, row.unitType == null ? null : unitTypeLabel(row.unitType));

/**
 * The order list's columns. Shown by default are those that fit 1440 px on one line each (Order # to
 * Needed By, long names cut at their width with the whole text in a tooltip); every default column but
 * the fixed-format Needed By names its width, so the row fits whatever the data (the widest status,
 * "Consolidating", included: a run with every status once overflowed by 5 px); the rest wait in Column
 * Settings, and columns a person chose there are restored from the settings key as before. The customer
 * identity does not get Type, BOL, Picked By, Cons, Ship By, Customer, Placed, Changelogs, Revenue,
 * Load(s) or Del. Carrier (spec 2 §6).
 */
export const orderColumns: readonly OrderColumn[] = [
  // A grouped order carries its group's marker here (issue #25); Group # itself waits in Column Settings.
  {
    id: 'orderId',
    label: 'Order #',
    filter: numberFilter,
    sortable: true,
    width: 80,
    cell: (row) => <OrderNumberCell row={row} />,
    csv: (row) => row.orderId,
  },
  {
    id: 'refOrderStatusId',
    label: 'Status',
    filter: enumFilter(orderStatusOptions),
    sortable: true,
    width: 112,
    cell: (row) => {
      const look = orderStatusLook(row.refOrderStatusId);
      return (
        <StatusChip
          tone={look.tone}
          outlined={look.outlined}
          label={orderStatusLabel(row.refOrderStatusId)}
          size="sm"
        />
      );
    },
    csv: (row) => orderStatusLabel(row.refOrderStatusId),
  },
  {
    id: 'refOrderTypeId',
    label: 'Type',
    filter: enumFilter(orderTypeOptions),
    sortable: true,
    staffOnly: true,
    width: 120,
    cell: (row) => (row.refOrderTypeId == null ? '' : orderTypeLabel(row.refOrderTypeId)),
    csv: (row) => (row.refOrderTypeId == null ? '' : orderTypeLabel(row.refOrderTypeId)),
  },
  {
    id: 'orderCustomerName',
    label: 'Customer',
    filter: textFilter(),
    sortable: true,
    staffOnly: true,
    width: 120,
  },
  { id: 'producerName', label: 'Producer', sortable: true, width: 120, filter: textFilter() },
  { id: 'poNumber', label: 'PO #', sortable: true, width: 100, filter: textFilter() },
  { id: 'bol', label: 'BOL', sortable: true, staffOnly: true, defaultVisible: false, filter: textFilter() },
  {
    id: 'quantity',
    label: 'Quantity',
    filter: numberFilter,
    sortable: true,
    align: 'end',
    width: 140,
    cell: quantityCell,
    csv: (row) => row.quantity,
  },
  { id: 'source', label: 'From', sortable: true, width: 120, filter: textFilter() },
  { id: 'destination', label: 'To', sortable: true, width: 120, filter: textFilter() },
  dateColumn('dateReadyBy', 'Ready By', { defaultVisible: false }),
  dateColumn('dateShipBy', 'Ship By', { staffOnly: true, defaultVisible: false }),
  dateColumn('dateNeededBy', 'Needed By'),
  // The board's orders needed soon on no load link here filtered on it (decision 085).
  yesNoColumn<OrderListItem>('orderIsOnLoad', 'On a Load', { defaultVisible: false }),
  dateColumn('datePlaced', 'Placed', { staffOnly: true, defaultVisible: false }),
  {
    id: 'pickedByUserFullName',
    label: 'Picked By',
    sortable: true,
    staffOnly: true,
    defaultVisible: false,
    filter: textFilter(),
  },
  { id: 'cons', label: 'Cons', sortable: true, staffOnly: true, defaultVisible: false, filter: textFilter() },
  {
    id: 'revenue',
    label: 'Revenue',
    filter: numberFilter,
    sortable: true,
    staffOnly: true,
    align: 'end',
    defaultVisible: false,
    cell: (row) => formatUsd(row.revenue),
  },
  {
    id: 'numberOfLoads',
    label: 'Load(s)',
    filter: numberFilter,
    sortable: true,
    staffOnly: true,
    align: 'end',
    defaultVisible: false,
  },
  {
    id: 'deliveringCarrierName',
    label: 'Del. Carrier',
    filter: textFilter(),
    sortable: true,
    staffOnly: true,
    defaultVisible: false,
  },
  {
    id: 'orderGroupId',
    label: 'Group #',
    sortable: true,
    align: 'end',
    defaultVisible: false,
    filter: numberFilter,
  },
  {
    id: 'numberOfNotes',
    label: 'Notes',
    filter: numberFilter,
    sortable: true,
    align: 'end',
    defaultVisible: false,
    cell: (row) => <NotesCountCell row={row} />,
    csv: (row) => row.numberOfNotes ?? 0,
  },
  {
    id: 'changelogs',
    label: 'Changelogs',
    staffOnly: true,
    exportable: false,
    defaultVisible: false,
    cell: (row) => <ChangelogCell row={row} />,
  },
];

const withoutCell = ({ cell: _, ...column }: ListColumn<OrderListItem>) => column;

/**
 * The fields a row of this identity's list reads: every column's own (hidden ones too, so Column Settings
 * needs no new request), the unit of Quantity and, for staff, the expanded row's latest note. getItems
 * answers only these (`columnSelection`, decision 091) instead of about 70 fields an order.
 */
export const orderRowFields = (staff: boolean): string[] => [
  ...orderColumns.filter((c) => (staff || !c.staffOnly) && c.id !== 'changelogs').map((c) => c.id),
  'unitType',
  ...(staff ? ['latestNote'] : []),
];

/**
 * The order list of spec 2 §2 for one identity: staff get every column, Delete when they may, and the
 * latest note and all three dates in the expanded row; other identities the reduced list of spec 2 §6.
 * Status groupings go in `fields.currentOrders`, Current by default.
 */
export function ordersListFor(access: OrdersAccess): ListDefinition<OrderListItem> {
  return defineList<OrderListItem>({
    key: ordersListKey,
    title: 'Orders',
    // A load's change or a stop checked off changes its orders' rows (status, load, dates).
    live: ['order', 'load', 'stop'],
    inUrl: true,
    savedViews: true,
    rowKey: 'orderId',
    rowLabel: (row) => `Order ${row.orderId}`,
    searchLabel: 'Search orders',
    defaultQuery: {
      sortColumns: [{ sortBy: 'orderId', isSortAscending: false }],
      fields: { currentOrders: OrderListGroup.Current },
    },
    columns: orderColumns
      .filter((c) => access.staff || !c.staffOnly)
      // Without OrderNoteView the count stays a number: there is no dialog to open.
      .map(({ staffOnly: _, ...column }) =>
        column.id === 'numberOfNotes' && !access.canViewNotes ? withoutCell(column) : column,
      ),
    fetchItems: (query, { signal, services }) =>
      services.ordersApi.getItems({ ...query, columnSelection: orderRowFields(access.staff) }, signal),
    exportRows: (query, fields, { signal, services }) => services.ordersApi.exportRows(query, fields, signal),
    ...(access.canDelete
      ? {
          deleteItems: (ids, _rows, { signal, services }) =>
            services.ordersApi.deleteBulk(ids as number[], signal),
        }
      : {}),
    renderExpanded: (row) => (
      <OrderExpanded order={row} staff={access.staff} canViewNotes={access.canViewNotes} />
    ),
  });
}
