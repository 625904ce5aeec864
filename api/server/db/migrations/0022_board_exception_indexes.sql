-- The board's exceptions (issue #31, decision 085): "stops with an issue" and "late loads" are load list filters
-- on an `exists` over the load's stops. At 1M orders on PostgreSQL both read all of load_stops (533,732 rows) in a
-- sequential scan for each figure and each page of ids (105 to 534 ms a statement, the board p95 about 600 ms).
-- These partial indexes hold only the stops asked about (15,885 with an issue, 131,986 open), so the count is an
-- index-only semi-join (4.7 and 42 ms) and the page walks the load ids backwards beside them (0.2 to 8 ms).
CREATE INDEX "load_stops_issue_idx" ON "load_stops" USING btree ("load_id") WHERE "load_stops"."stop_has_issue";--> statement-breakpoint
CREATE INDEX "load_stops_open_idx" ON "load_stops" USING btree ("load_id","to_date","from_date") WHERE not "load_stops"."picked_up_or_delivered";
