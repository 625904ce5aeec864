CREATE TABLE "report_deliveries" (
	"report_delivery_id" serial PRIMARY KEY NOT NULL,
	"report_subscription_id" integer,
	"trigger" text NOT NULL,
	"delivery_day" date NOT NULL,
	"report_name" text NOT NULL,
	"to_address" text,
	"claimed_by" text NOT NULL,
	"claimed_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone,
	"byte_size" integer,
	"last_error" text
);
--> statement-breakpoint
ALTER TABLE "report_deliveries" ADD CONSTRAINT "report_deliveries_report_subscription_id_report_subscriptions_report_subscription_id_fk" FOREIGN KEY ("report_subscription_id") REFERENCES "public"."report_subscriptions"("report_subscription_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "report_deliveries_scheduled_uq" ON "report_deliveries" USING btree ("report_subscription_id","delivery_day") WHERE "report_deliveries"."trigger" = 'schedule';--> statement-breakpoint
CREATE INDEX "report_deliveries_unsent_idx" ON "report_deliveries" USING btree ("claimed_at") WHERE "report_deliveries"."sent_at" is null;