import { index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { bytea } from "./blog-editor";
import { expenses } from "./expenses";

/**
 * The receipt of a deductible expense (docs/tax.md, "Ricevute"): a photo or a PDF, stored in the
 * database like the blog's covers but health data, served only to its owner. The id is 128 random
 * bits in base64url, so it cannot be guessed; one receipt per expense, deleted with it.
 */
export const expenseReceipts = pgTable(
  "expense_receipts",
  {
    id: text("id").primaryKey(),
    expenseId: integer("expense_id")
      .notNull()
      .unique()
      .references(() => expenses.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Decided by reading the bytes (image/jpeg, image/png, image/webp, application/pdf), never by the client. */
    mimeType: text("mime_type").notNull(),
    data: bytea("data").notNull(),
    size: integer("size").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("expense_receipts_user_idx").on(t.userId)],
);
