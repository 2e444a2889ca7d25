-- Per-process session cache invalidation (docs/security.md, "Cache delle sessioni"): every change
-- that can alter what a cached session or its user says is announced on the channel
-- session_cache, whoever makes it (the app, a script, psql). 's:<sid>' for one session, 'u:<id>'
-- for every session of a user. NOTIFY is delivered at commit, only to listeners of this database.
CREATE OR REPLACE FUNCTION session_cache_notify_user() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('session_cache', 'u:' || OLD.id);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION session_cache_notify_session() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('session_cache', 's:' || OLD.sid);
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- The columns a signed-in request reads from its user (server/http/session.repo.ts,
-- SESSION_USER_COLUMNS) and the password: a change to any of them is announced.
CREATE TRIGGER users_session_cache_update AFTER UPDATE ON users FOR EACH ROW
  WHEN ((OLD.email, OLD.password_hash, OLD.first_name, OLD.last_name, OLD.profile_image_url, OLD.points, OLD.is_admin, OLD.is_premium, OLD.premium_until, OLD.subscription_status, OLD.email_verified_at, OLD.disabled_at)
    IS DISTINCT FROM (NEW.email, NEW.password_hash, NEW.first_name, NEW.last_name, NEW.profile_image_url, NEW.points, NEW.is_admin, NEW.is_premium, NEW.premium_until, NEW.subscription_status, NEW.email_verified_at, NEW.disabled_at))
  EXECUTE FUNCTION session_cache_notify_user();
--> statement-breakpoint
CREATE TRIGGER users_session_cache_delete AFTER DELETE ON users FOR EACH ROW EXECUTE FUNCTION session_cache_notify_user();
--> statement-breakpoint
-- A session saved again or ended. Pruning expired rows announces nothing: no process serves an
-- expired session from its cache (the cache checks the expiry too).
CREATE TRIGGER sessions_session_cache_update AFTER UPDATE ON sessions FOR EACH ROW EXECUTE FUNCTION session_cache_notify_session();
--> statement-breakpoint
CREATE TRIGGER sessions_session_cache_delete AFTER DELETE ON sessions FOR EACH ROW WHEN (OLD.expire > now()) EXECUTE FUNCTION session_cache_notify_session();
