import { index, integer, numeric, pgTable, serial, timestamp } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { users } from "./auth";
import { households } from "./household";

export const budgets = pgTable(
  "budgets",
  {
    id: serial("id").primaryKey(),
    /** Who saved it; null once their account is deleted: the budget stays the household's (docs/privacy.md). */
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    monthlyIncome: numeric("monthly_income", { precision: 12, scale: 2 }).notNull(),
    necessities: numeric("necessities", { precision: 12, scale: 2 }).notNull(),
    wants: numeric("wants", { precision: 12, scale: 2 }).notNull(),
    savings: numeric("savings", { precision: 12, scale: 2 }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /**
     * The household whose saved budget this is (docs/household.md, "Cosa è condiviso"); `userId`
     * is the member who saved it. Filled from theirs by the database when not named.
     */
    householdId: integer("household_id")
      .notNull()
      .references(() => households.id, { onDelete: "cascade" })
      .$defaultFn(() => sql`default`),
  },
  (t) => [index("budgets_user_idx").on(t.userId, t.createdAt), index("budgets_household_idx").on(t.householdId, t.createdAt)],
);

export const pacSimulations = pgTable(
  "pac_simulations",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    monthlyAmount: numeric("monthly_amount", { precision: 12, scale: 2 }).notNull(),
    years: integer("years").notNull(),
    expectedReturn: numeric("expected_return", { precision: 5, scale: 2 }).notNull(),
    finalAmount: numeric("final_amount", { precision: 14, scale: 2 }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("pac_simulations_user_idx").on(t.userId, t.createdAt)],
);
