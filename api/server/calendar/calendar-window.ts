import { sql, type SQL } from 'drizzle-orm';
import { Temporal } from 'temporal-polyfill';
import { calendarMaxPerDay, calendarSpanDays, type CalendarQuery } from '#contract/calendar';
import { currentLoadStatuses } from '#contract/load-status';

/** Whose loads the caller sees: every load (staff), one carrier's, or none. */
export type CalendarScope = { kind: 'all' } | { kind: 'carrier'; carrierId: number } | { kind: 'none' };

/** One load on one day as both statements answer it, in day order and then the day's order. */
export interface CalendarRow {
  /** 1 for the window's first day. */
  day: number;
  total: number;
  load_id: number;
  f: number;
  t: number;
  windowed: boolean;
  status: number;
  designation: number | null;
  carrier_id: number | null;
  carrier_name: string | null;
  stop_count: number;
}

/** The first instant of a business day, and of the day after the last one. */
export function windowInstants(from: string, to: string, timeZone: string) {
  const start = (date: Temporal.PlainDate) => new Date(date.toZonedDateTime({ timeZone }).epochMilliseconds);
  return {
    lo: start(Temporal.PlainDate.from(from)),
    hi: start(Temporal.PlainDate.from(to).add({ days: 1 })),
  };
}

/** What a calendar statement needs from the call: the window, its days, the limit and the filters. */
export interface PlacementWindow {
  from: string;
  /** The window's days, YYYY-MM-DD; a row's `day` is an index into it, from 1. */
  dates: string[];
  lo: Date;
  hi: Date;
  /** The business's zone (BUSINESS_TIME_ZONE), whose days these are. */
  timeZone: string;
  perDay: number;
  /** The caller's scope and the query's filters over a table aliased `alias` with the loads' columns. */
  filters: (alias: string) => SQL[];
}

export function placementWindow(
  query: CalendarQuery,
  scope: CalendarScope,
  timeZone: string,
): PlacementWindow {
  const { lo, hi } = windowInstants(query.from, query.to, timeZone);
  const dates = Array.from({ length: calendarSpanDays(query.from, query.to) }, (_, i) =>
    Temporal.PlainDate.from(query.from).add({ days: i }).toString(),
  );
  const ints = (values: readonly number[]) =>
    sql.join(
      values.map((v) => sql`${v}::int`),
      sql`, `,
    );
  const filters = (alias: string) => {
    const column = (name: string) => sql.raw(`${alias}.${name}`);
    const out: SQL[] = [];
    if (scope.kind === 'none') out.push(sql`false`);
    if (scope.kind === 'carrier') out.push(sql`${column('carrier_id')} = ${scope.carrierId}::int`);
    if (query.designation?.length)
      out.push(sql`${column('ref_load_designation_id')} in (${ints(query.designation)})`);
    if (query.currentOnly) out.push(sql`${column('ref_load_status_id')} in (${ints(currentLoadStatuses)})`);
    return out;
  };
  return { from: query.from, dates, lo, hi, timeZone, perDay: query.perDay ?? calendarMaxPerDay, filters };
}

/** `and`-joined conditions, `true` for none. */
export const allOf = (conditions: SQL[]) =>
  conditions.length ? sql.join(conditions, sql` and `) : sql`true`;
