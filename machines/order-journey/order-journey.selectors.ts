import type { SnapshotFrom } from 'xstate';
import type { StopCheckState } from '#domain/stop-sequencing';
import {
  currentStop,
  describeEdit,
  journeyCheckStates,
  shownJourney,
  type OrderJourney,
} from './journey-edits';
import type { JourneyDialog, JourneyModal, orderJourneyMachine } from './order-journey.machine';

type Snapshot = SnapshotFrom<typeof orderJourneyMachine>;

export type JourneySaveState = 'Unsaved' | 'Saving' | 'Saved' | 'SaveFailed';

export interface JourneyView {
  /** The journey is being read (a journey read before may still show). */
  loading: boolean;
  /** The failed read's text (shown with Try again). */
  loadError: string | null;
  /** The server's copy with the unsaved edits applied; null until first read. */
  journey: OrderJourney | null;
  /** The spec's save states; null until the journey is ready. */
  saveState: JourneySaveState | null;
  saveError: string | null;
  /** Edits made while a save runs, to be saved after it. */
  queued: number;
  /** What the latest unsaved edit was, for the save status line. */
  lastEdit: string | null;
  /** [loadIndex][stopIndexInSequence]: may the check box be clicked, and the sentence why not. */
  checks: StopCheckState[][];
  current: { loadId: number; loadStopId: number } | null;
  selectedOrderId: number | null;
  highlightedOrderId: number | null;
  dialog: JourneyDialog | null;
  modal: JourneyModal | null;
}

const saveStates: readonly [string, JourneySaveState][] = [
  ['unsaved', 'Unsaved'],
  ['saving', 'Saving'],
  ['saved', 'Saved'],
  ['saveFailed', 'SaveFailed'],
];

/** The save region's state, as the spec names it; null outside `ready`. */
export function selectSaveState(s: Snapshot): JourneySaveState | null {
  for (const [state, name] of saveStates) if (s.matches({ ready: { save: state } } as never)) return name;
  return null;
}

// Derived arrays are memoised on the shown journey, so an unchanged snapshot gives equal (===) fields.
const checksCache = new WeakMap<OrderJourney, StopCheckState[][]>();
const checksOf = (journey: OrderJourney) => {
  let checks = checksCache.get(journey);
  if (!checks) checksCache.set(journey, (checks = journeyCheckStates(journey)));
  return checks;
};
const currentCache = new WeakMap<OrderJourney, ReturnType<typeof currentStop>>();
const currentOf = (journey: OrderJourney) => {
  if (!currentCache.has(journey)) currentCache.set(journey, currentStop(journey));
  return currentCache.get(journey) ?? null;
};
const noChecks: StopCheckState[][] = [];

/** The shown journey: the server's copy with the batch being saved and the queued edits applied. */
export function selectShownJourney(s: Snapshot): OrderJourney | null {
  const { journey, inFlight, pending } = s.context;
  return journey && shownJourney(journey, inFlight, pending);
}

/** Everything the journey tab shows, in one selector (compare with shallowEqual). */
export function selectJourneyView(s: Snapshot): JourneyView {
  const { context } = s;
  const journey = selectShownJourney(s);
  const saveState = selectSaveState(s);
  const lastEdit = context.pending.at(-1) ?? context.inFlight.at(-1);
  return {
    loading: s.matches('loading'),
    loadError: s.matches('loadFailed') ? context.error : null,
    journey,
    saveState,
    saveError: saveState === 'SaveFailed' ? context.error : null,
    queued: saveState === 'Saving' ? context.pending.length : 0,
    lastEdit: lastEdit && journey ? describeEdit(lastEdit, journey) : null,
    checks: journey ? checksOf(journey) : noChecks,
    current: journey ? currentOf(journey) : null,
    selectedOrderId: context.selectedOrderId,
    highlightedOrderId: context.highlightedOrderId,
    dialog: context.dialog,
    modal: context.modal,
  };
}

/**
 * Leaving would lose edits: the app's navigation block asks first (see `journey.leave`), unless the person
 * already chose to leave them (the held navigation is let through).
 */
export const selectBlocksLeaving = (s: Snapshot): boolean =>
  s.hasTag('blocksLeaving') && !s.matches({ ready: { leaving: 'left' } });
