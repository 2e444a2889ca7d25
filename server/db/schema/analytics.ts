import { bigserial, date, index, integer, pgTable, primaryKey, smallint, text, timestamp } from "drizzle-orm/pg-core";

// Raw page views: no raw IP, only a truncated one for display and a daily-rotating salted hash.
export const pageViews = pgTable(
  "page_views",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    occurredAt: timestamp("occurred_at", { withTimezone: true }).notNull(),
    page: text("page").notNull(),
    visitorHash: text("visitor_hash").notNull(),
    ipTruncated: text("ip_truncated").notNull(),
    device: text("device").notNull(),
    browser: text("browser").notNull(),
    source: text("source").notNull(),
    userId: integer("user_id"),
  },
  // Only the time index: every read by visitor goes through the roll-ups, and an index on the
  // random visitor hash made each insert touch a random leaf of an index as big as the table
  // (docs/benchmarks.md, "Analytics").
  (t) => [index("page_views_occurred_idx").on(t.occurredAt)],
);

export const analyticsEvents = pgTable(
  "analytics_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    occurredAt: timestamp("occurred_at", { withTimezone: true }).notNull(),
    type: text("type").notNull(),
    visitorHash: text("visitor_hash").notNull(),
  },
  (t) => [index("analytics_events_type_idx").on(t.type, t.occurredAt)],
);

/** Daily roll-up per (day, dimension, value), maintained on write. */
export const analyticsDaily = pgTable(
  "analytics_daily",
  {
    day: date("day", { mode: "string" }).notNull(),
    dimension: text("dimension").notNull(),
    value: text("value").notNull(),
    visits: integer("visits").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.dimension, t.value] })],
);

/** Unique visitors per day and page: one row per (day, page, visitor). */
export const analyticsDailyVisitors = pgTable(
  "analytics_daily_visitors",
  {
    day: date("day", { mode: "string" }).notNull(),
    page: text("page").notNull(),
    visitorHash: text("visitor_hash").notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.page, t.visitorHash] })],
);

/**
 * One row per visitor and Rome day (the visitor hash rotates daily, so a "session" is a
 * visitor-day). Maintained on write; gives bounce rate, session length and active sessions.
 * prev_seen keeps the last_seen before the latest update so the write path can add the
 * session-length delta to the daily roll-up without a second query. flags says what the
 * visitor did that day (analytics.repo.ts, VISITOR_FLAGS: landing, blog, calculator, login,
 * registered that day); prev_flags keeps the flags before the latest update, for the same reason.
 */
export const analyticsSessions = pgTable(
  "analytics_sessions",
  {
    day: date("day", { mode: "string" }).notNull(),
    visitorHash: text("visitor_hash").notNull(),
    views: integer("views").notNull().default(1),
    firstSeen: timestamp("first_seen", { withTimezone: true }).notNull(),
    lastSeen: timestamp("last_seen", { withTimezone: true }).notNull(),
    prevSeen: timestamp("prev_seen", { withTimezone: true }),
    flags: smallint("flags").notNull().default(0),
    prevFlags: smallint("prev_flags"),
  },
  (t) => [primaryKey({ columns: [t.day, t.visitorHash] }), index("analytics_sessions_last_seen_idx").on(t.lastSeen)],
);
