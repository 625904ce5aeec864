import type { SnapshotFrom } from 'xstate';
import type { CalendarDay, CalendarLoad } from '#contract/calendar';
import { calendarWindow, visibleDays } from './calendar-dates';
import { loadsPerDay, type loadCalendarMachine } from './load-calendar.machine';

type Snapshot = SnapshotFrom<typeof loadCalendarMachine>;

export const selectViewMode = (s: Snapshot) => s.context.viewMode;
export const selectDate = (s: Snapshot) => s.context.date;
export const selectLoading = (s: Snapshot) => s.matches({ data: 'loading' });
export const selectError = (s: Snapshot) => (s.matches({ data: 'failed' }) ? s.context.error : null);

const emptyDay = (date: string): CalendarDay => ({ date, total: 0, loads: [] });

/** One memo per snapshot context: the shown days rebuilt only when the days or the window change. */
let lastDays: Snapshot['context']['days'] | null = null;
let lastKey = '';
let lastShown: CalendarDay[] = [];
/** Every day of the view, with its loads (empty days included), in order. */
export function selectShownDays(s: Snapshot): CalendarDay[] {
  const { viewMode, date, days } = s.context;
  const key = `${viewMode}|${calendarWindow(viewMode, date).from}`;
  if (days !== lastDays || key !== lastKey) {
    lastDays = days;
    lastKey = key;
    lastShown = visibleDays(viewMode, date).map((d) => days[d] ?? emptyDay(d));
  }
  return lastShown;
}

/** How many loads of a day are not listed in its cell ("+N more"). */
export const hiddenCount = (day: CalendarDay) => Math.max(0, day.total - day.loads.length);

export const selectLoadsPerDay = (s: Snapshot) => loadsPerDay[s.context.viewMode];

export interface MoreView {
  date: string;
  loads: CalendarLoad[];
  loading: boolean;
  error: string | null;
}
let lastMore: MoreView | null = null;
/** The open "+N more" list, or null. */
export function selectMore(s: Snapshot): MoreView | null {
  const more = s.context.more;
  if (!more) return (lastMore = null);
  const view = {
    date: more.date,
    loads: more.loads,
    loading: s.matches({ more: 'loading' }),
    error: s.matches({ more: 'failed' }) ? s.context.moreError : null,
  };
  if (
    lastMore &&
    lastMore.date === view.date &&
    lastMore.loads === view.loads &&
    lastMore.loading === view.loading &&
    lastMore.error === view.error
  )
    return lastMore;
  return (lastMore = view);
}

let lastDesignation: number[] = [];
export const selectDesignation = (s: Snapshot) => {
  const d = s.context.designation;
  if (d.length !== lastDesignation.length || d.some((x, i) => x !== lastDesignation[i])) lastDesignation = d;
  return lastDesignation;
};
export const selectCurrentOnly = (s: Snapshot) => s.context.currentOnly;
export const selectToday = (s: Snapshot) => s.context.today;
