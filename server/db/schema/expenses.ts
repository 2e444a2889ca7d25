import { boolean, check, date, index, integer, jsonb, numeric, pgTable, serial, smallint, text, timestamp, unique, uniqueIndex } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { users } from "./auth";
import { goals } from "./goals";
import { households } from "./household";

export const expenses = pgTable(
  "expenses",
  {
    id: serial("id").primaryKey(),
    /**
     * Who entered it; null once their account is deleted: a shared expense stays with the household,
     * by "ex membro", their private ones go first (docs/household.md, "Cancellazione dell'account").
     */
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    description: text("description").notNull(),
    amount: numeric("amount", { precision: 12, scale: 2 }).notNull(),
    category: text("category").notNull(),
    subcategory: text("subcategory").notNull().default("altro"),
    date: date("date", { mode: "string" }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** The goal a "risparmio_investimenti" expense pays into (docs/plan.md, "Versamenti e prelievi"). */
    goalId: integer("goal_id").references(() => goals.id, { onDelete: "set null" }),
    /** Deductible in the 730: its type, the family member and whether it was paid traceably (docs/tax.md). */
    deduction: jsonb("deduction").$type<{ type: string; member: string; traceable: boolean } | null>(),
    /**
     * The household the expense belongs to (docs/household.md, "Cosa è condiviso"). An insert that
     * does not name it gets the author's current household from the trigger of
     * migrations/0028_households.sql (hence `default`: the database fills it, never null).
     */
    householdId: integer("household_id")
      .notNull()
      .references(() => households.id, { onDelete: "cascade" })
      .$defaultFn(() => sql`default`),
    /** "shared" (every member sees it) or "private" (its author only; docs/household.md). */
    visibility: text("visibility").notNull().default("shared"),
  },
  (t) => [index("expenses_household_date_idx").on(t.householdId, t.date), index("expenses_user_date_idx").on(t.userId, t.date), index("expenses_user_created_idx").on(t.userId, t.createdAt),
    // The plan sums each goal's expenses of the household (goal-reads.public.ts): only the few rows
    // with a goal, not the household's whole history; and a goal's deletion finds its expenses
    // (ON DELETE SET NULL) without scanning the table (docs/benchmarks.md, "Query in volume").
    index("expenses_household_goal_idx").on(t.householdId, t.goalId).where(sql`${t.goalId} is not null`),
    index("expenses_goal_idx").on(t.goalId).where(sql`${t.goalId} is not null`),
    // The personal-data export reads a user's expenses in batches by id (account-data.repo.ts): without
    // it the last batch scanned every later id of every user (docs/benchmarks.md, "Query in volume").
    index("expenses_user_id_idx").on(t.userId, t.id),
  ],
);

/**
 * How many expenses each household has in each category and month, and their sum, apart for the
 * shared ones (`ownerUserId` null) and each member's private ones (`ownerUserId` their id)
 * (docs/expenses.md, "Totali per categoria e mese"). A member's view is the shared row plus their
 * own; the household's figures (alerts) are the shared row. Kept by the database's own triggers on
 * `expenses` (migrations/0037_household_category_totals.sql), in the transaction of every change
 * whoever makes it, so the report's trend, the dashboard, the alert rules and the badges read a few
 * rows instead of the expenses. Never written by the app.
 */
export const householdCategoryTotals = pgTable(
  "household_category_totals",
  {
    householdId: integer("household_id")
      .notNull()
      .references(() => households.id, { onDelete: "cascade" }),
    /** The first day of the month. */
    month: date("month", { mode: "string" }).notNull(),
    category: text("category").notNull(),
    /** Null: the household's shared expenses; a user id: that member's private ones. */
    ownerUserId: integer("owner_user_id").references(() => users.id, { onDelete: "cascade" }),
    count: integer("count").notNull(),
    total: numeric("total", { precision: 16, scale: 2 }).notNull(),
  },
  (t) => [
    // One row per household, month, category and owner, the shared row (owner null) included.
    unique("household_category_totals_key").on(t.householdId, t.month, t.category, t.ownerUserId).nullsNotDistinct(),
    // A person's deletion takes their private rows (the foreign key's cascade looks them up).
    index("household_category_totals_owner_idx").on(t.ownerUserId).where(sql`${t.ownerUserId} is not null`),
  ],
);

/**
 * Deleted expenses kept for the undo grace period (docs/expenses.md, "Edit and undo"): the row
 * leaves `expenses` at once (every reader stays unchanged) and comes back with its own id.
 */
export const deletedExpenses = pgTable(
  "deleted_expenses",
  {
    id: integer("id").primaryKey(),
    userId: integer("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    description: text("description").notNull(),
    amount: numeric("amount", { precision: 12, scale: 2 }).notNull(),
    category: text("category").notNull(),
    subcategory: text("subcategory").notNull(),
    date: date("date", { mode: "string" }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    /** Kept for the undo; no foreign key: a goal deleted meanwhile is dropped on restore. */
    goalId: integer("goal_id"),
    deduction: jsonb("deduction").$type<{ type: string; member: string; traceable: boolean } | null>(),
    /** Kept so the undo restores a private expense as private (docs/household.md); the household is the author's at restore. */
    visibility: text("visibility").notNull().default("shared"),
    deletedAt: timestamp("deleted_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("deleted_expenses_deleted_at_idx").on(t.deletedAt)],
);

/** A monthly bill (docs/expenses.md, "Recurring expenses"). */
export const recurringExpenses = pgTable(
  "recurring_expenses",
  {
    id: serial("id").primaryKey(),
    /**
     * Who created the bill; null once their account is deleted: the bill stays with the household
     * (docs/household.md, "Bollette ricorrenti, budget e ripartizione").
     */
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    description: text("description").notNull(),
    amount: numeric("amount", { precision: 12, scale: 2 }).notNull(),
    category: text("category").notNull(),
    subcategory: text("subcategory").notNull(),
    dayOfMonth: smallint("day_of_month").notNull(),
    startDate: date("start_date", { mode: "string" }).notNull(),
    endDate: date("end_date", { mode: "string" }),
    /** E-mail reminder a few days before each due date (the user's choice per bill). */
    remind: boolean("remind").notNull().default(true),
    /**
     * Set for a recurring income (salary, Assegno Unico, other): each month creates an income entry
     * of this kind instead of an expense (docs/expenses.md, "Recurring income"); null for a bill.
     */
    incomeKind: text("income_kind"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /**
     * The household the bill belongs to (docs/household.md, "Cosa è condiviso"); `userId` is who
     * created it. Filled from the creator's household by the trigger of
     * migrations/0034_household_plans.sql when an insert does not name it.
     */
    householdId: integer("household_id")
      .notNull()
      .references(() => households.id, { onDelete: "cascade" })
      .$defaultFn(() => sql`default`),
  },
  (t) => [index("recurring_expenses_user_idx").on(t.userId), index("recurring_expenses_household_idx").on(t.householdId), check("recurring_expenses_income_kind", sql`${t.incomeKind} in ('salary', 'assegno_unico', 'other')`)],
);

/**
 * One row per rule and month, whatever happened: created (expenseId), skipped by the user, or
 * skipped because a free user's month was full. The unique key makes the monthly job idempotent
 * across processes (INSERT … ON CONFLICT DO NOTHING).
 */
export const recurringOccurrences = pgTable(
  "recurring_occurrences",
  {
    id: serial("id").primaryKey(),
    recurringId: integer("recurring_id").notNull().references(() => recurringExpenses.id, { onDelete: "cascade" }),
    month: text("month").notNull(),
    status: text("status").notNull(),
    expenseId: integer("expense_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("recurring_occurrences_rule_month_idx").on(t.recurringId, t.month)],
);
