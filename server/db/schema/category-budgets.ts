import { boolean, check, index, integer, numeric, pgTable, serial, smallint, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { users } from "./auth";
import { households } from "./household";

/** The household a plan row belongs to (docs/household.md, "Cosa è condiviso"), filled from its author's by the database when not named. */
const householdColumn = () =>
  integer("household_id")
    .notNull()
    .references(() => households.id, { onDelete: "cascade" })
    .$defaultFn(() => sql`default`);

/**
 * A family's monthly budget for one everyday subcategory (docs/plan.md, "Budget per categoria"):
 * one row per household and subcategory, replaced as a whole by PUT /api/user/category-budgets;
 * `userId` is the member who saved it.
 */
export const categoryBudgets = pgTable(
  "category_budgets",
  {
    id: serial("id").primaryKey(),
    /** Who saved it; null once their account is deleted: the row stays the household's (docs/privacy.md). */
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    subcategory: text("subcategory").notNull(),
    amount: numeric("amount", { precision: 12, scale: 2 }).notNull(),
    carryOver: boolean("carry_over").notNull().default(false),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    householdId: householdColumn(),
  },
  (t) => [uniqueIndex("category_budgets_household_subcategory_idx").on(t.householdId, t.subcategory), index("category_budgets_user_idx").on(t.userId)],
);

/**
 * The family's own split of the net income (docs/plan.md, "La ripartizione della famiglia"): three
 * integer shares adding to 100, one row per household (`userId`: the member who saved it). No row
 * means the default 50/30/20.
 */
export const budgetSplits = pgTable(
  "budget_splits",
  {
    /** Who saved it last; null once their account is deleted: the split stays the household's (docs/privacy.md). */
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    householdId: householdColumn(),
    necessities: smallint("necessities").notNull(),
    wants: smallint("wants").notNull(),
    savings: smallint("savings").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("budget_splits_household_idx").on(t.householdId), index("budget_splits_user_idx").on(t.userId), check("budget_splits_sum_100", sql`${t.necessities} + ${t.wants} + ${t.savings} = 100 and ${t.necessities} >= 0 and ${t.wants} >= 0 and ${t.savings} >= 0`)],
);
