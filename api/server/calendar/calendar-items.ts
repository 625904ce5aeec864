import { type CalendarDay, type CalendarQuery, type CalendarResponse } from '#contract/calendar';
import type { LoadDesignationCode } from '#contract/load-codes';
import type { LoadStatusCode } from '#contract/load-status';
import type { Database } from '../db/connect';
import { storedCalendarRows } from './calendar-days';
import { directCalendarRows, longWindowTouches } from './calendar-direct';
import { placementWindow, type CalendarRow, type CalendarScope } from './calendar-window';

export type { CalendarScope } from './calendar-window';

/**
 * Loads placed on the days of a window (decision 043). A stop with a window places its load on every
 * business day the window touches; a load with a stop that has no window (or no stops at all) is placed
 * on its estimated ship date. Days are the business's (BUSINESS_TIME_ZONE; decision 061). Each day lists its first `perDay` loads by start time and counts them all.
 * Read from load_calendar_days, where the database keeps those placements (decision 046), unless a window
 * too long for that table touches the days (docs/performance.md, "Load calendar").
 */
export async function calendarItems(
  database: Database,
  query: CalendarQuery,
  scope: CalendarScope,
  timeZone: string,
): Promise<CalendarResponse> {
  const w = placementWindow(query, scope, timeZone);
  // Windows over 31 days are not in load_calendar_days (a year-long one would be 366 rows): a window of
  // days one touches is placed from the stops themselves.
  const rows = (await longWindowTouches(database, w))
    ? await directCalendarRows(database, w)
    : await storedCalendarRows(database, w);
  return { from: query.from, to: query.to, timeZone, days: toDays(w.dates, rows) };
}

/** Rows in day order, then each day's order, as the answer's days. */
export function toDays(dates: readonly string[], rows: readonly CalendarRow[]): CalendarDay[] {
  const days: CalendarDay[] = [];
  for (const row of rows) {
    const date = dates[Number(row.day) - 1]!;
    let day = days.at(-1);
    if (day?.date !== date) days.push((day = { date, total: Number(row.total), loads: [] }));
    day.loads.push({
      loadId: Number(row.load_id),
      refLoadStatusId: Number(row.status) as LoadStatusCode,
      refLoadDesignationId: row.designation == null ? null : (Number(row.designation) as LoadDesignationCode),
      carrierId: row.carrier_id == null ? null : Number(row.carrier_id),
      carrierName: row.carrier_name,
      stopCount: Number(row.stop_count),
      start: new Date(Number(row.f)).toISOString(),
      end: new Date(Number(row.t)).toISOString(),
      byStopWindow: row.windowed,
    });
  }
  return days;
}
