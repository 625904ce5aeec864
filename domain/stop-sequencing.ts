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
  nextLoad: 'The next stop is in the next load.',
  /** In an order's journey, when an earlier load still has stops to resolve (decision 045). */
  nextStopOfLoad: (n: number, loadId: number) =>
    `Load stops must be resolved in order so that statuses are calculated correctly. The next stop is Stop #${n} of Load #${loadId}.`,
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
 * Where a load stands in one order's journey (its loads in sequence): the number of the next stop of an
 * earlier load that still has stops to resolve, and whether a later load has begun. A load page passes none.
 */
export interface JourneyPlace {
  earlierLoadNextStop?: number | null;
  /** The earlier load's id, named in the sentence when known. */
  earlierLoadId?: number | null;
  laterLoadStarted?: boolean;
}

/**
 * Whether the checkbox of `stops[index]` may be clicked now, and if not the sentence that says why: an
 * unresolved stop may be checked only when it is the next stop (and, in a journey, every earlier load is
 * done); a resolved one may be unchecked only when it is the last resolved one, the load is not delivered
 * and, in a journey, no later load has begun.
 */
export function stopCheckState(
  stops: readonly SequencedStop[],
  index: number,
  options: { loadDelivered?: boolean; journey?: JourneyPlace } = {},
): StopCheckState {
  const stop = stops[index];
  if (!stop) return { enabled: false, reason: null };
  const journey = options.journey ?? {};
  if (stop.pickedUpOrDelivered) {
    if (options.loadDelivered) return { enabled: false, reason: stopSequenceTexts.delivered };
    if (lastResolvedStop(stops) !== stop)
      return { enabled: false, reason: stopSequenceTexts.nextStop(nextNumber(stops)) };
    if (journey.laterLoadStarted) return { enabled: false, reason: stopSequenceTexts.nextLoad };
    return { enabled: true, reason: null };
  }
  if (nextStop(stops) !== stop)
    return { enabled: false, reason: stopSequenceTexts.nextStop(nextNumber(stops)) };
  const waiting = journey.earlierLoadNextStop;
  if (waiting != null)
    return {
      enabled: false,
      reason:
        journey.earlierLoadId != null
          ? stopSequenceTexts.nextStopOfLoad(waiting, journey.earlierLoadId)
          : stopSequenceTexts.nextStop(waiting),
    };
  return { enabled: true, reason: null };
}

/** The time field of a stop is enabled only when the stop is ticked (spec 2 §4). */
export const stopTimeEnabled = (stop: SequencedStop | undefined): boolean => !!stop?.pickedUpOrDelivered;

/** Where `loads[loadIndex]` stands in the journey `loads` (an order's loads in sequence). */
export function journeyPlace(
  loads: readonly { stops: readonly SequencedStop[]; loadId?: number }[],
  loadIndex: number,
): JourneyPlace {
  const waiting = loads.slice(0, loadIndex).find((l) => nextStop(l.stops) !== null);
  return {
    earlierLoadNextStop: waiting ? nextNumber(waiting.stops) : null,
    earlierLoadId: waiting?.loadId ?? null,
    laterLoadStarted: loads.slice(loadIndex + 1).some((l) => l.stops.some((s) => s.pickedUpOrDelivered)),
  };
}

/**
 * One order's journey: its loads in sequence, each with its stops. The next stop of the journey is the
 * first unresolved stop of the first load that has one; a stop of a later load waits for it, and a stop may
 * be unchecked only while no later load has begun.
 */
export function journeyStopCheckState(
  loads: readonly { stops: readonly SequencedStop[]; loadDelivered?: boolean; loadId?: number }[],
  loadIndex: number,
  stopIndex: number,
): StopCheckState {
  const load = loads[loadIndex];
  if (!load) return { enabled: false, reason: null };
  return stopCheckState(load.stops, stopIndex, {
    loadDelivered: load.loadDelivered ?? false,
    journey: journeyPlace(loads, loadIndex),
  });
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
