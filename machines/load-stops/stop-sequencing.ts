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
 * Whether the checkbox of `stops[index]` may be clicked now, and if not the sentence that says why: an
 * unresolved stop may be checked only when it is the next stop; a resolved one may be unchecked only when it
 * is the last resolved one and the load is not delivered.
 */
export function stopCheckState(
  stops: readonly SequencedStop[],
  index: number,
  options: { loadDelivered?: boolean } = {},
): StopCheckState {
  const stop = stops[index];
  if (!stop) return { enabled: false, reason: null };
  if (stop.pickedUpOrDelivered) {
    if (options.loadDelivered) return { enabled: false, reason: stopSequenceTexts.delivered };
    if (lastResolvedStop(stops) === stop) return { enabled: true, reason: null };
    return { enabled: false, reason: stopSequenceTexts.nextStop(nextNumber(stops)) };
  }
  if (nextStop(stops) === stop) return { enabled: true, reason: null };
  return { enabled: false, reason: stopSequenceTexts.nextStop(nextNumber(stops)) };
}

/** The time field of a stop is enabled only when the stop is ticked (spec 2 §4). */
export const stopTimeEnabled = (stop: SequencedStop | undefined): boolean => !!stop?.pickedUpOrDelivered;

/**
 * One order's journey: its loads in sequence, each with its stops. The next stop of the journey is the
 * first unresolved stop of the first load that has one; a stop of a later load waits for it.
 */
export function journeyStopCheckState(
  loads: readonly { stops: readonly SequencedStop[]; loadDelivered?: boolean }[],
  loadIndex: number,
  stopIndex: number,
): StopCheckState {
  const load = loads[loadIndex];
  if (!load) return { enabled: false, reason: null };
  const own = stopCheckState(load.stops, stopIndex, { loadDelivered: load.loadDelivered ?? false });
  const stop = load.stops[stopIndex];
  if (!own.enabled || !stop) return own;
  if (!stop.pickedUpOrDelivered) {
    // Checking: every earlier load of the journey must be done.
    const waiting = loads.slice(0, loadIndex).findIndex((l) => nextStop(l.stops) !== null);
    if (waiting >= 0)
      return { enabled: false, reason: stopSequenceTexts.nextStop(nextNumber(loads[waiting]!.stops)) };
    return own;
  }
  // Unchecking: no later load of the journey may have started.
  const started = loads.slice(loadIndex + 1).some((l) => l.stops.some((s) => s.pickedUpOrDelivered));
  return started ? { enabled: false, reason: stopSequenceTexts.nextLoad } : own;
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
