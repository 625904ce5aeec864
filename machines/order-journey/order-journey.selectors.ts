import type { SnapshotFrom } from 'xstate';
import type { StopCheckState } from '#domain/stop-sequencing';
import {
  currentStop,
  describeEdit,
  journeyCheckStates,
  shownJourney,
  stopLabel,
  type OrderJourney,
} from './journey-edits';
import { journeyConflicts, type JourneyMerge, type StopConflict } from './journey-merge';
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
  // A save that met someone else's is still under way while theirs is read, and unsaved while the person
  // chooses in the merge view.
  ['merging', 'Saving'],
  ['resolving', 'Unsaved'],
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

/** The merge view of the journey (issue #28): the stop fields both changed, each with the side chosen. */
export interface JourneyMergeView {
  /** "Someone else saved Load #12 while your changes were on their way." */
  sentence: string;
  conflicts: readonly (StopConflict & { stop: string })[];
}

const mergeViews = new WeakMap<JourneyMerge, JourneyMergeView>();

/** The merge view while the person chooses (the same object while the merge is unchanged); null otherwise. */
export function selectJourneyMergeView(s: Snapshot): JourneyMergeView | null {
  const merge = s.context.merge;
  if (!merge || !s.matches({ ready: { save: 'resolving' } })) return null;
  let view = mergeViews.get(merge);
  if (!view) mergeViews.set(merge, (view = mergeViewOf(merge)));
  return view;
}

function mergeViewOf(merge: JourneyMerge): JourneyMergeView {
  const conflicts = journeyConflicts(merge).map((c) => ({
    ...c,
    stop: stopLabel(merge.theirs, c.loadId, c.loadStopId),
  }));
  const loads = [...new Set(conflicts.map((c) => `Load #${c.loadId}`))];
  const named = loads.length > 1 ? `${loads.slice(0, -1).join(', ')} and ${loads.at(-1)!}` : loads[0]!;
  return { sentence: `Someone else saved ${named} while your changes were on their way.`, conflicts };
}
