import { sql, type SQL } from 'drizzle-orm';
import { Temporal } from 'temporal-polyfill';
import {
  businessTimeZone,
  calendarMaxPerDay,
  type CalendarDay,
  type CalendarQuery,
  type CalendarResponse,
} from '#contract/calendar';
import type { LoadDesignationCode } from '#contract/load-codes';
import { currentLoadStatuses, type LoadStatusCode } from '#contract/load-status';
import type { Database } from '../db/connect';

/** Whose loads the caller sees: every load (staff), one carrier's, or none. */
export type CalendarScope = { kind: 'all' } | { kind: 'carrier'; carrierId: number } | { kind: 'none' };

interface Row {
  day: string;
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
export function windowInstants(from: string, to: string, timeZone = businessTimeZone) {
  const start = (date: Temporal.PlainDate) => new Date(date.toZonedDateTime({ timeZone }).epochMilliseconds);
  return {
    lo: start(Temporal.PlainDate.from(from)),
    hi: start(Temporal.PlainDate.from(to).add({ days: 1 })),
  };
}

// The same expression as the load_stops_window_idx GiST index, so the planner finds the stops by overlap.
const stopWindow = sql`tstzrange(coalesce(s.from_date, s.to_date), coalesce(s.to_date, s.from_date), '[]')`;
const hasWindow = sql`(s.from_date is not null or s.to_date is not null)`;

/**
 * Loads placed on the days of a window (decision 043). A stop with a window places its load on every
 * business day the window touches; a load with a stop that has no window (or no stops at all) is placed
 * on its estimated ship date. Each day lists its first `perDay` loads by start time and counts them all.
 * One statement: the overlap search runs on the GiST index, the day expansion and ranking in SQL, so a
 * month of a million-order book answers in a few tens of milliseconds.
 */
export async function calendarItems(
  database: Database,
  query: CalendarQuery,
  scope: CalendarScope,
): Promise<CalendarResponse> {
  const { lo, hi } = windowInstants(query.from, query.to);
  const perDay = query.perDay ?? calendarMaxPerDay;
  const tz = businessTimeZone;
  const filters: SQL[] = [];
  if (scope.kind === 'none') filters.push(sql`false`);
  if (scope.kind === 'carrier') filters.push(sql`l.carrier_id = ${scope.carrierId}::int`);
  if (query.designation?.length)
    filters.push(
      sql`l.ref_load_designation_id in (${sql.join(
        query.designation.map((d) => sql`${d}::int`),
        sql`, `,
      )})`,
    );
  if (query.currentOnly)
    filters.push(
      sql`l.ref_load_status_id in (${sql.join(
        currentLoadStatuses.map((c) => sql`${c}::int`),
        sql`, `,
      )})`,
    );
  const where = filters.length ? sql`where ${sql.join(filters, sql` and `)}` : sql``;
  const loTs = sql`${lo.toISOString()}::timestamptz`;
  const hiTs = sql`${hi.toISOString()}::timestamptz`;

  const rows = await database.rows<Row>(sql`
    with placed as (
      select s.load_id, coalesce(s.from_date, s.to_date) as f, coalesce(s.to_date, s.from_date) as t, true as windowed
      from load_stops s
      where ${hasWindow} and ${stopWindow} && tstzrange(${loTs}, ${hiTs}, '[)')
      union all
      select l.load_id, l.estimated_shipping_date, l.estimated_shipping_date, false
      from loads l
      where l.estimated_shipping_date >= ${loTs} and l.estimated_shipping_date < ${hiTs}
        and not coalesce((select bool_and(${hasWindow}) from load_stops s where s.load_id = l.load_id), false)
    ),
    days as (
      select p.load_id, d.day::date as day, min(p.f) as f, max(p.t) as t, bool_or(p.windowed) as windowed
      from placed p
      join loads l on l.load_id = p.load_id
      cross join lateral generate_series(
        (greatest(p.f, ${loTs}) at time zone ${tz})::date,
        (least(p.t, ${hiTs} - interval '1 microsecond') at time zone ${tz})::date,
        interval '1 day'
      ) as d(day)
      ${where}
      group by p.load_id, d.day
    ),
    ranked as (
      select d.*, row_number() over (partition by d.day order by d.f, d.load_id) as rn,
        count(*) over (partition by d.day) as total
      from days d
    )
    select to_char(r.day, 'YYYY-MM-DD') as day, r.total::int as total, r.load_id,
      (extract(epoch from r.f) * 1000)::float8 as f, (extract(epoch from r.t) * 1000)::float8 as t,
      r.windowed, l.ref_load_status_id as status, l.ref_load_designation_id as designation,
      l.carrier_id, c.name as carrier_name,
      (select count(*)::int from load_stops s where s.load_id = r.load_id) as stop_count
    from ranked r
    join loads l on l.load_id = r.load_id
    left join carriers c on c.carrier_id = l.carrier_id
    where r.rn <= ${perDay}::int
    order by r.day, r.rn
  `);

  const days: CalendarDay[] = [];
  for (const row of rows) {
    let day = days.at(-1);
    if (day?.date !== row.day) days.push((day = { date: row.day, total: Number(row.total), loads: [] }));
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
  return { from: query.from, to: query.to, timeZone: tz, days };
}
