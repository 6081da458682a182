CREATE TABLE "shifts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "shifts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"group_id" uuid NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"calendar_date_id" integer NOT NULL,
	"break_minutes" integer DEFAULT 0 NOT NULL,
	"lunch_minutes" integer DEFAULT 0 NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"color" text DEFAULT '#3B82F6' NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "shifts" ADD CONSTRAINT "shifts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shifts_user_start_idx" ON "shifts" USING btree ("user_id","start_at");--> statement-breakpoint
CREATE INDEX "shifts_calendar_date_idx" ON "shifts" USING btree ("calendar_date_id","user_id");--> statement-breakpoint
CREATE INDEX "shifts_group_idx" ON "shifts" USING btree ("group_id","start_at");