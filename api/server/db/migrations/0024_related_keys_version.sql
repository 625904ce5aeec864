-- The version of what a list's related conditions read (decision 101): the customers, places, carriers,
-- contacts, people's names and reference rows whose matching keys a list query resolves before its page (a
-- search word's customers and places). Every statement that writes one of those tables bumps it, in its own
-- transaction, so a reader that sees the version sees the rows it stands for. A process keeps the keys it
-- resolved with the version they were read at, and reuses them while the version is the same. A version is a
-- fresh random value, never a count: after a restore the rows are as they were when the backup's version was
-- current, and no version that stood for other rows comes back (a counter would count to it again). A restore
-- from before this table leaves no row, which the next write puts back.
CREATE TABLE "related_keys_version" (
  "id" smallint PRIMARY KEY DEFAULT 1 CHECK ("id" = 1),
  "version" text NOT NULL
);
--> statement-breakpoint
INSERT INTO "related_keys_version" ("id", "version") VALUES (1, gen_random_uuid()::text);
--> statement-breakpoint
CREATE FUNCTION "bump_related_keys_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO related_keys_version (id, version) VALUES (1, gen_random_uuid()::text)
    ON CONFLICT (id) DO UPDATE SET version = excluded.version;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- The same trigger on each table whose every write counts (api/server/lists/key-cache.ts, relatedKeyTables).
DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['order_customers', 'locations', 'carriers', 'contacts', 'ref_states', 'ref_countries',
                           'ref_load_designations'] LOOP
    EXECUTE format(
      'CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I '
      'FOR EACH STATEMENT EXECUTE FUNCTION bump_related_keys_version()', t || '_related_keys', t);
  END LOOP;
END
$$;
--> statement-breakpoint
-- A sign-in writes date_last_login: only the columns a list reads of a person bump it.
CREATE TRIGGER "system_users_related_keys" AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE OF "first_name", "last_name" ON "system_users"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_related_keys_version"();
