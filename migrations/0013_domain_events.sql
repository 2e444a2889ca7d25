CREATE TABLE "domain_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"payload" jsonb NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"available_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	"last_error" text,
	"processed_at" timestamp with time zone,
	"applied" text[] DEFAULT '{}'::text[] NOT NULL
);
--> statement-breakpoint
CREATE INDEX "domain_events_pending_idx" ON "domain_events" USING btree ("available_at","id") WHERE processed_at is null;--> statement-breakpoint
CREATE INDEX "domain_events_processed_idx" ON "domain_events" USING btree ("processed_at") WHERE processed_at is not null;--> statement-breakpoint
CREATE INDEX "domain_events_user_idx" ON "domain_events" USING btree ("user_id");