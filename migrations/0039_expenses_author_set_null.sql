-- An account deletion keeps the shared expenses the person entered with their household, the author
-- pseudonymised as "ex membro" (user_id null); their private ones are deleted first by the deletion
-- (docs/household.md, "Cancellazione dell'account"; docs/privacy.md, "Deletion"). A household left
-- without members still goes with all its expenses (migrations/0028_households.sql).
ALTER TABLE "expenses" DROP CONSTRAINT "expenses_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "expenses" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;