ALTER TABLE "deleted_expenses" ADD COLUMN "deduction" jsonb;--> statement-breakpoint
ALTER TABLE "expenses" ADD COLUMN "deduction" jsonb;