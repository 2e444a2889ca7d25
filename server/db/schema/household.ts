import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./auth";

/**
 * A household: the people who share one budget (docs/household.md). Every user belongs to exactly
 * one, from registration on (a trigger on `users` creates it, migrations/0028_households.sql).
 */
export const households = pgTable("households", {
  id: serial("id").primaryKey(),
  name: text("name").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Who belongs to which household and with which role (docs/household.md, "Ruoli"); one household per user. */
export const householdMembers = pgTable(
  "household_members",
  {
    id: serial("id").primaryKey(),
    householdId: integer("household_id").notNull().references(() => households.id, { onDelete: "cascade" }),
    userId: integer("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    /** "owner" | "editor" | "viewer" (shared/schemas/household.ts). */
    role: text("role").notNull(),
    joinedAt: timestamp("joined_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("household_members_user_idx").on(t.userId), index("household_members_household_idx").on(t.householdId)],
);

/**
 * An invitation sent by e-mail (docs/household.md, "Inviti"): single use, revocable, expiring;
 * only the SHA-256 of its token is stored, as for the account links.
 */
export const householdInvitations = pgTable(
  "household_invitations",
  {
    id: serial("id").primaryKey(),
    householdId: integer("household_id").notNull().references(() => households.id, { onDelete: "cascade" }),
    invitedBy: integer("invited_by").notNull().references(() => users.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    role: text("role").notNull(),
    tokenHash: text("token_hash").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("household_invitations_token_idx").on(t.tokenHash), index("household_invitations_household_idx").on(t.householdId)],
);
