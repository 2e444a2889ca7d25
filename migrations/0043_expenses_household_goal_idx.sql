DROP INDEX "expenses_user_goal_idx";--> statement-breakpoint
CREATE INDEX "expenses_household_goal_idx" ON "expenses" USING btree ("household_id","goal_id") WHERE "expenses"."goal_id" is not null;--> statement-breakpoint
CREATE INDEX "expenses_goal_idx" ON "expenses" USING btree ("goal_id") WHERE "expenses"."goal_id" is not null;