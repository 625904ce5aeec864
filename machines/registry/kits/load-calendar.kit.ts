import type { CalendarQueryInput, CalendarResponse } from '#contract/calendar';
import { loadCalendarMachine, calendarQueryOf } from '#machines/load-calendar/load-calendar.machine';
import { calendarLoad } from '#machines/testing/calendar-fixture';
import { check, defineTestKit } from '../test-kit';
import { apiError, lastCallInput } from './kit-helpers';

const load = calendarLoad(7);
const week: CalendarResponse = {
  from: '2025-08-31',
  to: '2025-09-06',
  timeZone: 'America/Los_Angeles',
  days: [{ date: '2025-09-04', total: 14, loads: [load] }],
};

export const loadCalendarKit = defineTestKit(loadCalendarMachine, {
  input: { viewMode: 'week', date: '2025-09-04', today: '2025-09-04' },
  events: {
    'calendar.viewChanged': [
      { type: 'calendar.viewChanged', viewMode: 'month' },
      { type: 'calendar.viewChanged', viewMode: 'day' },
    ],
    // The next day is in the same week (nothing read); the day after Saturday is not.
    'calendar.focusMoved': [
      { type: 'calendar.focusMoved', date: '2025-09-05' },
      { type: 'calendar.focusMoved', date: '2025-09-07' },
    ],
    'url.changed': [
      { type: 'url.changed', viewMode: 'week', date: '2025-09-04' },
      { type: 'url.changed', viewMode: 'day', date: '2025-09-10' },
    ],
    'filters.designationChanged': [{ type: 'filters.designationChanged', designation: [3, 2] }],
    'filters.currentOnlyChanged': [{ type: 'filters.currentOnlyChanged', currentOnly: true }],
    'more.open': [{ type: 'more.open', date: '2025-09-04' }],
  },
  actors: {
    fetchCalendar: {
      done: { found: week, aborted: null },
      error: { offline: apiError(0, 'Network error') },
    },
    fetchDay: {
      done: { found: week },
      error: { forbidden: apiError(403, 'You do not have permission to do this.') },
    },
  },
  // The date moves without end; what matters is the view, whether the shown window is the one read, and
  // whether a day list is open.
  abstract: (s) => ({
    value: s.value,
    viewMode: s.context.viewMode,
    fresh: s.context.loadedKey === JSON.stringify(calendarQueryOf(s.context)),
    today: s.context.date === s.context.today,
    filtered: s.context.designation.length > 0 || s.context.currentOnly,
    more: s.context.more?.loads.length ?? -1,
    error: s.context.error !== null,
  }),
  expect: {
    '': (s) => check(/^\d{4}-\d{2}-\d{2}$/.test(s.context.date), 'a plain date is shown'),
    'data.loading': (s, run) => {
      check(s.hasTag('busy'), 'the calendar shows it is reading');
      const sent = lastCallInput<CalendarQueryInput>(run, 'fetchCalendar');
      const expected = calendarQueryOf(s.context);
      check(sent?.from === expected.from && sent.to === expected.to, 'it reads the window it shows');
      check(sent.perDay === expected.perDay, 'as many per day as the view fits');
    },
    'data.failed': (s) => check(s.hasTag('error') && s.context.error, 'the reason shows'),
    'more.loading': (s, run) => {
      const sent = lastCallInput<CalendarQueryInput>(run, 'fetchDay');
      check(
        sent?.from === s.context.more?.date && sent?.to === sent?.from && !sent?.perDay,
        'the whole day is read',
      );
    },
    'more.closed': (s) => check(s.context.more === null, 'no day list'),
  },
});
