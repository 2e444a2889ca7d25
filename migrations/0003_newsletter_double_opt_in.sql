ALTER TABLE "email_subscribers" ADD COLUMN "pending_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "email_subscribers" ADD COLUMN "confirm_token_hash" text;--> statement-breakpoint
CREATE UNIQUE INDEX "email_subscribers_confirm_idx" ON "email_subscribers" USING btree ("confirm_token_hash");