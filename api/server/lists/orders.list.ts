import { eq, gte, inArray, lt, notInArray, or, sql, type SQL } from 'drizzle-orm';
import { orderListGroupOf, type SearchFields } from '#contract/list-query';
import { orderTypeCodes, orderTypeOptions, unitTypeCodes } from '#contract/order-codes';
import {
  OrderListGroup,
  orderStatusCodes,
  orderStatusesOfGroup,
  orderStatusOptions,
} from '#contract/order-status';
import type { Order } from '#contract/order';
import { carriers } from '../db/schema/carriers';
import { orderCustomers } from '../db/schema/customers';
import { loads, loadStopOrders, loadStops } from '../db/schema/loads';
import { locations } from '../db/schema/locations';
import { notes } from '../db/schema/notes';
import { orders } from '../db/schema/orders';
import { instantField } from './field-values';
import {
  booleanProp,
  codeProp,
  datetimeProp,
  dayProp,
  decimalProp,
  defineList,
  idProp,
  integerProp,
  staffOnlyFieldsOf,
  textProp,
  type ListContext,
  type ListProperty,
} from './list-definition';
import { withAuditUsersFor } from '../users/audit-users';
import { loadOrderItems } from './orders.view';
import { codeLabel, locationLine, locationProps, relatedProp, userNameProp } from './related';

const o = orders;
const staffOnly = { staffOnly: true } as const;

/** Orders on a load (stop), as a subquery of order ids. */
export const ordersOnLoads = (where: SQL) =>
  sql`select ${loadStopOrders.orderId} from ${loadStopOrders} join ${loadStops} on ${loadStops.loadStopId} = ${loadStopOrders.loadStopId} join ${loads} on ${loads.loadId} = ${loadStops.loadId} where ${where}`;

const warehouseIds = sql`select ${locations.locationId} from ${locations} where ${locations.isNWDWarehouse}`;

const orderProperties: Record<string, ListProperty> = {
  orderId: idProp(o.orderId),
  orderGroupId: idProp(o.orderGroupId),
  orderCustomerId: idProp(o.orderCustomerId),
  refOrderStatusId: codeProp(o.refOrderStatusId, orderStatusCodes, { labels: orderStatusOptions }),
  refOrderTypeId: codeProp(o.refOrderTypeId, orderTypeCodes, { labels: orderTypeOptions }),
  warehouseId: idProp(o.warehouseId),
  sourceLocationId: idProp(o.sourceLocationId),
  destinationLocationId: idProp(o.destinationLocationId),
  currentLocationId: idProp(o.currentLocationId),
  nextLocationId: idProp(o.nextLocationId),
  pickLocationId: idProp(o.pickLocationId),
  addedByUserId: idProp(o.addedByUserId, staffOnly),
  modifiedByUserId: idProp(o.modifiedByUserId, staffOnly),
  pickedByUserId: idProp(o.pickedByUserId, staffOnly),
  placedByCustomerUserId: idProp(o.placedByCustomerUserId),
  deliveringCarrierId: idProp(o.deliveringCarrierId, staffOnly),
  poNumber: textProp(o.poNumber),
  producerName: textProp(o.producerName),
  bol: textProp(o.bol, staffOnly),
  special: textProp(o.special),
  quantity: integerProp(o.quantity),
  caseEquivalent: decimalProp(o.caseEquivalent, 2),
  numberOfBottles: integerProp(o.numberOfBottles),
  unitType: codeProp(o.unitType, unitTypeCodes),
  isPicked: booleanProp(o.isPicked),
  revenue: decimalProp(o.revenue, 2, staffOnly),
  cons: textProp(o.cons, staffOnly),
  ignoreStatusUpdates: booleanProp(o.ignoreStatusUpdates, staffOnly),
  datePicked: dayProp(o.datePicked),
  datePickBy: dayProp(o.datePickBy),
  datePlaced: datetimeProp(o.datePlaced),
  dateReadyBy: dayProp(o.dateReadyBy),
  dateNeededBy: dayProp(o.dateNeededBy),
  dateShipBy: dayProp(o.dateShipBy),
  dateEstimatedShipBy: dayProp(o.dateEstimatedShipBy),
  dateShipped: datetimeProp(o.dateShipped),
  dateDelivered: datetimeProp(o.dateDelivered),
  dateAdded: datetimeProp(o.dateAdded),
  dateModified: datetimeProp(o.dateModified),

  statusName: textProp(codeLabel(o.refOrderStatusId, orderStatusOptions)),
  orderCustomerName: relatedProp(
    'text',
    o.orderCustomerId,
    orderCustomers,
    orderCustomers.orderCustomerId,
    orderCustomers.orderCustomerName,
  ),
  source: relatedProp('text', o.sourceLocationId, locations, locations.locationId, locationLine),
  destination: relatedProp('text', o.destinationLocationId, locations, locations.locationId, locationLine),
  ...locationProps('sourceLocation', o.sourceLocationId),
  ...locationProps('destinationLocation', o.destinationLocationId),
  ...locationProps('currentLocation', o.currentLocationId),
  ...locationProps('nextLocation', o.nextLocationId),
  placedByCustomerUserName: userNameProp(o.placedByCustomerUserId),
  pickedByUserFullName: userNameProp(o.pickedByUserId, staffOnly),
  deliveringCarrierName: relatedProp(
    'text',
    o.deliveringCarrierId,
    carriers,
    carriers.carrierId,
    carriers.name,
    staffOnly,
  ),
  latestNote: textProp(
    sql`(select ${notes.noteContent} from ${notes} where ${notes.orderId} = ${o.orderId} order by ${notes.dateAdded} desc, ${notes.noteId} desc limit 1)`,
    staffOnly,
  ),
  numberOfNotes: integerProp(sql`(select count(*)::int from ${notes} where ${notes.orderId} = ${o.orderId})`),
  numberOfLoads: integerProp(
    sql`(select count(distinct ${loadStops.loadId})::int from ${loadStopOrders} join ${loadStops} on ${loadStops.loadStopId} = ${loadStopOrders.loadStopId} where ${loadStopOrders.orderId} = ${o.orderId})`,
    staffOnly,
  ),
  orderIsOnLoad: booleanProp(
    sql`exists (select 1 from ${loadStopOrders} where ${loadStopOrders.orderId} = ${o.orderId})`,
  ),
  isConsolidation: booleanProp(
    sql`exists (select 1 from ${loadStopOrders} where ${loadStopOrders.orderId} = ${o.orderId} and ${loadStopOrders.isConsolidation})`,
  ),
};

/**
 * The search fields of spec 2 §3 that apply to orders (docs/api.md lists them); the others are ignored.
 * Dates bound dateAdded; locationId matches any of the order's six locations; statesList is the
 * destination's state; onlyNWDWarehouses / includeNWDWarehouse: false keep or drop orders whose current
 * location is a warehouse; loadId, loadIds, loadStopId and chosenDesignationIds reach through the loads.
 */
export function orderFieldConditions(f: SearchFields): (SQL | undefined)[] {
  const group = orderListGroupOf(f.currentOrders);
  return [
    f.orderCustomerId != null ? eq(o.orderCustomerId, f.orderCustomerId) : undefined,
    f.orderTypeId != null ? eq(o.refOrderTypeId, f.orderTypeId) : undefined,
    group !== OrderListGroup.All ? inArray(o.refOrderStatusId, [...orderStatusesOfGroup[group]]) : undefined,
    f.excludeStatusIds?.length ? notInArray(o.refOrderStatusId, f.excludeStatusIds) : undefined,
    f.dateStartInclusive
      ? gte(o.dateAdded, instantField('dateStartInclusive', f.dateStartInclusive))
      : undefined,
    f.dateEndExclusive ? lt(o.dateAdded, instantField('dateEndExclusive', f.dateEndExclusive)) : undefined,
    f.locationId != null
      ? or(
          ...[
            o.sourceLocationId,
            o.destinationLocationId,
            o.currentLocationId,
            o.nextLocationId,
            o.pickLocationId,
            o.warehouseId,
          ].map((c) => eq(c, f.locationId!)),
        )
      : undefined,
    f.statesList?.length
      ? sql`${o.destinationLocationId} in (select ${locations.locationId} from ${locations} where ${inArray(locations.refStateId, f.statesList)})`
      : undefined,
    f.onlyNWDWarehouses ? sql`${o.currentLocationId} in (${warehouseIds})` : undefined,
    f.includeNWDWarehouse === false
      ? sql`(${o.currentLocationId} is null or ${o.currentLocationId} not in (${warehouseIds}))`
      : undefined,
    f.loadId != null ? sql`${o.orderId} in (${ordersOnLoads(eq(loads.loadId, f.loadId))})` : undefined,
    f.loadIds?.length ? sql`${o.orderId} in (${ordersOnLoads(inArray(loads.loadId, f.loadIds))})` : undefined,
    f.loadStopId != null
      ? sql`${o.orderId} in (select ${loadStopOrders.orderId} from ${loadStopOrders} where ${loadStopOrders.loadStopId} = ${f.loadStopId})`
      : undefined,
    f.chosenDesignationIds?.length
      ? sql`${o.orderId} in (${ordersOnLoads(inArray(loads.refLoadDesignationId, f.chosenDesignationIds))})`
      : undefined,
    f.exceptionIds?.length ? notInArray(o.orderId, f.exceptionIds) : undefined,
  ];
}

/** Staff see every order; a customer login its customer's; a carrier login the orders on its loads. */
export function orderScope(ctx: ListContext): SQL | undefined {
  const identity = ctx.caller.identity;
  if (ctx.isStaff) return undefined;
  if (identity?.identityType === 'customer' && identity.orderCustomerId != null)
    return eq(o.orderCustomerId, identity.orderCustomerId);
  if (identity?.identityType === 'carrier' && identity.carrierId != null)
    return sql`${o.orderId} in (${ordersOnLoads(eq(loads.carrierId, identity.carrierId))})`;
  return sql`false`;
}

export const ordersList = defineList<Partial<Order>>({
  noun: 'orders',
  table: orders,
  id: o.orderId,
  idProperty: 'orderId',
  properties: orderProperties,
  // What a row shows: PO #, producer, BOL, customer, the From and To places (name and city), status and
  // type labels. The places resolve to location ids once per word (docs/performance.md, text search).
  search: [
    'poNumber',
    'producerName',
    'bol',
    'orderCustomerName',
    'sourceLocationName',
    'sourceLocationCity',
    'destinationLocationName',
    'destinationLocationCity',
    'refOrderStatusId',
    'refOrderTypeId',
  ],
  searchById: true,
  letter: 'producerName',
  defaultSort: [{ sortBy: 'orderId', isSortAscending: false }],
  fields: orderFieldConditions,
  scope: orderScope,
  load: async (ids, ctx) => (await loadOrderItems(ctx.db, ids)).map((item) => withAuditUsersFor(ctx, item)),
  // Outsiders: no revenue and no internal columns (spec 2 §1, §6).
  staffOnlyFields: ['loadIdsForThisOrder', 'migrationError'],
  idOf: (item) => item.orderId!,
});

/** Order fields outsiders never receive. */
export const staffOnlyOrderFields = staffOnlyFieldsOf(ordersList);
