import { sql, type SQL } from 'drizzle-orm';
import { Temporal } from 'temporal-polyfill';
import type { Database } from '../db/connect';
import { allOf, type CalendarRow, type PlacementWindow } from './calendar-window';

// The same expression as the load_stops GiST indexes, so the planner finds the stops by overlap.
const stopWindow = sql`tstzrange(coalesce(s.from_date, s.to_date), coalesce(s.to_date, s.from_date), '[]')`;
const hasWindow = sql`(s.from_date is not null or s.to_date is not null)`;
// The predicate of load_stops_long_window_idx (migration 0007): windows load_calendar_days leaves out.
const longWindow = sql`coalesce(s.to_date, s.from_date) - coalesce(s.from_date, s.to_date) > interval '31 days'`;

/** Whether a stop window longer than load_calendar_days holds (decision 046) touches the window's days. */
export async function longWindowTouches(database: Database, w: PlacementWindow): Promise<boolean> {
  const [row] = await database.rows<{ found: boolean }>(sql`
    select exists (
      select 1 from load_stops s
      where ${longWindow} and ${stopWindow} && tstzrange(${w.lo.toISOString()}::timestamptz, ${w.hi.toISOString()}::timestamptz, '[)')
    ) as found
  `);
  return Boolean(row?.found);
}

/**
 * The window's placements computed from load_stops and loads alone (decision 043): what the calendar
 * answers when a window too long for load_calendar_days touches the days, and the reference the tests
 * compare that table with. The overlap search runs on the GiST index, the day bucketing, ranking and
 * per-day limit in SQL, and only the loads shown are read in full.
 */
export async function directCalendarRows(database: Database, w: PlacementWindow): Promise<CalendarRow[]> {
  const loTs = sql`${w.lo.toISOString()}::timestamptz`;
  const hiTs = sql`${w.hi.toISOString()}::timestamptz`;
  // The first instant of every day of the window and of the day after: a placement's day is its bucket
  // (width_bucket, a binary search), cheaper per row than a time zone conversion, and exact across DST.
  const last = Temporal.PlainDate.from(w.dates.at(-1)!).add({ days: 1 }).toString();
  const bounds = [...w.dates, last].map((d) =>
    new Date(
      Temporal.PlainDate.from(d).toZonedDateTime({ timeZone: w.timeZone }).epochMilliseconds,
    ).toISOString(),
  );
  const boundsArray = sql`${`{${bounds.join(',')}}`}::timestamptz[]`;
  const dayOf = (instant: SQL) => sql`width_bucket(${instant}, ${boundsArray})`;
  const filters = w.filters('l');
  // Filters apply to the (load, day) pairs, about half as many as the placements; no join without them.
  const kept = filters.length
    ? sql`select g.* from grouped g join loads l on l.load_id = g.load_id where ${allOf(filters)}`
    : sql`select * from grouped`;
  const cap = w.dates.length * w.perDay;

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
    shown as (select * from ranked where rn <= ${w.perDay}::int order by day, rn limit ${cap}::int)
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
  if (database.engine !== 'postgres') return database.rows<CalendarRow>(statement);
  return database.db.transaction(async (tx) => {
    await tx.execute(sql`set local jit = off`);
    return ((await tx.execute(statement)) as unknown as { rows: CalendarRow[] }).rows;
  });
}
