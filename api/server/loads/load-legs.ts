import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { JourneyLeg } from '#domain/stop-sequencing';
import type { Db } from '../db/connect';
import { idArray, perDatabase } from '../db/prepared';
import { loadStopOrders, loadStops } from '../db/schema/loads';

const carrying = alias(loadStops, 'carrying');

/** The orders asked about: one int[] parameter, so the statement's text is the same for any number. */
const askedOrders = sql`${loadStopOrders.orderId} = any(${sql.placeholder('orderIds')}::int[])`;

/** Built once per database or transaction handle, a named prepared statement (db/prepared.ts, issue #26). */
const legsOfOrders = perDatabase((db) => {
  const otherLoads = db
    .selectDistinct({ loadId: carrying.loadId })
    .from(carrying)
    .innerJoin(loadStopOrders, eq(loadStopOrders.loadStopId, carrying.loadStopId))
    .where(and(askedOrders, ne(carrying.loadId, sql.placeholder('loadId'))));
  const numbered = db
    .select({
      loadStopId: loadStops.loadStopId,
      loadId: loadStops.loadId,
      pickedUpOrDelivered: loadStops.pickedUpOrDelivered,
      stopNumber:
        sql<number>`row_number() over (partition by ${loadStops.loadId} order by ${loadStops.stopSequence}, ${loadStops.loadStopId})`
          .mapWith(Number)
          .as('stop_number'),
    })
    .from(loadStops)
    .where(inArray(loadStops.loadId, otherLoads))
    .as('numbered');
  return db
    .select({
      loadId: numbered.loadId,
      stopNumber: numbered.stopNumber,
      pickedUpOrDelivered: numbered.pickedUpOrDelivered,
      orderId: loadStopOrders.orderId,
    })
    .from(numbered)
    .innerJoin(loadStopOrders, eq(loadStopOrders.loadStopId, numbered.loadStopId))
    .where(askedOrders)
    .orderBy(asc(numbered.loadId), asc(numbered.stopNumber), asc(loadStopOrders.orderId))
    .prepare('journey_legs');
});

/**
 * The legs of `orderIds` (the orders on a load) on the other loads: each stop of another load that carries
 * one of them, numbered within its own load as the stop cards number it, in one statement.
 */
export async function readJourneyLegs(
  db: Db,
  loadId: number,
  orderIds: readonly number[],
): Promise<JourneyLeg[]> {
  if (!orderIds.length) return [];
  const rows = await legsOfOrders(db).execute({ loadId, orderIds: idArray(orderIds) });
  const legs: JourneyLeg[] = [];
  for (const r of rows) {
    const last = legs.at(-1);
    if (last && last.loadId === r.loadId && last.stopNumber === r.stopNumber) last.orderIds.push(r.orderId);
    else
      legs.push({
        loadId: r.loadId,
        stopNumber: Number(r.stopNumber),
        orderIds: [r.orderId],
        pickedUpOrDelivered: r.pickedUpOrDelivered,
      });
  }
  return legs;
}

/** The orders on a load's stops, each once. */
export const ordersOnStops = (stops: readonly { loadStopOrders: readonly { orderId: number }[] }[]) => [
  ...new Set(stops.flatMap((s) => s.loadStopOrders.map((o) => o.orderId))),
];
