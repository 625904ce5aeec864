import type { z } from 'zod';
import type { loadListItemSchema } from '#client/loads.api';
import type { orderListItemSchema } from '#client/orders.api';
import type { SearchFields } from '#contract/list-query';
import { orderStatusLabel, orderStatusLook, orderStatusOptions } from '#contract/order-status';
import { statusCell } from '../../../shared/business-lists/list-cells';
import {
  dateColumn,
  enumFilter,
  loadCarrierColumn,
  loadStatusColumn,
  numberColumn,
  numberFilter,
  valueColumn,
} from '../../../shared/business-lists/list-columns';
import { formatQuantity } from '../../../shared/business-lists/list-format';
import { defineList, type ListColumn } from '../../../shared/lists/list-definition';

type OrderRow = z.infer<typeof orderListItemSchema>;
type LoadRow = z.infer<typeof loadListItemSchema>;

/** The orders of one customer or location: the fields that tell one order from another. */
const orderColumns = (withCustomer: boolean): ListColumn<OrderRow>[] => [
  numberColumn('orderId', 'Order #', { align: undefined, width: 80 }),
  {
    id: 'refOrderStatusId',
    label: 'Status',
    sortable: true,
    filter: enumFilter(orderStatusOptions),
    cell: (row) =>
      statusCell(orderStatusLabel(row.refOrderStatusId), orderStatusLook(row.refOrderStatusId).tone),
    csv: (row) => orderStatusLabel(row.refOrderStatusId),
  },
  ...(withCustomer ? [valueColumn<OrderRow>('orderCustomerName', 'Customer')] : []),
  valueColumn('producerName', 'Producer'),
  valueColumn('poNumber', 'PO #'),
  {
    id: 'quantity',
    label: 'Quantity',
    sortable: true,
    align: 'end',
    filter: numberFilter,
    cell: (row) => formatQuantity(row.quantity),
  },
  valueColumn('source', 'From'),
  valueColumn('destination', 'To'),
  dateColumn('dateNeededBy', 'Needed By'),
];

/** The loads that stop at a location or carry a customer's orders. */
const loadColumns: ListColumn<LoadRow>[] = [
  numberColumn('loadId', 'Load #', { align: undefined }),
  loadStatusColumn(),
  loadCarrierColumn(),
  valueColumn('originLocationName', 'Origin'),
  valueColumn('destinationLocationName', 'Destination'),
  dateColumn('estimatedShippingDate', 'Est. Ship Date'),
];

export type RelatedOwner = 'customer' | 'location';

const ownerFields = (owner: RelatedOwner, id: number): SearchFields =>
  owner === 'customer' ? { orderCustomerId: id } : { locationId: id };

/**
 * The Orders tab of a customer or a location (spec 2 §2): the order list filtered to it, every status,
 * newest first. Its settings have a key of their own, apart from the orders list's.
 */
export const relatedOrdersList = (owner: RelatedOwner, id: number) =>
  defineList<OrderRow>({
    key: `${owner}-orders-list`,
    title: 'Orders',
    rowKey: 'orderId',
    rowLabel: (row) => `Order ${row.orderId}`,
    searchLabel: 'Search orders',
    columns: orderColumns(owner === 'location'),
    defaultQuery: {
      sortColumns: [{ sortBy: 'orderId', isSortAscending: false }],
      // No grouping field: every status (the server reads an absent grouping as All).
      fields: ownerFields(owner, id),
    },
    fetchItems: (query, { signal, services }) => services.ordersApi.getItems(query, signal),
  });

/** The Loads tab of a customer or a location: the loads that carry its orders or stop there. */
export const relatedLoadsList = (owner: RelatedOwner, id: number) =>
  defineList<LoadRow>({
    key: `${owner}-loads-list`,
    title: 'Loads',
    rowKey: 'loadId',
    rowLabel: (row) => `Load ${row.loadId}`,
    searchLabel: 'Search loads',
    columns: loadColumns,
    defaultQuery: {
      sortColumns: [{ sortBy: 'loadId', isSortAscending: false }],
      fields: ownerFields(owner, id),
    },
    fetchItems: (query, { signal, services }) => services.loadsApi.getItems(query, signal),
  });
