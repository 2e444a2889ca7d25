-- The history reads kept per user (docs/scale-out.md, "Letture della storia in cache": the expenses
-- month, the report, the recurring bills, goals, budget status, month balance, 730 summary) show rows
-- that the earlier notices (migrations 0018, 0028, 0034, 0035) did not announce: a receipt (the
-- list's receipt mark), a recurring bill's occurrence (booked or skipped) and a member's name (the
-- author of a shared expense). Each change now reaches the read caches of the members concerned.
CREATE TRIGGER expense_receipts_user_data AFTER INSERT OR UPDATE OR DELETE ON "expense_receipts" FOR EACH ROW EXECUTE FUNCTION user_data_notify();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION recurring_occurrences_notify() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE m record;
BEGIN
  FOR m IN SELECT hm.user_id FROM recurring_expenses r JOIN household_members hm ON hm.household_id = r.household_id
           WHERE r.id = (CASE WHEN TG_OP = 'DELETE' THEN OLD.recurring_id ELSE NEW.recurring_id END) LOOP
    PERFORM pg_notify('user_data', 'u:' || m.user_id);
  END LOOP;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER recurring_occurrences_household_data AFTER INSERT OR UPDATE OR DELETE ON "recurring_occurrences" FOR EACH ROW EXECUTE FUNCTION recurring_occurrences_notify();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION users_name_household_notify() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE m record;
BEGIN
  FOR m IN SELECT o.user_id FROM household_members h JOIN household_members o ON o.household_id = h.household_id
           WHERE h.user_id = NEW.id LOOP
    PERFORM pg_notify('user_data', 'u:' || m.user_id);
  END LOOP;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER users_name_household_data AFTER UPDATE ON "users" FOR EACH ROW
  WHEN ((OLD.first_name, OLD.last_name, OLD.display_name) IS DISTINCT FROM (NEW.first_name, NEW.last_name, NEW.display_name))
  EXECUTE FUNCTION users_name_household_notify();
