import { LoadStopType } from '#contract/load-codes';

/** The least a stop needs for the sequencing rules; a LoadStop of the contract fits. */
export interface SequencedStop {
  stopSequence: number;
  pickedUpOrDelivered: boolean;
  refLoadStopTypeId?: number;
  loadStopOrders?: readonly { orderId: number }[];
}

/** Spec 2 §4 "Load stops": the tooltips of a checkbox the rules keep disabled. */
export const stopSequenceTexts = {
  nextStop: (n: number) =>
    `Load stops must be resolved in order so that statuses are calculated correctly. The next stop is Stop #${n}.`,
  /** The spec's 'The next stop is in the next load.', naming the other load's stop to change first (049). */
  nextLoadStop: (n: number, loadId: number) =>
    `The next stop is in the next load: Stop #${n} of Load #${loadId}.`,
  /** The spec says a stop cannot be unchecked once the load is delivered, and its time can still be edited. */
  delivered: 'The load is delivered: its stops cannot be unchecked, but their times can still be edited.',
} as const;

export interface StopCheckState {
  enabled: boolean;
  reason: string | null;
}

/** The stops in their sequence (a copy; ties keep their given order). */
export const inSequence = <S extends SequencedStop>(stops: readonly S[]): S[] =>
  stops
    .map((s, i) => [s, i] as const)
    .sort((a, b) => a[0].stopSequence - b[0].stopSequence || a[1] - b[1])
    .map(([s]) => s);

/** Where a stop stands in its load, counted from 1 ('Stop #2'). */
export const stopNumber = (stops: readonly SequencedStop[], stop: SequencedStop): number =>
  inSequence(stops).indexOf(stop) + 1;

/** The next stop to resolve: the lowest unresolved stop, or null when all are resolved. */
export function nextStop<S extends SequencedStop>(stops: readonly S[]): S | null {
  return inSequence(stops).find((s) => !s.pickedUpOrDelivered) ?? null;
}

/** The last resolved stop: the only one that may be unchecked (the reverse of the next-to-resolve rule). */
export function lastResolvedStop<S extends SequencedStop>(stops: readonly S[]): S | null {
  return inSequence(stops).findLast((s) => s.pickedUpOrDelivered) ?? null;
}

/** The number of the stop to resolve next, or of the last stop when all are resolved. */
const nextNumber = (stops: readonly SequencedStop[]) => {
  const next = nextStop(stops);
  return next ? stopNumber(stops, next) : stops.length;
};

/**
 * A stop of another load that carries orders of this load: one leg of those orders' journeys. An order's
 * journey runs through its loads in the order they were made (by load id), so a leg on a load with a lower
 * id comes before this load for that order, and one with a higher id after.
 */
export interface JourneyLeg {
  loadId: number;
  /** Where the stop stands in its own load, counted from 1. */
  stopNumber: number;
  /** The orders of this load that the stop carries. */
  orderIds: number[];
  pickedUpOrDelivered: boolean;
}

export interface StopCheckOptions {
  /** A delivered load's stops cannot be unchecked. */
  loadDelivered?: boolean;
  /** This load's id: with `legs`, the cross-load rule applies. */
  loadId?: number;
  /** The legs of this load's orders on other loads (the server's `journeyLegs`, or `legsAmong`). */
  legs?: readonly JourneyLeg[];
}

const carries = (stop: SequencedStop, leg: JourneyLeg) =>
  (stop.loadStopOrders ?? []).some((o) => leg.orderIds.includes(o.orderId));
const byPlace = (a: JourneyLeg, b: JourneyLeg) => a.loadId - b.loadId || a.stopNumber - b.stopNumber;

/** The first unresolved leg, on an earlier load, of an order this stop carries: it must be resolved first. */
function waitingLeg(stop: SequencedStop, options: StopCheckOptions): JourneyLeg | null {
  const { loadId, legs = [] } = options;
  if (loadId == null) return null;
  const earlier = legs.filter((l) => l.loadId < loadId && !l.pickedUpOrDelivered && carries(stop, l));
  return earlier.sort(byPlace)[0] ?? null;
}

/** The last resolved leg, on a later load, of an order this stop carries: it must be unchecked first. */
function startedLeg(stop: SequencedStop, options: StopCheckOptions): JourneyLeg | null {
  const { loadId, legs = [] } = options;
  if (loadId == null) return null;
  const later = legs.filter((l) => l.loadId > loadId && l.pickedUpOrDelivered && carries(stop, l));
  return later.sort(byPlace).at(-1) ?? null;
}

const otherLoad = (leg: JourneyLeg): StopCheckState => ({
  enabled: false,
  reason: stopSequenceTexts.nextLoadStop(leg.stopNumber, leg.loadId),
});

/**
 * Whether the checkbox of `stops[index]` may be clicked now, and if not the sentence that says why (spec 2
 * §4). The one rule the server, the load page, the stop modal and the Order Journey all run:
 * - an unresolved stop may be checked only when it is the next stop of its load and no order it carries has
 *   an unresolved stop on an earlier load;
 * - a resolved stop may be unchecked only when the load is not delivered, it is the last resolved stop of
 *   its load, and no order it carries has a resolved stop on a later load.
 * Other orders' stops on other loads never hold a stop back: each order travels its own legs.
 */
export function stopCheckState(
  stops: readonly SequencedStop[],
  index: number,
  options: StopCheckOptions = {},
): StopCheckState {
  const stop = stops[index];
  if (!stop) return { enabled: false, reason: null };
  if (stop.pickedUpOrDelivered) {
    if (options.loadDelivered) return { enabled: false, reason: stopSequenceTexts.delivered };
    if (lastResolvedStop(stops) !== stop)
      return { enabled: false, reason: stopSequenceTexts.nextStop(nextNumber(stops)) };
    const started = startedLeg(stop, options);
    return started ? otherLoad(started) : { enabled: true, reason: null };
  }
  if (nextStop(stops) !== stop)
    return { enabled: false, reason: stopSequenceTexts.nextStop(nextNumber(stops)) };
  const waiting = waitingLeg(stop, options);
  return waiting ? otherLoad(waiting) : { enabled: true, reason: null };
}

/** The time field of a stop is enabled only when the stop is ticked (spec 2 §4). */
export const stopTimeEnabled = (stop: SequencedStop | undefined): boolean => !!stop?.pickedUpOrDelivered;

/** A load as the cross-load rule reads it. */
export interface SequencedLoad {
  loadId: number;
  stops: readonly SequencedStop[];
}

const orderIdsOf = (stop: SequencedStop) => (stop.loadStopOrders ?? []).map((o) => o.orderId);

/** The legs of `loadId`'s orders on the other loads of `loads` (the server reads the same from its tables). */
export function legsAmong(loads: readonly SequencedLoad[], loadId: number): JourneyLeg[] {
  const own = new Set(loads.filter((l) => l.loadId === loadId).flatMap((l) => l.stops.flatMap(orderIdsOf)));
  return loads
    .filter((l) => l.loadId !== loadId)
    .flatMap((l) =>
      inSequence(l.stops).flatMap((stop, i) => {
        const orderIds = orderIdsOf(stop).filter((id) => own.has(id));
        return orderIds.length
          ? [{ loadId: l.loadId, stopNumber: i + 1, orderIds, pickedUpOrDelivered: stop.pickedUpOrDelivered }]
          : [];
      }),
    );
}

/**
 * The legs of a load shown beside other loads (the Order Journey): the shown loads' stops as they stand now,
 * unsaved edits included, and the server's `known` legs for loads not shown.
 */
export function legsWithin(
  loads: readonly SequencedLoad[],
  loadId: number,
  known: readonly JourneyLeg[] = [],
): JourneyLeg[] {
  const shown = new Set(loads.map((l) => l.loadId));
  return [...known.filter((leg) => !shown.has(leg.loadId)), ...legsAmong(loads, loadId)];
}

/**
 * Orders whose delivery stop comes before their pickup stop on this load (spec 2 §4: the load shows
 * outOfSequenceMessage). An order with only one of the two stops here is in sequence.
 */
export function outOfSequenceOrderIds(stops: readonly SequencedStop[]): number[] {
  const pickupAt = new Map<number, number>();
  const deliveryAt = new Map<number, number>();
  inSequence(stops).forEach((stop, position) => {
    const into = stop.refLoadStopTypeId === LoadStopType.Pickup ? pickupAt : deliveryAt;
    for (const o of stop.loadStopOrders ?? []) if (!into.has(o.orderId)) into.set(o.orderId, position);
  });
  return [...deliveryAt]
    .filter(([orderId, at]) => pickupAt.has(orderId) && at < pickupAt.get(orderId)!)
    .map(([orderId]) => orderId)
    .sort((a, b) => a - b);
}

/** True when the resolved stops are exactly the first ones of the sequence (the only state the rules allow). */
export function resolvedArePrefix(stops: readonly SequencedStop[]): boolean {
  const ordered = inSequence(stops);
  const firstOpen = ordered.findIndex((s) => !s.pickedUpOrDelivered);
  return firstOpen < 0 || ordered.slice(firstOpen).every((s) => !s.pickedUpOrDelivered);
}
