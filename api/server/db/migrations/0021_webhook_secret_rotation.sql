-- Rotating a webhook endpoint's signing secret (issue #30, decision 088): the old secret keeps signing beside
-- the new one until previous_secret_until, so a receiver can switch without losing a message (Standard
-- Webhooks' several signatures, `v1,<new> v1,<old>`).
ALTER TABLE "webhook_endpoints" ADD COLUMN "previous_secret_sealed" text;
--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ADD COLUMN "previous_secret_until" timestamp with time zone;
