import type { LoadDetail } from '#client/loads.api';
import type { LoadStop } from '#contract/load';
import { LoadStopType } from '#contract/load-codes';
import { journeyLegText } from '#domain/journey-legs';

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

/** The leg a load is in the order's journey, named by its places (the domain's words, journeyLegText). */
export function legLabel(loads: readonly LoadDetail[], index: number, orderId: number): string | null {
  const stops = loads[index]?.loadStops ?? [];
  const pickup = stops.find((s) => s.refLoadStopTypeId === LoadStopType.Pickup && ownEntry(s, orderId));
  const drop = stops.find((s) => s.refLoadStopTypeId === LoadStopType.Delivery && ownEntry(s, orderId));
  return journeyLegText({
    index,
    count: loads.length,
    consolidationDrop: drop && ownEntry(drop, orderId)?.isConsolidation ? placeName(drop) : null,
    pickup: pickup ? placeName(pickup) : null,
  });
}
