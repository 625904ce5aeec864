import { sql, type SQL } from 'drizzle-orm';
import { Temporal } from 'temporal-polyfill';
import {
  businessTimeZone,
  calendarMaxPerDay,
  calendarSpanDays,
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
 * One statement: the overlap search runs on the GiST index, the day bucketing, ranking and per-day
 * limit in SQL, and only the loads shown are read in full (docs/performance.md, "Load calendar").
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
  const loTs = sql`${lo.toISOString()}::timestamptz`;
  const hiTs = sql`${hi.toISOString()}::timestamptz`;
  // The first instant of every day of the window and of the day after: a placement's day is its bucket
  // (width_bucket, a binary search), cheaper per row than a time zone conversion, and exact across DST.
  const dates = Array.from({ length: calendarSpanDays(query.from, query.to) }, (_, i) =>
    Temporal.PlainDate.from(query.from).add({ days: i }).toString(),
  );
  const bounds = [...dates, Temporal.PlainDate.from(query.to).add({ days: 1 }).toString()].map((d) =>
    new Date(Temporal.PlainDate.from(d).toZonedDateTime({ timeZone: tz }).epochMilliseconds).toISOString(),
  );
  const boundsArray = sql`${`{${bounds.join(',')}}`}::timestamptz[]`;
  const dayOf = (instant: SQL) => sql`width_bucket(${instant}, ${boundsArray})`;
  // Filters apply to the (load, day) pairs, about half as many as the placements; no join without them.
  const kept = filters.length
    ? sql`select g.* from grouped g join loads l on l.load_id = g.load_id where ${sql.join(filters, sql` and `)}`
    : sql`select * from grouped`;
  const cap = calendarSpanDays(query.from, query.to) * perDay;

  const statement = sql`
    with placed as (
      select s.load_id, coalesce(s.from_date, s.to_date) as f, coalesce(s.to_date, s.from_date) as t, true as windowed
      from load_stops s
      where ${hasWindow} and ${stopWindow} && tstzrange(${loTs}, ${hiTs}, '[)')
      union all
      select l.load_id, l.estimated_shipping_date, l.estimated_shipping_date, false
      from loads l
      where l.estimated_shipping_date >= ${loTs} and l.estimated_shipping_date < ${hiTs}
        and (exists (select 1 from load_stops s where s.load_id = l.load_id and s.from_date is null and s.to_date is null)
          or not exists (select 1 from load_stops s where s.load_id = l.load_id))
    ),
    spans as (
      select p.*, ${dayOf(sql`greatest(p.f, ${loTs})`)} as fd,
        ${dayOf(sql`least(p.t, ${hiTs} - interval '1 microsecond')`)} as td
      from placed p
    ),
    -- Most windows lie within one day; only the others go through generate_series.
    days as (
      select load_id, fd as day, f, t, windowed from spans where fd = td
      union all
      select p.load_id, d.day, p.f, p.t, p.windowed
      from spans p cross join lateral generate_series(p.fd, p.td) as d(day)
      where p.fd < p.td
    ),
    grouped as (
      select load_id, day, min(f) as f, max(t) as t, bool_or(windowed) as windowed from days group by load_id, day
    ),
    ranked as (
      select k.*, row_number() over (partition by k.day order by k.f, k.load_id) as rn,
        count(*) over (partition by k.day) as total
      from (${kept}) k
    ),
    -- The limit tells the planner how few rows are left, so the details below are looked up by key.
    shown as (select * from ranked where rn <= ${perDay}::int order by day, rn limit ${cap}::int)
    select r.day, r.total::int as total, r.load_id,
      (extract(epoch from r.f) * 1000)::float8 as f, (extract(epoch from r.t) * 1000)::float8 as t,
      r.windowed, l.ref_load_status_id as status, l.ref_load_designation_id as designation,
      l.carrier_id, c.name as carrier_name,
      (select count(*)::int from load_stops s where s.load_id = r.load_id) as stop_count
    from shown r
    join loads l on l.load_id = r.load_id
    left join carriers c on c.carrier_id = l.carrier_id
    order by r.day, r.rn
  `;
  // The row estimates of generate_series are guesses (1,000 a call); they would set PostgreSQL's JIT compiling
  // for longer than the query runs.
  const rows =
    database.engine === 'postgres'
      ? await database.db.transaction(async (tx) => {
          await tx.execute(sql`set local jit = off`);
          return ((await tx.execute(statement)) as unknown as { rows: Row[] }).rows;
        })
      : await database.rows<Row>(statement);

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
  return { from: query.from, to: query.to, timeZone: tz, days };
}
