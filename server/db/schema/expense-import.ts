import { index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { expenses } from "./expenses";

// Bank CSV import (docs/expenses.md, "Import da CSV della banca").

/**
 * One row per bank movement already imported: a re-import of the same statement (or an
 * overlapping one) recognises it and skips it. The fingerprint stays when the expense is deleted
 * (expense_id becomes null), so deleting an imported expense does not bring it back next time.
 */
export const expenseImportFingerprints = pgTable(
  "expense_import_fingerprints",
  {
    userId: integer("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    fingerprint: text("fingerprint").notNull(),
    expenseId: integer("expense_id").references(() => expenses.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.fingerprint] }), index("expense_import_fingerprints_expense_idx").on(t.expenseId)],
);

/** The column mapping a user chose for one file layout (its header row), remembered for next time. */
export const expenseImportMappings = pgTable(
  "expense_import_mappings",
  {
    userId: integer("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    headerKey: text("header_key").notNull(),
    dateColumn: integer("date_column").notNull(),
    descriptionColumn: integer("description_column").notNull(),
    amountColumn: integer("amount_column").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.headerKey] })],
);

/**
 * A rule the user accepted after correcting an imported row's category (docs/expenses.md,
 * "Regole imparate"): a description that contains `pattern` (folded: lower case, no accents)
 * gets this everyday category and bucket, before the built-in rules.
 */
export const expenseImportRules = pgTable(
  "expense_import_rules",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    pattern: text("pattern").notNull(),
    subcategory: text("subcategory").notNull(),
    category: text("category").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("expense_import_rules_user_pattern_idx").on(t.userId, t.pattern)],
);
