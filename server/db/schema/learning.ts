import { date, doublePrecision, index, integer, jsonb, pgTable, primaryKey, serial, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { quizQuestions } from "./courses";

/**
 * One financial-literacy check (docs/literacy.md): the three sub-scores as computed on the
 * server from the answers, kept with the answers so a later change of scoring can be replayed.
 */
export const literacyChecks = pgTable(
  "literacy_checks",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    knowledge: integer("knowledge").notNull(),
    behaviour: integer("behaviour").notNull(),
    // The mean of the attitude items (1 to 5), not an integer.
    attitude: doublePrecision("attitude").notNull(),
    answers: jsonb("answers").$type<Record<string, number>>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("literacy_checks_user_idx").on(t.userId, t.createdAt)],
);

/** A Rome calendar day on which the user did something that keeps a streak (docs/gamification.md). */
export const activityDays = pgTable(
  "activity_days",
  {
    userId: integer("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    day: date("day", { mode: "string" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
);

/**
 * A quiz question the user got wrong, due again after 1, 3 and 7 days (docs/courses.md, "Ripasso"):
 * `step` counts the correct reviews so far (3: learnt, no longer due).
 */
export const reviewItems = pgTable(
  "review_items",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    questionId: integer("question_id").notNull().references(() => quizQuestions.id, { onDelete: "cascade" }),
    step: integer("step").notNull().default(0),
    dueOn: date("due_on", { mode: "string" }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("review_items_user_question_idx").on(t.userId, t.questionId), index("review_items_due_idx").on(t.userId, t.dueOn)],
);
