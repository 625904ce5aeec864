-- Notices (issue #30, decision 088): customer contacts opt in to e-mails when an order of theirs is picked
-- up, delivered or has an issue with a stop, and staff who made or changed a load hear of a stop issue in the
-- portal. Both are made from the outbox of domain events (decision 077) by the dispatcher that sends the
-- webhooks (decision 083): the mails are claimed, retried and logged as webhook deliveries are.
ALTER TABLE "contacts" ADD COLUMN "email_notices" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
-- Where each consumer of the outbox that is not a webhook endpoint has enqueued up to; a restart catches up
-- from here. Notices start at the outbox head as this migration runs: they are for what happens from now on.
CREATE TABLE "events_out_cursors" (
	"name" text PRIMARY KEY NOT NULL,
	"cursor_event_id" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
INSERT INTO "events_out_cursors" ("name", "cursor_event_id")
	SELECT 'notices', coalesce(max("event_id"), 0) FROM "domain_events";
--> statement-breakpoint
CREATE TABLE "notice_mails" (
	"notice_mail_id" bigserial PRIMARY KEY NOT NULL,
	"event_id" bigint NOT NULL,
	"order_id" integer NOT NULL REFERENCES "orders"("order_id") ON DELETE CASCADE,
	"contact_id" integer REFERENCES "contacts"("contact_id") ON DELETE SET NULL,
	"kind" text NOT NULL,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"text_body" text NOT NULL,
	-- The queue's columns, named as webhook_deliveries' are: one claim, settle and prune serve both.
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_by" text,
	"claimed_until" timestamp with time zone,
	"last_attempt_at" timestamp with time zone,
	-- The SMTP reply code of a refusal, when the server gave one.
	"last_status_code" integer,
	"last_error" text,
	"delivered_at" timestamp with time zone,
	"date_added" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notice_mails_status_check" CHECK ("status" in ('pending', 'sending', 'delivered', 'failed')),
	CONSTRAINT "notice_mails_kind_check" CHECK ("kind" in ('pickedUp', 'delivered', 'stopIssue'))
);
--> statement-breakpoint
-- Two servers enqueue the same event: one row per order and address.
CREATE UNIQUE INDEX "notice_mails_event_uq" ON "notice_mails" USING btree ("event_id","order_id","to_address");
--> statement-breakpoint
CREATE INDEX "notice_mails_due_idx" ON "notice_mails" USING btree ("next_attempt_at") WHERE "status" in ('pending', 'sending');
--> statement-breakpoint
CREATE INDEX "notice_mails_order_idx" ON "notice_mails" USING btree ("order_id","notice_mail_id");
--> statement-breakpoint
CREATE TABLE "staff_notices" (
	"staff_notice_id" bigserial PRIMARY KEY NOT NULL,
	"system_user_id" integer NOT NULL REFERENCES "system_users"("system_user_id") ON DELETE CASCADE,
	"event_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"load_id" integer REFERENCES "loads"("load_id") ON DELETE CASCADE,
	"load_stop_id" integer,
	"text" text NOT NULL,
	"date_added" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "staff_notices_event_uq" ON "staff_notices" USING btree ("system_user_id","event_id");
--> statement-breakpoint
CREATE INDEX "staff_notices_unread_idx" ON "staff_notices" USING btree ("system_user_id","staff_notice_id") WHERE "read_at" is null;
--> statement-breakpoint
CREATE INDEX "staff_notices_load_idx" ON "staff_notices" USING btree ("load_id") WHERE "load_id" is not null;
