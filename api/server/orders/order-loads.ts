import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { OrderItineraryItem } from '#contract/order';
import type { LoadStatusCode } from '#contract/load-status';
import { LoadStopType } from '#contract/load-codes';
import type { Db } from '../db/connect';
import { carriers } from '../db/schema/carriers';
import { loads, loadStopOrders, loadStops } from '../db/schema/loads';
import { locations } from '../db/schema/locations';
import { iso, locationStateCode } from '../lists/related';

/** The loads an order is on (through its stops), by id. */
export async function loadsOfOrder(db: Db, orderId: number): Promise<number[]> {
  const rows = await db
    .selectDistinct({ loadId: loadStops.loadId })
    .from(loadStopOrders)
    .innerJoin(loadStops, eq(loadStops.loadStopId, loadStopOrders.loadStopId))
    .where(eq(loadStopOrders.orderId, orderId))
    .orderBy(asc(loadStops.loadId));
  return rows.map((r) => r.loadId);
}

/**
 * GET getOrderItinerary/{orderId} (spec 2 §3 "Order itinerary item"): each load the order is on, in load
 * order, with its carrier, status, and the order's pickup and delivery stop there (location, From, To,
 * Completed). A load where the order has no stop of a kind answers null for it. `visibleLoads` (the caller's
 * load scope) leaves out the loads it may not see.
 */
export async function orderItinerary(
  db: Db,
  orderId: number,
  visibleLoads?: SQL,
): Promise<OrderItineraryItem[]> {
  const rows = await db
    .select({
      loadId: loads.loadId,
      carrier: carriers.name,
      status: loads.refLoadStatusId,
      stopType: loadStops.refLoadStopTypeId,
      loadStopId: loadStops.loadStopId,
      fromDate: loadStops.fromDate,
      toDate: loadStops.toDate,
      pickedUpDeliveryDate: loadStops.pickedUpDeliveryDate,
      locationId: locations.locationId,
      name: locations.name,
      city: locations.city,
      stateAbbreviation: sql<string | null>`${locationStateCode}`,
    })
    .from(loadStopOrders)
    .innerJoin(loadStops, eq(loadStops.loadStopId, loadStopOrders.loadStopId))
    .innerJoin(loads, eq(loads.loadId, loadStops.loadId))
    .innerJoin(locations, eq(locations.locationId, loadStops.locationId))
    .leftJoin(carriers, eq(carriers.carrierId, loads.carrierId))
    .where(and(eq(loadStopOrders.orderId, orderId), visibleLoads))
    .orderBy(asc(loads.loadId), asc(loadStops.loadStopId));
  const byLoad = new Map<number, OrderItineraryItem>();
  for (const r of rows) {
    const item = byLoad.get(r.loadId) ?? {
      loadId: r.loadId,
      carrier: r.carrier,
      status: r.status as LoadStatusCode,
      pickUpLoadStop: null,
      deliveryLoadStop: null,
    };
    const stop = {
      location: {
        locationId: r.locationId,
        name: r.name,
        city: r.city,
        stateAbbreviation: r.stateAbbreviation,
      },
      fromDate: iso(r.fromDate),
      toDate: iso(r.toDate),
      pickedUpDeliveryDate: iso(r.pickedUpDeliveryDate),
    };
    // The first pickup and the last delivery of the order on that load.
    if (r.stopType === LoadStopType.Pickup) item.pickUpLoadStop ??= stop;
    else if (r.stopType === LoadStopType.Delivery) item.deliveryLoadStop = stop;
    byLoad.set(r.loadId, item);
  }
  return [...byLoad.values()];
}

/** The loads among `ids`, for a refusal naming them. */
export const loadLabels = (ids: readonly number[]) => ids.map((id) => `Load #${id}`).join(', ');
