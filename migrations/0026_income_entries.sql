CREATE TABLE "income_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"date" date NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "income_entries_amount_positive" CHECK ("income_entries"."amount" > 0),
	CONSTRAINT "income_entries_kind_known" CHECK ("income_entries"."kind" in ('salary', 'assegno_unico', 'other'))
);
--> statement-breakpoint
ALTER TABLE "income_entries" ADD CONSTRAINT "income_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "income_entries_user_date_idx" ON "income_entries" USING btree ("user_id","date");