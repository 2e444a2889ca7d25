import { sql } from "drizzle-orm";
import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * The outbox of domain events (docs/events.md): written in the transaction of the change they
 * describe, claimed by the event worker of any server process (FOR UPDATE SKIP LOCKED), marked
 * processed once every reaction ran. Processed rows are kept EVENTS_RETENTION_HOURS for the
 * event-to-reaction lag, then purged.
 */
export const domainEvents = pgTable(
  "domain_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    name: text("name").notNull(),
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull(),
    // The user the event is about (null for none): account deletion removes their events.
    userId: integer("user_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().default(sql`clock_timestamp()`),
    attempts: integer("attempts").notNull().default(0),
    // Not claimable before this instant: the lease of a worker at work, or a retry's backoff.
    availableAt: timestamp("available_at", { withTimezone: true }).notNull().default(sql`clock_timestamp()`),
    lastError: text("last_error"),
    processedAt: timestamp("processed_at", { withTimezone: true }),
    // Reactions that are not idempotent by themselves (a challenge's +1, an analytics count) write
    // their key here in the transaction of their effect: a re-run finds it and skips them.
    applied: text("applied").array().notNull().default(sql`'{}'::text[]`),
  },
  (t) => [
    // The claim query: pending events in id order.
    index("domain_events_pending_idx").on(t.availableAt, t.id).where(sql`processed_at is null`),
    index("domain_events_processed_idx").on(t.processedAt).where(sql`processed_at is not null`),
    index("domain_events_user_idx").on(t.userId),
  ],
);
