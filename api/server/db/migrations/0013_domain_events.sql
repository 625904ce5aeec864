-- The outbox of domain events (decision 077): one row per committed change to an order, load, stop, note,
-- file, customer, carrier or location, written in the transaction of the change. The live stream reads it
-- in id order; ids are handed out before commit, so a reader treats a gap as final only once the
-- transactions that were running when it saw the gap have ended (api/server/live/outbox-read.ts).
CREATE TABLE "domain_events" (
	"event_id" bigserial PRIMARY KEY NOT NULL,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL,
	"kind" text NOT NULL,
	"record_type" text NOT NULL,
	"record_id" integer NOT NULL,
	"system_user_id" integer,
	"identity_id" integer,
	"identity_type" text,
	"permission_code" integer,
	"order_customer_ids" integer[] DEFAULT '{}' NOT NULL,
	"carrier_ids" integer[] DEFAULT '{}' NOT NULL,
	"load_ids" integer[] DEFAULT '{}' NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE INDEX "domain_events_occurred_at_idx" ON "domain_events" USING btree ("occurred_at");
