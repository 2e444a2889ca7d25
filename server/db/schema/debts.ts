import { check, index, integer, numeric, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { users } from "./auth";

/**
 * A debt the family stored for the payoff planner (docs/calculators.md, "Piano di rientro dai
 * debiti"): what is left to pay, its TAEG (percent, two decimals) and the minimum instalment.
 */
export const debts = pgTable(
  "debts",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    balance: numeric("balance", { precision: 12, scale: 2 }).notNull(),
    rate: numeric("rate", { precision: 5, scale: 2 }).notNull(),
    minPayment: numeric("min_payment", { precision: 12, scale: 2 }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("debts_user_idx").on(t.userId),
    check("debts_balance_positive", sql`${t.balance} > 0`),
    check("debts_rate_range", sql`${t.rate} between 0 and 100`),
    check("debts_min_payment_positive", sql`${t.minPayment} > 0`),
  ],
);
