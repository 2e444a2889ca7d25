CREATE TABLE "ai_generations" (
	"id" serial PRIMARY KEY NOT NULL,
	"admin_id" integer,
	"keyword" text NOT NULL,
	"mode" text NOT NULL,
	"status" text NOT NULL,
	"article_id" integer,
	"seo_score" integer,
	"duration_ms" integer,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "blog_articles" ADD COLUMN "origin" text DEFAULT 'editorial' NOT NULL;--> statement-breakpoint
ALTER TABLE "content_ideas" ADD COLUMN "topic" text;--> statement-breakpoint
ALTER TABLE "content_ideas" ADD COLUMN "expected_traffic" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "content_ideas" ADD COLUMN "conversion_potential" text DEFAULT 'medium' NOT NULL;--> statement-breakpoint
ALTER TABLE "content_ideas" ADD COLUMN "article_id" integer;--> statement-breakpoint
ALTER TABLE "content_ideas" ADD COLUMN "created_by" integer;--> statement-breakpoint
ALTER TABLE "email_sequences" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "ai_generations" ADD CONSTRAINT "ai_generations_admin_id_users_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_generations" ADD CONSTRAINT "ai_generations_article_id_blog_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."blog_articles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ai_generations_created_idx" ON "ai_generations" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "content_ideas" ADD CONSTRAINT "content_ideas_article_id_blog_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."blog_articles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_ideas" ADD CONSTRAINT "content_ideas_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;