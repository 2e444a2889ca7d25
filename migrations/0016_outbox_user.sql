ALTER TABLE "email_outbox" ADD COLUMN "user_id" integer;--> statement-breakpoint
CREATE INDEX "email_outbox_user_idx" ON "email_outbox" USING btree ("user_id");