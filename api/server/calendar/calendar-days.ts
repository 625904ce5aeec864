import { sql } from 'drizzle-orm';
import type { Database } from '../db/connect';
import { allOf, type CalendarRow, type PlacementWindow } from './calendar-window';

/**
 * The window's placements read from load_calendar_days (decision 046), which the database keeps per load
 * and business day on every write of loads and stops. Per day of the window: its first `perDay` loads by
 * (starts, load_id) and its total, both from the (day, starts, load_id, status, designation, carrier)
 * index alone, the filters included; then the details of the loads shown only.
 */
export async function storedCalendarRows(database: Database, w: PlacementWindow): Promise<CalendarRow[]> {
  const kept = allOf(w.filters('k'));
  return database.rows<CalendarRow>(sql`
    with days as (
      select i + 1 as n, ${w.from}::date + i as day from generate_series(0, ${w.dates.length - 1}::int) as i
    )
    select d.n as day, tot.total, top.load_id,
      (extract(epoch from top.starts) * 1000)::float8 as f, (extract(epoch from top.ends) * 1000)::float8 as t,
      top.by_stop_window as windowed, l.ref_load_status_id as status, l.ref_load_designation_id as designation,
      l.carrier_id, c.name as carrier_name,
      (select count(*)::int from load_stops s where s.load_id = top.load_id) as stop_count
    from days d
    cross join lateral (
      select count(*)::int as total from load_calendar_days k where k.day = d.day and ${kept}
    ) tot
    cross join lateral (
      select k.load_id, k.starts, k.ends, k.by_stop_window from load_calendar_days k
      where k.day = d.day and ${kept}
      order by k.starts, k.load_id
      limit ${w.perDay}::int
    ) top
    join loads l on l.load_id = top.load_id
    left join carriers c on c.carrier_id = l.carrier_id
    order by d.n, top.starts, top.load_id
  `);
}
