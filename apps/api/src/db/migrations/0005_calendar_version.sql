-- The shift calendars are rendered once per change of shifts or users (lib/versioned-cache):
-- a counter for shifts, bumped in the same transaction as any change to the table, as the users'
-- counter of 0003. Truncating either table bumps its counter too.
INSERT INTO "list_versions" ("name", "version") VALUES ('shifts', 0);
--> statement-breakpoint
CREATE FUNCTION bump_list_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "list_versions" SET "version" = "version" + 1 WHERE "name" = TG_ARGV[0];
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER shifts_list_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "shifts"
  FOR EACH STATEMENT EXECUTE FUNCTION bump_list_version('shifts');
--> statement-breakpoint
CREATE TRIGGER users_list_version_truncate AFTER TRUNCATE ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION bump_list_version('users');
