import { customType, index, integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { blogArticles } from "./content";

// The admin blog editor (docs/blog.md, "Editor"): cover images stored in the database (every
// server process serves them and backups include them), one revision per save, and the old
// slugs of renamed articles, which redirect with 301.

/** Binary column: PGlite answers Uint8Array, node-postgres a Buffer; both read as Buffer. */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (v) => (Buffer.isBuffer(v) ? v : Buffer.from(v)),
});

export const blogImages = pgTable("blog_images", {
  id: serial("id").primaryKey(),
  mimeType: text("mime_type").notNull(),
  data: bytea("data").notNull(),
  width: integer("width").notNull(),
  height: integer("height").notNull(),
  createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** What an editor save wrote, so an earlier version can be restored. */
export type ArticleSnapshot = {
  title: string;
  slug: string;
  excerpt: string;
  category: string;
  tags: string[];
  body: string;
  coverImageId: number | null;
  /** The cover's address: /api/blog/images/:id, or a seeded article's picture. */
  coverUrl: string | null;
  coverAlt: string | null;
  seoTitle: string | null;
  seoDescription: string | null;
};

export const blogRevisions = pgTable(
  "blog_revisions",
  {
    id: serial("id").primaryKey(),
    articleId: integer("article_id")
      .notNull()
      .references(() => blogArticles.id, { onDelete: "cascade" }),
    snapshot: jsonb("snapshot").$type<ArticleSnapshot>().notNull(),
    status: text("status").notNull(),
    authorId: integer("author_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("blog_revisions_article_idx").on(t.articleId, t.createdAt)],
);

export const blogSlugRedirects = pgTable("blog_slug_redirects", {
  oldSlug: text("old_slug").primaryKey(),
  articleId: integer("article_id")
    .notNull()
    .references(() => blogArticles.id, { onDelete: "cascade" }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Slugs the editor took away from the site (an article deleted, or renamed away from this slug):
 * the seed of a restart does not bring a built-in article back under one of them (docs/blog.md,
 * "Editor"). Holds no personal data.
 */
export const blogRetiredSlugs = pgTable("blog_retired_slugs", {
  slug: text("slug").primaryKey(),
  retiredAt: timestamp("retired_at", { withTimezone: true }).notNull().defaultNow(),
});
