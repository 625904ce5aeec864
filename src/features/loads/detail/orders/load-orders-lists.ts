import type { z } from 'zod';
import type { orderListItemSchema } from '#client/orders.api';
import {
  orderStatusCodes,
  orderStatusLabel,
  orderStatusTone,
  unplannedOrderStatuses,
} from '#contract/order-status';
import { statusCell } from '../../../../shared/business-lists/list-cells';
import { formatQuantity } from '../../../../shared/business-lists/list-format';
import { defineList, type ListColumn } from '../../../../shared/lists/list-definition';

export type LoadOrderRow = z.infer<typeof orderListItemSchema>;

const columns: readonly ListColumn<LoadOrderRow>[] = [
  { id: 'orderId', label: 'Order #', sortable: true },
  {
    id: 'refOrderStatusId',
    label: 'Status',
    sortable: true,
    sortKey: 'statusName',
    cell: (row) => statusCell(orderStatusLabel(row.refOrderStatusId), orderStatusTone(row.refOrderStatusId)),
    csv: (row) => orderStatusLabel(row.refOrderStatusId),
  },
  { id: 'orderCustomerName', label: 'Customer', sortable: true, width: 180 },
  { id: 'producerName', label: 'Producer', sortable: true, width: 180 },
  { id: 'poNumber', label: 'PO #', sortable: true },
  {
    id: 'quantity',
    label: 'Cases',
    sortable: true,
    align: 'end',
    cell: (row) => formatQuantity(row.quantity),
  },
  { id: 'sourceLocationName', label: 'Origin', sortable: true, width: 180 },
  { id: 'destinationLocationName', label: 'Destination', sortable: true, width: 180 },
  { id: 'orderGroupId', label: 'Group', sortable: true, defaultVisible: false },
];

/** The load's own orders (spec 2 §2, settings key 'load-orders-list'): the orders list with fields.loadId. */
export const loadOrdersList = (loadId: number) =>
  defineList<LoadOrderRow>({
    key: 'load-orders-list',
    title: 'Orders on this Load',
    rowKey: 'orderId',
    rowLabel: (row) => `Order #${row.orderId}`,
    searchLabel: 'Search orders on this load',
    columns,
    defaultQuery: { sortColumns: [{ sortBy: 'orderId', isSortAscending: true }], fields: { loadId } },
    fetchItems: (query, { signal, services }) => services.ordersApi.getItems(query, signal),
  });

/** The orders that may be added: unplanned ones (Intake, Open, Issue, On Hold; spec 2 §4). */
export const unplannedOrdersList = () =>
  defineList<LoadOrderRow>({
    key: 'load-unplanned-orders-list',
    title: 'Unplanned Orders',
    rowKey: 'orderId',
    rowLabel: (row) => `Order #${row.orderId}`,
    searchLabel: 'Search unplanned orders',
    columns,
    defaultQuery: {
      sortColumns: [{ sortBy: 'orderId', isSortAscending: false }],
      fields: { excludeStatusIds: orderStatusCodes.filter((c) => !unplannedOrderStatuses.includes(c)) },
    },
    fetchItems: (query, { signal, services }) => services.ordersApi.getItems(query, signal),
  });
