-- Domain events out (issue #30, decision 083): tracking links customers share, and webhooks fed from the
-- outbox of domain events (decision 077), never a second event log.
CREATE TABLE "tracking_links" (
	"tracking_link_id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL REFERENCES "orders"("order_id") ON DELETE CASCADE,
	-- SHA-256 of the random token (base64url of 24 bytes): the token itself is shown once and never stored.
	"token_hash" text NOT NULL,
	"created_by_user_id" integer REFERENCES "system_users"("system_user_id") ON DELETE SET NULL,
	"created_by_identity_type" text,
	"date_added" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_by_user_id" integer REFERENCES "system_users"("system_user_id") ON DELETE SET NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "tracking_links_token_hash_uq" ON "tracking_links" USING btree ("token_hash");
--> statement-breakpoint
CREATE INDEX "tracking_links_order_idx" ON "tracking_links" USING btree ("order_id");
--> statement-breakpoint
CREATE TABLE "webhook_endpoints" (
	"webhook_endpoint_id" serial PRIMARY KEY NOT NULL,
	"url" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"event_groups" text[] DEFAULT '{}' NOT NULL,
	-- The signing secret, AES-256-GCM under the server's webhook key (decision 083): signing needs it whole.
	"secret_sealed" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	-- The last outbox id this endpoint's deliveries were made up to: a restart catches up from here.
	"cursor_event_id" bigint DEFAULT 0 NOT NULL,
	"created_by_user_id" integer REFERENCES "system_users"("system_user_id") ON DELETE SET NULL,
	"date_added" timestamp with time zone DEFAULT now() NOT NULL,
	"date_modified" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webhook_deliveries" (
	"webhook_delivery_id" bigserial PRIMARY KEY NOT NULL,
	"webhook_endpoint_id" integer NOT NULL REFERENCES "webhook_endpoints"("webhook_endpoint_id") ON DELETE CASCADE,
	-- The outbox event it carries; null for a test event.
	"event_id" bigint,
	-- Standard Webhooks' webhook-id: the same on every attempt and on "send again", so receivers deduplicate.
	"message_id" text NOT NULL,
	"kind" text NOT NULL,
	"body" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	-- Which dispatcher holds the row while it sends, and until when: a crashed one's claim runs out.
	"claimed_by" text,
	"claimed_until" timestamp with time zone,
	"last_attempt_at" timestamp with time zone,
	"last_status_code" integer,
	"last_error" text,
	"delivered_at" timestamp with time zone,
	"date_added" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "webhook_deliveries_status_check" CHECK ("status" in ('pending', 'sending', 'delivered', 'failed'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "webhook_deliveries_event_uq" ON "webhook_deliveries" USING btree ("webhook_endpoint_id","event_id") WHERE "event_id" is not null;
--> statement-breakpoint
CREATE INDEX "webhook_deliveries_due_idx" ON "webhook_deliveries" USING btree ("next_attempt_at") WHERE "status" in ('pending', 'sending');
--> statement-breakpoint
CREATE INDEX "webhook_deliveries_endpoint_idx" ON "webhook_deliveries" USING btree ("webhook_endpoint_id","webhook_delivery_id");
