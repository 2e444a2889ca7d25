CREATE TABLE "budget_splits" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"necessities" smallint NOT NULL,
	"wants" smallint NOT NULL,
	"savings" smallint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "budget_splits_sum_100" CHECK ("budget_splits"."necessities" + "budget_splits"."wants" + "budget_splits"."savings" = 100 and "budget_splits"."necessities" >= 0 and "budget_splits"."wants" >= 0 and "budget_splits"."savings" >= 0)
);
--> statement-breakpoint
CREATE TABLE "category_budgets" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"subcategory" text NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"carry_over" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "budget_splits" ADD CONSTRAINT "budget_splits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "category_budgets" ADD CONSTRAINT "category_budgets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "category_budgets_user_subcategory_idx" ON "category_budgets" USING btree ("user_id","subcategory");