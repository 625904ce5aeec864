-- The stamp of a token's live session (decision 098): the text of everything the session lookup reads, so any
-- change that could change an answer changes it; null when the token has no live session. A list page reads it
-- beside its rows to confirm the session it was answered for. A function, so the page statement does not plan
-- the three-table lookup each time (0.3–0.4 ms of PostgreSQL's CPU a page): PL/pgSQL keeps its query's plan
-- per connection. The session lookup (api/server/auth/session-store.ts) reads its stamp from here too.
CREATE FUNCTION "session_stamp"("token" text, "until" timestamptz) RETURNS text LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN (
    SELECT row(s.session_id, s.system_user_id, s.permission_codes, s.expires_at, u.is_active, u.is_deleted,
               i.identity_id, i.hash, i.identity_type, i.is_active, i.order_customer_id, i.carrier_id)::text
    FROM sessions s
    JOIN system_users u ON u.system_user_id = s.system_user_id
    LEFT JOIN user_identities i ON i.identity_id = s.identity_id
    WHERE s.token_hash = "token" AND s.revoked_at IS NULL AND s.expires_at > "until"
    LIMIT 1
  );
END
$$;
