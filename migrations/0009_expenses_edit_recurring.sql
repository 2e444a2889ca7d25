CREATE TABLE "deleted_expenses" (
	"id" integer PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"description" text NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"category" text NOT NULL,
	"subcategory" text NOT NULL,
	"date" date NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"deleted_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recurring_expenses" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"description" text NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"category" text NOT NULL,
	"subcategory" text NOT NULL,
	"day_of_month" smallint NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date,
	"remind" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recurring_occurrences" (
	"id" serial PRIMARY KEY NOT NULL,
	"recurring_id" integer NOT NULL,
	"month" text NOT NULL,
	"status" text NOT NULL,
	"expense_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "deleted_expenses" ADD CONSTRAINT "deleted_expenses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_expenses" ADD CONSTRAINT "recurring_expenses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_occurrences" ADD CONSTRAINT "recurring_occurrences_recurring_id_recurring_expenses_id_fk" FOREIGN KEY ("recurring_id") REFERENCES "public"."recurring_expenses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deleted_expenses_deleted_at_idx" ON "deleted_expenses" USING btree ("deleted_at");--> statement-breakpoint
CREATE INDEX "recurring_expenses_user_idx" ON "recurring_expenses" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "recurring_occurrences_rule_month_idx" ON "recurring_occurrences" USING btree ("recurring_id","month");