/**
 * The order journey tab (spec 2 §2 "Order journey", §4 "Load stops" timings; issue #15; decision 045): an
 * order's loads and stops, edits saved in batches with save states a person can trust, and the screen's
 * passing selections.
 *
 * Events (what the screen sends):
 *  - `journey.edited` { edit }        any change (a stop checked, stops edited, reordered, an order added or
 *                                     removed); shown at once, saved 500 ms after the first unsaved one.
 *                                     A stop check the sequencing rules refuse is ignored.
 *  - `save.now`                       save the unsaved edits without waiting.
 *  - `save.retry` / `save.discard`    after a failed save: try again, or drop the edits and read again.
 *                                     A save refused because someone else saved the load first (409
 *                                     stale_write) is not a failure: the journey is read again and the
 *                                     edits merged with theirs field by field (journey-merge.ts, the edit
 *                                     form's merge); without conflicts it saves again by itself.
 *  - `merge.choose` { key, side }     in the merge view: a stop field both changed keeps theirs or mine.
 *  - `merge.apply`                    in the merge view: save the merged edits. `save.discard` there
 *                                     takes their version whole.
 *  - `journey.retry`                  after a failed read.
 *  - `journey.refresh`                another part of the screen changed the server (notes): read again
 *                                     when nothing is unsaved (otherwise the next save's answer brings it).
 *  - `journey.leave` { to }           leave at once when nothing is unsaved, else ask (`confirmLeave`).
 *  - `order.selected`, `order.highlighted`, `dialog.opened`/`closed`, `modal.opened`/`closed`,
 *    `pointer.released`, `link.followed`: the passing selections (spec 2 §4 timings).
 *  - `modal.opened` { loadId, loadStopId } invokes the stop modal (stop-editing) as the child `stopModal` on
 *    that stop of the journey as shown; what its Save hands back is queued as one `stopsEdited` edit, saved
 *    with the others.
 * The app provides the actors `fetchJourney`, `saveEdits`, `confirmLeave` and the actions `leave` and
 * `journeySaved` (refresh the order header).
 */
import { assign, enqueueActions, fromPromise, not, setup, stateIn } from 'xstate';
import { LoadStatus } from '#contract/load-status';
import { inSequence, legsWithin } from '#domain/stop-sequencing';
import { isStaleWrite } from '../edit-form/edit-form.values';
import type { MergeSide } from '../edit-form/edit-form.merge';
import { errorText } from '../shared/error-text';
import {
  changedStops,
  stopEditingMachine,
  type SaveStopsInput,
  type SaveStopsOutput,
  type StopModalInput,
  type StopModalOutput,
} from '../stop-editing/stop-editing.machine';
import { shownJourney, stopCheckOf, type JourneyEdit, type OrderJourney } from './journey-edits';
import {
  chooseStopSide,
  hasJourneyConflicts,
  mergedEdits,
  mergeJourney,
  type JourneyMerge,
} from './journey-merge';

/** Spec 2 §4: "Save feedback applies after 500 ms"; "... reset after 1 s". */
export const journeyTimings = { saveDelayMs: 500, resetDelayMs: 1000 } as const;

export interface OrderJourneyInput {
  orderId: number;
}

export type JourneyDialog = { loadId: number | null; mode: 'delivery' | 'location' | 'warehouse' };
export type JourneyModal = { loadId: number; loadStopId: number };

/** How a save call settled, held until the 500 ms of Saving have passed. */
type SaveOutcome = { ok: true; journey: OrderJourney } | { ok: false; error: string; stale: boolean };

export interface OrderJourneyContext {
  orderId: number;
  /** The server's copy: the last read or saved journey (kept while it is read again). */
  journey: OrderJourney | null;
  /** Edits not yet sent, in the order made. */
  pending: JourneyEdit[];
  /** The batch being saved. */
  inFlight: JourneyEdit[];
  outcome: SaveOutcome | null;
  /** The failed read's or failed save's text. */
  error: string | null;
  leaveTo: string | null;
  selectedOrderId: number | null;
  highlightedOrderId: number | null;
  dialog: JourneyDialog | null;
  modal: JourneyModal | null;
  /**
   * A save met someone else's: their journey and my stop edits merged with it (issue #28). Absent (not
   * null) otherwise, so sessions recorded before the merge existed replay unchanged.
   */
  merge?: JourneyMerge;
}

export type OrderJourneyEvent =
  | { type: 'journey.edited'; edit: JourneyEdit }
  | { type: 'journey.retry' }
  | { type: 'journey.refresh' }
  | { type: 'journey.leave'; to: string }
  | { type: 'save.now' }
  | { type: 'save.retry' }
  | { type: 'save.discard' }
  | { type: 'merge.choose'; key: string; side: MergeSide }
  | { type: 'merge.apply' }
  | { type: 'order.selected'; orderId: number }
  | { type: 'order.highlighted'; orderId: number | null }
  | { type: 'dialog.opened'; loadId: number | null; mode: JourneyDialog['mode'] }
  | { type: 'dialog.closed' }
  | { type: 'modal.opened'; loadId: number; loadStopId: number }
  | { type: 'modal.closed' }
  | { type: 'pointer.released' }
  | { type: 'link.followed' };

export interface SaveEditsInput {
  orderId: number;
  edits: JourneyEdit[];
  /** The server's copy the edits were made on (the app reads each load afresh before applying them). */
  journey: OrderJourney | null;
}

export interface ConfirmLeaveInput {
  to: string;
  /** How many edits would be lost. */
  unsaved: number;
}

const savingState = '#orderJourney.ready.save.saving';

/** Where the stop modal opens: the stop of the journey as shown (unsaved edits included), with its load's rules. */
export function stopModalInput(context: OrderJourneyContext): StopModalInput {
  const { journey, modal } = context;
  const shown = journey ? shownJourney(journey, context.inFlight, context.pending) : null;
  const load = shown?.loads.find((l) => l.loadId === modal?.loadId);
  if (!shown || !load) return { stops: [], index: 0, loadDelivered: false };
  const stops = inSequence(load.loadStops);
  const sequenced = shown.loads.map((l) => ({ loadId: l.loadId, stops: l.loadStops }));
  return {
    stops,
    index: Math.max(
      stops.findIndex((s) => s.loadStopId === modal?.loadStopId),
      0,
    ),
    loadDelivered: load.refLoadStatusId === LoadStatus.Delivered,
    loadId: load.loadId,
    legs: legsWithin(sequenced, load.loadId, load.journeyLegs),
  };
}

/** The merged edits, then those made while the merge was read or chosen: what is left to save on theirs. */
function afterMergeEdits(context: OrderJourneyContext): JourneyEdit[] {
  if (!context.merge) return context.pending;
  return [...mergedEdits(context.merge), ...context.pending.slice(context.merge.edits.length)];
}

/** After a merge: save what is left of my edits on their journey, or nothing is left to save. */
const afterMerge = [
  { guard: 'mergeLeavesEdits', target: 'saving', actions: 'applyMerge' },
  {
    target: 'saved',
    actions: ['applyMerge', { type: 'journeySaved', params: savedParams }],
  },
] as const;

export const orderJourneyMachine = setup({
  types: {
    context: {} as OrderJourneyContext,
    events: {} as OrderJourneyEvent,
    input: {} as OrderJourneyInput,
    tags: {} as 'busy' | 'error' | 'blocksLeaving',
    children: {} as {
      fetchJourney: 'fetchJourney';
      fetchTheirs: 'fetchJourney';
      saveEdits: 'saveEdits';
      confirmLeave: 'confirmLeave';
      stopModal: 'stopModal';
    },
  },
  actors: {
    fetchJourney: fromPromise<OrderJourney, { orderId: number }>(() =>
      Promise.reject(new Error('fetchJourney is not provided')),
    ),
    saveEdits: fromPromise<OrderJourney, SaveEditsInput>(() =>
      Promise.reject(new Error('saveEdits is not provided')),
    ),
    /** True: leave and lose the edits. */
    confirmLeave: fromPromise<boolean, ConfirmLeaveInput>(() =>
      Promise.reject(new Error('confirmLeave is not provided')),
    ),
    /** The stop modal: its Save hands the stops back to the journey (its output) instead of saving the load. */
    stopModal: stopEditingMachine.provide({
      actors: { saveStops: fromPromise<SaveStopsOutput, SaveStopsInput>(async () => null) },
    }),
  },
  actions: {
    /** Injected: navigate to `to`. */
    leave: (_, _params: { to: string }) => {
      throw new Error('leave is not provided');
    },
    /** Injected: the server has the edits (the app refreshes the order header and its statuses). */
    journeySaved: (_, _params: { journey: OrderJourney }) => {
      throw new Error('journeySaved is not provided');
    },
    showJourney: assign((_, params: { journey: OrderJourney }) => ({ journey: params.journey, error: null })),
    showError: assign((_, params: { error: unknown }) => ({ error: errorText(params.error) })),
    queueEdit: assign({
      pending: ({ context, event }) =>
        event.type === 'journey.edited' ? [...context.pending, event.edit] : context.pending,
    }),
    startBatch: assign(({ context }) => ({ inFlight: context.pending, pending: [], outcome: null })),
    holdSaved: assign((_, params: { journey: OrderJourney }) => ({
      outcome: { ok: true as const, journey: params.journey },
    })),
    holdFailure: assign((_, params: { error: unknown }) => ({
      outcome: { ok: false as const, error: errorText(params.error), stale: isStaleWrite(params.error) },
    })),
    applySaved: assign(({ context }) => ({
      journey: context.outcome?.ok ? context.outcome.journey : context.journey,
      inFlight: [],
      outcome: null,
      error: null,
    })),
    // The failed batch goes back in front of what was queued meanwhile, so a retry sends all, in order.
    keepFailedEdits: assign(({ context }) => ({
      error: context.outcome && !context.outcome.ok ? context.outcome.error : null,
      pending: [...context.inFlight, ...context.pending],
      inFlight: [],
      outcome: null,
    })),
    clearError: assign({ error: null }),
    dropEdits: assign({ pending: [], inFlight: [], outcome: null, error: null, merge: undefined }),
    /** Their journey (read again) with my edits merged stop by stop; edits made meanwhile are in `pending`. */
    mergeTheirs: assign(({ context }, params: { theirs: OrderJourney }) => ({
      merge: context.journey ? mergeJourney(context.journey, params.theirs, context.pending) : undefined,
      error: null,
    })),
    chooseSide: assign(({ context, event }) => ({
      merge:
        event.type === 'merge.choose' && context.merge
          ? chooseStopSide(context.merge, event.key, event.side)
          : context.merge,
    })),
    /** Their journey becomes the server's copy; the merged edits are what is left to save on it. */
    applyMerge: assign(({ context }) =>
      context.merge
        ? { journey: context.merge.theirs, pending: afterMergeEdits(context), merge: undefined }
        : {},
    ),
    rememberLeave: assign({
      leaveTo: ({ context, event }) => (event.type === 'journey.leave' ? event.to : context.leaveTo),
    }),
    forgetLeave: assign({ leaveTo: null }),
    selectOrder: assign({
      selectedOrderId: ({ context, event }) =>
        event.type === 'order.selected' ? event.orderId : context.selectedOrderId,
    }),
    clearSelection: assign({ selectedOrderId: null }),
    highlightOrder: assign({
      highlightedOrderId: ({ context, event }) =>
        event.type === 'order.highlighted' ? event.orderId : context.highlightedOrderId,
    }),
    openDialog: assign({
      dialog: ({ context, event }) =>
        event.type === 'dialog.opened' ? { loadId: event.loadId, mode: event.mode } : context.dialog,
    }),
    closeDialog: assign({ dialog: null }),
    openModal: assign({
      modal: ({ context, event }) =>
        event.type === 'modal.opened'
          ? { loadId: event.loadId, loadStopId: event.loadStopId }
          : context.modal,
    }),
    closeModal: assign({ modal: null }),
    /** The stops the modal saved become one edit of the journey, queued and saved with the others. */
    queueModalEdit: enqueueActions(({ context, enqueue }, params: { output: StopModalOutput }) => {
      // The journey's edit carries the stops the modal's Save changed, those alone.
      const stops = params.output.saved ? changedStops(params.output.saved) : [];
      if (context.modal && stops.length > 0)
        enqueue.raise({
          type: 'journey.edited',
          edit: { kind: 'stopsEdited', loadId: context.modal.loadId, stops },
        });
    }),
    resetUi: assign({ selectedOrderId: null, highlightedOrderId: null, dialog: null, modal: null }),
  },
  guards: {
    /** A stop check must be one the sequencing rules allow on the journey as shown; other edits pass. */
    editAllowed: ({ context, event }) => {
      if (event.type !== 'journey.edited') return false;
      const { edit } = event;
      if (edit.kind !== 'stopChecked') return true;
      if (!context.journey) return false;
      const shown = shownJourney(context.journey, context.inFlight, context.pending);
      const stop = shown.loads
        .find((l) => l.loadId === edit.loadId)
        ?.loadStops.find((s) => s.loadStopId === edit.loadStopId);
      return (
        !!stop &&
        stop.pickedUpOrDelivered !== edit.checked &&
        !!stopCheckOf(shown, edit.loadId, edit.loadStopId)?.enabled
      );
    },
    saveFailed: ({ context }) => context.outcome?.ok === false,
    /** Someone else saved a load first (409 stale_write): merge, not fail. */
    saveStale: ({ context }) => context.outcome?.ok === false && context.outcome.stale,
    hasConflicts: ({ context }) => !!context.merge && hasJourneyConflicts(context.merge),
    mergeLeavesEdits: ({ context }) => afterMergeEdits(context).length > 0,
    hasPending: ({ context }) => context.pending.length > 0,
    nothingUnsaved: stateIn('#orderJourney.ready.save.saved'),
    saveNotRunning: not(stateIn(savingState)),
    confirmed: (_, params: { answer: boolean }) => params.answer === true,
    /** The selections were reset (a link was followed): the modal goes too. */
    modalReset: ({ context }) => context.modal === null,
  },
  delays: {
    journeySaveDelay: journeyTimings.saveDelayMs,
    journeyResetDelay: journeyTimings.resetDelayMs,
  },
}).createMachine({
  id: 'orderJourney',
  context: ({ input }) => ({
    orderId: input.orderId,
    journey: null,
    pending: [],
    inFlight: [],
    outcome: null,
    error: null,
    leaveTo: null,
    selectedOrderId: null,
    highlightedOrderId: null,
    dialog: null,
    modal: null,
  }),
  // The selections may change in any state: a dialog or the modal may be closed while the journey is read again.
  on: {
    'order.selected': { actions: 'selectOrder' },
    'order.highlighted': { actions: 'highlightOrder' },
    'dialog.opened': { actions: 'openDialog' },
    'dialog.closed': { actions: 'closeDialog' },
    'modal.closed': { actions: 'closeModal' },
    // A mouse release clears the selection, except while a save runs (its result may need it).
    'pointer.released': { guard: 'saveNotRunning', actions: 'clearSelection' },
  },
  initial: 'loading',
  states: {
    loading: {
      description: "Reading the order's loads and stops; a journey read before keeps showing meanwhile.",
      invoke: {
        id: 'fetchJourney',
        src: 'fetchJourney',
        input: ({ context }) => ({ orderId: context.orderId }),
        onDone: {
          target: 'ready',
          actions: { type: 'showJourney', params: ({ event }) => ({ journey: event.output }) },
        },
        onError: {
          target: 'loadFailed',
          actions: { type: 'showError', params: ({ event }) => ({ error: event.error }) },
        },
      },
      on: { 'journey.leave': { actions: { type: 'leave', params: ({ event }) => ({ to: event.to }) } } },
    },
    loadFailed: {
      description: 'The read failed: the reason shows with Try again.',
      tags: ['error'],
      on: {
        'journey.retry': { target: 'loading', actions: 'clearError' },
        'journey.leave': { actions: { type: 'leave', params: ({ event }) => ({ to: event.to }) } },
      },
    },
    ready: {
      description:
        'The journey shows with the unsaved edits applied; saving, leaving and the selections run side by side.',
      type: 'parallel',
      states: {
        save: {
          description: 'The save states shown beside the journey: Saved, Unsaved, Saving, SaveFailed.',
          initial: 'saved',
          states: {
            saved: {
              description: 'The server has every edit.',
              on: {
                'journey.edited': { guard: 'editAllowed', target: 'unsaved', actions: 'queueEdit' },
                'journey.refresh': { target: '#orderJourney.loading' },
              },
            },
            unsaved: {
              description:
                'Edits are gathered for 500 ms from the first one (later ones do not restart the wait), then saved together.',
              tags: ['blocksLeaving'],
              after: { journeySaveDelay: { target: 'saving' } },
              on: {
                'journey.edited': { guard: 'editAllowed', actions: 'queueEdit' },
                'save.now': { target: 'saving' },
              },
            },
            saving: {
              description:
                'The gathered edits are saved as one batch; its result shows no sooner than 500 ms after Saving did. New edits queue for the next batch.',
              tags: ['busy', 'blocksLeaving'],
              type: 'parallel',
              entry: 'startBatch',
              on: { 'journey.edited': { guard: 'editAllowed', actions: 'queueEdit' } },
              states: {
                call: {
                  description: 'The save call.',
                  initial: 'running',
                  states: {
                    running: {
                      description: 'The server applies the batch and answers the journey as it now is.',
                      invoke: {
                        id: 'saveEdits',
                        src: 'saveEdits',
                        input: ({ context }) => ({
                          orderId: context.orderId,
                          edits: context.inFlight,
                          journey: context.journey,
                        }),
                        onDone: {
                          target: 'settled',
                          actions: { type: 'holdSaved', params: ({ event }) => ({ journey: event.output }) },
                        },
                        onError: {
                          target: 'settled',
                          actions: { type: 'holdFailure', params: ({ event }) => ({ error: event.error }) },
                        },
                      },
                    },
                    settled: { description: 'The answer waits for the feedback delay.', type: 'final' },
                  },
                },
                feedback: {
                  description: 'Saving shows for at least 500 ms, so it is seen and never flickers.',
                  initial: 'showing',
                  states: {
                    showing: {
                      description: 'Saving is shown.',
                      after: { journeySaveDelay: { target: 'shown' } },
                    },
                    shown: { description: 'Saving has shown long enough.', type: 'final' },
                  },
                },
              },
              onDone: [
                { guard: 'saveStale', target: 'merging', actions: 'keepFailedEdits' },
                { guard: 'saveFailed', target: 'saveFailed', actions: 'keepFailedEdits' },
                {
                  guard: 'hasPending',
                  target: 'saving',
                  reenter: true,
                  actions: ['applySaved', { type: 'journeySaved', params: savedParams }],
                },
                {
                  target: 'saved',
                  actions: ['applySaved', { type: 'journeySaved', params: savedParams }],
                },
              ],
            },
            merging: {
              description:
                'Someone else saved a load first: their journey is read again, to merge my edits with it stop by stop, field by field.',
              tags: ['busy', 'blocksLeaving'],
              invoke: {
                id: 'fetchTheirs',
                src: 'fetchJourney',
                input: ({ context }) => ({ orderId: context.orderId }),
                onDone: {
                  target: 'merged',
                  actions: { type: 'mergeTheirs', params: ({ event }) => ({ theirs: event.output }) },
                },
                onError: {
                  target: 'saveFailed',
                  actions: { type: 'showError', params: ({ event }) => ({ error: event.error }) },
                },
              },
              on: { 'journey.edited': { guard: 'editAllowed', actions: 'queueEdit' } },
            },
            merged: {
              description:
                'Transient: fields only one side changed merge by themselves and save again at once; fields both changed go to the person.',
              always: [{ guard: 'hasConflicts', target: 'resolving' }, ...afterMerge],
            },
            resolving: {
              description:
                'The merge view: for each stop field both changed, their value or mine (mine until chosen); then the merged edits are saved, or their version taken whole.',
              tags: ['blocksLeaving'],
              on: {
                'journey.edited': { guard: 'editAllowed', actions: 'queueEdit' },
                'merge.choose': { actions: 'chooseSide' },
                'merge.apply': afterMerge,
                'save.discard': { target: '#orderJourney.loading', actions: 'dropEdits' },
              },
            },
            saveFailed: {
              description:
                'The save failed: the edits are kept and still shown; Retry saves them all, Discard drops them and reads again.',
              tags: ['error', 'blocksLeaving'],
              on: {
                'journey.edited': { guard: 'editAllowed', actions: 'queueEdit' },
                'save.retry': { target: 'saving', actions: 'clearError' },
                'save.discard': { target: '#orderJourney.loading', actions: 'dropEdits' },
              },
            },
          },
        },
        leaving: {
          description:
            'Leaving the tab: at once when everything is saved, else after asking; the save goes on meanwhile.',
          initial: 'idle',
          states: {
            idle: {
              description: 'Nobody is leaving.',
              on: {
                'journey.leave': [
                  {
                    guard: 'nothingUnsaved',
                    actions: { type: 'leave', params: ({ event }) => ({ to: event.to }) },
                  },
                  { target: 'asking', actions: 'rememberLeave' },
                ],
              },
            },
            asking: {
              description: 'The person is asked whether to leave and lose the unsaved edits.',
              invoke: {
                id: 'confirmLeave',
                src: 'confirmLeave',
                input: ({ context }) => ({
                  to: context.leaveTo ?? '/',
                  unsaved: context.inFlight.length + context.pending.length,
                }),
                onDone: [
                  {
                    guard: { type: 'confirmed', params: ({ event }) => ({ answer: event.output }) },
                    target: 'left',
                    actions: [
                      { type: 'leave', params: ({ context }) => ({ to: context.leaveTo ?? '/' }) },
                      'forgetLeave',
                    ],
                  },
                  { target: 'idle', actions: 'forgetLeave' },
                ],
                onError: { target: 'idle', actions: 'forgetLeave' },
              },
            },
            left: {
              description:
                'The person chose to leave and give up the unsaved edits: nothing asks again, a leave goes at once.',
              on: {
                'journey.leave': { actions: { type: 'leave', params: ({ event }) => ({ to: event.to }) } },
              },
            },
          },
        },
        modal: {
          description: 'The stop modal, invoked as a child on the stop chosen, as the journey shows it.',
          initial: 'closed',
          states: {
            closed: {
              description: 'No stop modal is open.',
              on: { 'modal.opened': { target: 'open', actions: 'openModal' } },
            },
            open: {
              description:
                "The stop modal runs as the child stopModal; when it closes, its Save's stops are queued as one edit. The selections' reset closes it too.",
              always: { guard: 'modalReset', target: 'closed' },
              invoke: {
                id: 'stopModal',
                src: 'stopModal',
                input: ({ context }) => stopModalInput(context),
                onDone: {
                  target: 'closed',
                  actions: [
                    { type: 'queueModalEdit', params: ({ event }) => ({ output: event.output }) },
                    'closeModal',
                  ],
                },
              },
              on: { 'modal.closed': { target: 'closed', actions: 'closeModal' } },
            },
          },
        },
        ui: {
          description:
            'The passing selections: the selected and highlighted order, the add-order dialog and the stop modal.',
          initial: 'idle',
          states: {
            idle: {
              description: 'The selections stay as the person left them.',
              on: { 'link.followed': { target: 'resetting' } },
            },
            resetting: {
              description:
                'A link was followed: 1 s later the dialog, the modal and both selections reset. Another link meanwhile does not restart the wait.',
              after: { journeyResetDelay: { target: 'idle', actions: 'resetUi' } },
            },
          },
        },
      },
    },
  },
});

/** After applySaved: the journey the server answered. */
function savedParams({ context }: { context: OrderJourneyContext }): { journey: OrderJourney } {
  return { journey: context.journey ?? { orderId: context.orderId, loads: [] } };
}
