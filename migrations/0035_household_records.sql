-- Goals (their contributions and withdrawals follow their goal), debts, income entries and the
-- household profile belong to the household (docs/household.md, "Cosa è condiviso"); user_id
-- stays as the member who made the record (for the profile: who saved it last).
ALTER TABLE "goals" ADD COLUMN "household_id" integer;--> statement-breakpoint
ALTER TABLE "debts" ADD COLUMN "household_id" integer;--> statement-breakpoint
ALTER TABLE "income_entries" ADD COLUMN "household_id" integer;--> statement-breakpoint
ALTER TABLE "household_profiles" ADD COLUMN "household_id" integer;--> statement-breakpoint
UPDATE "goals" t SET "household_id" = m."household_id" FROM "household_members" m WHERE m."user_id" = t."user_id";--> statement-breakpoint
UPDATE "debts" t SET "household_id" = m."household_id" FROM "household_members" m WHERE m."user_id" = t."user_id";--> statement-breakpoint
UPDATE "income_entries" t SET "household_id" = m."household_id" FROM "household_members" m WHERE m."user_id" = t."user_id";--> statement-breakpoint
UPDATE "household_profiles" t SET "household_id" = m."household_id" FROM "household_members" m WHERE m."user_id" = t."user_id";--> statement-breakpoint
-- One profile per household (docs/household.md, "Cosa è condiviso"): where two members each had
-- one, the owner's stays, else the one saved last; the others go.
DELETE FROM "household_profiles" p USING (
  SELECT DISTINCT ON (p2."household_id") p2."household_id", p2."user_id"
  FROM "household_profiles" p2 JOIN "household_members" m ON m."user_id" = p2."user_id"
  ORDER BY p2."household_id", (m."role" = 'owner') DESC, p2."updated_at" DESC, p2."user_id"
) k WHERE p."household_id" = k."household_id" AND p."user_id" <> k."user_id";--> statement-breakpoint
ALTER TABLE "goals" ALTER COLUMN "household_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "debts" ALTER COLUMN "household_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "income_entries" ALTER COLUMN "household_id" SET NOT NULL;--> statement-breakpoint
-- The profile's key becomes the household; user_id (who saved it last) is cleared, not
-- cascaded, when that account is deleted: the profile stays with the household.
ALTER TABLE "household_profiles" DROP CONSTRAINT "household_profiles_pkey";--> statement-breakpoint
ALTER TABLE "household_profiles" DROP CONSTRAINT "household_profiles_user_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "household_profiles" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "household_profiles" ALTER COLUMN "household_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "household_profiles" ADD PRIMARY KEY ("household_id");--> statement-breakpoint
ALTER TABLE "household_profiles" ADD CONSTRAINT "household_profiles_household_id_households_id_fk" FOREIGN KEY ("household_id") REFERENCES "public"."households"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "household_profiles" ADD CONSTRAINT "household_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goals" ADD CONSTRAINT "goals_household_id_households_id_fk" FOREIGN KEY ("household_id") REFERENCES "public"."households"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "debts" ADD CONSTRAINT "debts_household_id_households_id_fk" FOREIGN KEY ("household_id") REFERENCES "public"."households"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "income_entries" ADD CONSTRAINT "income_entries_household_id_households_id_fk" FOREIGN KEY ("household_id") REFERENCES "public"."households"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "goals_household_idx" ON "goals" USING btree ("household_id");--> statement-breakpoint
CREATE INDEX "debts_household_idx" ON "debts" USING btree ("household_id");--> statement-breakpoint
CREATE INDEX "income_entries_household_date_idx" ON "income_entries" USING btree ("household_id","date");--> statement-breakpoint
-- A row inserted without its household gets its author's, as an expense does
-- (expenses_fill_household of migrations/0028_households.sql reads only user_id and household_id).
CREATE TRIGGER goals_fill_household BEFORE INSERT ON "goals" FOR EACH ROW EXECUTE FUNCTION expenses_fill_household();--> statement-breakpoint
CREATE TRIGGER debts_fill_household BEFORE INSERT ON "debts" FOR EACH ROW EXECUTE FUNCTION expenses_fill_household();--> statement-breakpoint
CREATE TRIGGER income_entries_fill_household BEFORE INSERT ON "income_entries" FOR EACH ROW EXECUTE FUNCTION expenses_fill_household();--> statement-breakpoint
CREATE TRIGGER household_profiles_fill_household BEFORE INSERT ON "household_profiles" FOR EACH ROW EXECUTE FUNCTION expenses_fill_household();--> statement-breakpoint
-- A change reaches the read caches of every member of the household (docs/household.md,
-- "Notifiche di modifica"), with the expenses' function of migrations/0028_households.sql.
CREATE TRIGGER goals_household_data AFTER INSERT OR UPDATE OR DELETE ON "goals" FOR EACH ROW EXECUTE FUNCTION household_expenses_notify();--> statement-breakpoint
CREATE TRIGGER debts_household_data AFTER INSERT OR UPDATE OR DELETE ON "debts" FOR EACH ROW EXECUTE FUNCTION household_expenses_notify();--> statement-breakpoint
CREATE TRIGGER income_entries_household_data AFTER INSERT OR UPDATE OR DELETE ON "income_entries" FOR EACH ROW EXECUTE FUNCTION household_expenses_notify();--> statement-breakpoint
CREATE TRIGGER household_profiles_household_data AFTER INSERT OR UPDATE OR DELETE ON "household_profiles" FOR EACH ROW EXECUTE FUNCTION household_expenses_notify();--> statement-breakpoint
-- A contribution has no household of its own: the members of its goal's household are told.
CREATE OR REPLACE FUNCTION goal_contributions_notify() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE m record;
BEGIN
  FOR m IN SELECT hm.user_id FROM goals g JOIN household_members hm ON hm.household_id = g.household_id
           WHERE g.id = (CASE WHEN TG_OP = 'DELETE' THEN OLD.goal_id ELSE NEW.goal_id END) LOOP
    PERFORM pg_notify('user_data', 'u:' || m.user_id);
  END LOOP;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER goal_contributions_household_data AFTER INSERT OR UPDATE OR DELETE ON "goal_contributions" FOR EACH ROW EXECUTE FUNCTION goal_contributions_notify();
