import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./auth";

export const blogArticles = pgTable(
  "blog_articles",
  {
    id: serial("id").primaryKey(),
    slug: text("slug").notNull().unique(),
    title: text("title").notNull(),
    excerpt: text("excerpt").notNull(),
    content: text("content").notNull(),
    category: text("category").notNull(),
    readTime: integer("read_time").notNull(),
    views: integer("views").notNull().default(0),
    featuredImage: text("featured_image"),
    featuredImageAlt: text("featured_image_alt"),
    seoTitle: text("seo_title"),
    metaDescription: text("meta_description"),
    keywords: jsonb("keywords").$type<string[]>().notNull().default([]),
    status: text("status").notNull().default("published"),
    seoScore: integer("seo_score"),
    /** "editorial" (seeded or written by hand) or "ai" (a Prompt Master draft). */
    origin: text("origin").notNull().default("editorial"),
    /** The editor's Markdown source (null for seeded and AI articles, whose HTML is the source). */
    bodyMarkdown: text("body_markdown"),
    /** The editor's cover image (blog_images), served at /api/blog/images/:id. */
    coverImageId: integer("cover_image_id"),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("blog_articles_status_idx").on(t.status, t.publishedAt)],
);

export const emailSubscribers = pgTable(
  "email_subscribers",
  {
    id: serial("id").primaryKey(),
    email: text("email").notNull(),
    source: text("source").notNull(),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    unsubscribeToken: text("unsubscribe_token").notNull(),
    unsubscribedAt: timestamp("unsubscribed_at", { withTimezone: true }),
    // Double opt-in (docs/security.md): set while the address has not confirmed; the SHA-256 of
    // the token of the confirmation link (the token itself is only in the e-mail).
    pendingSince: timestamp("pending_since", { withTimezone: true }),
    confirmTokenHash: text("confirm_token_hash"),
    // Consent to the newsletter: when and to which version of the privacy notice (docs/privacy.md).
    consentAt: timestamp("consent_at", { withTimezone: true }),
    consentVersion: text("consent_version"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("email_subscribers_email_idx").on(t.email), uniqueIndex("email_subscribers_confirm_idx").on(t.confirmTokenHash)],
);

export const emailSequences = pgTable("email_sequences", {
  id: serial("id").primaryKey(),
  code: text("code").notNull().unique(),
  name: text("name").notNull(),
  triggerType: text("trigger_type").notNull(),
  status: text("status").notNull().default("active"),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Outgoing mail: due rows are sent by the worker; without SMTP they stay as the outbox. */
export const emailOutbox = pgTable(
  "email_outbox",
  {
    id: serial("id").primaryKey(),
    toEmail: text("to_email").notNull(),
    /** The account a mail is about, when it is one (account mails): found and deleted with it even when sent to an old address (docs/privacy.md). */
    userId: integer("user_id"),
    subject: text("subject").notNull(),
    body: text("body").notNull(),
    scenario: text("scenario"),
    dedupeKey: text("dedupe_key"),
    dueAt: timestamp("due_at", { withTimezone: true }).notNull(),
    status: text("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    openedAt: timestamp("opened_at", { withTimezone: true }),
    clickedAt: timestamp("clicked_at", { withTimezone: true }),
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("email_outbox_due_idx").on(t.status, t.dueAt), uniqueIndex("email_outbox_dedupe_idx").on(t.dedupeKey), index("email_outbox_user_idx").on(t.userId)],
);

export const contentIdeas = pgTable("content_ideas", {
  id: serial("id").primaryKey(),
  title: text("title").notNull(),
  type: text("type").notNull(),
  targetKeyword: text("target_keyword").notNull(),
  difficulty: text("difficulty").notNull(),
  status: text("status").notNull().default("idea"),
  isSample: boolean("is_sample").notNull().default(false),
  /** The topic the administrator asked ideas for (null for seeded samples). */
  topic: text("topic"),
  expectedTraffic: integer("expected_traffic").notNull().default(0),
  conversionPotential: text("conversion_potential").notNull().default("medium"),
  /** The blog article that realises the idea, whose real views and leads are its performance. */
  articleId: integer("article_id").references(() => blogArticles.id, { onDelete: "set null" }),
  createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** One row per Prompt Master request (single or bulk item): statistics and the per-admin rate limit. */
export const aiGenerations = pgTable(
  "ai_generations",
  {
    id: serial("id").primaryKey(),
    adminId: integer("admin_id").references(() => users.id, { onDelete: "set null" }),
    keyword: text("keyword").notNull(),
    mode: text("mode").notNull(), // single | bulk
    status: text("status").notNull(), // ok | error
    articleId: integer("article_id").references(() => blogArticles.id, { onDelete: "set null" }),
    seoScore: integer("seo_score"),
    durationMs: integer("duration_ms"),
    error: text("error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("ai_generations_created_idx").on(t.createdAt)],
);
