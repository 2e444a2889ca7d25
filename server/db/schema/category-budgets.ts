import { boolean, check, integer, numeric, pgTable, serial, smallint, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { users } from "./auth";

/**
 * A family's monthly budget for one everyday subcategory (docs/plan.md, "Budget per categoria"):
 * one row per user and subcategory, replaced as a whole by PUT /api/user/category-budgets.
 */
export const categoryBudgets = pgTable(
  "category_budgets",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    subcategory: text("subcategory").notNull(),
    amount: numeric("amount", { precision: 12, scale: 2 }).notNull(),
    carryOver: boolean("carry_over").notNull().default(false),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("category_budgets_user_subcategory_idx").on(t.userId, t.subcategory)],
);

/**
 * The family's own split of the net income (docs/plan.md, "La ripartizione della famiglia"): three
 * integer shares adding to 100. No row means the default 50/30/20.
 */
export const budgetSplits = pgTable(
  "budget_splits",
  {
    userId: integer("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    necessities: smallint("necessities").notNull(),
    wants: smallint("wants").notNull(),
    savings: smallint("savings").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("budget_splits_sum_100", sql`${t.necessities} + ${t.wants} + ${t.savings} = 100 and ${t.necessities} >= 0 and ${t.wants} >= 0 and ${t.savings} >= 0`)],
);
