-- A change to a session, a user or an identity says so on the channel `auth_changed` (issue #26, decision 079),
-- in the writing transaction, so it is heard at commit: the per-process session cache on the embedded database
-- (api/server/auth/session-cache.ts) forgets every session it holds. A new session is no change to another.
CREATE FUNCTION "auth_changed_notify"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('auth_changed', TG_TABLE_NAME);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "sessions_auth_changed" AFTER UPDATE OR DELETE OR TRUNCATE ON "sessions"
  FOR EACH STATEMENT EXECUTE FUNCTION "auth_changed_notify"();--> statement-breakpoint
CREATE TRIGGER "system_users_auth_changed" AFTER UPDATE OR DELETE OR TRUNCATE ON "system_users"
  FOR EACH STATEMENT EXECUTE FUNCTION "auth_changed_notify"();--> statement-breakpoint
CREATE TRIGGER "user_identities_auth_changed" AFTER UPDATE OR DELETE OR TRUNCATE ON "user_identities"
  FOR EACH STATEMENT EXECUTE FUNCTION "auth_changed_notify"();
