-- Presence on record pages (decision 080): one row per session and record it has open, renewed by the
-- page's heartbeat and gone once `expires_at` passes. In the database, so that every server behind one
-- address answers the same. The person's customer or carrier is kept so an outside login is shown only its
-- own organisation's people.
CREATE TABLE IF NOT EXISTS "record_presence" (
	"session_id" integer NOT NULL,
	"record_type" text NOT NULL,
	"record_id" integer NOT NULL,
	"system_user_id" integer NOT NULL,
	"name" text NOT NULL,
	"identity_type" text NOT NULL,
	"order_customer_id" integer,
	"carrier_id" integer,
	"editing" boolean DEFAULT false NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "record_presence_pk" PRIMARY KEY ("session_id", "record_type", "record_id")
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "record_presence_record_idx" ON "record_presence" USING btree ("record_type", "record_id", "expires_at");
