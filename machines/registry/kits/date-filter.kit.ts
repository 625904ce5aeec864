import { dateFilterMachine, type DateFilterChanged } from '#machines/list-query/date-filter.machine';
import { dateRangeOf } from '#machines/list-query/list-dates';
import { check, defineTestKit } from '../test-kit';
import { toldLast } from './kit-helpers';

const okEnabled = (s: { can: (event: { type: 'dateFilter.confirmed' }) => boolean }) =>
  s.can({ type: 'dateFilter.confirmed' });

/**
 * The date filter runs inside the list-query machine; registered on its own it has no parent, so what it
 * tells the list ('list.dateFilterChanged') is recorded as its `notifyList` action.
 */
export const dateFilterKit = defineTestKit(dateFilterMachine, {
  input: {},
  scenarios: {
    restoredRange: { value: { preset: 'dateRange', start: '2025-09-01', end: '2025-09-03' } },
  },
  events: {
    'dateFilter.presetChosen': [
      { type: 'dateFilter.presetChosen', preset: 'last7Days' },
      { type: 'dateFilter.presetChosen', preset: 'specificDate' },
      { type: 'dateFilter.presetChosen', preset: 'dateRange' },
    ],
    'dateFilter.dateChosen': [
      { type: 'dateFilter.dateChosen', which: 'start', date: '2025-09-01' },
      { type: 'dateFilter.dateChosen', which: 'end', date: '2025-09-03' },
    ],
    'dateFilter.valueSet': [{ type: 'dateFilter.valueSet', value: { preset: 'today' } }],
  },
  // What a decision reads: in the picker, which days are chosen; elsewhere, the preset in force (a picker
  // opened on it starts from its days).
  abstract: (s) =>
    s.matches('closed') || s.matches({ open: 'choosing' })
      ? { value: s.value, preset: s.context.value?.preset ?? null }
      : { value: s.value, start: s.context.draftStart !== null, end: s.context.draftEnd !== null },
  expect: {
    '': (s, run) =>
      check(
        toldLast<DateFilterChanged>(run, 'notifyList', (told) => told.value, s.context.value),
        'the list was told the filter in force',
      ),
    closed: (s) => check(!okEnabled(s), 'no picker shows'),
    'open.specificDate': (s) =>
      check(
        okEnabled(s) ===
          (dateRangeOf({ preset: 'specificDate', start: s.context.draftStart }, '2025-09-04') !== null),
        'OK is enabled once a day is chosen',
      ),
    'open.dateRange': (s) =>
      check(
        okEnabled(s) === (s.context.draftStart !== null && s.context.draftEnd !== null),
        'OK is enabled once both days are chosen',
      ),
  },
});
