-- The household's recurring bills outlive the account of the member who created them
-- (docs/privacy.md): user_id becomes null, the bills stay with the household.
ALTER TABLE "recurring_expenses" DROP CONSTRAINT "recurring_expenses_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "recurring_expenses" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "recurring_expenses" ADD CONSTRAINT "recurring_expenses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;