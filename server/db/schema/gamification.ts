import { boolean, date, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./auth";

/** Every award of points is a row; the unique key makes each award happen once. */
export const pointsLedger = pgTable(
  "points_ledger",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    amount: integer("amount").notNull(),
    reason: text("reason").notNull(),
    refId: text("ref_id").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("points_ledger_award_idx").on(t.userId, t.reason, t.refId),
    index("points_ledger_created_idx").on(t.createdAt),
  ],
);

export const userBadges = pgTable(
  "user_badges",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    badgeType: text("badge_type").notNull(),
    earnedAt: timestamp("earned_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("user_badges_user_type_idx").on(t.userId, t.badgeType)],
);

export const challenges = pgTable(
  "challenges",
  {
    id: serial("id").primaryKey(),
    code: text("code").notNull(),
    weekStart: date("week_start", { mode: "string" }).notNull(),
    title: text("title").notNull(),
    description: text("description").notNull(),
    challengeType: text("challenge_type").notNull(),
    metric: text("metric").notNull(),
    targetValue: integer("target_value").notNull(),
    pointsReward: integer("points_reward").notNull(),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex("challenges_code_week_idx").on(t.code, t.weekStart)],
);

export const userChallenges = pgTable(
  "user_challenges",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    challengeId: integer("challenge_id").notNull().references(() => challenges.id, { onDelete: "cascade" }),
    currentProgress: integer("current_progress").notNull().default(0),
    completed: boolean("completed").notNull().default(false),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp("completed_at", { withTimezone: true }),
  },
  (t) => [uniqueIndex("user_challenges_user_challenge_idx").on(t.userId, t.challengeId)],
);

export const alerts = pgTable(
  "alerts",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    alertType: text("alert_type").notNull(),
    title: text("title").notNull(),
    message: text("message").notNull(),
    priority: text("priority").notNull(),
    isRead: boolean("is_read").notNull().default(false),
    // The fact an alert reports (e.g. "budget_exceeded:2026-11:desideri"): never twice.
    dedupeKey: text("dedupe_key").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("alerts_user_dedupe_idx").on(t.userId, t.dedupeKey), index("alerts_user_created_idx").on(t.userId, t.createdAt)],
);
