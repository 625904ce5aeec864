/**
 * The Load stop detail modal (spec 2 §2, §4): a before copy and an after copy of the load's stops.
 *
 * Events (what the modal sends):
 *  - `stop.previous` / `stop.next`                    move between stops; unsaved edits of the modal stay.
 *  - `stop.resolvedToggled` { checked, at }           the 'Picked up' / 'Delivered' box; `at` is now (ISO),
 *                                                     given by the view so the machine reads no clock.
 *                                                     Ticking sets the time to `at`, unticking clears it;
 *                                                     refused (ignored) when stopCheckState says disabled.
 *  - `stop.timeChanged` { value }                     'Picked up at:' / 'Delivered at:' (only when ticked).
 *  - `stop.fieldChanged` { field, value }             the carrier stop note, delivery window, appointment
 *                                                     and issue fields (StopEditableField).
 *  - `modal.save`                                     applies the after copy: `saveStops` saves the load,
 *                                                     then the modal closes; nothing changed closes at once;
 *                                                     a window with From after To stays open with the error.
 *  - `modal.cancel` / `modal.close`                   restore the before copy and close.
 *  - `error.dismiss`                                  hide the failed save's text.
 * The app provides the `saveStops` actor (input { before, after }, output the saved load or its stops) and
 * may provide the `stopsSaved` action (the success text 'Load #{id} saved successfully.').
 *
 * Its owner invokes it where it opens (input StopModalInput: the stops, the before copy; stops[index] shown;
 * `loadId` and `legs`, its orders' stops on other loads, bring the cross-load rule): the order-journey
 * machine's `modal` region, on the Order Journey tab and the load page alike (decision 064). When it closes it is done, its output the stops it
 * saved ({ saved: { before, after } }) or { saved: null }.
 */
import { assign, fromPromise, setup } from 'xstate';
import { deliveryWindowMessage, type LoadStop } from '#contract/load';
import { errorText } from '../shared/error-text';
import { resolveStop } from '#domain/resolve-stop';
import { stopCheckState, stopTimeEnabled, type JourneyLeg } from '#domain/stop-sequencing';

/** The stop fields the modal edits besides the check-off and its time. */
export const stopEditableFields = [
  'stopDirections',
  'fromDate',
  'toDate',
  'hasAppointment',
  'carrierMakesAppointment',
  'scheduledWithDescription',
  'stopHasIssue',
  'issueDescription',
] as const;
export type StopEditableField = (typeof stopEditableFields)[number];

export interface StopEditingContext {
  /** The stops as they were when the modal opened (or last saved). */
  before: LoadStop[];
  /** The stops as the person has edited them. */
  after: LoadStop[];
  index: number;
  loadDelivered: boolean;
  /** The load's id and its orders' legs on other loads: the cross-load rule of stopCheckState. */
  loadId: number | null;
  legs: readonly JourneyLeg[];
  error: string | null;
  /** What the last save sent: the invoked modal's output. */
  saved: SaveStopsInput | null;
}

/** The invoked modal's output: the stops it saved, or null when it was closed without a save. */
export interface StopModalOutput {
  saved: SaveStopsInput | null;
}

/** Where the modal opens: the stops (the before copy), the stop shown and the rules' facts. */
export interface StopModalInput {
  stops: LoadStop[];
  index: number;
  loadDelivered: boolean;
  loadId?: number;
  legs?: readonly JourneyLeg[];
}

export type StopEditingEvent =
  | { type: 'stop.previous' }
  | { type: 'stop.next' }
  | { type: 'stop.resolvedToggled'; checked: boolean; at: string }
  | { type: 'stop.timeChanged'; value: string | null }
  | { type: 'stop.fieldChanged'; field: StopEditableField; value: string | boolean | null }
  | { type: 'modal.save' }
  | { type: 'modal.cancel' }
  | { type: 'modal.close' }
  | { type: 'error.dismiss' };

export interface SaveStopsInput {
  before: LoadStop[];
  after: LoadStop[];
}
/** What a save answers: the saved load (its stops are taken) or null to keep the after copy. */
export type SaveStopsOutput = { loadStops: LoadStop[] } | null | undefined;

const copy = (stops: readonly LoadStop[]): LoadStop[] => stops.map((s) => ({ ...s }));

/** The stops of `after` that differ from their place in `before`: what a save of the modal changed. */
export const changedStops = ({
  before,
  after,
}: {
  before: readonly LoadStop[];
  after: readonly LoadStop[];
}): LoadStop[] => after.filter((stop, i) => JSON.stringify(stop) !== JSON.stringify(before[i]));
const withStop = (context: StopEditingContext, change: Partial<LoadStop>): LoadStop[] =>
  context.after.map((s, i) => (i === context.index ? { ...s, ...change } : s));
const windowValid = (s: LoadStop) =>
  !s.fromDate || !s.toDate || Date.parse(s.fromDate) <= Date.parse(s.toDate);
const opened = (input: StopModalInput) => ({
  before: copy(input.stops),
  after: copy(input.stops),
  index: Math.min(Math.max(input.index, 0), Math.max(input.stops.length - 1, 0)),
  loadDelivered: input.loadDelivered,
  loadId: input.loadId ?? null,
  legs: input.legs ?? [],
  error: null,
});
const booleanFields: readonly StopEditableField[] = [
  'hasAppointment',
  'carrierMakesAppointment',
  'stopHasIssue',
];

export const stopEditingMachine = setup({
  types: {
    context: {} as StopEditingContext,
    events: {} as StopEditingEvent,
    input: {} as StopModalInput,
    output: {} as StopModalOutput,
    tags: {} as 'busy' | 'editable',
  },
  actions: {
    /** The load was saved (the screen shows its success text and refreshes the load). */
    stopsSaved: (_, _params: { stops: LoadStop[] }) => {},
    rememberSaved: assign({ saved: ({ context }) => ({ before: context.before, after: context.after }) }),
    showPrevious: assign({ index: ({ context }) => context.index - 1 }),
    showNext: assign({ index: ({ context }) => context.index + 1 }),
    toggleResolved: assign({
      after: ({ context, event }) =>
        event.type === 'stop.resolvedToggled'
          ? withStop(context, resolveStop({}, event.checked, event.at))
          : context.after,
    }),
    changeTime: assign({
      after: ({ context, event }) =>
        event.type === 'stop.timeChanged'
          ? withStop(context, { pickedUpDeliveryDate: event.value })
          : context.after,
    }),
    changeField: assign({
      after: ({ context, event }) => {
        if (event.type !== 'stop.fieldChanged') return context.after;
        const value = booleanFields.includes(event.field) ? event.value === true : event.value;
        return withStop(context, { [event.field]: value } as Partial<LoadStop>);
      },
    }),
    restoreBefore: assign({ after: ({ context }) => copy(context.before), error: null }),
    keepSaved: assign(({ context, event }) => {
      const output = (event as { output?: SaveStopsOutput }).output;
      const saved = output?.loadStops ? copy(output.loadStops) : copy(context.after);
      return { before: saved, after: copy(saved), error: null };
    }),
    setWindowError: assign({ error: deliveryWindowMessage }),
    setSaveError: assign({ error: ({ event }) => errorText((event as { error?: unknown }).error) }),
    clearError: assign({ error: null }),
  },
  guards: {
    hasPrevious: ({ context }) => context.index > 0,
    hasNext: ({ context }) => context.index < context.after.length - 1,
    canToggle: ({ context, event }) =>
      event.type === 'stop.resolvedToggled' &&
      event.checked !== context.after[context.index]?.pickedUpOrDelivered &&
      stopCheckState(context.after, context.index, {
        loadDelivered: context.loadDelivered,
        loadId: context.loadId ?? undefined,
        legs: context.legs,
      }).enabled,
    timeEditable: ({ context }) => stopTimeEnabled(context.after[context.index]),
    unchanged: ({ context }) => JSON.stringify(context.before) === JSON.stringify(context.after),
    windowInvalid: ({ context }) => !context.after.every(windowValid),
  },
  actors: {
    saveStops: fromPromise<SaveStopsOutput, SaveStopsInput>(() =>
      Promise.reject(new Error('saveStops not provided')),
    ),
  },
}).createMachine({
  id: 'stopEditing',
  context: ({ input }) => ({ ...opened(input), saved: null }),
  initial: 'editing',
  states: {
    editing: {
      description:
        'One stop is shown; edits go to the after copy and survive previous/next. The check-off follows the next-to-resolve rule, its time is editable only when ticked.',
      tags: ['editable'],
      on: {
        'stop.previous': { guard: 'hasPrevious', actions: 'showPrevious' },
        'stop.next': { guard: 'hasNext', actions: 'showNext' },
        'stop.resolvedToggled': { guard: 'canToggle', actions: 'toggleResolved' },
        'stop.timeChanged': { guard: 'timeEditable', actions: 'changeTime' },
        'stop.fieldChanged': { actions: 'changeField' },
        'error.dismiss': { actions: 'clearError' },
        'modal.save': [
          { guard: 'unchanged', target: 'done', actions: 'clearError' },
          { guard: 'windowInvalid', actions: 'setWindowError' },
          { target: 'saving', actions: 'clearError' },
        ],
        'modal.cancel': { target: 'done', actions: 'restoreBefore' },
        'modal.close': { target: 'done', actions: 'restoreBefore' },
      },
    },
    done: {
      description:
        'The modal closed (saved or not): its owner takes what it saved, its output, and stops it.',
      type: 'final',
    },
    saving: {
      description:
        'The after copy is saved with the load; success closes the modal, a failure keeps every edit.',
      tags: ['busy'],
      invoke: {
        id: 'saveStops',
        src: 'saveStops',
        input: ({ context }) => ({ before: context.before, after: context.after }),
        onDone: {
          target: 'done',
          actions: [
            'rememberSaved',
            'keepSaved',
            { type: 'stopsSaved', params: ({ context }) => ({ stops: context.after }) },
          ],
        },
        onError: { target: 'editing', actions: 'setSaveError' },
      },
    },
  },
  output: ({ context }) => ({ saved: context.saved }),
});
