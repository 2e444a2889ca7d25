-- The household's saved budgets, category budgets and split outlive the account of the member
-- who saved them (docs/privacy.md): user_id becomes null, the rows stay with the household.
ALTER TABLE "budgets" DROP CONSTRAINT "budgets_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "budget_splits" DROP CONSTRAINT "budget_splits_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "category_budgets" DROP CONSTRAINT "category_budgets_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "budgets" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "budget_splits" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "category_budgets" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "budgets" ADD CONSTRAINT "budgets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budget_splits" ADD CONSTRAINT "budget_splits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "category_budgets" ADD CONSTRAINT "category_budgets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;