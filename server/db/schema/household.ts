import { sql } from "drizzle-orm";
import { boolean, check, index, integer, numeric, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
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

/**
 * The household as the onboarding and /account describe it (docs/accounts.md): one row per
 * household (docs/household.md, "Cosa è condiviso"), saved by its owner or an editor; `userId` is
 * who saved it last (null once that account is deleted).
 */
export const householdProfiles = pgTable(
  "household_profiles",
  {
    // An insert that does not name it gets the saver's household (trigger of
    // migrations/0035_household_records.sql; hence `default`).
    householdId: integer("household_id")
      .primaryKey()
      .references(() => households.id, { onDelete: "cascade" })
      .$defaultFn(() => sql`default`),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    monthlyIncome: numeric("monthly_income", { precision: 12, scale: 2 }),
    householdSize: integer("household_size"),
    children: integer("children"),
    singleIncome: boolean("single_income"),
    goal: text("goal"),
    // The extra months (docs/plan.md, "Mensilità aggiuntive"): payments a year (12, 13 or 14; null
    // when not said), the month each extra one arrives (null: December for the 13th, July for the
    // 14th) and its net amount (null: the monthly income).
    salaryPayments: integer("salary_payments"),
    thirteenthMonth: integer("thirteenth_month"),
    fourteenthMonth: integer("fourteenth_month"),
    extraPaymentAmount: numeric("extra_payment_amount", { precision: 12, scale: 2 }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("household_profiles_salary_payments", sql`${t.salaryPayments} in (12, 13, 14)`),
    check("household_profiles_extra_months", sql`${t.thirteenthMonth} between 1 and 12 and ${t.fourteenthMonth} between 1 and 12`),
    check("household_profiles_extra_amount", sql`${t.extraPaymentAmount} > 0`),
  ],
);
