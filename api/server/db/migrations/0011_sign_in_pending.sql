-- A password check in progress is a pending event, not yet a failure (decision 065): an office behind one
-- address signing in at once is not refused while its checks run.
ALTER TABLE "sign_in_failures" ADD COLUMN "pending" boolean DEFAULT false NOT NULL;