import { check, index, integer, numeric, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { users } from "./auth";
import { households } from "./household";

/**
 * A debt the family stored for the payoff planner (docs/calculators.md, "Piano di rientro dai
 * debiti"): what is left to pay, its TAEG (percent, two decimals) and the minimum instalment.
 */
export const debts = pgTable(
  "debts",
  {
    id: serial("id").primaryKey(),
    /** Who stored it (docs/household.md, "Cosa è condiviso"); null once that account is deleted: the debt stays the household's. */
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    /**
     * The household it belongs to (docs/household.md, "Cosa è condiviso"). An insert that does not
     * name it gets the author's current household from the trigger of
     * migrations/0035_household_records.sql (hence `default`: the database fills it, never null).
     */
    householdId: integer("household_id")
      .notNull()
      .references(() => households.id, { onDelete: "cascade" })
      .$defaultFn(() => sql`default`),
    name: text("name").notNull(),
    balance: numeric("balance", { precision: 12, scale: 2 }).notNull(),
    rate: numeric("rate", { precision: 5, scale: 2 }).notNull(),
    minPayment: numeric("min_payment", { precision: 12, scale: 2 }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("debts_user_idx").on(t.userId),
    index("debts_household_idx").on(t.householdId),
    check("debts_balance_positive", sql`${t.balance} > 0`),
    check("debts_rate_range", sql`${t.rate} between 0 and 100`),
    check("debts_min_payment_positive", sql`${t.minPayment} > 0`),
  ],
);
