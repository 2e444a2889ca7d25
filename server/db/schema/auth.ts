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
    // E-mail verification (docs/accounts.md): set when the link sent to the address was used;
    // newsletters and automations go only to verified addresses.
    emailVerifiedAt: timestamp("email_verified_at", { withTimezone: true }),
    // E-mail preferences chosen on /account (docs/accounts.md); the newsletter's is the
    // address's subscriber row (email_subscribers), not a column here.
    emailAutomations: boolean("email_automations").notNull().default(true),
    emailReminders: boolean("email_reminders").notNull().default(true),
    // Demo Premium (docs/billing.md): "trial" or "premium" while a demo plan exists, so resume
    // knows which state to return to; the trial is granted once per account (trialUsedAt).
    demoPlan: text("demo_plan"),
    trialUsedAt: timestamp("trial_used_at", { withTimezone: true }),
    // The privacy notice and terms the person accepted at registration (docs/privacy.md).
    termsAcceptedAt: timestamp("terms_accepted_at", { withTimezone: true }),
    termsVersion: text("terms_version"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    // Set at each sign-in (docs/operations.md). disabledAt: an administrator turned sign-in off.
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }),
    disabledAt: timestamp("disabled_at", { withTimezone: true }),
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

/**
 * Single-use links sent by e-mail (docs/accounts.md): password reset, address verification,
 * e-mail change. Only the SHA-256 of the token is stored; the token itself is only in the mail.
 */
export const accountTokens = pgTable(
  "account_tokens",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    purpose: text("purpose").notNull(),
    tokenHash: text("token_hash").notNull(),
    // The address an e-mail change moves to (purpose "email_change"), or the address verified.
    email: text("email"),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("account_tokens_hash_idx").on(t.tokenHash), index("account_tokens_user_idx").on(t.userId, t.purpose)],
);

