import { check, date, index, integer, numeric, pgTable, serial, smallint, text, timestamp } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { users } from "./auth";
import { households } from "./household";

/**
 * A family's goal (docs/plan.md, "Obiettivi"): an emergency fund, a sinking fund for a known
 * future cost (with `dueMonth` when the cost comes back every year, "bollo auto ogni marzo"), or a
 * long-term goal. Amounts in euros with two decimals, like every other amount.
 */
export const goals = pgTable(
  "goals",
  {
    id: serial("id").primaryKey(),
    /** Who created it (docs/household.md, "Cosa è condiviso"); null once that account is deleted: the goal stays the household's. */
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    /**
     * The household it belongs to (docs/household.md, "Cosa è condiviso"). An insert that does not
     * name it gets the creator's current household from the trigger of
     * migrations/0035_household_records.sql (hence `default`: the database fills it, never null).
     */
    householdId: integer("household_id")
      .notNull()
      .references(() => households.id, { onDelete: "cascade" })
      .$defaultFn(() => sql`default`),
    name: text("name").notNull(),
    kind: text("kind").notNull(),
    targetAmount: numeric("target_amount", { precision: 12, scale: 2 }).notNull(),
    targetDate: date("target_date", { mode: "string" }),
    monthlyAmount: numeric("monthly_amount", { precision: 12, scale: 2 }),
    /** 1–12: a yearly known cost due in this month (a sinking fund's target date is its next one). */
    dueMonth: smallint("due_month"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("goals_user_idx").on(t.userId),
    index("goals_household_idx").on(t.householdId),
    check("goals_kind_check", sql`${t.kind} in ('emergency', 'sinking', 'long_term')`),
    check("goals_target_positive", sql`${t.targetAmount} > 0`),
    check("goals_due_month_range", sql`${t.dueMonth} is null or ${t.dueMonth} between 1 and 12`),
  ],
);

/**
 * Money put in (positive) or taken out (negative) of a goal by hand (docs/plan.md, "Versamenti e
 * prelievi"), by `userId` (null once that account is deleted); it belongs to the household through
 * its goal (docs/household.md).
 */
export const goalContributions = pgTable(
  "goal_contributions",
  {
    id: serial("id").primaryKey(),
    goalId: integer("goal_id").notNull().references(() => goals.id, { onDelete: "cascade" }),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    amount: numeric("amount", { precision: 12, scale: 2 }).notNull(),
    date: date("date", { mode: "string" }).notNull(),
    note: text("note"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("goal_contributions_goal_idx").on(t.goalId, t.date), index("goal_contributions_user_idx").on(t.userId)],
);
