import { sql } from "drizzle-orm";
import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./auth";

/**
 * Every administrator action, append-only (docs/operations.md, "Registro"). A trigger of migration
 * 0012 refuses UPDATE and DELETE, except the foreign keys' ON DELETE SET NULL: when the actor or
 * the target person is deleted, actor_id / target_user_id become null and the keyed hashes
 * actor_ref / target_user_ref stay as the pseudonymous reference. before/after never hold an
 * e-mail, a name or a person's free text.
 */
export const adminAudit = pgTable(
  "admin_audit",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    occurredAt: timestamp("occurred_at", { withTimezone: true }).notNull().defaultNow(),
    actorId: integer("actor_id").references(() => users.id, { onDelete: "set null" }),
    actorRef: text("actor_ref").notNull(),
    action: text("action").notNull(),
    targetType: text("target_type").notNull(),
    targetId: text("target_id"),
    targetUserId: integer("target_user_id").references(() => users.id, { onDelete: "set null" }),
    targetUserRef: text("target_user_ref"),
    before: jsonb("before").$type<Record<string, unknown> | null>(),
    after: jsonb("after").$type<Record<string, unknown> | null>(),
  },
  // (occurred_at, id): the log's pages, newest first, the id breaking ties (docs/operations.md, "Registro").
  (t) => [index("admin_audit_occurred_id_idx").on(t.occurredAt, t.id), index("admin_audit_target_user_idx").on(t.targetUserId)],
);

/** The last run of each background job in this database (the "Stato" tab reads it). */
export const jobRuns = pgTable("job_runs", {
  name: text("name").primaryKey(),
  lastStartedAt: timestamp("last_started_at", { withTimezone: true }),
  lastSuccessAt: timestamp("last_success_at", { withTimezone: true }),
  lastErrorAt: timestamp("last_error_at", { withTimezone: true }),
  lastError: text("last_error"),
  // How often the job is meant to run (0: on demand), so the "Stato" tab can tell a late one.
  intervalMs: integer("interval_ms").notNull().default(0),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().default(sql`now()`),
});
