import { and, asc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Load, LoadStop } from '#contract/load';
import type { LoadStopTypeCode } from '#contract/load-codes';
import { stopCaseSummary, sumCases } from '#domain/case-equivalent';
import type { Database, Db } from '../db/connect';
import { idArray, perDatabase } from '../db/prepared';
import { readSideBySide } from '../db/read-side-by-side';
import { contacts } from '../db/schema/contacts';
import { loadStops } from '../db/schema/loads';
import { locations } from '../db/schema/locations';
import { orders } from '../db/schema/orders';
import { iso } from '../lists/related';
import { loadLoadItems } from '../lists/loads.view';
import { ordersOnStops, readJourneyLegs } from './load-legs';

/** A stored stop with the orders on it, as the rules read it. */
export type StopRow = typeof loadStops.$inferSelect & {
  loadStopOrders: { orderId: number; isConsolidation: boolean }[];
};

/** `column = any(ids)`, the ids one int[] parameter, so one statement text serves any number of them. */
const anyOf = (column: Parameters<typeof eq>[0]) => sql`${column} = any(${sql.placeholder('ids')}::int[])`;

/*
 * The detail's and the saves' statements, built once per database or transaction handle and sent as named
 * prepared statements (db/prepared.ts): drizzle's building of these selects cost more CPU than PostgreSQL's
 * running them (issue #26).
 */
/**
 * The load's stops in sequence, each with its orders (by order id) as one json array: one statement instead
 * of the stops and then their orders (decision 096). Written out, not built from columns: drizzle writes a
 * single table's columns unqualified, and the correlated subquery needs both tables named.
 */
const stopsOfLoad = perDatabase((db) =>
  db
    .select({
      ...getTableColumns(loadStops),
      loadStopOrders: sql<StopRow['loadStopOrders'] | null>`(
        select json_agg(json_build_object('orderId', lso.order_id, 'isConsolidation', lso.is_consolidation)
          order by lso.order_id)
        from load_stop_orders lso where lso.load_stop_id = load_stops.load_stop_id)`,
    })
    .from(loadStops)
    .where(eq(loadStops.loadId, sql.placeholder('loadId')))
    .orderBy(asc(loadStops.stopSequence), asc(loadStops.loadStopId))
    .prepare('load_stops_with_orders'),
);
const stopOrderCards = perDatabase((db) =>
  db
    .select({
      orderId: orders.orderId,
      producerName: orders.producerName,
      poNumber: orders.poNumber,
      quantity: orders.quantity,
      orderGroupId: orders.orderGroupId,
      caseEquivalent: orders.caseEquivalent,
    })
    .from(orders)
    .where(anyOf(orders.orderId))
    .prepare('load_stop_order_cards'),
);
// Spec 2 §2: the card shows the location's contact, its primary contact (at most one, a unique index);
// joined here so the stops' locations stay one query.
const stopLocationCards = perDatabase((db) =>
  db
    .select({
      locationId: locations.locationId,
      name: locations.name,
      address: locations.address,
      address2: locations.address2,
      city: locations.city,
      refStateId: locations.refStateId,
      zipCode: locations.zipCode,
      primaryContactName: contacts.name,
      primaryContactPhone: contacts.phone,
    })
    .from(locations)
    .leftJoin(contacts, and(eq(contacts.locationId, locations.locationId), eq(contacts.isPrimary, true)))
    .where(anyOf(locations.locationId))
    .prepare('load_stop_location_cards'),
);

/** The load's stops in sequence, each with its orders (ids and consolidation flag). */
export async function readStops(tx: Db, loadId: number): Promise<StopRow[]> {
  const stops = await stopsOfLoad(tx).execute({ loadId });
  return stops.map((s) => ({ ...s, loadStopOrders: s.loadStopOrders ?? [] }));
}

/**
 * getItemById: the load with its stops in sequence, their orders and locations. Two waves of reads side by
 * side (the load and its stops; then the stops' orders, places and journey legs) rather than seven round
 * trips in a row: under load each round trip waits for a core (issue #26).
 */
export async function readLoadDetail(database: Database, loadId: number): Promise<Load | null> {
  const db = database.db;
  const [[load], stops] = await readSideBySide(database, [
    () => loadLoadItems(db, [loadId]),
    () => readStops(db, loadId),
  ]);
  if (!load) return null;
  const orderIds = ordersOnStops(stops);
  const locationIds = [...new Set(stops.map((s) => s.locationId))];
  const [orderRows, locationRows, journeyLegs] = await readSideBySide(database, [
    () => (orderIds.length ? stopOrderCards(db).execute({ ids: idArray(orderIds) }) : Promise.resolve([])),
    () =>
      locationIds.length ? stopLocationCards(db).execute({ ids: idArray(locationIds) }) : Promise.resolve([]),
    () => readJourneyLegs(db, loadId, orderIds),
  ]);
  const orderOf = new Map(orderRows.map((o) => [o.orderId, o]));
  const locationOf = new Map(locationRows.map((l) => [l.locationId, l]));
  const loadStopsOut: LoadStop[] = stops.map((s) => {
    const onStop = s.loadStopOrders.map((o) => orderOf.get(o.orderId));
    // Decision 055: a stop's cases are its orders' case equivalents added up, as the load's `cases` are.
    const cases = sumCases(onStop.map((o) => o?.caseEquivalent));
    const location = locationOf.get(s.locationId);
    return {
      loadStopId: s.loadStopId,
      locationId: s.locationId,
      refLoadStopTypeId: s.refLoadStopTypeId as LoadStopTypeCode,
      stopSequence: s.stopSequence,
      location: location ?? null,
      loadStopOrders: s.loadStopOrders.map((o) => {
        const order = orderOf.get(o.orderId);
        return {
          orderId: o.orderId,
          isConsolidation: o.isConsolidation,
          order: order
            ? {
                producerName: order.producerName,
                poNumber: order.poNumber,
                quantity: order.quantity,
                orderGroupId: order.orderGroupId,
              }
            : null,
        };
      }),
      totalCaseString: stopCaseSummary(s.loadStopOrders.length, cases),
      totalCaseEquivalent: cases,
      pickedUpOrDelivered: s.pickedUpOrDelivered,
      pickedUpDeliveryDate: iso(s.pickedUpDeliveryDate),
      stopDirections: s.stopDirections,
      fromDate: iso(s.fromDate),
      toDate: iso(s.toDate),
      hasAppointment: s.hasAppointment,
      carrierMakesAppointment: s.carrierMakesAppointment,
      scheduledWithDescription: s.scheduledWithDescription,
      stopHasIssue: s.stopHasIssue,
      issueDescription: s.issueDescription,
    };
  });
  return { ...load, loadStops: loadStopsOut, journeyLegs };
}
