-- Per-process cache of a user's own reads (docs/scale-out.md, "Letture dell'utente in cache"):
-- every change to a row of the data those reads show is announced on the channel user_data as
-- 'u:<user id>', whoever makes it (a request, the event worker, a job, a script). A change to the
-- week's challenges, the same for everyone, is announced as '*' (every user's answers go).
-- NOTIFY is delivered at commit, once per distinct payload and transaction.
CREATE OR REPLACE FUNCTION user_data_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM pg_notify('user_data', 'u:' || OLD.user_id);
  END IF;
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW.user_id IS DISTINCT FROM OLD.user_id) THEN
    PERFORM pg_notify('user_data', 'u:' || NEW.user_id);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION user_data_notify_all() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('user_data', '*');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER expenses_user_data AFTER INSERT OR UPDATE OR DELETE ON expenses FOR EACH ROW EXECUTE FUNCTION user_data_notify();
--> statement-breakpoint
CREATE TRIGGER alerts_user_data AFTER INSERT OR UPDATE OR DELETE ON alerts FOR EACH ROW EXECUTE FUNCTION user_data_notify();
--> statement-breakpoint
CREATE TRIGGER points_ledger_user_data AFTER INSERT OR UPDATE OR DELETE ON points_ledger FOR EACH ROW EXECUTE FUNCTION user_data_notify();
--> statement-breakpoint
CREATE TRIGGER user_badges_user_data AFTER INSERT OR UPDATE OR DELETE ON user_badges FOR EACH ROW EXECUTE FUNCTION user_data_notify();
--> statement-breakpoint
CREATE TRIGGER user_challenges_user_data AFTER INSERT OR UPDATE OR DELETE ON user_challenges FOR EACH ROW EXECUTE FUNCTION user_data_notify();
--> statement-breakpoint
CREATE TRIGGER user_progress_user_data AFTER INSERT OR UPDATE OR DELETE ON user_progress FOR EACH ROW EXECUTE FUNCTION user_data_notify();
--> statement-breakpoint
CREATE TRIGGER budgets_user_data AFTER INSERT OR UPDATE OR DELETE ON budgets FOR EACH ROW EXECUTE FUNCTION user_data_notify();
--> statement-breakpoint
CREATE TRIGGER activity_days_user_data AFTER INSERT OR UPDATE OR DELETE ON activity_days FOR EACH ROW EXECUTE FUNCTION user_data_notify();
--> statement-breakpoint
CREATE TRIGGER challenges_user_data AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON challenges FOR EACH STATEMENT EXECUTE FUNCTION user_data_notify_all();
