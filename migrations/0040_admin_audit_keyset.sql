DROP INDEX "admin_audit_occurred_idx";--> statement-breakpoint
CREATE INDEX "admin_audit_occurred_id_idx" ON "admin_audit" USING btree ("occurred_at","id");