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
import { userSummaryById, userSummaryFrom } from '../users/user-summaries';
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

/**
 * An order's places (source, destination, current, next), each `[locationId, name, city, state code, state
 * name]`: one subquery per order in the orders statement, which costs the database what a separate places
 * statement did (0.5–1.3 ms against 0.6–2.8 ms for both on the 100k book) and saves the page a round trip.
 */
const placesOfOrder = sql<unknown>`(select json_agg(json_build_array(l.location_id, l.name, l.city, s.code, s.name)) from locations l left join ref_states s on s.ref_state_id = l.ref_state_id where l.location_id in (${o.sourceLocationId}, ${o.destinationLocationId}, ${o.currentLocationId}, ${o.nextLocationId}))`;

type PlaceTuple = [number, string | null, string | null, string | null, string | null];

/** The places an order row carries, by id (json arrives parsed from node-postgres, as text from some drivers). */
function placesById(value: unknown): Map<number, PlaceRow> {
  const tuples = (typeof value === 'string' ? JSON.parse(value) : (value ?? [])) as PlaceTuple[];
  return new Map(
    tuples.map(([id, name, city, stateCode, stateName]) => [
      Number(id),
      { name, city, stateCode, stateName },
    ]),
  );
}

/** The orders `where` picks, with their joined names and display fields (and `also`'s columns). */
const orderRowsWhere = <Also extends Record<string, SQL>>(db: Db, where: SQL, also = {} as Also) =>
  db
    .select({
      ...also,
      order: o,
      orderCustomerName: orderCustomers.orderCustomerName,
      placedBy: {
        systemUserId: placedBy.systemUserId,
        firstName: placedBy.firstName,
        lastName: placedBy.lastName,
      },
      pickedBy: { firstName: pickedBy.firstName, lastName: pickedBy.lastName },
      deliveringCarrierName: carriers.name,
      numberOfNotes: sql<number>`(select count(*) from notes n where n.order_id = ${o.orderId})`.mapWith(
        Number,
      ),
      latestNote: sql<
        string | null
      >`(select n.note_content from notes n where n.order_id = ${o.orderId} order by n.date_added desc, n.note_id desc limit 1)`,
      loadIds: sql<unknown>`(select coalesce(array_agg(distinct ls.load_id order by ls.load_id), '{}') from load_stop_orders lso join load_stops ls on ls.load_stop_id = lso.load_stop_id where lso.order_id = ${o.orderId})`,
      consolidationLocationId: sql<
        number | null
      >`(select ls.location_id from load_stop_orders lso join load_stops ls on ls.load_stop_id = lso.load_stop_id where lso.order_id = ${o.orderId} and lso.is_consolidation order by ls.load_stop_id desc limit 1)`,
      places: placesOfOrder,
    })
    .from(o)
    .leftJoin(orderCustomers, eq(orderCustomers.orderCustomerId, o.orderCustomerId))
    .leftJoin(placedBy, eq(placedBy.systemUserId, o.placedByCustomerUserId))
    .leftJoin(pickedBy, eq(pickedBy.systemUserId, o.pickedByUserId))
    .leftJoin(carriers, eq(carriers.carrierId, o.deliveringCarrierId))
    .where(where);

/** The orders of a page: one statement text for any ids, built once (db/prepared.ts). */
const orderRows = perDatabase((db) =>
  orderRowsWhere(db, sql`${o.orderId} = any(${sql.placeholder('ids')}::int[])`).prepare('orders_view'),
);

/**
 * One order (a detail, a save's answer): its own statement, since PostgreSQL never settles on a plan for
 * the page's (an array of unknown length looks dearer than the one id each custom plan sees), and so planned
 * it on every read, twice as long as the read itself. One id's plan is kept after five runs (decision 102).
 * It carries who added and last changed the order, which the detail's header names (decision 104).
 */
const oneOrderRow = perDatabase((db) =>
  orderRowsWhere(db, sql`${o.orderId} = ${sql.placeholder('id')}::int`, {
    addedByUser: userSummaryById(o.addedByUserId),
    modifiedByUser: userSummaryById(o.modifiedByUserId),
  }).prepare('orders_view_one'),
);

/** One order with the display fields, and who added and last changed it; undefined when there is none. */
export async function loadOrderItem(db: Db, id: number): Promise<Order | undefined> {
  const [row] = await oneOrderRow(db).execute({ id });
  return (
    row && {
      ...orderItemOf(row),
      addedByUser: userSummaryFrom(row.addedByUser),
      modifiedByUser: userSummaryFrom(row.modifiedByUser),
    }
  );
}

/**
 * Orders with the display fields the list shows (spec 2 §3 "Derived display fields"), for one page of ids:
 * one prepared statement, the places, counts and the latest note as correlated subqueries over that page
 * only. Few joins keep planning cheap (the places joined in would make 13 relations and reach GEQO).
 */
export async function loadOrderItems(db: Db, ids: number[]): Promise<Order[]> {
  return (await orderRows(db).execute({ ids: idArray(ids) })).map(orderItemOf);
}

/** A row of the orders' statements. */
type OrderRow = Awaited<ReturnType<ReturnType<typeof orderRows>['execute']>>[number];

/** An order as the list and the detail show it, from its row. */
function orderItemOf(r: OrderRow): Order {
  const row = r.order;
  const places = placesById(r.places);
  const placeOf = (id: number | null) => (id === null ? null : (places.get(id) ?? null));
  const source = placeOf(row.sourceLocationId);
  const destination = placeOf(row.destinationLocationId);
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
    ...at('currentLocation', placeOf(row.currentLocationId)),
    ...at('nextLocation', placeOf(row.nextLocationId)),
    loadIdsForThisOrder: loadIds,
    placedByCustomerUserName: r.placedBy ? fullName(r.placedBy.firstName, r.placedBy.lastName) : null,
    pickedByUserFullName: r.pickedBy ? fullName(r.pickedBy.firstName, r.pickedBy.lastName) : null,
    deliveringCarrierName: r.deliveringCarrierName,
  });
}
