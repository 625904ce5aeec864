import { assign, sendParent, setup } from 'xstate';
import { dateRangeOf, needsPicker, type DateFilterValue, type DatePreset } from './list-dates';

export interface DateFilterInput {
  /** The filter in force, restored from the list's settings. */
  value?: DateFilterValue | null;
}

export type DateFilterEvent =
  | { type: 'dateFilter.opened' }
  | { type: 'dateFilter.closed' }
  | { type: 'dateFilter.presetChosen'; preset: DatePreset }
  | { type: 'dateFilter.dateChosen'; which: 'start' | 'end'; date: string | null }
  | { type: 'dateFilter.confirmed' }
  | { type: 'dateFilter.cleared' }
  | { type: 'dateFilter.valueSet'; value: DateFilterValue | null };

/** What the filter tells its list each time the applied value changes. */
export interface DateFilterChanged {
  type: 'list.dateFilterChanged';
  value: DateFilterValue | null;
}

export interface DateFilterContext {
  value: DateFilterValue | null;
  draftStart: string | null;
  draftEnd: string | null;
}

// Any day works here: completeness of a picker draft does not depend on today.
const anyDay = '2000-01-01';

/** A picker of the open menu: dates go to the draft, and OK applies a complete draft as `preset`. */
const picker = <TPreset extends 'specificDate' | 'dateRange'>(preset: TPreset, description: string) =>
  ({
    description,
    on: {
      'dateFilter.dateChosen': { actions: 'chooseDate' },
      'dateFilter.confirmed': {
        guard: { type: 'draftComplete', params: { preset } },
        target: '#dateFilter.closed',
        actions: [{ type: 'applyDraft', params: { preset } }, 'notifyList'],
      },
    },
  }) as const;

/**
 * The date filter of a list (spec 1 §4): Today, Last 7 days and Last 30 days apply on choice; Specific Date
 * and Date Range open a picker whose OK is enabled once one date, or two, are chosen. Clear resets it all.
 * It runs inside the list-query machine, which forwards 'dateFilter.*' events and hears every change.
 */
export const dateFilterMachine = setup({
  types: {
    context: {} as DateFilterContext,
    events: {} as DateFilterEvent,
    input: {} as DateFilterInput,
  },
  actions: {
    startDraft: assign(({ context, event }) => {
      const preset = event.type === 'dateFilter.presetChosen' ? event.preset : context.value?.preset;
      const same = context.value?.preset === preset;
      return {
        draftStart: same ? (context.value?.start ?? null) : null,
        draftEnd: same ? (context.value?.end ?? null) : null,
      };
    }),
    chooseDate: assign(({ event }) => {
      if (event.type !== 'dateFilter.dateChosen') return {};
      return event.which === 'start' ? { draftStart: event.date } : { draftEnd: event.date };
    }),
    applyPreset: assign(({ event }) =>
      event.type === 'dateFilter.presetChosen' ? { value: { preset: event.preset } } : {},
    ),
    applyDraft: assign(({ context }, params: { preset: DatePreset }) => ({
      value:
        params.preset === 'specificDate'
          ? { preset: params.preset, start: context.draftStart }
          : { preset: params.preset, start: context.draftStart, end: context.draftEnd },
    })),
    setValue: assign(({ event }) => (event.type === 'dateFilter.valueSet' ? { value: event.value } : {})),
    clearAll: assign({ value: null, draftStart: null, draftEnd: null }),
    notifyList: sendParent(({ context }): DateFilterChanged => ({
      type: 'list.dateFilterChanged',
      value: context.value,
    })),
  },
  guards: {
    isSpecificDate: ({ event }) =>
      event.type === 'dateFilter.presetChosen' && event.preset === 'specificDate',
    isPickerPreset: ({ event }) => event.type === 'dateFilter.presetChosen' && needsPicker(event.preset),
    draftComplete: ({ context }, params: { preset: DatePreset }) =>
      dateRangeOf({ preset: params.preset, start: context.draftStart, end: context.draftEnd }, anyDay) !==
      null,
  },
}).createMachine({
  id: 'dateFilter',
  context: ({ input }) => ({ value: input.value ?? null, draftStart: null, draftEnd: null }),
  initial: 'closed',
  on: {
    'dateFilter.cleared': { target: '.closed', actions: ['clearAll', 'notifyList'] },
    'dateFilter.valueSet': { target: '.closed', actions: ['setValue', 'notifyList'] },
  },
  states: {
    closed: {
      description: 'The menu is closed; the list filters by the applied value, if any.',
      on: { 'dateFilter.opened': 'open' },
    },
    open: {
      description:
        'The menu is open: a quick preset applies at once, Specific Date and Date Range open a picker.',
      initial: 'choosing',
      on: {
        'dateFilter.closed': 'closed',
        'dateFilter.presetChosen': [
          { guard: 'isSpecificDate', target: '.specificDate', actions: 'startDraft' },
          { guard: 'isPickerPreset', target: '.dateRange', actions: 'startDraft' },
          { target: 'closed', actions: ['applyPreset', 'notifyList'] },
        ],
      },
      states: {
        choosing: { description: 'The presets are listed; none chosen yet.' },
        specificDate: picker('specificDate', 'A one-date picker; OK is enabled once a date is chosen.'),
        dateRange: picker('dateRange', 'A two-date picker; OK is enabled once both dates are chosen.'),
      },
    },
  },
});
