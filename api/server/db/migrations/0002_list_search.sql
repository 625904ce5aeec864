-- Substring search for the list engine (docs/api.md). PGlite needs the extension passed to PGlite.create.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "carriers_name_trgm_idx" ON "carriers" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "order_customers_name_trgm_idx" ON "order_customers" USING gin (lower("order_customer_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "order_customers_name_sort_idx" ON "order_customers" USING btree (lower("order_customer_name") collate "C","order_customer_id");--> statement-breakpoint
CREATE INDEX "loads_trailer_trgm_idx" ON "loads" USING gin (lower("trailer_number") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "locations_name_trgm_idx" ON "locations" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "locations_city_trgm_idx" ON "locations" USING gin (lower("city") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "locations_address_trgm_idx" ON "locations" USING gin (lower("address") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "locations_zip_trgm_idx" ON "locations" USING gin (lower("zip_code") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "locations_name_sort_idx" ON "locations" USING btree (lower("name") collate "C","location_id");--> statement-breakpoint
CREATE INDEX "orders_type_idx" ON "orders" USING btree ("ref_order_type_id","ref_order_status_id");--> statement-breakpoint
CREATE INDEX "orders_po_number_trgm_idx" ON "orders" USING gin (lower("po_number") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_producer_trgm_idx" ON "orders" USING gin (lower("producer_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_bol_trgm_idx" ON "orders" USING gin (lower("bol") gin_trgm_ops);