import { Temporal } from 'temporal-polyfill';
import type { CalendarViewMode } from '#contract/calendar';

/**
 * Day arithmetic of the load calendar on plain dates (YYYY-MM-DD), which have no time zone: the business
 * zone only decides what "today" is (src/shared/format/business-zone's businessToday). Weeks start on Sunday, as US wall calendars do.
 */
const plain = (date: string) => Temporal.PlainDate.from(date);

export const addDays = (date: string, days: number) => plain(date).add({ days }).toString();

/** The Sunday on or before `date`. */
export const weekStart = (date: string) => {
  const d = plain(date);
  return d.subtract({ days: d.dayOfWeek % 7 }).toString();
};

/** The days a view shows: six weeks around the month, a Sunday-to-Saturday week, or one day. */
export function visibleDays(viewMode: CalendarViewMode, date: string): string[] {
  if (viewMode === 'day') return [date];
  const first = viewMode === 'week' ? weekStart(date) : weekStart(plain(date).with({ day: 1 }).toString());
  const count = viewMode === 'week' ? 7 : 42;
  return Array.from({ length: count }, (_, i) => addDays(first, i));
}

export const calendarWindow = (viewMode: CalendarViewMode, date: string) => {
  const days = visibleDays(viewMode, date);
  return { from: days[0]!, to: days.at(-1)! };
};

/** The same date one month, week or day earlier (-1) or later (+1); a month keeps the day where it can. */
export function stepDate(viewMode: CalendarViewMode, date: string, direction: 1 | -1): string {
  const d = plain(date);
  if (viewMode === 'month') return d.add({ months: direction }).toString();
  return d.add({ days: viewMode === 'week' ? 7 * direction : direction }).toString();
}

/** Is `date` in the month of `anchor`? (A month grid greys the days of its neighbours.) */
export const sameMonth = (date: string, anchor: string) => date.slice(0, 7) === anchor.slice(0, 7);

/** A real YYYY-MM-DD date, or null. */
export function parseDate(text: string | null | undefined): string | null {
  if (!text || !/^\d{4}-\d{2}-\d{2}$/.test(text)) return null;
  try {
    return Temporal.PlainDate.from(text, { overflow: 'reject' }).toString();
  } catch {
    return null;
  }
}
