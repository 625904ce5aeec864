import type { CalendarLoad, CalendarViewMode } from '#contract/calendar';
import { loadStatusLabel } from '#contract/load-status';
import { visibleDays } from '#machines/load-calendar/calendar-dates';
import { formatMomentTime } from '../../shared/format/moments';

// Plain dates are formatted at noon UTC, so no time zone moves them to a neighbouring day.
const atNoon = (date: string) => new Date(`${date}T12:00:00Z`);
const format = (options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat('en-US', { ...options, timeZone: 'UTC' });
const monthYear = format({ month: 'long', year: 'numeric' });
const longDay = format({ weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' });
const shortDay = format({ month: 'short', day: 'numeric' });
const weekdayShort = format({ weekday: 'short' });

/** The heading of a view: "September 2025", "Aug 31 – Sep 6, 2025", "Thursday, September 4, 2025". */
export function calendarTitle(viewMode: CalendarViewMode, date: string): string {
  if (viewMode === 'month') return monthYear.format(atNoon(date));
  if (viewMode === 'day') return longDay.format(atNoon(date));
  const days = visibleDays('week', date);
  return `${shortDay.format(atNoon(days[0]!))} – ${shortDay.format(atNoon(days[6]!))}, ${days[6]!.slice(0, 4)}`;
}

export const dayName = (date: string) => longDay.format(atNoon(date));
export const weekdayLabel = (date: string) => weekdayShort.format(atNoon(date));
export const dayOfMonth = (date: string) => String(Number(date.slice(8, 10)));

export const stopCountText = (n: number) => `${n} ${n === 1 ? 'stop' : 'stops'}`;
export const loadWord = (n: number) => (n === 1 ? 'load' : 'loads');
export const loadCountText = (n: number) => `${n} ${loadWord(n)}`;

/** The time span a load has on a day, in the business time zone ("8:00 AM – 11:00 AM"). */
export function timeSpan(load: CalendarLoad): string {
  const from = formatMomentTime(load.start);
  const to = formatMomentTime(load.end);
  const span = from === to ? from : `${from} – ${to}`;
  return load.byStopWindow ? span : `Est. ship ${span}`;
}

/** What a screen reader hears for one entry: number, status, carrier, stops. */
export const loadEntryName = (load: CalendarLoad) =>
  `Load #${load.loadId}, ${loadStatusLabel(load.refLoadStatusId)}, ${load.carrierName ?? 'No Carrier'}, ${stopCountText(load.stopCount)}`;
