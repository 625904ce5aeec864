import { assign, setup } from 'xstate';
import type {
  CalendarDay,
  CalendarLoad,
  CalendarQueryInput,
  CalendarResponse,
  CalendarViewMode,
} from '#contract/calendar';
import { errorText } from '../shared/error-text';
import { calendarWindow, stepDate } from './calendar-dates';
import { injectedAction, injectedCall, machineTypes } from '../shared/injected';

/** How many loads a day lists before "+N more": what fits a month cell, a week column, a day. */
export const loadsPerDay: Readonly<Record<CalendarViewMode, number>> = { month: 3, week: 12, day: 500 };

export interface LoadCalendarInput {
  viewMode: CalendarViewMode;
  date: string;
  /** Today in the business time zone (the clock is injected). */
  today: string;
  designation?: number[];
  currentOnly?: boolean;
}

export interface LoadCalendarContext {
  viewMode: CalendarViewMode;
  date: string;
  today: string;
  designation: number[];
  currentOnly: boolean;
  /** The days with loads of the shown window, by date. */
  days: Readonly<Record<string, CalendarDay>>;
  /** The query `days` answers; a move inside the same window reads nothing. */
  loadedKey: string | null;
  error: string | null;
  /** The day whose "+N more" is open, and all its loads. */
  more: { date: string; loads: CalendarLoad[] } | null;
  moreError: string | null;
}

export type LoadCalendarEvent =
  | { type: 'calendar.previous' }
  | { type: 'calendar.next' }
  | { type: 'calendar.today' }
  | { type: 'calendar.viewChanged'; viewMode: CalendarViewMode }
  /** Keyboard focus moved to another day; the URL follows without a new history entry. */
  | { type: 'calendar.focusMoved'; date: string }
  /** Back or forward: the URL changed under the page. */
  | { type: 'url.changed'; viewMode: CalendarViewMode; date: string }
  | { type: 'filters.designationChanged'; designation: number[] }
  | { type: 'filters.currentOnlyChanged'; currentOnly: boolean }
  | { type: 'calendar.retry' }
  | { type: 'more.open'; date: string }
  | { type: 'more.retry' }
  | { type: 'more.close' };

export const calendarQueryOf = (
  c: Pick<LoadCalendarContext, 'viewMode' | 'date' | 'designation' | 'currentOnly'>,
) =>
  ({
    ...calendarWindow(c.viewMode, c.date),
    designation: c.designation,
    currentOnly: c.currentOnly,
    perDay: loadsPerDay[c.viewMode],
  }) satisfies CalendarQueryInput;

const keyOf = (q: CalendarQueryInput) => JSON.stringify(q);
const navigationEvents = [
  'calendar.previous',
  'calendar.next',
  'calendar.today',
  'calendar.viewChanged',
  'url.changed',
  'filters.designationChanged',
  'filters.currentOnlyChanged',
] as const;

/**
 * The load calendar: which view and day it shows (kept in the URL: a move pushes a history entry, so the
 * back button returns, and a URL changed by back/forward is followed), the filters, the loads of the shown
 * window (read again only when the window or filters change), and one day's "+N more" list.
 */
export const loadCalendarMachine = setup({
  types: machineTypes<LoadCalendarContext, LoadCalendarEvent, LoadCalendarInput, 'busy' | 'error'>(),
  actors: {
    fetchCalendar: injectedCall<CalendarResponse | null, CalendarQueryInput>('fetchCalendar'),
  },
  actions: {
    /** Injected: put the view and date in the URL as a new history entry (back returns). */
    pushUrl: injectedAction('pushUrl'),
    /** Injected: put the view and date in the URL in place (keyboard moves). */
    replaceUrl: injectedAction('replaceUrl'),
    stepBack: assign({ date: ({ context }) => stepDate(context.viewMode, context.date, -1) }),
    stepForward: assign({ date: ({ context }) => stepDate(context.viewMode, context.date, 1) }),
    goToday: assign({ date: ({ context }) => context.today }),
    setView: assign({
      viewMode: ({ context, event }) =>
        event.type === 'calendar.viewChanged' ? event.viewMode : context.viewMode,
    }),
    moveFocus: assign({
      date: ({ context, event }) => (event.type === 'calendar.focusMoved' ? event.date : context.date),
    }),
    followUrl: assign(({ context, event }) =>
      event.type === 'url.changed' ? { viewMode: event.viewMode, date: event.date } : context,
    ),
    setDesignation: assign({
      designation: ({ context, event }) =>
        event.type === 'filters.designationChanged'
          ? [...event.designation].sort((a, b) => a - b)
          : context.designation,
    }),
    setCurrentOnly: assign({
      currentOnly: ({ context, event }) =>
        event.type === 'filters.currentOnlyChanged' ? event.currentOnly : context.currentOnly,
    }),
    showDays: assign(({ context }, params: { response: CalendarResponse | null }) =>
      params.response
        ? {
            days: Object.fromEntries(params.response.days.map((d) => [d.date, d])),
            loadedKey: keyOf(calendarQueryOf(context)),
            error: null,
          }
        : {},
    ),
    showError: assign((_, params: { error: unknown }) => ({
      error: errorText(params.error),
      loadedKey: null,
    })),
    openMore: assign({
      more: ({ context, event }) =>
        event.type === 'more.open' ? { date: event.date, loads: [] } : context.more,
      moreError: null,
    }),
    showMore: assign(({ context }, params: { response: CalendarResponse | null }) => ({
      more: context.more && {
        date: context.more.date,
        loads: params.response?.days.find((d) => d.date === context.more?.date)?.loads ?? [],
      },
    })),
    showMoreError: assign((_, params: { error: unknown }) => ({ moreError: errorText(params.error) })),
    closeMore: assign({ more: null, moreError: null }),
  },
  guards: {
    showsLoadedWindow: ({ context }) => context.loadedKey === keyOf(calendarQueryOf(context)),
    urlDiffers: ({ context, event }) =>
      event.type === 'url.changed' && (event.viewMode !== context.viewMode || event.date !== context.date),
    isFocusMove: ({ context, event }) => event.type === 'calendar.focusMoved' && event.date !== context.date,
  },
}).createMachine({
  id: 'loadCalendar',
  type: 'parallel',
  context: ({ input }) => ({
    viewMode: input.viewMode,
    date: input.date,
    today: input.today,
    designation: input.designation ?? [],
    currentOnly: input.currentOnly ?? false,
    days: {},
    loadedKey: null,
    error: null,
    more: null,
    moreError: null,
  }),
  states: {
    data: {
      description: 'The loads of the shown window.',
      initial: 'loading',
      on: {
        'calendar.previous': { target: '.settling', actions: ['stepBack', 'pushUrl'] },
        'calendar.next': { target: '.settling', actions: ['stepForward', 'pushUrl'] },
        'calendar.today': { target: '.settling', actions: ['goToday', 'pushUrl'] },
        'calendar.viewChanged': { target: '.settling', actions: ['setView', 'pushUrl'] },
        'calendar.focusMoved': {
          guard: 'isFocusMove',
          target: '.settling',
          actions: ['moveFocus', 'replaceUrl'],
        },
        'url.changed': { guard: 'urlDiffers', target: '.settling', actions: 'followUrl' },
        'filters.designationChanged': { target: '.settling', actions: 'setDesignation' },
        'filters.currentOnlyChanged': { target: '.settling', actions: 'setCurrentOnly' },
      },
      states: {
        settling: {
          description: 'The view, day or filters changed: read only if the window or filters did.',
          always: [{ guard: 'showsLoadedWindow', target: 'ready' }, { target: 'loading' }],
        },
        loading: {
          description: 'Reading the loads of the window; the last ones keep showing meanwhile.',
          tags: ['busy'],
          invoke: {
            id: 'fetchCalendar',
            src: 'fetchCalendar',
            input: ({ context }) => calendarQueryOf(context),
            onDone: {
              target: 'ready',
              actions: { type: 'showDays', params: ({ event }) => ({ response: event.output }) },
            },
            onError: {
              target: 'failed',
              actions: { type: 'showError', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        ready: { description: 'The loads of the window show.' },
        failed: {
          description: 'The read failed: the reason shows with Retry.',
          tags: ['error'],
          on: { 'calendar.retry': 'loading' },
        },
      },
    },
    more: {
      description: 'One day\'s "+N more": every load of that day.',
      initial: 'closed',
      on: Object.fromEntries(
        navigationEvents.map((type) => [type, { target: '.closed', actions: 'closeMore' }]),
      ),
      states: {
        closed: {
          description: 'No day list is open.',
          on: { 'more.open': { target: 'loading', actions: 'openMore' } },
        },
        loading: {
          description: "Reading all the day's loads.",
          tags: ['busy'],
          invoke: {
            id: 'fetchDay',
            src: 'fetchCalendar',
            input: ({ context }) => ({
              from: context.more!.date,
              to: context.more!.date,
              designation: context.designation,
              currentOnly: context.currentOnly,
            }),
            onDone: {
              target: 'open',
              actions: { type: 'showMore', params: ({ event }) => ({ response: event.output }) },
            },
            onError: {
              target: 'failed',
              actions: { type: 'showMoreError', params: ({ event }) => ({ error: event.error }) },
            },
          },
          on: { 'more.close': { target: 'closed', actions: 'closeMore' } },
        },
        open: {
          description: "The day's loads show in a popover.",
          on: {
            'more.close': { target: 'closed', actions: 'closeMore' },
            'more.open': { target: 'loading', actions: 'openMore' },
          },
        },
        failed: {
          description: 'The day list failed: the reason shows with Retry.',
          tags: ['error'],
          on: { 'more.retry': 'loading', 'more.close': { target: 'closed', actions: 'closeMore' } },
        },
      },
    },
  },
});
