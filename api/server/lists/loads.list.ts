import { eq, gte, inArray, lt, notInArray, sql, type SQL } from 'drizzle-orm';
import { orderListGroupOf, type SearchFields } from '#contract/list-query';
import {
  loadDesignationCodes,
  loadStopTypeOptions,
  loadTypeOptions,
  trailerTypeOptions,
} from '#contract/load-codes';
import { currentLoadStatuses, LoadStatus, loadStatusCodes, loadStatusOptions } from '#contract/load-status';
import type { Load } from '#contract/load';
import { OrderListGroup } from '#contract/order-status';
import {
  checkedOffOnTime,
  hasCarrier,
  hasLateStop,
  hasStopIssue,
  lastCheckedOffAt,
} from '../board/stop-exceptions';
import { carriers } from '../db/schema/carriers';
import { loads, loadStopOrders, loadStops } from '../db/schema/loads';
import { locations } from '../db/schema/locations';
import { notes } from '../db/schema/notes';
import { orders } from '../db/schema/orders';
import { refLoadDesignations } from '../db/schema/reference';
import { withAuditUsersFor } from '../users/audit-users';
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
import { loadLoadItems } from './loads.view';
import { orderScope } from './orders.list';
import { codeLabel, countOf, relatedProp, userNameProp } from './related';

const l = loads;
const staffOnly = { staffOnly: true } as const;
const codes = (options: readonly { value: number }[]) => options.map((x) => x.value);
const [pickup, delivery] = codes(loadStopTypeOptions);

const stopCount = (type: number) =>
  integerProp(
    sql`(select count(*)::int from ${loadStops} where ${loadStops.loadId} = ${l.loadId} and ${loadStops.refLoadStopTypeId} = ${type}::int)`,
  );
const locationName = (fk: typeof l.originLocationId) =>
  relatedProp('text', fk, locations, locations.locationId, locations.name);

/** Loads that carry an order matching `where` (a condition on `orders`). */
export const loadsCarrying = (where: SQL) =>
  sql`select ${loadStops.loadId} from ${loadStops} join ${loadStopOrders} on ${loadStopOrders.loadStopId} = ${loadStops.loadStopId} join ${orders} on ${orders.orderId} = ${loadStopOrders.orderId} where ${where}`;

const loadProperties: Record<string, ListProperty> = {
  loadId: idProp(l.loadId),
  refLoadTypeId: codeProp(l.refLoadTypeId, codes(loadTypeOptions)),
  refLoadStatusId: codeProp(l.refLoadStatusId, loadStatusCodes, { labels: loadStatusOptions }),
  refLoadDesignationId: codeProp(l.refLoadDesignationId, loadDesignationCodes),
  refLoadTrailerTypeId: codeProp(l.refLoadTrailerTypeId, codes(trailerTypeOptions)),
  carrierId: idProp(l.carrierId),
  originLocationId: idProp(l.originLocationId),
  currentLocationId: idProp(l.currentLocationId),
  destinationLocationId: idProp(l.destinationLocationId),
  trailerNumber: textProp(l.trailerNumber),
  carrierNote: textProp(l.carrierNote),
  miles: integerProp(l.miles),
  isAllDay: booleanProp(l.isAllDay),
  revenue: decimalProp(l.revenue, 2, staffOnly),
  showRevenueOnLoadSummary: booleanProp(l.showRevenueOnLoadSummary, staffOnly),
  // Carrier pay is staff business, as on the load page (loadStaffOnlyFields).
  carrierPaid: booleanProp(l.carrierPaid, staffOnly),
  carrierRate: decimalProp(l.carrierRate, 2, staffOnly),
  carrierAccessoryCharge: decimalProp(l.carrierAccessoryCharge, 2, staffOnly),
  carrierAccessoryChargeDescription: textProp(l.carrierAccessoryChargeDescription, staffOnly),
  carrierPaidCheckNumber: textProp(l.carrierPaidCheckNumber, staffOnly),
  carrierPaidInvoiceNumber: textProp(l.carrierPaidInvoiceNumber, staffOnly),
  carrierPaidAmount: decimalProp(l.carrierPaidAmount, 2, staffOnly),
  carrierPaidNote: textProp(l.carrierPaidNote, staffOnly),
  carrierPaidDate: dayProp(l.carrierPaidDate, staffOnly),
  carrierPaidByUserId: idProp(l.carrierPaidByUserId, staffOnly),
  ignoreStatusUpdates: booleanProp(l.ignoreStatusUpdates, staffOnly),
  estimatedShippingDate: datetimeProp(l.estimatedShippingDate),
  dateAdded: datetimeProp(l.dateAdded),
  dateModified: datetimeProp(l.dateModified),

  statusName: textProp(codeLabel(l.refLoadStatusId, loadStatusOptions)),
  designationName: relatedProp(
    'text',
    l.refLoadDesignationId,
    refLoadDesignations,
    refLoadDesignations.refLoadDesignationId,
    refLoadDesignations.name,
  ),
  carrierName: relatedProp('text', l.carrierId, carriers, carriers.carrierId, carriers.name),
  originLocationName: locationName(l.originLocationId),
  currentLocationName: locationName(l.currentLocationId),
  destinationLocationName: locationName(l.destinationLocationId),
  createdByUserName: userNameProp(l.addedByUserId, staffOnly),
  modifiedByUserName: userNameProp(l.modifiedByUserId, staffOnly),
  pickups: stopCount(pickup!),
  deliveries: stopCount(delivery!),
  noteCount: countOf(notes, notes.loadId, l.loadId),
  // The board's exceptions (decision 085): each board figure is this list under one of these filters.
  hasLateStop: booleanProp(hasLateStop),
  hasStopIssue: booleanProp(hasStopIssue),
  hasCarrier: booleanProp(hasCarrier),
  // The on-time rates and their chart (decision 085): the board links each to this list under these.
  lastPickupAt: lastCheckedOffAt(pickup!),
  pickupsOnTime: booleanProp(checkedOffOnTime(pickup!)),
  lastDeliveryAt: lastCheckedOffAt(delivery!),
  deliveriesOnTime: booleanProp(checkedOffOnTime(delivery!)),
  cases: decimalProp(
    sql`(select coalesce(sum(${orders.caseEquivalent}), 0) from ${loadStops} join ${loadStopOrders} on ${loadStopOrders.loadStopId} = ${loadStops.loadStopId} join ${orders} on ${orders.orderId} = ${loadStopOrders.orderId} where ${loadStops.loadId} = ${l.loadId} and ${loadStops.refLoadStopTypeId} = ${pickup!}::int)`,
    undefined,
  ),
  netRevenue: decimalProp(
    sql`(${l.revenue} - coalesce(${l.carrierRate}, 0) - coalesce(${l.carrierAccessoryCharge}, 0))`,
    undefined,
    staffOnly,
  ),
};

/**
 * Search fields that apply to loads: currentOrders picks the grouping (1 current = all but Delivered and
 * Cancelled, 2 Delivered, 3 Cancelled, 4 all); excludeStatusIds, loadId, loadIds, exceptionIds and
 * chosenDesignationIds on the load; locationId: a stop there; orderCustomerId: carries that customer's
 * orders; dates bound estimatedShippingDate; statesList is the destination's state.
 */
export function loadFieldConditions(f: SearchFields): (SQL | undefined)[] {
  const group = orderListGroupOf(f.currentOrders);
  const statuses =
    group === OrderListGroup.Current
      ? [...currentLoadStatuses]
      : group === OrderListGroup.Delivered
        ? [LoadStatus.Delivered]
        : group === OrderListGroup.Cancelled
          ? [LoadStatus.Cancelled]
          : null;
  return [
    statuses ? inArray(l.refLoadStatusId, statuses) : undefined,
    f.excludeStatusIds?.length ? notInArray(l.refLoadStatusId, f.excludeStatusIds) : undefined,
    f.loadId != null ? eq(l.loadId, f.loadId) : undefined,
    f.loadIds?.length ? inArray(l.loadId, f.loadIds) : undefined,
    f.exceptionIds?.length ? notInArray(l.loadId, f.exceptionIds) : undefined,
    f.chosenDesignationIds?.length ? inArray(l.refLoadDesignationId, f.chosenDesignationIds) : undefined,
    f.locationId != null
      ? sql`${l.loadId} in (select ${loadStops.loadId} from ${loadStops} where ${loadStops.locationId} = ${f.locationId}::int)`
      : undefined,
    f.orderCustomerId != null
      ? sql`${l.loadId} in (${loadsCarrying(eq(orders.orderCustomerId, f.orderCustomerId))})`
      : undefined,
    f.dateStartInclusive
      ? gte(l.estimatedShippingDate, instantField('dateStartInclusive', f.dateStartInclusive))
      : undefined,
    f.dateEndExclusive
      ? lt(l.estimatedShippingDate, instantField('dateEndExclusive', f.dateEndExclusive))
      : undefined,
    f.statesList?.length
      ? sql`${l.destinationLocationId} in (select ${locations.locationId} from ${locations} where ${inArray(locations.refStateId, f.statesList)})`
      : undefined,
  ];
}

/** Staff see every load; a carrier login its own; a customer login those carrying its orders. */
export function loadScope(ctx: ListContext): SQL | undefined {
  const identity = ctx.caller.identity;
  if (ctx.isStaff) return undefined;
  if (identity?.identityType === 'carrier' && identity.carrierId != null)
    return eq(l.carrierId, identity.carrierId);
  if (identity?.identityType === 'customer' && identity.orderCustomerId != null)
    return sql`${l.loadId} in (${loadsCarrying(eq(orders.orderCustomerId, identity.orderCustomerId))})`;
  return sql`false`;
}

/**
 * On a load shared with other customers' orders, a customer login is shown its own orders' ids only. A
 * carrier login reaches every order on its own loads (orderScope), and its page holds only its own loads, so
 * nothing is narrowed: its page is read as staff's, by the statement PostgreSQL keeps a plan of (the
 * narrowed one repeated the carrier's orders five times and took about 5 ms to plan, each page).
 */
function visibleOrderIds(ctx: ListContext): SQL | undefined {
  if (ctx.caller.identity?.identityType === 'carrier') return undefined;
  const scope = orderScope(ctx);
  return scope ? sql`select ${orders.orderId} from ${orders} where ${scope}` : undefined;
}

export const loadsList = defineList<Partial<Load>>({
  noun: 'loads',
  table: loads,
  id: l.loadId,
  idProperty: 'loadId',
  properties: loadProperties,
  // What a row shows: carrier, trailer #, origin and destination names, status and designation.
  search: [
    'carrierName',
    'trailerNumber',
    'originLocationName',
    'destinationLocationName',
    'refLoadStatusId',
    'designationName',
  ],
  searchById: true,
  letter: 'carrierName',
  defaultSort: [{ sortBy: 'loadId', isSortAscending: false }],
  fields: loadFieldConditions,
  scope: loadScope,
  // Who made and last changed a load: the record rule, as on the load page (decision 067).
  load: async (ids, ctx) =>
    (await loadLoadItems(ctx.db, ids, visibleOrderIds(ctx))).map((item) => withAuditUsersFor(ctx, item)),
  idOf: (item) => item.loadId!,
});

/** Load fields outsiders never receive. */
export const staffOnlyLoadFields = staffOnlyFieldsOf(loadsList);
