CREATE TABLE "admin_audit" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" integer,
	"actor_ref" text NOT NULL,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" text,
	"target_user_id" integer,
	"target_user_ref" text,
	"before" jsonb,
	"after" jsonb
);
--> statement-breakpoint
CREATE TABLE "job_runs" (
	"name" text PRIMARY KEY NOT NULL,
	"last_started_at" timestamp with time zone,
	"last_success_at" timestamp with time zone,
	"last_error_at" timestamp with time zone,
	"last_error" text,
	"interval_ms" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "last_seen_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "disabled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "premium_grants" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "admin_audit" ADD CONSTRAINT "admin_audit_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_audit" ADD CONSTRAINT "admin_audit_target_user_id_users_id_fk" FOREIGN KEY ("target_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "admin_audit_occurred_idx" ON "admin_audit" USING btree ("occurred_at");--> statement-breakpoint
CREATE INDEX "admin_audit_target_user_idx" ON "admin_audit" USING btree ("target_user_id");--> statement-breakpoint
-- The audit log is append-only (docs/operations.md): no UPDATE or DELETE, except the foreign keys'
-- ON DELETE SET NULL when the actor or the target person is deleted (their keyed refs stay).
CREATE FUNCTION "admin_audit_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE'
     AND (NEW."actor_id" IS NULL OR NEW."actor_id" IS NOT DISTINCT FROM OLD."actor_id")
     AND (NEW."target_user_id" IS NULL OR NEW."target_user_id" IS NOT DISTINCT FROM OLD."target_user_id")
     AND (to_jsonb(NEW) - 'actor_id' - 'target_user_id') = (to_jsonb(OLD) - 'actor_id' - 'target_user_id') THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'admin_audit: il registro non si modifica né si cancella';
END
$$;
--> statement-breakpoint
CREATE TRIGGER "admin_audit_append_only" BEFORE UPDATE OR DELETE ON "admin_audit" FOR EACH ROW EXECUTE FUNCTION "admin_audit_append_only"();
