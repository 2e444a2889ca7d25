import { boolean, index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./auth";

export const feedback = pgTable(
  "feedback",
  {
    id: serial("id").primaryKey(),
    type: text("type").notNull(),
    rating: integer("rating"),
    title: text("title"),
    message: text("message").notNull(),
    userEmail: text("user_email"),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    status: text("status").notNull().default("new"),
    adminNotes: text("admin_notes"),
    isHidden: boolean("is_hidden").notNull().default(false),
    /** The administrator's public answer, shown under the item (admin notes stay private). */
    publicReply: text("public_reply"),
    repliedAt: timestamp("replied_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("feedback_created_idx").on(t.createdAt)],
);
