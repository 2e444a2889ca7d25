-- The import's fingerprints, remembered columns and rules belong to the household
-- (docs/expenses.md, "Della famiglia"): each row gets its author's household, duplicates inside a
-- household are merged, the keys become per household, and the author becomes null (not the
-- row's end) when the account is deleted. A mapping may name a second, money-in column.
ALTER TABLE "expense_import_fingerprints" DROP CONSTRAINT "expense_import_fingerprints_user_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "expense_import_mappings" DROP CONSTRAINT "expense_import_mappings_user_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "expense_import_rules" DROP CONSTRAINT "expense_import_rules_user_id_users_id_fk";--> statement-breakpoint
DROP INDEX "expense_import_rules_user_pattern_idx";--> statement-breakpoint
ALTER TABLE "expense_import_fingerprints" DROP CONSTRAINT "expense_import_fingerprints_user_id_fingerprint_pk";--> statement-breakpoint
ALTER TABLE "expense_import_mappings" DROP CONSTRAINT "expense_import_mappings_user_id_header_key_pk";--> statement-breakpoint
ALTER TABLE "expense_import_fingerprints" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "expense_import_mappings" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "expense_import_rules" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "expense_import_fingerprints" ADD COLUMN "household_id" integer;--> statement-breakpoint
ALTER TABLE "expense_import_mappings" ADD COLUMN "household_id" integer;--> statement-breakpoint
ALTER TABLE "expense_import_mappings" ADD COLUMN "credit_column" integer;--> statement-breakpoint
ALTER TABLE "expense_import_rules" ADD COLUMN "household_id" integer;--> statement-breakpoint
UPDATE "expense_import_fingerprints" t SET "household_id" = m."household_id" FROM "household_members" m WHERE m."user_id" = t."user_id";--> statement-breakpoint
UPDATE "expense_import_mappings" t SET "household_id" = m."household_id" FROM "household_members" m WHERE m."user_id" = t."user_id";--> statement-breakpoint
UPDATE "expense_import_rules" t SET "household_id" = m."household_id" FROM "household_members" m WHERE m."user_id" = t."user_id";--> statement-breakpoint
DELETE FROM "expense_import_fingerprints" WHERE "household_id" IS NULL;--> statement-breakpoint
DELETE FROM "expense_import_mappings" WHERE "household_id" IS NULL;--> statement-breakpoint
DELETE FROM "expense_import_rules" WHERE "household_id" IS NULL;--> statement-breakpoint
-- Two members who imported the same movement, the same bank's layout or the same word: one row
-- stays (the fingerprint still pointing at an expense, the latest mapping, the oldest rule).
DELETE FROM "expense_import_fingerprints" a USING "expense_import_fingerprints" b
  WHERE a."household_id" = b."household_id" AND a."fingerprint" = b."fingerprint"
    AND ((a."expense_id" IS NULL AND b."expense_id" IS NOT NULL) OR ((a."expense_id" IS NULL) = (b."expense_id" IS NULL) AND a.ctid > b.ctid));--> statement-breakpoint
DELETE FROM "expense_import_mappings" a USING "expense_import_mappings" b
  WHERE a."household_id" = b."household_id" AND a."header_key" = b."header_key"
    AND (a."updated_at" < b."updated_at" OR (a."updated_at" = b."updated_at" AND a.ctid > b.ctid));--> statement-breakpoint
DELETE FROM "expense_import_rules" a USING "expense_import_rules" b
  WHERE a."household_id" = b."household_id" AND a."pattern" = b."pattern" AND a."id" > b."id";--> statement-breakpoint
ALTER TABLE "expense_import_fingerprints" ALTER COLUMN "household_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "expense_import_mappings" ALTER COLUMN "household_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "expense_import_rules" ALTER COLUMN "household_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "expense_import_fingerprints" ADD CONSTRAINT "expense_import_fingerprints_household_id_fingerprint_pk" PRIMARY KEY("household_id","fingerprint");--> statement-breakpoint
ALTER TABLE "expense_import_mappings" ADD CONSTRAINT "expense_import_mappings_household_id_header_key_pk" PRIMARY KEY("household_id","header_key");--> statement-breakpoint
ALTER TABLE "expense_import_fingerprints" ADD CONSTRAINT "expense_import_fingerprints_household_id_households_id_fk" FOREIGN KEY ("household_id") REFERENCES "public"."households"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expense_import_fingerprints" ADD CONSTRAINT "expense_import_fingerprints_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expense_import_mappings" ADD CONSTRAINT "expense_import_mappings_household_id_households_id_fk" FOREIGN KEY ("household_id") REFERENCES "public"."households"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expense_import_mappings" ADD CONSTRAINT "expense_import_mappings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expense_import_rules" ADD CONSTRAINT "expense_import_rules_household_id_households_id_fk" FOREIGN KEY ("household_id") REFERENCES "public"."households"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expense_import_rules" ADD CONSTRAINT "expense_import_rules_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "expense_import_fingerprints_user_idx" ON "expense_import_fingerprints" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "expense_import_mappings_user_idx" ON "expense_import_mappings" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "expense_import_rules_household_pattern_idx" ON "expense_import_rules" USING btree ("household_id","pattern");--> statement-breakpoint
CREATE INDEX "expense_import_rules_user_idx" ON "expense_import_rules" USING btree ("user_id");
