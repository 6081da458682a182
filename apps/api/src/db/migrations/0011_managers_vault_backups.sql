CREATE TABLE "notebook_reveals" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "notebook_reveals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"notebook_id" integer NOT NULL,
	"user_id" integer,
	"user_name" text NOT NULL,
	"revealed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notebook_shares" (
	"notebook_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"shared_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notebook_shares_notebook_id_user_id_pk" PRIMARY KEY("notebook_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "notebooks" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "notebooks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"type" text NOT NULL,
	"owner_id" integer NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"sub_category_id" integer,
	"email" text,
	"password_sealed" text,
	"password_key_id" text,
	"link" text,
	"description" text DEFAULT '' NOT NULL,
	"text" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notebooks_type_known" CHECK ("notebooks"."type" in ('email', 'link', 'template')),
	CONSTRAINT "notebooks_fields_of_type" CHECK (("notebooks"."type" <> 'email' or ("notebooks"."email" is not null and "notebooks"."password_sealed" is not null and "notebooks"."password_key_id" is not null))
        and ("notebooks"."type" <> 'link' or "notebooks"."link" is not null)
        and ("notebooks"."type" <> 'template' or "notebooks"."text" is not null))
);
--> statement-breakpoint
CREATE TABLE "sub_categories" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sub_categories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"feature" text NOT NULL,
	"value" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sub_categories_feature_known" CHECK ("sub_categories"."feature" in ('email', 'link', 'template'))
);
--> statement-breakpoint
CREATE TABLE "credentials" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "credentials_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"username" text NOT NULL,
	"password_sealed" text NOT NULL,
	"code" text DEFAULT '' NOT NULL,
	"website" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"privated" boolean DEFAULT false NOT NULL,
	"creator_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vault" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"kdf" text NOT NULL,
	"kdf_params" text NOT NULL,
	"salt" text NOT NULL,
	"wrapped_key" text NOT NULL,
	"wrap_version" integer DEFAULT 1 NOT NULL,
	"configured_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vault_single_row" CHECK ("vault"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "vault_activity" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vault_activity_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"action" text NOT NULL,
	"user_id" integer,
	"user_name" text NOT NULL,
	"credential_id" integer,
	"credential_name" text,
	"ip" text DEFAULT '' NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vault_activity_action_known" CHECK ("vault_activity"."action" in ('setup', 'change', 'unlock', 'unlock_failed', 'reveal', 'create', 'update', 'delete'))
);
--> statement-breakpoint
CREATE TABLE "backup_runs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "backup_runs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"trigger" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"file_name" text,
	"size_bytes" bigint,
	"error" text
);
--> statement-breakpoint
ALTER TABLE "notebook_reveals" ADD CONSTRAINT "notebook_reveals_notebook_id_notebooks_id_fk" FOREIGN KEY ("notebook_id") REFERENCES "public"."notebooks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notebook_reveals" ADD CONSTRAINT "notebook_reveals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notebook_shares" ADD CONSTRAINT "notebook_shares_notebook_id_notebooks_id_fk" FOREIGN KEY ("notebook_id") REFERENCES "public"."notebooks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notebook_shares" ADD CONSTRAINT "notebook_shares_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notebooks" ADD CONSTRAINT "notebooks_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notebooks" ADD CONSTRAINT "notebooks_sub_category_id_sub_categories_id_fk" FOREIGN KEY ("sub_category_id") REFERENCES "public"."sub_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sub_categories" ADD CONSTRAINT "sub_categories_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credentials" ADD CONSTRAINT "credentials_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vault" ADD CONSTRAINT "vault_configured_by_users_id_fk" FOREIGN KEY ("configured_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vault_activity" ADD CONSTRAINT "vault_activity_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notebook_reveals_notebook_idx" ON "notebook_reveals" USING btree ("notebook_id","revealed_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "notebook_shares_user_idx" ON "notebook_shares" USING btree ("user_id","notebook_id");--> statement-breakpoint
CREATE INDEX "notebooks_type_created_idx" ON "notebooks" USING btree ("type","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "notebooks_owner_type_created_idx" ON "notebooks" USING btree ("owner_id","type","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "notebooks_sub_category_idx" ON "notebooks" USING btree ("sub_category_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sub_categories_feature_value_unique" ON "sub_categories" USING btree ("feature",lower("value"));--> statement-breakpoint
CREATE INDEX "credentials_created_idx" ON "credentials" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "credentials_creator_idx" ON "credentials" USING btree ("creator_id");--> statement-breakpoint
CREATE INDEX "vault_activity_at_idx" ON "vault_activity" USING btree ("at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "backup_runs_started_idx" ON "backup_runs" USING btree ("started_at" DESC NULLS LAST);