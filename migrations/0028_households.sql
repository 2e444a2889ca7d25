CREATE TABLE "household_invitations" (
	"id" serial PRIMARY KEY NOT NULL,
	"household_id" integer NOT NULL,
	"invited_by" integer NOT NULL,
	"email" text NOT NULL,
	"role" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "household_members" (
	"id" serial PRIMARY KEY NOT NULL,
	"household_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"role" text NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "households" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "deleted_expenses" ADD COLUMN "visibility" text DEFAULT 'shared' NOT NULL;--> statement-breakpoint
ALTER TABLE "expenses" ADD COLUMN "household_id" integer;--> statement-breakpoint
ALTER TABLE "expenses" ADD COLUMN "visibility" text DEFAULT 'shared' NOT NULL;--> statement-breakpoint
ALTER TABLE "household_invitations" ADD CONSTRAINT "household_invitations_household_id_households_id_fk" FOREIGN KEY ("household_id") REFERENCES "public"."households"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "household_invitations" ADD CONSTRAINT "household_invitations_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "household_members" ADD CONSTRAINT "household_members_household_id_households_id_fk" FOREIGN KEY ("household_id") REFERENCES "public"."households"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "household_members" ADD CONSTRAINT "household_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "household_invitations_token_idx" ON "household_invitations" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "household_invitations_household_idx" ON "household_invitations" USING btree ("household_id");--> statement-breakpoint
CREATE UNIQUE INDEX "household_members_user_idx" ON "household_members" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "household_members_household_idx" ON "household_members" USING btree ("household_id");--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_household_id_households_id_fk" FOREIGN KEY ("household_id") REFERENCES "public"."households"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "expenses_household_date_idx" ON "expenses" USING btree ("household_id","date");
--> statement-breakpoint
-- Households (docs/household.md): every existing user gets one, named after nothing personal,
-- with them as its owner, and their expenses move into it.
DO $$
DECLARE r record; hid integer;
BEGIN
  FOR r IN SELECT id FROM users ORDER BY id LOOP
    INSERT INTO households (name) VALUES ('La mia famiglia') RETURNING id INTO hid;
    INSERT INTO household_members (household_id, user_id, role) VALUES (hid, r.id, 'owner');
  END LOOP;
END
$$;
--> statement-breakpoint
UPDATE "expenses" e SET "household_id" = m."household_id" FROM "household_members" m WHERE m."user_id" = e."user_id";
--> statement-breakpoint
ALTER TABLE "expenses" ALTER COLUMN "household_id" SET NOT NULL;
--> statement-breakpoint
-- Every new user gets a household with them as owner, in the transaction that creates the user,
-- whichever code inserts it (registration, the administrator's creation, a script).
CREATE OR REPLACE FUNCTION household_for_new_user() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE hid integer;
BEGIN
  INSERT INTO households (name) VALUES ('La mia famiglia') RETURNING id INTO hid;
  INSERT INTO household_members (household_id, user_id, role) VALUES (hid, NEW.id, 'owner');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER users_household AFTER INSERT ON users FOR EACH ROW EXECUTE FUNCTION household_for_new_user();
--> statement-breakpoint
-- A household left without members goes, with whatever is still in it; one left without its
-- owner (the owner's account was deleted) gets the longest-standing member as owner.
CREATE OR REPLACE FUNCTION household_drop_empty() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM household_members m WHERE m.household_id = OLD.household_id) THEN
    DELETE FROM households h WHERE h.id = OLD.household_id;
  ELSIF OLD.role = 'owner' AND NOT EXISTS (SELECT 1 FROM household_members m WHERE m.household_id = OLD.household_id AND m.role = 'owner') THEN
    UPDATE household_members SET role = 'owner'
      WHERE id = (SELECT m.id FROM household_members m WHERE m.household_id = OLD.household_id ORDER BY m.joined_at, m.id LIMIT 1);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER household_members_drop_empty AFTER DELETE OR UPDATE OF household_id ON household_members FOR EACH ROW EXECUTE FUNCTION household_drop_empty();
--> statement-breakpoint
-- An expense inserted without its household (every insert of the app: the household is the
-- author's at that moment) gets the author's.
CREATE OR REPLACE FUNCTION expenses_fill_household() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.household_id IS NULL THEN
    SELECT m.household_id INTO NEW.household_id FROM household_members m WHERE m.user_id = NEW.user_id;
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER expenses_fill_household BEFORE INSERT ON expenses FOR EACH ROW EXECUTE FUNCTION expenses_fill_household();
--> statement-breakpoint
-- The per-user read caches (migrations/0018_user_data_notify.sql) of every member of the
-- household an expense belongs to: a partner's shared expense changes their answers too.
CREATE OR REPLACE FUNCTION household_expenses_notify() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE m record;
BEGIN
  IF TG_OP <> 'INSERT' THEN
    FOR m IN SELECT user_id FROM household_members WHERE household_id = OLD.household_id LOOP
      PERFORM pg_notify('user_data', 'u:' || m.user_id);
    END LOOP;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    FOR m IN SELECT user_id FROM household_members WHERE household_id = NEW.household_id LOOP
      PERFORM pg_notify('user_data', 'u:' || m.user_id);
    END LOOP;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER expenses_household_data AFTER INSERT OR UPDATE OR DELETE ON expenses FOR EACH ROW EXECUTE FUNCTION household_expenses_notify();
--> statement-breakpoint
-- A membership that starts, changes or ends changes the session user (household, role, the
-- owner's plan) and the reads of every member of the households involved, in every process
-- (migrations/0014_session_cache_notify.sql).
CREATE OR REPLACE FUNCTION household_members_notify() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE m record;
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM pg_notify('session_cache', 'u:' || OLD.user_id);
    PERFORM pg_notify('user_data', 'u:' || OLD.user_id);
    FOR m IN SELECT user_id FROM household_members WHERE household_id = OLD.household_id LOOP
      PERFORM pg_notify('session_cache', 'u:' || m.user_id);
      PERFORM pg_notify('user_data', 'u:' || m.user_id);
    END LOOP;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    FOR m IN SELECT user_id FROM household_members WHERE household_id = NEW.household_id LOOP
      PERFORM pg_notify('session_cache', 'u:' || m.user_id);
      PERFORM pg_notify('user_data', 'u:' || m.user_id);
    END LOOP;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER household_members_session_cache AFTER INSERT OR UPDATE OR DELETE ON household_members FOR EACH ROW EXECUTE FUNCTION household_members_notify();
--> statement-breakpoint
-- The owner's plan is every member's (docs/household.md, "Un piano per la famiglia"): a change
-- of it is announced for each member.
CREATE OR REPLACE FUNCTION household_plan_notify() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE m record;
BEGIN
  FOR m IN SELECT o.user_id FROM household_members h JOIN household_members o ON o.household_id = h.household_id
           WHERE h.user_id = OLD.id AND h.role = 'owner' AND o.user_id <> OLD.id LOOP
    PERFORM pg_notify('session_cache', 'u:' || m.user_id);
    PERFORM pg_notify('user_data', 'u:' || m.user_id);
  END LOOP;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER users_household_plan AFTER UPDATE ON users FOR EACH ROW
  WHEN ((OLD.is_premium, OLD.premium_until) IS DISTINCT FROM (NEW.is_premium, NEW.premium_until))
  EXECUTE FUNCTION household_plan_notify();
