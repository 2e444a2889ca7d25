import { index, integer, numeric, pgTable, serial, timestamp } from "drizzle-orm/pg-core";
import { users } from "./auth";

export const budgets = pgTable(
  "budgets",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    monthlyIncome: numeric("monthly_income", { precision: 12, scale: 2 }).notNull(),
    necessities: numeric("necessities", { precision: 12, scale: 2 }).notNull(),
    wants: numeric("wants", { precision: 12, scale: 2 }).notNull(),
    savings: numeric("savings", { precision: 12, scale: 2 }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("budgets_user_idx").on(t.userId, t.createdAt)],
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
