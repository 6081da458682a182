CREATE TABLE "absence_balances" (
	"user_id" integer NOT NULL,
	"year" smallint NOT NULL,
	"type" text NOT NULL,
	"days" smallint NOT NULL,
	CONSTRAINT "absence_balances_user_id_year_type_pk" PRIMARY KEY("user_id","year","type")
);
--> statement-breakpoint
CREATE TABLE "absences" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "absences_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"type" text NOT NULL,
	"from_day" integer NOT NULL,
	"to_day" integer NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"status" text NOT NULL,
	"requested_by" integer NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"decision_note" text,
	CONSTRAINT "absences_days_ordered" CHECK ("absences"."from_day" <= "absences"."to_day")
);
--> statement-breakpoint
CREATE TABLE "holidays" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "holidays_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"day" integer NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "holidays_day_unique" UNIQUE("day")
);
--> statement-breakpoint
ALTER TABLE "shifts" ADD COLUMN "published_start_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shifts" ADD COLUMN "published_end_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "absence_balances" ADD CONSTRAINT "absence_balances_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "absences" ADD CONSTRAINT "absences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "absences" ADD CONSTRAINT "absences_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "absences" ADD CONSTRAINT "absences_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "absences_user_days_idx" ON "absences" USING btree ("user_id","from_day","to_day");--> statement-breakpoint
CREATE INDEX "absences_days_idx" ON "absences" USING btree ("from_day","to_day");--> statement-breakpoint
CREATE INDEX "absences_status_idx" ON "absences" USING btree ("status","requested_at");--> statement-breakpoint
-- Shifts published before this version were seen by their people as they are now.
UPDATE "shifts" SET "published_start_at" = "start_at", "published_end_at" = "end_at" WHERE "published";
--> statement-breakpoint
-- The shift calendars carry absences and holidays: their cache (lib/versioned-cache) is keyed on
-- these counters too, bumped in the same transaction as any change (migration 0005's function).
INSERT INTO "list_versions" ("name", "version") VALUES ('absences', 0), ('holidays', 0);
--> statement-breakpoint
CREATE TRIGGER absences_list_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "absences"
  FOR EACH STATEMENT EXECUTE FUNCTION bump_list_version('absences');
--> statement-breakpoint
CREATE TRIGGER holidays_list_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "holidays"
  FOR EACH STATEMENT EXECUTE FUNCTION bump_list_version('holidays');
