import { eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Order } from '#contract/order';
import { orderStatusLabel } from '#contract/order-status';
import type { OrderStatusCode } from '#contract/order-status';
import type { OrderTypeCode, UnitTypeCode } from '#contract/order-codes';
import type { Db } from '../db/connect';
import { idArray, perDatabase } from '../db/prepared';
import { systemUsers } from '../db/schema/auth';
import { carriers } from '../db/schema/carriers';
import { orderCustomers } from '../db/schema/customers';
import { orders } from '../db/schema/orders';
import { dayText, intArray, iso, locationLineOf, withFields } from './related';

const o = orders;

const placedBy = alias(systemUsers, 'placed_by');
const pickedBy = alias(systemUsers, 'picked_by');

type PlaceRow = {
  name: string | null;
  city: string | null;
  stateCode: string | null;
  stateName: string | null;
};
const fullName = (first: string | null, last: string | null) => `${first ?? ''} ${last ?? ''}`.trim() || null;

/** A place as its order shows it: name, city and state, one JSON object from a correlated subquery. */
const placeOf = (location: typeof o.sourceLocationId) =>
  sql<PlaceRow | null>`(select json_build_object('name', l.name, 'city', l.city, 'stateCode', s.code, 'stateName', s.name) from locations l left join ref_states s on s.ref_state_id = l.ref_state_id where l.location_id = ${location})`;

/**
 * What an order item is made of: the order, its joined names, the counts, the latest note, the loads and the
 * four places. The places are correlated subqueries rather than joins: 13 joined relations reach PostgreSQL's
 * GEQO and plan erratically, a subquery per place is planned on its own (decision 073).
 */
const orderSelection = {
  order: o,
  orderCustomerName: orderCustomers.orderCustomerName,
  placedBy: {
    systemUserId: placedBy.systemUserId,
    firstName: placedBy.firstName,
    lastName: placedBy.lastName,
  },
  pickedBy: { firstName: pickedBy.firstName, lastName: pickedBy.lastName },
  deliveringCarrierName: carriers.name,
  numberOfNotes: sql<number>`(select count(*) from notes n where n.order_id = ${o.orderId})`.mapWith(Number),
  latestNote: sql<
    string | null
  >`(select n.note_content from notes n where n.order_id = ${o.orderId} order by n.date_added desc, n.note_id desc limit 1)`,
  loadIds: sql<unknown>`(select coalesce(array_agg(distinct ls.load_id order by ls.load_id), '{}') from load_stop_orders lso join load_stops ls on ls.load_stop_id = lso.load_stop_id where lso.order_id = ${o.orderId})`,
  consolidationLocationId: sql<
    number | null
  >`(select ls.location_id from load_stop_orders lso join load_stops ls on ls.load_stop_id = lso.load_stop_id where lso.order_id = ${o.orderId} and lso.is_consolidation order by ls.load_stop_id desc limit 1)`,
  source: placeOf(o.sourceLocationId),
  destination: placeOf(o.destinationLocationId),
  current: placeOf(o.currentLocationId),
  next: placeOf(o.nextLocationId),
};

/**
 * The orders of `ids` (an int[] expression, in the order wanted) with their display fields, in that order:
 * one statement, whatever the page size.
 */
const orderQuery = (db: Db, ids: SQL) =>
  db
    .select(orderSelection)
    .from(sql`unnest(${ids}) with ordinality as p(id, n)`)
    .innerJoin(o, sql`${o.orderId} = p.id`)
    .leftJoin(orderCustomers, eq(orderCustomers.orderCustomerId, o.orderCustomerId))
    .leftJoin(placedBy, eq(placedBy.systemUserId, o.placedByCustomerUserId))
    .leftJoin(pickedBy, eq(pickedBy.systemUserId, o.pickedByUserId))
    .leftJoin(carriers, eq(carriers.carrierId, o.deliveringCarrierId))
    .orderBy(sql`p.n`);

/** The orders of some ids: one statement text for any ids, built and planned once per connection. */
const orderRows = perDatabase((db) =>
  orderQuery(db, sql`${sql.placeholder('ids')}::int[]`).prepare('orders_view'),
);

/** Orders with the display fields the list shows (spec 2 §3 "Derived display fields"), in the order of `ids`. */
export async function loadOrderItems(db: Db, ids: number[]): Promise<Order[]> {
  return (await orderRows(db).execute({ ids: idArray(ids) })).map(orderItem);
}

/**
 * The orders a page query selects (`select <id> … order by … limit … offset …`), with their display fields, in
 * its order: the page and its items in one statement (decision 073), where the ids, the orders and their
 * places took three round trips.
 */
export async function loadOrderPage(db: Db, page: SQL): Promise<Order[]> {
  return (await orderQuery(db, sql`array(${page})`)).map(orderItem);
}

type OrderRow = Awaited<ReturnType<ReturnType<typeof orderQuery>['execute']>>[number];

function orderItem(r: OrderRow): Order {
  const row = r.order;
  const { source, destination } = r;
  const at = (prefix: string, p: PlaceRow | null) => ({
    [`${prefix}Name`]: p?.name ?? null,
    [`${prefix}City`]: p?.city ?? null,
    [`${prefix}StateAbbreviation`]: p?.stateCode ?? null,
    [`${prefix}StateName`]: p?.stateName ?? null,
  });
  const loadIds = intArray(r.loadIds);
  const consolidationLocationId =
    r.consolidationLocationId == null ? null : Number(r.consolidationLocationId);
  return withFields(row, {
    refOrderStatusId: row.refOrderStatusId as OrderStatusCode,
    resumeStatus: row.resumeStatus as OrderStatusCode | null,
    refOrderTypeId: row.refOrderTypeId as OrderTypeCode | null,
    unitType: row.unitType as UnitTypeCode,
    datePicked: dayText(row.datePicked),
    datePickBy: dayText(row.datePickBy),
    datePlaced: iso(row.datePlaced),
    dateReadyBy: dayText(row.dateReadyBy),
    dateNeededBy: dayText(row.dateNeededBy),
    dateShipBy: dayText(row.dateShipBy),
    dateEstimatedShipBy: dayText(row.dateEstimatedShipBy),
    dateShipped: iso(row.dateShipped),
    dateDelivered: iso(row.dateDelivered),
    dateAdded: iso(row.dateAdded)!,
    dateModified: iso(row.dateModified)!,
    placedByCustomerUser: r.placedBy?.systemUserId
      ? { ...r.placedBy, name: fullName(r.placedBy.firstName, r.placedBy.lastName) }
      : null,
    orderIsOnLoad: loadIds.length > 0,
    statusName: orderStatusLabel(row.refOrderStatusId),
    latestNote: r.latestNote,
    orderCustomerName: r.orderCustomerName,
    numberOfLoads: loadIds.length,
    numberOfNotes: r.numberOfNotes,
    isConsolidation: consolidationLocationId !== null,
    consolidationLocationId,
    source: source ? locationLineOf(source) : null,
    destination: destination ? locationLineOf(destination) : null,
    ...at('sourceLocation', source),
    ...at('destinationLocation', destination),
    ...at('currentLocation', r.current),
    ...at('nextLocation', r.next),
    loadIdsForThisOrder: loadIds,
    placedByCustomerUserName: r.placedBy ? fullName(r.placedBy.firstName, r.placedBy.lastName) : null,
    pickedByUserFullName: r.pickedBy ? fullName(r.pickedBy.firstName, r.pickedBy.lastName) : null,
    deliveringCarrierName: r.deliveringCarrierName,
  });
}
