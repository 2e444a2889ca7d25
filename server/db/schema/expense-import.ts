import { index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { expenses } from "./expenses";
import { households } from "./household";

// Bank CSV import (docs/expenses.md, "Import da CSV della banca"). The three tables belong to the
// household (docs/expenses.md, "Della famiglia"): two partners importing the same joint account
// share its fingerprints, its remembered columns and its rules. `user_id` says who wrote the row;
// it becomes null when that account is deleted, and the row stays with the household.

/**
 * One row per bank movement already imported: a re-import of the same statement (or an
 * overlapping one), by any member, recognises it and skips it. The fingerprint stays when the
 * expense is deleted (expense_id becomes null), so deleting an imported expense does not bring it
 * back next time.
 */
export const expenseImportFingerprints = pgTable(
  "expense_import_fingerprints",
  {
    householdId: integer("household_id")
      .notNull()
      .references(() => households.id, { onDelete: "cascade" }),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    fingerprint: text("fingerprint").notNull(),
    expenseId: integer("expense_id").references(() => expenses.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.householdId, t.fingerprint] }),
    index("expense_import_fingerprints_expense_idx").on(t.expenseId),
    index("expense_import_fingerprints_user_idx").on(t.userId),
  ],
);

/**
 * The column mapping chosen for one file layout (its header row), remembered for next time.
 * `credit_column` is set for a statement with two amount columns (docs/expenses.md, "Entrate e
 * uscite in due colonne"): then `amount_column` is the money-out column.
 */
export const expenseImportMappings = pgTable(
  "expense_import_mappings",
  {
    householdId: integer("household_id")
      .notNull()
      .references(() => households.id, { onDelete: "cascade" }),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    headerKey: text("header_key").notNull(),
    dateColumn: integer("date_column").notNull(),
    descriptionColumn: integer("description_column").notNull(),
    amountColumn: integer("amount_column").notNull(),
    creditColumn: integer("credit_column"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.householdId, t.headerKey] }), index("expense_import_mappings_user_idx").on(t.userId)],
);

/**
 * A rule a member accepted after correcting an imported row's category (docs/expenses.md,
 * "Regole imparate"): a description that contains `pattern` (folded: lower case, no accents)
 * gets this everyday category and bucket, before the built-in rules.
 */
export const expenseImportRules = pgTable(
  "expense_import_rules",
  {
    id: serial("id").primaryKey(),
    householdId: integer("household_id")
      .notNull()
      .references(() => households.id, { onDelete: "cascade" }),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    pattern: text("pattern").notNull(),
    subcategory: text("subcategory").notNull(),
    category: text("category").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("expense_import_rules_household_pattern_idx").on(t.householdId, t.pattern), index("expense_import_rules_user_idx").on(t.userId)],
);
