import type { LoadStop } from '#contract/load';
import type { LoadDetail } from '#contract/load-save';
import { LoadStatus } from '#contract/load-status';
import { resolveStop } from '#domain/resolve-stop';
import {
  inSequence,
  legsWithin,
  nextStop,
  stopCheckState,
  type StopCheckState,
} from '#domain/stop-sequencing';

/** An order's journey: its loads in journey order, each with its stops (spec 2 §2 "Order journey"). */
export interface OrderJourney {
  orderId: number;
  loads: LoadDetail[];
}

/**
 * One change a person made on the journey, kept until the server has it. Each says what the result is
 * (checked or not, the stops as edited, the new order), never "one more", so saving it twice is harmless.
 */
export type JourneyEdit =
  /** `at` is now (ISO), given by the view so nothing here reads a clock. */
  | { kind: 'stopChecked'; loadId: number; loadStopId: number; checked: boolean; at: string }
  /** The stop modal's after copy of that load's stops. */
  | { kind: 'stopsEdited'; loadId: number; stops: LoadStop[] }
  /** The new order, first to last. */
  | { kind: 'stopsReordered'; loadId: number; loadStopIds: number[] }
  /** `loadId` null: a new load. */
  | {
      kind: 'orderAdded';
      loadId: number | null;
      orderId: number;
      locationId?: number;
      shouldAddGroup: boolean;
      deliveryIsConsolidation: boolean;
    }
  | { kind: 'orderRemoved'; loadId: number; orderId: number };

type StopsChange = (stops: LoadStop[]) => LoadStop[];

const withStops = (journey: OrderJourney, loadId: number, change: StopsChange): OrderJourney => ({
  ...journey,
  loads: journey.loads.map((load) =>
    load.loadId === loadId ? { ...load, loadStops: change(load.loadStops) } : load,
  ),
});

/** The listed stops first, in the given order, then any others in their sequence; numbered 1..n. */
const reorder =
  (loadStopIds: readonly number[]): StopsChange =>
  (stops) => {
    const listed = loadStopIds.flatMap((id) => stops.filter((s) => s.loadStopId === id));
    const rest = inSequence(stops.filter((s) => !loadStopIds.includes(s.loadStopId)));
    return [...listed, ...rest].map((s, i) => ({ ...s, stopSequence: i + 1 }));
  };

function applyEdit(journey: OrderJourney, edit: JourneyEdit): OrderJourney {
  switch (edit.kind) {
    case 'stopChecked':
      return withStops(journey, edit.loadId, (stops) =>
        stops.map((s) => (s.loadStopId === edit.loadStopId ? resolveStop(s, edit.checked, edit.at) : s)),
      );
    case 'stopsEdited':
      return withStops(journey, edit.loadId, (stops) =>
        stops.map((s) => edit.stops.find((e) => e.loadStopId === s.loadStopId) ?? s),
      );
    case 'stopsReordered':
      return withStops(journey, edit.loadId, reorder(edit.loadStopIds));
    // The server computes the stops of an added or removed order; nothing shows until it answers.
    case 'orderAdded':
    case 'orderRemoved':
      return journey;
  }
}

/**
 * The journey as the screen shows it: the server's copy with the pending edits applied, in order.
 * stopChecked sets pickedUpOrDelivered and pickedUpDeliveryDate (at, or null when unchecked); stopsEdited
 * replaces the stops with the same loadStopId; stopsReordered reorders and renumbers stopSequence 1..n;
 * orderAdded/orderRemoved change nothing locally (the server computes the stops).
 */
export const applyJourneyEdits = (journey: OrderJourney, edits: readonly JourneyEdit[]): OrderJourney =>
  edits.reduce(applyEdit, journey);

// Keyed on the context's own arrays, which are replaced (never mutated) on every change: a render that
// finds the same three gets the same journey object back.
const shownCache = new WeakMap<
  OrderJourney,
  WeakMap<readonly JourneyEdit[], WeakMap<readonly JourneyEdit[], OrderJourney>>
>();

/** The shown journey of a server copy and its unsaved batches (the one being saved, then the queued). */
export function shownJourney(
  journey: OrderJourney,
  inFlight: readonly JourneyEdit[],
  pending: readonly JourneyEdit[],
): OrderJourney {
  let byInFlight = shownCache.get(journey);
  if (!byInFlight) shownCache.set(journey, (byInFlight = new WeakMap()));
  let byPending = byInFlight.get(inFlight);
  if (!byPending) byInFlight.set(inFlight, (byPending = new WeakMap()));
  let shown = byPending.get(pending);
  if (!shown) byPending.set(pending, (shown = applyJourneyEdits(journey, [...inFlight, ...pending])));
  return shown;
}

const sequenced = (journey: OrderJourney) =>
  journey.loads.map((load) => ({ loadId: load.loadId, stops: inSequence(load.loadStops) }));

/**
 * The check state of stop `si` (in sequence) of load `li`: the one rule of domain/stop-sequencing.ts, with
 * the legs on the journey's own loads as shown now and the server's legs for loads of other journeys.
 */
function checkState(journey: OrderJourney, loads: ReturnType<typeof sequenced>, li: number, si: number) {
  const load = journey.loads[li]!;
  return stopCheckState(loads[li]!.stops, si, {
    loadDelivered: load.refLoadStatusId === LoadStatus.Delivered,
    loadId: load.loadId,
    legs: legsWithin(loads, load.loadId, load.journeyLegs),
  });
}

/**
 * Whether each stop's check box may be clicked now, and the sentence why not, across the order's loads in
 * journey order: [loadIndex][stopIndexInSequence].
 */
export function journeyCheckStates(journey: OrderJourney): StopCheckState[][] {
  const loads = sequenced(journey);
  return loads.map((load, li) => load.stops.map((_, si) => checkState(journey, loads, li, si)));
}

/** The check state of one stop of the journey, or null when the journey has no such stop. */
export function stopCheckOf(
  journey: OrderJourney,
  loadId: number,
  loadStopId: number,
): StopCheckState | null {
  const loads = sequenced(journey);
  const li = journey.loads.findIndex((l) => l.loadId === loadId);
  const si = loads[li]?.stops.findIndex((s) => s.loadStopId === loadStopId) ?? -1;
  return si < 0 ? null : checkState(journey, loads, li, si);
}

/** The current stop: the first unresolved stop (in sequence) of the first load that has one; null when done. */
export function currentStop(journey: OrderJourney): { loadId: number; loadStopId: number } | null {
  for (const load of journey.loads) {
    const next = nextStop(load.loadStops);
    if (next) return { loadId: load.loadId, loadStopId: next.loadStopId };
  }
  return null;
}

/** 'Stop 2 of Load #12': a stop as the save status and the merge view name it. */
export const stopLabel = (journey: OrderJourney, loadId: number, loadStopId: number) => {
  const stops = inSequence(journey.loads.find((l) => l.loadId === loadId)?.loadStops ?? []);
  const n = stops.findIndex((s) => s.loadStopId === loadStopId) + 1;
  return n > 0 ? `Stop ${n} of Load #${loadId}` : `A stop of Load #${loadId}`;
};

/** A short line for the save status ("Stop 2 of Load #12 checked", "Order #5 added to a new load"). */
export function describeEdit(edit: JourneyEdit, journey: OrderJourney): string {
  switch (edit.kind) {
    case 'stopChecked':
      return `${stopLabel(journey, edit.loadId, edit.loadStopId)} ${edit.checked ? 'checked' : 'unchecked'}`;
    case 'stopsEdited': {
      const [only] = edit.stops;
      return edit.stops.length === 1 && only
        ? `${stopLabel(journey, edit.loadId, only.loadStopId)} edited`
        : `Stops of Load #${edit.loadId} edited`;
    }
    case 'stopsReordered':
      return `Stops of Load #${edit.loadId} reordered`;
    case 'orderAdded': {
      const what = `Order #${edit.orderId}${edit.shouldAddGroup ? ' and its group' : ''}`;
      const where = edit.loadId === null ? 'a new load' : `Load #${edit.loadId}`;
      return `${what} added to ${where}${edit.deliveryIsConsolidation ? ' for consolidation' : ''}`;
    }
    case 'orderRemoved':
      return `Order #${edit.orderId} removed from Load #${edit.loadId}`;
  }
}
