CREATE TABLE "list_versions" (
	"name" text PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
INSERT INTO "list_versions" ("name", "version") VALUES ('users', 0);
--> statement-breakpoint
CREATE FUNCTION bump_users_list_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "list_versions" SET "version" = "version" + 1 WHERE "name" = 'users';
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER users_list_version AFTER INSERT OR UPDATE OR DELETE ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION bump_users_list_version();
