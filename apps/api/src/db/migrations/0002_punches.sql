CREATE TABLE "punch_breaks" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "punch_breaks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"punch_id" integer NOT NULL,
	"type" text NOT NULL,
	"break_in" timestamp with time zone NOT NULL,
	"break_out" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "punch_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "punch_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"key" text NOT NULL,
	"type" text NOT NULL,
	"punch_id" integer NOT NULL,
	"break_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "punches" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "punches_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"calendar_date_id" integer NOT NULL,
	"date_in" timestamp with time zone NOT NULL,
	"date_out" timestamp with time zone,
	"img_in" text,
	"img_out" text,
	"notes_in" text DEFAULT '' NOT NULL,
	"notes_out" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "punch_breaks" ADD CONSTRAINT "punch_breaks_punch_id_punches_id_fk" FOREIGN KEY ("punch_id") REFERENCES "public"."punches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "punch_requests" ADD CONSTRAINT "punch_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "punch_requests" ADD CONSTRAINT "punch_requests_punch_id_punches_id_fk" FOREIGN KEY ("punch_id") REFERENCES "public"."punches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "punches" ADD CONSTRAINT "punches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "punch_breaks_punch_idx" ON "punch_breaks" USING btree ("punch_id","break_in");--> statement-breakpoint
CREATE UNIQUE INDEX "punch_breaks_one_open" ON "punch_breaks" USING btree ("punch_id") WHERE "punch_breaks"."break_out" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "punch_breaks_one_lunch" ON "punch_breaks" USING btree ("punch_id") WHERE "punch_breaks"."type" = 'lunch';--> statement-breakpoint
CREATE UNIQUE INDEX "punch_requests_user_key_unique" ON "punch_requests" USING btree ("user_id","key");--> statement-breakpoint
CREATE UNIQUE INDEX "punches_user_day_unique" ON "punches" USING btree ("user_id","calendar_date_id");--> statement-breakpoint
CREATE INDEX "punches_calendar_date_idx" ON "punches" USING btree ("calendar_date_id","user_id");--> statement-breakpoint
CREATE INDEX "punches_user_date_in_idx" ON "punches" USING btree ("user_id","date_in");