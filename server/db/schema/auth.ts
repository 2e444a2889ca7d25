import { sql } from "drizzle-orm";
import { boolean, index, integer, json, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

export const users = pgTable(
  "users",
  {
    id: serial("id").primaryKey(),
    email: text("email").notNull(),
    passwordHash: text("password_hash").notNull(),
    firstName: text("first_name"),
    lastName: text("last_name"),
    profileImageUrl: text("profile_image_url"),
    // Cached total of points_ledger, updated in the same transaction as each award.
    points: integer("points").notNull().default(0),
    isAdmin: boolean("is_admin").notNull().default(false),
    // Premium is "premium now": see server/features/billing (isPremiumNow). isPremium is the
    // stored flag; premiumUntil bounds it when a plan was cancelled or granted for a period.
    isPremium: boolean("is_premium").notNull().default(false),
    premiumUntil: timestamp("premium_until", { withTimezone: true }),
    stripeCustomerId: text("stripe_customer_id"),
    stripeSubscriptionId: text("stripe_subscription_id"),
    subscriptionStatus: text("subscription_status"),
    lastLessonId: integer("last_lesson_id"),
    // The leaderboard shows this name (chosen in /account) or a neutral pseudonym, never one
    // taken from the e-mail; a user may stay off the board (docs/security.md).
    displayName: text("display_name"),
    leaderboardHidden: boolean("leaderboard_hidden").notNull().default(false),
    // Demo Premium (docs/billing.md): "trial" or "premium" while a demo plan exists, so resume
    // knows which state to return to; the trial is granted once per account (trialUsedAt).
    demoPlan: text("demo_plan"),
    trialUsedAt: timestamp("trial_used_at", { withTimezone: true }),
    // The privacy notice and terms the person accepted at registration (docs/privacy.md).
    termsAcceptedAt: timestamp("terms_accepted_at", { withTimezone: true }),
    termsVersion: text("terms_version"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("users_email_lower_idx").on(sql`lower(${t.email})`)],
);

export const sessions = pgTable(
  "sessions",
  {
    sid: text("sid").primaryKey(),
    sess: json("sess").notNull(),
    expire: timestamp("expire", { withTimezone: true }).notNull(),
  },
  (t) => [index("sessions_expire_idx").on(t.expire)],
);

export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  hits: integer("hits").notNull(),
  resetAt: timestamp("reset_at", { withTimezone: true }).notNull(),
});
