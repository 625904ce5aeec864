import { and, asc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Load, LoadStop } from '#contract/load';
import type { LoadStopTypeCode } from '#contract/load-codes';
import { stopCaseSummary, sumCases } from '#domain/case-equivalent';
import type { Database, Db } from '../db/connect';
import { perDatabase } from '../db/prepared';
import { readSideBySide } from '../db/read-side-by-side';
import { contacts } from '../db/schema/contacts';
import { loadStops } from '../db/schema/loads';
import { locations } from '../db/schema/locations';
import { iso } from '../lists/related';
import { loadLoadItems } from '../lists/loads.view';
import { readJourneyLegsOfLoad } from './load-legs';

/** A stored stop with the orders on it, as the rules read it. */
export type StopRow = typeof loadStops.$inferSelect & {
  loadStopOrders: { orderId: number; isConsolidation: boolean }[];
};

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
/** An order on a stop as its card shows it; `known` is false for an order row that is not there. */
interface StopOrderCard {
  orderId: number;
  isConsolidation: boolean;
  known: boolean;
  producerName: string | null;
  poNumber: string | null;
  quantity: number | null;
  orderGroupId: number | null;
  caseEquivalent: number | null;
}

/**
 * The detail's stops with their cards in one statement (decision 096): each stop's orders with their card
 * fields as one json array, and its location with its primary contact (at most one, a unique index; spec 2
 * §2), instead of the stops, then the orders' cards and the places' cards.
 */
const stopCards = perDatabase((db) =>
  db
    .select({
      ...getTableColumns(loadStops),
      orderCards: sql<StopOrderCard[] | null>`(
        select json_agg(json_build_object('orderId', lso.order_id, 'isConsolidation', lso.is_consolidation,
          'known', o.order_id is not null, 'producerName', o.producer_name, 'poNumber', o.po_number,
          'quantity', o.quantity, 'orderGroupId', o.order_group_id, 'caseEquivalent', o.case_equivalent)
          order by lso.order_id)
        from load_stop_orders lso left join orders o on o.order_id = lso.order_id
        where lso.load_stop_id = ${loadStops.loadStopId})`,
      locationKnown: locations.locationId,
      locationName: locations.name,
      address: locations.address,
      address2: locations.address2,
      city: locations.city,
      refStateId: locations.refStateId,
      zipCode: locations.zipCode,
      primaryContactName: contacts.name,
      primaryContactPhone: contacts.phone,
    })
    .from(loadStops)
    .leftJoin(locations, eq(locations.locationId, loadStops.locationId))
    .leftJoin(contacts, and(eq(contacts.locationId, locations.locationId), eq(contacts.isPrimary, true)))
    .where(eq(loadStops.loadId, sql.placeholder('loadId')))
    .orderBy(asc(loadStops.stopSequence), asc(loadStops.loadStopId))
    .prepare('load_stop_cards'),
);

/** The load's stops in sequence, each with its orders (ids and consolidation flag). */
export async function readStops(tx: Db, loadId: number): Promise<StopRow[]> {
  const stops = await stopsOfLoad(tx).execute({ loadId });
  return stops.map((s) => ({ ...s, loadStopOrders: s.loadStopOrders ?? [] }));
}

/**
 * getItemById: the load with its stops in sequence, their orders and locations, and the journey legs of its
 * orders: three reads side by side, in one wave (issue #26, decision 096), on `db`: the database's pool, or a
 * save's transaction that answers with what it wrote (decision 104).
 */
export async function readLoadDetail(
  { database, db }: { database: Database; db: Db },
  loadId: number,
): Promise<Load | null> {
  const [[load], stops, journeyLegs] = await readSideBySide(database, [
    () => loadLoadItems(db, [loadId]),
    () => stopCards(db).execute({ loadId }),
    () => readJourneyLegsOfLoad(db, loadId),
  ]);
  if (!load) return null;
  const loadStopsOut: LoadStop[] = stops.map((s) => {
    const onStop = s.orderCards ?? [];
    // Decision 055: a stop's cases are its orders' case equivalents added up, as the load's `cases` are.
    const cases = sumCases(onStop.map((o) => (o.known ? o.caseEquivalent : undefined)));
    return {
      loadStopId: s.loadStopId,
      locationId: s.locationId,
      refLoadStopTypeId: s.refLoadStopTypeId as LoadStopTypeCode,
      stopSequence: s.stopSequence,
      location:
        s.locationKnown === null
          ? null
          : {
              locationId: s.locationKnown,
              name: s.locationName!,
              address: s.address,
              address2: s.address2,
              city: s.city,
              refStateId: s.refStateId,
              zipCode: s.zipCode,
              primaryContactName: s.primaryContactName,
              primaryContactPhone: s.primaryContactPhone,
            },
      loadStopOrders: onStop.map((o) => ({
        orderId: o.orderId,
        isConsolidation: o.isConsolidation,
        order: o.known
          ? {
              producerName: o.producerName,
              poNumber: o.poNumber,
              quantity: o.quantity,
              orderGroupId: o.orderGroupId,
            }
          : null,
      })),
      totalCaseString: stopCaseSummary(onStop.length, cases),
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
