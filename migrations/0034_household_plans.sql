-- The saved budget, the category budgets, the split and the recurring bills belong to the
-- household (docs/household.md, "Cosa è condiviso"); user_id stays as the member who made them.
ALTER TABLE "budget_splits" DROP CONSTRAINT "budget_splits_pkey";--> statement-breakpoint
ALTER TABLE "budgets" ADD COLUMN "household_id" integer;--> statement-breakpoint
ALTER TABLE "recurring_expenses" ADD COLUMN "household_id" integer;--> statement-breakpoint
ALTER TABLE "budget_splits" ADD COLUMN "household_id" integer;--> statement-breakpoint
ALTER TABLE "category_budgets" ADD COLUMN "household_id" integer;--> statement-breakpoint
UPDATE "budgets" t SET "household_id" = m."household_id" FROM "household_members" m WHERE m."user_id" = t."user_id";--> statement-breakpoint
UPDATE "recurring_expenses" t SET "household_id" = m."household_id" FROM "household_members" m WHERE m."user_id" = t."user_id";--> statement-breakpoint
UPDATE "budget_splits" t SET "household_id" = m."household_id" FROM "household_members" m WHERE m."user_id" = t."user_id";--> statement-breakpoint
UPDATE "category_budgets" t SET "household_id" = m."household_id" FROM "household_members" m WHERE m."user_id" = t."user_id";--> statement-breakpoint
-- One split and one set of category budgets per household (docs/household.md, "Cosa è
-- condiviso"): where two members had their own, the owner's stay, else those of the member who
-- saved last; the others' rows go.
DELETE FROM "category_budgets" c USING (
  SELECT DISTINCT ON (c2."household_id") c2."household_id", c2."user_id"
  FROM "category_budgets" c2 JOIN "household_members" m ON m."user_id" = c2."user_id"
  ORDER BY c2."household_id", (m."role" = 'owner') DESC, c2."updated_at" DESC, c2."id" DESC
) k WHERE c."household_id" = k."household_id" AND c."user_id" <> k."user_id";--> statement-breakpoint
DELETE FROM "budget_splits" s USING (
  SELECT DISTINCT ON (s2."household_id") s2."household_id", s2."user_id"
  FROM "budget_splits" s2 JOIN "household_members" m ON m."user_id" = s2."user_id"
  ORDER BY s2."household_id", (m."role" = 'owner') DESC, s2."updated_at" DESC
) k WHERE s."household_id" = k."household_id" AND s."user_id" <> k."user_id";--> statement-breakpoint
ALTER TABLE "budgets" ALTER COLUMN "household_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "recurring_expenses" ALTER COLUMN "household_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "budget_splits" ALTER COLUMN "household_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "category_budgets" ALTER COLUMN "household_id" SET NOT NULL;--> statement-breakpoint
DROP INDEX "category_budgets_user_subcategory_idx";--> statement-breakpoint
ALTER TABLE "budgets" ADD CONSTRAINT "budgets_household_id_households_id_fk" FOREIGN KEY ("household_id") REFERENCES "public"."households"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_expenses" ADD CONSTRAINT "recurring_expenses_household_id_households_id_fk" FOREIGN KEY ("household_id") REFERENCES "public"."households"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budget_splits" ADD CONSTRAINT "budget_splits_household_id_households_id_fk" FOREIGN KEY ("household_id") REFERENCES "public"."households"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "category_budgets" ADD CONSTRAINT "category_budgets_household_id_households_id_fk" FOREIGN KEY ("household_id") REFERENCES "public"."households"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "budgets_household_idx" ON "budgets" USING btree ("household_id","created_at");--> statement-breakpoint
CREATE INDEX "recurring_expenses_household_idx" ON "recurring_expenses" USING btree ("household_id");--> statement-breakpoint
CREATE UNIQUE INDEX "budget_splits_household_idx" ON "budget_splits" USING btree ("household_id");--> statement-breakpoint
CREATE INDEX "budget_splits_user_idx" ON "budget_splits" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "category_budgets_household_subcategory_idx" ON "category_budgets" USING btree ("household_id","subcategory");--> statement-breakpoint
CREATE INDEX "category_budgets_user_idx" ON "category_budgets" USING btree ("user_id");--> statement-breakpoint
-- A row inserted without its household gets its author's, as an expense does
-- (expenses_fill_household of migrations/0028_households.sql reads only user_id and household_id).
CREATE TRIGGER budgets_fill_household BEFORE INSERT ON "budgets" FOR EACH ROW EXECUTE FUNCTION expenses_fill_household();--> statement-breakpoint
CREATE TRIGGER recurring_expenses_fill_household BEFORE INSERT ON "recurring_expenses" FOR EACH ROW EXECUTE FUNCTION expenses_fill_household();--> statement-breakpoint
CREATE TRIGGER budget_splits_fill_household BEFORE INSERT ON "budget_splits" FOR EACH ROW EXECUTE FUNCTION expenses_fill_household();--> statement-breakpoint
CREATE TRIGGER category_budgets_fill_household BEFORE INSERT ON "category_budgets" FOR EACH ROW EXECUTE FUNCTION expenses_fill_household();--> statement-breakpoint
-- A change reaches the read caches of every member of the household (docs/household.md,
-- "Notifiche di modifica"), with the expenses' function of migrations/0028_households.sql.
CREATE TRIGGER budgets_household_data AFTER INSERT OR UPDATE OR DELETE ON "budgets" FOR EACH ROW EXECUTE FUNCTION household_expenses_notify();--> statement-breakpoint
CREATE TRIGGER recurring_expenses_household_data AFTER INSERT OR UPDATE OR DELETE ON "recurring_expenses" FOR EACH ROW EXECUTE FUNCTION household_expenses_notify();--> statement-breakpoint
CREATE TRIGGER budget_splits_household_data AFTER INSERT OR UPDATE OR DELETE ON "budget_splits" FOR EACH ROW EXECUTE FUNCTION household_expenses_notify();--> statement-breakpoint
CREATE TRIGGER category_budgets_household_data AFTER INSERT OR UPDATE OR DELETE ON "category_budgets" FOR EACH ROW EXECUTE FUNCTION household_expenses_notify();
