-- The board's on-time rates and chart (issue #31, decision 085) read the stops checked off in a period and, per
-- load, its last stop of a type checked off and whether any was late. On the 100k-order bench book (PostgreSQL)
-- the period's stops were two sequential scans of load_stops (39 and 97 ms in two runs for the 30 days'
-- pickups, 137 ms the grouped count, under a load average of 14); with these, an index-only range scan and an
-- anti-join probe per stop (2.6 ms and 11.3 ms). Partial: open stops, most of a busy day's, are never asked for here.
-- drizzle-kit cannot write INCLUDE, so the schema declares the key columns and this file the rest.
CREATE INDEX "load_stops_checked_off_idx" ON "load_stops" USING btree ("ref_load_stop_type_id","picked_up_delivery_date") INCLUDE ("load_id") WHERE "load_stops"."picked_up_or_delivered";--> statement-breakpoint
CREATE INDEX "load_stops_load_checked_off_idx" ON "load_stops" USING btree ("load_id","ref_load_stop_type_id","picked_up_delivery_date") WHERE "load_stops"."picked_up_or_delivered";
