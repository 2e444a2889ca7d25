import { integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./auth";

/** Each Stripe event is handled once: its id is stored in the same transaction as its effect. */
export const stripeEvents = pgTable("stripe_events", {
  id: text("id").primaryKey(),
  type: text("type").notNull(),
  receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Manual premium grants and removals by an administrator (support), kept as a log. */
export const premiumGrants = pgTable("premium_grants", {
  id: serial("id").primaryKey(),
  userId: integer("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
  // An administrator's deletion keeps the history of what they did (docs/privacy.md): the id
  // becomes null and adminRef keeps a pseudonymous reference, never an e-mail or a name.
  adminId: integer("admin_id").references(() => users.id, { onDelete: "set null" }),
  adminRef: text("admin_ref"),
  action: text("action").notNull(),
  until: timestamp("until", { withTimezone: true }),
  // The administrator's reason (support's words, never the user's).
  reason: text("reason"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The demo trial is once per address (docs/billing.md, "Demo trial"): a keyed hash (HMAC with the
 * server secret) of the normalised address that started one, kept TRIAL_MEMORY_RETENTION_DAYS
 * after the trial started, also after the account is deleted. No user id, no address.
 */
export const trialClaims = pgTable("trial_claims", {
  emailHash: text("email_hash").primaryKey(),
  claimedAt: timestamp("claimed_at", { withTimezone: true }).notNull(),
});
