-- The business's zone is one setting (docs/decisions/061): app_settings 'businessTimeZone', which the server
-- sets from BUSINESS_TIME_ZONE at start (rebuilding load_calendar_days when it changes), and which the
-- calendar's placements read instead of the constant 'America/Los_Angeles' of migration 0007.
INSERT INTO "app_settings" ("key", "value")
VALUES ('businessTimeZone', to_jsonb(coalesce(nullif(current_setting('portal.business_time_zone', true), ''), 'America/Los_Angeles')))
ON CONFLICT ("key") DO NOTHING;
--> statement-breakpoint
CREATE FUNCTION "business_time_zone"() RETURNS text
LANGUAGE sql STABLE AS $$
  select coalesce((select value #>> '{}' from app_settings where key = 'businessTimeZone'), 'America/Los_Angeles')
$$;
--> statement-breakpoint
CREATE OR REPLACE VIEW "load_calendar_placements" AS
  select p.load_id, p.day, min(p.f) as starts, max(p.t) as ends, bool_or(p.w) as by_stop_window,
    p.ref_load_status_id, p.ref_load_designation_id, p.carrier_id
  from (
    select s.load_id, w.fd + i as day, w.f, w.t, true as w, l.ref_load_status_id, l.ref_load_designation_id, l.carrier_id
    from load_stops s
    join loads l on l.load_id = s.load_id
    cross join (select business_time_zone() as zone) z
    cross join lateral (
      select coalesce(s.from_date, s.to_date) as f, coalesce(s.to_date, s.from_date) as t,
        (coalesce(s.from_date, s.to_date) at time zone z.zone)::date as fd,
        (coalesce(s.to_date, s.from_date) at time zone z.zone)::date as td
    ) w
    cross join lateral generate_series(0, w.td - w.fd) as i
    where (s.from_date is not null or s.to_date is not null)
      and w.t - w.f <= interval '31 days'
    union all
    select l.load_id, (l.estimated_shipping_date at time zone z.zone)::date,
      l.estimated_shipping_date, l.estimated_shipping_date, false, l.ref_load_status_id, l.ref_load_designation_id, l.carrier_id
    from loads l
    cross join (select business_time_zone() as zone) z
    where l.estimated_shipping_date is not null
      and (exists (select 1 from load_stops s where s.load_id = l.load_id and s.from_date is null and s.to_date is null)
        or not exists (select 1 from load_stops s where s.load_id = l.load_id))
  ) p
  group by p.load_id, p.day, p.ref_load_status_id, p.ref_load_designation_id, p.carrier_id;
--> statement-breakpoint
SELECT load_calendar_rebuild();
