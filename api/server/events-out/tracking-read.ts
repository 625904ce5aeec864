import { and, asc, eq, sql } from 'drizzle-orm';
import { LoadStopType } from '#contract/load-codes';
import {
  orderStatusLabel,
  orderStatusMeaning,
  orderStatusName,
  type OrderStatusCode,
} from '#contract/order-status';
import type { PublicTracking, TrackingStop } from '#contract/tracking';
import { journeyLegText } from '#domain/journey-legs';
import { inSequence } from '#domain/stop-sequencing';
import type { Db } from '../db/connect';
import { loads, loadStopOrders, loadStops } from '../db/schema/loads';
import { locations } from '../db/schema/locations';
import { orders } from '../db/schema/orders';
import { iso, locationStateCode } from '../lists/related';

const cityState = (stop: Pick<TrackingStop, 'city' | 'state'>) =>
  [stop.city?.trim(), stop.state].filter(Boolean).join(', ') || null;

/**
 * The public page of one order (decision 083): its status, its own stops on each load by city and state with
 * their windows and done dates, each load's leg in the journey's words, and when anything last changed.
 * Built field by field from a narrow select: nothing else of the order, its loads or its places is read.
 */
export async function publicTracking(
  db: Db,
  orderId: number,
  expiresAt: Date,
): Promise<PublicTracking | null> {
  const [order] = await db
    .select({ status: orders.refOrderStatusId, dateModified: orders.dateModified })
    .from(orders)
    .where(eq(orders.orderId, orderId));
  if (!order) return null;
  const rows = await db
    .select({
      loadId: loadStops.loadId,
      stopSequence: loadStops.stopSequence,
      stopType: loadStops.refLoadStopTypeId,
      isConsolidation: loadStopOrders.isConsolidation,
      city: locations.city,
      state: sql<string | null>`${locationStateCode}`,
      fromDate: loadStops.fromDate,
      toDate: loadStops.toDate,
      doneDate: loadStops.pickedUpDeliveryDate,
      pickedUpOrDelivered: loadStops.pickedUpOrDelivered,
      stopModified: loadStops.dateModified,
      loadModified: loads.dateModified,
    })
    .from(loadStopOrders)
    .innerJoin(loadStops, eq(loadStops.loadStopId, loadStopOrders.loadStopId))
    .innerJoin(loads, eq(loads.loadId, loadStops.loadId))
    .innerJoin(locations, eq(locations.locationId, loadStops.locationId))
    .where(and(eq(loadStopOrders.orderId, orderId)))
    .orderBy(asc(loadStops.loadId), asc(loadStops.stopSequence));
  const byLoad = new Map<number, typeof rows>();
  for (const r of rows) byLoad.set(r.loadId, [...(byLoad.get(r.loadId) ?? []), r]);
  const count = byLoad.size;
  const legs = [...byLoad.values()].map((stops, index) => {
    const sequenced = inSequence(stops.map((s) => ({ ...s, refLoadStopTypeId: s.stopType })));
    const shown: TrackingStop[] = sequenced.map((s) => ({
      kind: s.stopType === LoadStopType.Pickup ? 'pickup' : 'delivery',
      city: s.city?.trim() || null,
      state: s.state,
      fromDate: iso(s.fromDate),
      toDate: iso(s.toDate),
      doneDate: s.pickedUpOrDelivered ? (iso(s.doneDate) ?? iso(s.stopModified)) : null,
    }));
    const drop = sequenced.find((s) => s.stopType === LoadStopType.Delivery && s.isConsolidation);
    const pickup = shown.find((s) => s.kind === 'pickup');
    return {
      text: journeyLegText({
        index,
        count,
        consolidationDrop: drop ? cityState({ city: drop.city, state: drop.state }) : null,
        pickup: pickup ? cityState(pickup) : null,
      }),
      stops: shown,
    };
  });
  const moments = [order.dateModified, ...rows.flatMap((r) => [r.stopModified, r.loadModified])];
  const status = order.status as OrderStatusCode;
  const name = orderStatusName(status);
  return {
    orderId,
    status,
    statusText: orderStatusLabel(status),
    statusMeaning: name ? orderStatusMeaning[name] : '',
    legs,
    lastUpdate: new Date(Math.max(...moments.map((m) => m.getTime()))).toISOString(),
    expiresAt: expiresAt.toISOString(),
  };
}
