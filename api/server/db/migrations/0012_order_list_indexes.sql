-- The order list's two hot orders (issue #26, decision 073): one customer's orders by Needed By, and the newest
-- orders first, each with the status in the index so a status grouping (Current) is answered from the index
-- alone. drizzle-kit cannot write INCLUDE, so the schema declares the key columns and this file the rest.
CREATE INDEX "orders_customer_needed_by_idx" ON "orders" USING btree ("order_customer_id","date_needed_by","order_id") INCLUDE ("ref_order_status_id");--> statement-breakpoint
CREATE INDEX "orders_newest_idx" ON "orders" USING btree ("order_id" DESC) INCLUDE ("ref_order_status_id");
