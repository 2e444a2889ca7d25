CREATE TABLE "household_category_totals" (
	"household_id" integer NOT NULL,
	"month" date NOT NULL,
	"category" text NOT NULL,
	"owner_user_id" integer,
	"count" integer NOT NULL,
	"total" numeric(16, 2) NOT NULL,
	CONSTRAINT "household_category_totals_key" UNIQUE NULLS NOT DISTINCT("household_id","month","category","owner_user_id")
);
--> statement-breakpoint
ALTER TABLE "household_category_totals" ADD CONSTRAINT "household_category_totals_household_id_households_id_fk" FOREIGN KEY ("household_id") REFERENCES "public"."households"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "household_category_totals" ADD CONSTRAINT "household_category_totals_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "household_category_totals_owner_idx" ON "household_category_totals" USING btree ("owner_user_id") WHERE "household_category_totals"."owner_user_id" is not null;--> statement-breakpoint
-- The totals kept by the database belong to the household (docs/expenses.md, "Totali per
-- categoria e mese"; docs/household.md, "Totali della famiglia"): per household, month and
-- category, the shared expenses in one row (owner_user_id null) and each member's private ones in
-- a row of theirs. The per-user table of migration 0019 goes with its triggers.
DROP TRIGGER IF EXISTS "expenses_category_totals_insert" ON "expenses";
--> statement-breakpoint
DROP TRIGGER IF EXISTS "expenses_category_totals_update" ON "expenses";
--> statement-breakpoint
DROP TRIGGER IF EXISTS "expenses_category_totals_delete" ON "expenses";
--> statement-breakpoint
DROP FUNCTION IF EXISTS expense_category_totals_apply();
--> statement-breakpoint
-- One statement per change of expenses: the rows it added count +1 and add their amount, the
-- rows it removed count -1 and take theirs off (an update is both: its old row out, its new row in,
-- so a change of household, month, category, visibility or amount moves the figures, and an update
-- that changes none of them writes nothing), grouped by (household, month, category, owner) and
-- applied in that order, so two statements lock the totals rows in the same order. A row left
-- without expenses is deleted (the table holds exactly what counting the expenses gives). A
-- household or a person being deleted has no totals to keep: their rows go with the foreign keys'
-- cascade, hence the checks that they still exist.
CREATE OR REPLACE FUNCTION household_category_totals_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO household_category_totals AS t (household_id, month, category, owner_user_id, count, total)
      SELECT d.household_id, d.month, d.category, d.owner, d.n, d.amount
        FROM (SELECT n.household_id, date_trunc('month', n.date)::date AS month, n.category, CASE WHEN n.visibility = 'private' THEN n.user_id END AS owner,
                     count(*)::int AS n, sum(n.amount) AS amount
                FROM new_rows n GROUP BY 1, 2, 3, 4) d
        WHERE EXISTS (SELECT 1 FROM households h WHERE h.id = d.household_id) AND (d.owner IS NULL OR EXISTS (SELECT 1 FROM users u WHERE u.id = d.owner))
        ORDER BY 1, 2, 3, 4 NULLS FIRST
      ON CONFLICT (household_id, month, category, owner_user_id) DO UPDATE SET count = t.count + excluded.count, total = t.total + excluded.total;
    RETURN NULL;
  END IF;
  IF TG_OP = 'DELETE' THEN
    INSERT INTO household_category_totals AS t (household_id, month, category, owner_user_id, count, total)
      SELECT d.household_id, d.month, d.category, d.owner, d.n, d.amount
        FROM (SELECT o.household_id, date_trunc('month', o.date)::date AS month, o.category, CASE WHEN o.visibility = 'private' THEN o.user_id END AS owner,
                     -count(*)::int AS n, -sum(o.amount) AS amount
                FROM old_rows o GROUP BY 1, 2, 3, 4) d
        WHERE EXISTS (SELECT 1 FROM households h WHERE h.id = d.household_id) AND (d.owner IS NULL OR EXISTS (SELECT 1 FROM users u WHERE u.id = d.owner))
        ORDER BY 1, 2, 3, 4 NULLS FIRST
      ON CONFLICT (household_id, month, category, owner_user_id) DO UPDATE SET count = t.count + excluded.count, total = t.total + excluded.total;
  ELSE
    INSERT INTO household_category_totals AS t (household_id, month, category, owner_user_id, count, total)
      SELECT d.household_id, d.month, d.category, d.owner, d.n, d.amount
        FROM (SELECT c.household_id, date_trunc('month', c.date)::date AS month, c.category, CASE WHEN c.visibility = 'private' THEN c.user_id END AS owner,
                     sum(c.n)::int AS n, sum(c.amount) AS amount
                FROM (SELECT household_id, date, category, visibility, user_id, 1 AS n, amount FROM new_rows
                      UNION ALL SELECT household_id, date, category, visibility, user_id, -1, -amount FROM old_rows) c
                GROUP BY 1, 2, 3, 4 HAVING sum(c.n) <> 0 OR sum(c.amount) <> 0) d
        WHERE EXISTS (SELECT 1 FROM households h WHERE h.id = d.household_id) AND (d.owner IS NULL OR EXISTS (SELECT 1 FROM users u WHERE u.id = d.owner))
        ORDER BY 1, 2, 3, 4 NULLS FIRST
      ON CONFLICT (household_id, month, category, owner_user_id) DO UPDATE SET count = t.count + excluded.count, total = t.total + excluded.total;
  END IF;
  DELETE FROM household_category_totals t
    USING (SELECT DISTINCT o.household_id, date_trunc('month', o.date)::date AS month, o.category, CASE WHEN o.visibility = 'private' THEN o.user_id END AS owner FROM old_rows o) k
    WHERE t.household_id = k.household_id AND t.month = k.month AND t.category = k.category AND t.owner_user_id IS NOT DISTINCT FROM k.owner AND t.count = 0;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER expenses_household_totals_insert AFTER INSERT ON expenses REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION household_category_totals_apply();
--> statement-breakpoint
CREATE TRIGGER expenses_household_totals_update AFTER UPDATE ON expenses REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION household_category_totals_apply();
--> statement-breakpoint
CREATE TRIGGER expenses_household_totals_delete AFTER DELETE ON expenses REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION household_category_totals_apply();
--> statement-breakpoint
-- The expenses already there, in one statement.
INSERT INTO household_category_totals (household_id, month, category, owner_user_id, count, total)
  SELECT household_id, date_trunc('month', date)::date, category, CASE WHEN visibility = 'private' THEN user_id END, count(*), sum(amount)
    FROM expenses GROUP BY 1, 2, 3, 4;
