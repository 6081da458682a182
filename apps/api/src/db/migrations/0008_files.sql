CREATE TABLE "file_contents" (
	"key" text PRIMARY KEY NOT NULL,
	"data" "bytea" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "files" (
	"key" text PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"purpose" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scheduled_jobs" (
	"name" text PRIMARY KEY NOT NULL,
	"last_period" text NOT NULL,
	"finished_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "file_contents" ADD CONSTRAINT "file_contents_key_files_key_fk" FOREIGN KEY ("key") REFERENCES "public"."files"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "files_owner_purpose_created_idx" ON "files" USING btree ("owner_id","purpose","created_at");--> statement-breakpoint
-- Existing files keep working: every photo booked for the upload limits and every photo a punch
-- holds gets its row (owner and purpose), with the content type its extension names.
INSERT INTO "files" ("key", "owner_id", "purpose", "content_type", "created_at")
SELECT "key", "user_id", 'punch-photo',
  CASE lower(substring("key" from '\.([A-Za-z]+)$')) WHEN 'png' THEN 'image/png' WHEN 'svg' THEN 'image/svg+xml' ELSE 'image/jpeg' END,
  "uploaded_at"
FROM "photo_uploads"
ON CONFLICT ("key") DO NOTHING;--> statement-breakpoint
INSERT INTO "files" ("key", "owner_id", "purpose", "content_type", "created_at")
SELECT "key", "user_id", 'punch-photo',
  CASE lower(substring("key" from '\.([A-Za-z]+)$')) WHEN 'png' THEN 'image/png' WHEN 'svg' THEN 'image/svg+xml' ELSE 'image/jpeg' END,
  "at"
FROM (
  SELECT "img_in" AS "key", "user_id", "date_in" AS "at" FROM "punches" WHERE "img_in" IS NOT NULL
  UNION ALL
  SELECT "img_out", "user_id", coalesce("date_out", "date_in") FROM "punches" WHERE "img_out" IS NOT NULL
) AS "held"
ON CONFLICT ("key") DO NOTHING;
