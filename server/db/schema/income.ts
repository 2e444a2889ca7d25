import { check, date, index, integer, numeric, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { users } from "./auth";

/**
 * Money the family received, recorded by hand (docs/plan.md, "Entrate e saldo del mese"): the
 * salary, the Assegno Unico or anything else, with its date and an optional note.
 */
export const incomeEntries = pgTable(
  "income_entries",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: ["salary", "assegno_unico", "other"] }).notNull(),
    amount: numeric("amount", { precision: 12, scale: 2 }).notNull(),
    date: date("date", { mode: "string" }).notNull(),
    note: text("note"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("income_entries_user_date_idx").on(t.userId, t.date),
    check("income_entries_amount_positive", sql`${t.amount} > 0`),
    check("income_entries_kind_known", sql`${t.kind} in ('salary', 'assegno_unico', 'other')`),
  ],
);
