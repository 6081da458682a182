ALTER TABLE "notifications" ADD COLUMN "mail_pending" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "mail_attempts" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "notifications_mail_pending_idx" ON "notifications" USING btree ("id") WHERE "notifications"."mail_pending";