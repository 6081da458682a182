CREATE TABLE "expense_receipts" (
	"file_key" text PRIMARY KEY NOT NULL,
	"expense_id" integer NOT NULL,
	"file_name" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "expenses" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "expenses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"date" date NOT NULL,
	"category_id" integer NOT NULL,
	"area_id" integer NOT NULL,
	"supplier_id" integer,
	"note" text DEFAULT '' NOT NULL,
	"recurring_expense_id" integer,
	"recurring_month" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "expenses_amount_positive" CHECK ("expenses"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "finance_daily_totals" (
	"kind" text NOT NULL,
	"day" date NOT NULL,
	"total" numeric NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "finance_daily_totals_kind_day_pk" PRIMARY KEY("kind","day")
);
--> statement-breakpoint
CREATE TABLE "incomes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "incomes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"amount" numeric(14, 2) NOT NULL,
	"type" text NOT NULL,
	"date" date NOT NULL,
	"area_id" integer NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "incomes_amount_positive" CHECK ("incomes"."amount" > 0),
	CONSTRAINT "incomes_type_known" CHECK ("incomes"."type" in ('cash', 'credit_card', 'debit_card', 'checking_account'))
);
--> statement-breakpoint
CREATE TABLE "recurring_expenses" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "recurring_expenses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"day_of_month" smallint NOT NULL,
	"category_id" integer NOT NULL,
	"area_id" integer NOT NULL,
	"supplier_id" integer,
	"note" text DEFAULT '' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"starts_on" date NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recurring_expenses_amount_positive" CHECK ("recurring_expenses"."amount" > 0),
	CONSTRAINT "recurring_expenses_day_known" CHECK ("recurring_expenses"."day_of_month" in (1, 5, 10, 15, 20, 25))
);
--> statement-breakpoint
ALTER TABLE "expense_receipts" ADD CONSTRAINT "expense_receipts_file_key_files_key_fk" FOREIGN KEY ("file_key") REFERENCES "public"."files"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expense_receipts" ADD CONSTRAINT "expense_receipts_expense_id_expenses_id_fk" FOREIGN KEY ("expense_id") REFERENCES "public"."expenses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_area_id_areas_id_fk" FOREIGN KEY ("area_id") REFERENCES "public"."areas"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_recurring_expense_id_recurring_expenses_id_fk" FOREIGN KEY ("recurring_expense_id") REFERENCES "public"."recurring_expenses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incomes" ADD CONSTRAINT "incomes_area_id_areas_id_fk" FOREIGN KEY ("area_id") REFERENCES "public"."areas"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incomes" ADD CONSTRAINT "incomes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_expenses" ADD CONSTRAINT "recurring_expenses_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_expenses" ADD CONSTRAINT "recurring_expenses_area_id_areas_id_fk" FOREIGN KEY ("area_id") REFERENCES "public"."areas"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_expenses" ADD CONSTRAINT "recurring_expenses_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_expenses" ADD CONSTRAINT "recurring_expenses_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "expense_receipts_expense_idx" ON "expense_receipts" USING btree ("expense_id","created_at");--> statement-breakpoint
CREATE INDEX "expenses_date_idx" ON "expenses" USING btree ("date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "expenses_category_date_idx" ON "expenses" USING btree ("category_id","date");--> statement-breakpoint
CREATE INDEX "expenses_area_date_idx" ON "expenses" USING btree ("area_id","date");--> statement-breakpoint
CREATE INDEX "expenses_supplier_date_idx" ON "expenses" USING btree ("supplier_id","date");--> statement-breakpoint
CREATE UNIQUE INDEX "expenses_recurring_month_unique" ON "expenses" USING btree ("recurring_expense_id","recurring_month");--> statement-breakpoint
CREATE INDEX "incomes_date_idx" ON "incomes" USING btree ("date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "incomes_area_date_idx" ON "incomes" USING btree ("area_id","date");--> statement-breakpoint
CREATE INDEX "recurring_expenses_created_idx" ON "recurring_expenses" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
-- Name filters match ignoring case and accents (DECISIONS §7): translate first, so that it also
-- holds where lower() only knows ASCII (the C locale).
CREATE FUNCTION "fold_text"(value text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT lower(translate(value,
    'ÁÀÂÄÃÉÈÊËÍÌÎÏÓÒÔÖÕÚÙÛÜÑÇáàâäãéèêëíìîïóòôöõúùûüñç',
    'AAAAAEEEEIIIIOOOOOUUUUNCaaaaaeeeeiiiiooooouuuunc'))
$$;--> statement-breakpoint
-- finance_daily_totals follows every write to incomes and expenses in the same transaction. One
-- statement per write, days in order, so that concurrent writers lock the days in the same order.
CREATE FUNCTION "finance_totals_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO finance_daily_totals AS t (kind, day, total, count)
      SELECT TG_ARGV[0], date, sum(amount), count(*)::int FROM new_rows GROUP BY date ORDER BY date
      ON CONFLICT (kind, day) DO UPDATE SET total = t.total + excluded.total, count = t.count + excluded.count;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO finance_daily_totals AS t (kind, day, total, count)
      SELECT TG_ARGV[0], date, -sum(amount), -count(*)::int FROM old_rows GROUP BY date ORDER BY date
      ON CONFLICT (kind, day) DO UPDATE SET total = t.total + excluded.total, count = t.count + excluded.count;
  ELSE
    INSERT INTO finance_daily_totals AS t (kind, day, total, count)
      SELECT TG_ARGV[0], date, sum(amount), sum(n)::int FROM (
        SELECT date, amount, 1 AS n FROM new_rows
        UNION ALL SELECT date, -amount, -1 FROM old_rows
      ) AS change GROUP BY date ORDER BY date
      ON CONFLICT (kind, day) DO UPDATE SET total = t.total + excluded.total, count = t.count + excluded.count;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "finance_totals_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM finance_daily_totals WHERE kind = TG_ARGV[0];
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "incomes_totals_insert" AFTER INSERT ON "incomes" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION finance_totals_follow('income');--> statement-breakpoint
CREATE TRIGGER "incomes_totals_update" AFTER UPDATE ON "incomes" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION finance_totals_follow('income');--> statement-breakpoint
CREATE TRIGGER "incomes_totals_delete" AFTER DELETE ON "incomes" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION finance_totals_follow('income');--> statement-breakpoint
CREATE TRIGGER "incomes_totals_truncate" AFTER TRUNCATE ON "incomes" FOR EACH STATEMENT EXECUTE FUNCTION finance_totals_truncate('income');--> statement-breakpoint
CREATE TRIGGER "expenses_totals_insert" AFTER INSERT ON "expenses" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION finance_totals_follow('expense');--> statement-breakpoint
CREATE TRIGGER "expenses_totals_update" AFTER UPDATE ON "expenses" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION finance_totals_follow('expense');--> statement-breakpoint
CREATE TRIGGER "expenses_totals_delete" AFTER DELETE ON "expenses" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION finance_totals_follow('expense');--> statement-breakpoint
CREATE TRIGGER "expenses_totals_truncate" AFTER TRUNCATE ON "expenses" FOR EACH STATEMENT EXECUTE FUNCTION finance_totals_truncate('expense');
