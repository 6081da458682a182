CREATE TABLE "notifications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "notifications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"link" text NOT NULL,
	"subject" text,
	"created_at" timestamp with time zone NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "periods" (
	"month" text PRIMARY KEY NOT NULL,
	"closed_at" timestamp with time zone,
	"closed_by" integer,
	"reopened_at" timestamp with time zone,
	"reopened_by" integer,
	"reason" text
);
--> statement-breakpoint
CREATE TABLE "punch_corrections" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "punch_corrections_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"punch_id" integer,
	"calendar_date_id" integer NOT NULL,
	"status" text NOT NULL,
	"requested_by" integer NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"reason" text NOT NULL,
	"date_in" timestamp with time zone,
	"date_out" timestamp with time zone,
	"breaks" jsonb,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"note" text,
	"applied_date_in" timestamp with time zone,
	"applied_date_out" timestamp with time zone,
	"applied_breaks" jsonb
);
--> statement-breakpoint
CREATE TABLE "punch_history" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "punch_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"punch_id" integer,
	"user_id" integer,
	"calendar_date_id" integer,
	"action" text NOT NULL,
	"actor_id" integer,
	"at" timestamp (3) with time zone NOT NULL,
	"ip" text,
	"reason" text,
	"before" jsonb,
	"after" jsonb,
	"prev_hash" text NOT NULL,
	"hash" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_notifications" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "punches" ADD COLUMN "corrected" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "periods" ADD CONSTRAINT "periods_closed_by_users_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "periods" ADD CONSTRAINT "periods_reopened_by_users_id_fk" FOREIGN KEY ("reopened_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "punch_corrections" ADD CONSTRAINT "punch_corrections_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "punch_corrections" ADD CONSTRAINT "punch_corrections_punch_id_punches_id_fk" FOREIGN KEY ("punch_id") REFERENCES "public"."punches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "punch_corrections" ADD CONSTRAINT "punch_corrections_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "punch_corrections" ADD CONSTRAINT "punch_corrections_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_user_kind_subject_unique" ON "notifications" USING btree ("user_id","kind","subject") WHERE "notifications"."subject" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "punch_corrections_one_pending" ON "punch_corrections" USING btree ("user_id","calendar_date_id") WHERE "punch_corrections"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "punch_corrections_status_idx" ON "punch_corrections" USING btree ("status","requested_at");--> statement-breakpoint
CREATE INDEX "punch_corrections_user_idx" ON "punch_corrections" USING btree ("user_id","requested_at");--> statement-breakpoint
CREATE INDEX "punch_corrections_punch_idx" ON "punch_corrections" USING btree ("punch_id");--> statement-breakpoint
CREATE INDEX "punch_history_punch_idx" ON "punch_history" USING btree ("punch_id","id");--> statement-breakpoint
-- The history is append-only (DECISIONS §10): no row is ever changed or removed.
CREATE FUNCTION "punch_history_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'punch_history is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "punch_history_no_update_delete" BEFORE UPDATE OR DELETE ON "punch_history"
  FOR EACH ROW EXECUTE FUNCTION "punch_history_append_only"();--> statement-breakpoint
CREATE TRIGGER "punch_history_no_truncate" BEFORE TRUNCATE ON "punch_history"
  FOR EACH STATEMENT EXECUTE FUNCTION "punch_history_append_only"();
