import type { LoadDetail } from '#client/loads.api';
import type { LoadStop } from '#contract/load';
import { LoadStopType } from '#contract/load-codes';

/** The order's own entry on a stop, if it is there. */
export const ownEntry = (stop: LoadStop, orderId: number) =>
  stop.loadStopOrders.find((o) => o.orderId === orderId) ?? null;

/** Which stop of the order a stop is: its pickup, its delivery, or its drop at a consolidation location. */
export function ownStopMark(stop: LoadStop, orderId: number): string | null {
  const own = ownEntry(stop, orderId);
  if (!own) return null;
  if (stop.refLoadStopTypeId === LoadStopType.Pickup) return "This order's pickup";
  return own.isConsolidation ? "This order's consolidation drop" : "This order's delivery";
}

const placeName = (stop: LoadStop | undefined) =>
  stop?.location?.name ?? `location ${stop?.locationId ?? '?'}`;

/**
 * The leg a load is in the order's journey (spec 2 §2: a consolidation shows as the leg to the consolidation
 * location and the leg from it): 'Leg 1 of 2: to {place} for consolidation', 'Leg 2 of 2: from {place}'.
 * A journey of one load has no leg label.
 */
export function legLabel(loads: readonly LoadDetail[], index: number, orderId: number): string | null {
  if (loads.length < 2) return null;
  const stops = loads[index]?.loadStops ?? [];
  const pickup = stops.find((s) => s.refLoadStopTypeId === LoadStopType.Pickup && ownEntry(s, orderId));
  const drop = stops.find((s) => s.refLoadStopTypeId === LoadStopType.Delivery && ownEntry(s, orderId));
  const parts = [`Leg ${index + 1} of ${loads.length}`];
  if (drop && ownEntry(drop, orderId)?.isConsolidation) parts.push(`to ${placeName(drop)} for consolidation`);
  else if (index > 0 && pickup) parts.push(`from ${placeName(pickup)}`);
  return parts.join(': ');
}
