-- Per user, category and month, how many expenses and their sum (docs/expenses.md, "Totali per
-- categoria e mese"). The alert rules read, for every new expense, its month's totals and the
-- user's other expenses of its category; they counted the expenses each time, a scan that grew
-- with every month of history. The totals are kept by the triggers below, in the transaction of
-- every insert, update and delete on expenses, whoever makes it (a request, an import, the
-- account's deletion, psql).
CREATE TABLE "expense_category_totals" (
	"user_id" integer NOT NULL,
	"category" text NOT NULL,
	"month" date NOT NULL,
	"count" integer NOT NULL,
	"total" numeric(16, 2) NOT NULL,
	CONSTRAINT "expense_category_totals_user_id_category_month_pk" PRIMARY KEY("user_id","category","month")
);
--> statement-breakpoint
ALTER TABLE "expense_category_totals" ADD CONSTRAINT "expense_category_totals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
-- One statement per change: the rows the statement added count +1 and add their amount, the rows
-- it removed count -1 and take theirs off, grouped by (user, category, month) and applied in that
-- order, so two statements lock the totals rows in the same order. A row whose last expense left
-- is deleted (the table holds exactly the months and categories that have expenses). A user being
-- deleted (the cascade from users) has no totals to keep: their rows go with the same cascade.
CREATE OR REPLACE FUNCTION expense_category_totals_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO expense_category_totals AS t (user_id, category, month, count, total)
      SELECT n.user_id, n.category, date_trunc('month', n.date)::date, count(*), sum(n.amount) FROM new_rows n
        WHERE EXISTS (SELECT 1 FROM users u WHERE u.id = n.user_id)
        GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
      ON CONFLICT (user_id, category, month) DO UPDATE SET count = t.count + excluded.count, total = t.total + excluded.total;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO expense_category_totals AS t (user_id, category, month, count, total)
      SELECT o.user_id, o.category, date_trunc('month', o.date)::date, -count(*), -sum(o.amount) FROM old_rows o
        WHERE EXISTS (SELECT 1 FROM users u WHERE u.id = o.user_id)
        GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
      ON CONFLICT (user_id, category, month) DO UPDATE SET count = t.count + excluded.count, total = t.total + excluded.total;
    DELETE FROM expense_category_totals t USING old_rows o
      WHERE t.user_id = o.user_id AND t.category = o.category AND t.month = date_trunc('month', o.date)::date AND t.count = 0;
  ELSE
    INSERT INTO expense_category_totals AS t (user_id, category, month, count, total)
      SELECT d.user_id, d.category, date_trunc('month', d.date)::date, sum(d.n), sum(d.amount)
        FROM (SELECT user_id, category, date, 1 AS n, amount FROM new_rows
              UNION ALL SELECT user_id, category, date, -1, -amount FROM old_rows) d
        WHERE EXISTS (SELECT 1 FROM users u WHERE u.id = d.user_id)
        GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
      ON CONFLICT (user_id, category, month) DO UPDATE SET count = t.count + excluded.count, total = t.total + excluded.total;
    DELETE FROM expense_category_totals t USING old_rows o
      WHERE t.user_id = o.user_id AND t.category = o.category AND t.month = date_trunc('month', o.date)::date AND t.count = 0;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER expenses_category_totals_insert AFTER INSERT ON expenses REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION expense_category_totals_apply();
--> statement-breakpoint
CREATE TRIGGER expenses_category_totals_update AFTER UPDATE ON expenses REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION expense_category_totals_apply();
--> statement-breakpoint
CREATE TRIGGER expenses_category_totals_delete AFTER DELETE ON expenses REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION expense_category_totals_apply();
--> statement-breakpoint
-- The expenses already there.
INSERT INTO expense_category_totals (user_id, category, month, count, total)
  SELECT user_id, category, date_trunc('month', date)::date, count(*), sum(amount) FROM expenses GROUP BY 1, 2, 3;
