CREATE TABLE "analytics_sessions" (
	"day" date NOT NULL,
	"visitor_hash" text NOT NULL,
	"views" integer DEFAULT 1 NOT NULL,
	"first_seen" timestamp with time zone NOT NULL,
	"last_seen" timestamp with time zone NOT NULL,
	"prev_seen" timestamp with time zone,
	CONSTRAINT "analytics_sessions_day_visitor_hash_pk" PRIMARY KEY("day","visitor_hash")
);
--> statement-breakpoint
CREATE INDEX "analytics_sessions_last_seen_idx" ON "analytics_sessions" USING btree ("last_seen");