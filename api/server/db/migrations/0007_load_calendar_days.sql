CREATE TABLE "load_calendar_days" (
	"load_id" integer NOT NULL,
	"day" date NOT NULL,
	"starts" timestamp with time zone NOT NULL,
	"ends" timestamp with time zone NOT NULL,
	"by_stop_window" boolean NOT NULL,
	"ref_load_status_id" integer NOT NULL,
	"ref_load_designation_id" integer,
	"carrier_id" integer,
	CONSTRAINT "load_calendar_days_load_id_day_pk" PRIMARY KEY("load_id","day")
);
--> statement-breakpoint
CREATE INDEX "load_calendar_days_day_idx" ON "load_calendar_days" USING btree ("day","starts","load_id","ref_load_status_id","ref_load_designation_id","carrier_id");--> statement-breakpoint
CREATE INDEX "load_stops_long_window_idx" ON "load_stops" USING gist (tstzrange(coalesce("from_date", "to_date"), coalesce("to_date", "from_date"), '[]')) WHERE coalesce("load_stops"."to_date", "load_stops"."from_date") - coalesce("load_stops"."from_date", "load_stops"."to_date") > interval '31 days';--> statement-breakpoint
-- Decision 046: the (load, business day) placements of decision 043 with the load's filter columns, kept by
-- the database on every write of loads and load_stops. Windows longer than 31 days are left out (a year-long
-- window would be 366 rows); the calendar finds them through load_stops_long_window_idx and places them itself.
-- 'America/Los_Angeles' is businessTimeZone of api/contract/calendar.ts: changing it takes a migration that
-- replaces this view and calls load_calendar_rebuild().
CREATE VIEW "load_calendar_placements" AS
  select p.load_id, p.day, min(p.f) as starts, max(p.t) as ends, bool_or(p.w) as by_stop_window,
    p.ref_load_status_id, p.ref_load_designation_id, p.carrier_id
  from (
    select s.load_id, w.fd + i as day, w.f, w.t, true as w, l.ref_load_status_id, l.ref_load_designation_id, l.carrier_id
    from load_stops s
    join loads l on l.load_id = s.load_id
    cross join lateral (
      select coalesce(s.from_date, s.to_date) as f, coalesce(s.to_date, s.from_date) as t,
        (coalesce(s.from_date, s.to_date) at time zone 'America/Los_Angeles')::date as fd,
        (coalesce(s.to_date, s.from_date) at time zone 'America/Los_Angeles')::date as td
    ) w
    cross join lateral generate_series(0, w.td - w.fd) as i
    where (s.from_date is not null or s.to_date is not null)
      and w.t - w.f <= interval '31 days'
    union all
    select l.load_id, (l.estimated_shipping_date at time zone 'America/Los_Angeles')::date,
      l.estimated_shipping_date, l.estimated_shipping_date, false, l.ref_load_status_id, l.ref_load_designation_id, l.carrier_id
    from loads l
    where l.estimated_shipping_date is not null
      and (exists (select 1 from load_stops s where s.load_id = l.load_id and s.from_date is null and s.to_date is null)
        or not exists (select 1 from load_stops s where s.load_id = l.load_id))
  ) p
  group by p.load_id, p.day, p.ref_load_status_id, p.ref_load_designation_id, p.carrier_id;
--> statement-breakpoint
CREATE FUNCTION "load_calendar_refresh"(ids integer[]) RETURNS void
LANGUAGE plpgsql AS $$
begin
  if ids is null or cardinality(ids) = 0 then return; end if;
  -- One refresh of a load at a time: a concurrent one waits here, then reads what the other committed
  -- (each statement below takes a fresh snapshot), so neither writes a stale or duplicate day.
  perform 1 from loads where load_id = any(ids) order by load_id for no key update;
  delete from load_calendar_days c where c.load_id = any(ids);
  insert into load_calendar_days (load_id, day, starts, ends, by_stop_window, ref_load_status_id, ref_load_designation_id, carrier_id)
  select p.load_id, p.day, p.starts, p.ends, p.by_stop_window, p.ref_load_status_id, p.ref_load_designation_id, p.carrier_id
  from load_calendar_placements p where p.load_id = any(ids);
end
$$;
--> statement-breakpoint
CREATE FUNCTION "load_calendar_rebuild"() RETURNS void
LANGUAGE plpgsql AS $$
begin
  delete from load_calendar_days;
  insert into load_calendar_days (load_id, day, starts, ends, by_stop_window, ref_load_status_id, ref_load_designation_id, carrier_id)
  select p.load_id, p.day, p.starts, p.ends, p.by_stop_window, p.ref_load_status_id, p.ref_load_designation_id, p.carrier_id
  from load_calendar_placements p;
end
$$;
--> statement-breakpoint
CREATE FUNCTION "load_calendar_stops_changed"() RETURNS trigger
LANGUAGE plpgsql AS $$
begin
  if tg_op = 'INSERT' then
    perform load_calendar_refresh(array(select distinct n.load_id from new_stops n));
  elsif tg_op = 'DELETE' then
    perform load_calendar_refresh(array(select distinct o.load_id from old_stops o));
  else
    -- Only a moved window, or a stop moved to another load, changes a placement.
    perform load_calendar_refresh(array(
      select unnest(array[o.load_id, n.load_id])
      from old_stops o join new_stops n on n.load_stop_id = o.load_stop_id
      where (o.from_date, o.to_date, o.load_id) is distinct from (n.from_date, n.to_date, n.load_id)
    ));
  end if;
  return null;
end
$$;
--> statement-breakpoint
CREATE FUNCTION "load_calendar_loads_changed"() RETURNS trigger
LANGUAGE plpgsql AS $$
begin
  if tg_op = 'INSERT' then
    perform load_calendar_refresh(array(select n.load_id from new_loads n));
  elsif tg_op = 'DELETE' then
    delete from load_calendar_days c where c.load_id in (select o.load_id from old_loads o);
  else
    -- The ship date places a load; status, designation and carrier are copied for the calendar's filters.
    perform load_calendar_refresh(array(
      select n.load_id from old_loads o join new_loads n on n.load_id = o.load_id
      where (o.estimated_shipping_date, o.ref_load_status_id, o.ref_load_designation_id, o.carrier_id)
        is distinct from (n.estimated_shipping_date, n.ref_load_status_id, n.ref_load_designation_id, n.carrier_id)
    ));
  end if;
  return null;
end
$$;
--> statement-breakpoint
CREATE FUNCTION "load_calendar_truncated"() RETURNS trigger
LANGUAGE plpgsql AS $$
begin
  perform load_calendar_rebuild();
  return null;
end
$$;
--> statement-breakpoint
CREATE TRIGGER "load_calendar_stops_inserted" AFTER INSERT ON "load_stops" REFERENCING NEW TABLE AS new_stops FOR EACH STATEMENT EXECUTE FUNCTION load_calendar_stops_changed();--> statement-breakpoint
CREATE TRIGGER "load_calendar_stops_updated" AFTER UPDATE ON "load_stops" REFERENCING OLD TABLE AS old_stops NEW TABLE AS new_stops FOR EACH STATEMENT EXECUTE FUNCTION load_calendar_stops_changed();--> statement-breakpoint
CREATE TRIGGER "load_calendar_stops_deleted" AFTER DELETE ON "load_stops" REFERENCING OLD TABLE AS old_stops FOR EACH STATEMENT EXECUTE FUNCTION load_calendar_stops_changed();--> statement-breakpoint
CREATE TRIGGER "load_calendar_stops_truncated" AFTER TRUNCATE ON "load_stops" FOR EACH STATEMENT EXECUTE FUNCTION load_calendar_truncated();--> statement-breakpoint
CREATE TRIGGER "load_calendar_loads_inserted" AFTER INSERT ON "loads" REFERENCING NEW TABLE AS new_loads FOR EACH STATEMENT EXECUTE FUNCTION load_calendar_loads_changed();--> statement-breakpoint
CREATE TRIGGER "load_calendar_loads_updated" AFTER UPDATE ON "loads" REFERENCING OLD TABLE AS old_loads NEW TABLE AS new_loads FOR EACH STATEMENT EXECUTE FUNCTION load_calendar_loads_changed();--> statement-breakpoint
CREATE TRIGGER "load_calendar_loads_deleted" AFTER DELETE ON "loads" REFERENCING OLD TABLE AS old_loads FOR EACH STATEMENT EXECUTE FUNCTION load_calendar_loads_changed();--> statement-breakpoint
CREATE TRIGGER "load_calendar_loads_truncated" AFTER TRUNCATE ON "loads" FOR EACH STATEMENT EXECUTE FUNCTION load_calendar_truncated();--> statement-breakpoint
SELECT load_calendar_rebuild();--> statement-breakpoint
ANALYZE "load_calendar_days";
