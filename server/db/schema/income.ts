import { check, date, index, integer, numeric, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { users } from "./auth";
import { households } from "./household";

/**
 * Money the family received, recorded by hand (docs/plan.md, "Entrate e saldo del mese"): the
 * salary, the Assegno Unico or anything else, with its date and an optional note.
 */
export const incomeEntries = pgTable(
  "income_entries",
  {
    id: serial("id").primaryKey(),
    /** Who recorded it (docs/household.md, "Cosa è condiviso"); null once that account is deleted: the entry stays the household's. */
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
    kind: text("kind", { enum: ["salary", "assegno_unico", "other"] }).notNull(),
    amount: numeric("amount", { precision: 12, scale: 2 }).notNull(),
    date: date("date", { mode: "string" }).notNull(),
    note: text("note"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("income_entries_user_date_idx").on(t.userId, t.date),
    index("income_entries_household_date_idx").on(t.householdId, t.date),
    check("income_entries_amount_positive", sql`${t.amount} > 0`),
    check("income_entries_kind_known", sql`${t.kind} in ('salary', 'assegno_unico', 'other')`),
  ],
);
