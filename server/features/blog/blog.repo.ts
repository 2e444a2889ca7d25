import { and, desc, eq, ne, sql } from "drizzle-orm";
import { readingMinutes } from "@shared/reading-time";
import type { Db } from "../../db/client";
import { blogArticles, blogRetiredSlugs } from "../../db/schema";
import type { SeedArticle } from "./content/types";
import { sanitizeArticleHtml } from "./sanitize";

export type ArticleRow = typeof blogArticles.$inferSelect;

const SUMMARY = {
  id: blogArticles.id,
  slug: blogArticles.slug,
  title: blogArticles.title,
  excerpt: blogArticles.excerpt,
  category: blogArticles.category,
  readTime: blogArticles.readTime,
  views: blogArticles.views,
  featuredImage: blogArticles.featuredImage,
  featuredImageAlt: blogArticles.featuredImageAlt,
  publishedAt: blogArticles.publishedAt,
};
export type SummaryRow = { [K in keyof typeof SUMMARY]: ArticleRow[K] };

const published = eq(blogArticles.status, "published");
const newestFirst = [desc(blogArticles.publishedAt), desc(blogArticles.id)];

export async function listPublished(db: Db): Promise<SummaryRow[]> {
  return db.select(SUMMARY).from(blogArticles).where(published).orderBy(...newestFirst);
}

/** One atomic UPDATE: concurrent readers each add exactly one view. Drafts are not counted nor found. */
export async function incrementViews(db: Db, slug: string): Promise<ArticleRow | null> {
  const rows = await db
    .update(blogArticles)
    .set({ views: sql`${blogArticles.views} + 1` })
    .where(and(eq(blogArticles.slug, slug), published))
    .returning();
  return rows[0] ?? null;
}

export async function findPublished(db: Db, slug: string): Promise<ArticleRow | null> {
  const rows = await db.select().from(blogArticles).where(and(eq(blogArticles.slug, slug), published)).limit(1);
  return rows[0] ?? null;
}

/** Up to `limit` other published articles: same category first, then the newest. */
export async function listRelated(db: Db, article: Pick<ArticleRow, "id" | "category">, limit: number): Promise<SummaryRow[]> {
  return db
    .select(SUMMARY)
    .from(blogArticles)
    .where(and(published, ne(blogArticles.id, article.id)))
    .orderBy(sql`case when ${blogArticles.category} = ${article.category} then 0 else 1 end`, ...newestFirst)
    .limit(limit);
}

export async function listPublishedSlugs(db: Db): Promise<string[]> {
  const rows = await db.select({ slug: blogArticles.slug }).from(blogArticles).where(published).orderBy(...newestFirst);
  return rows.map((r) => r.slug);
}

/** The built-in articles, except those the editor deleted or renamed (their slug is retired). */
export async function seedArticles(db: Db, articles: SeedArticle[]): Promise<void> {
  const retired = new Set((await db.select({ slug: blogRetiredSlugs.slug }).from(blogRetiredSlugs)).map((r) => r.slug));
  await upsertArticles(db, articles.filter((a) => !retired.has(a.slug)));
}

/**
 * Upserts articles by slug with sanitised HTML. Views are never reset: they are not in the
 * update set. Also the entry point for other writers (e.g. AI drafts) with status 'draft'.
 */
export async function upsertArticles(db: Db, articles: (SeedArticle & { status?: "published" | "draft"; seoScore?: number | null })[]): Promise<void> {
  if (articles.length === 0) return;
  await db.transaction(async (tx) => {
    for (const a of articles) {
      const values = {
        slug: a.slug,
        title: a.title,
        excerpt: a.excerpt,
        content: sanitizeArticleHtml(a.content),
        category: a.category,
        // From the words, as every reading time (docs/courses.md, "Tempo di lettura").
        readTime: readingMinutes(a.content),
        featuredImage: a.featuredImage,
        featuredImageAlt: a.featuredImageAlt,
        seoTitle: a.seoTitle,
        metaDescription: a.metaDescription,
        keywords: a.keywords,
        status: a.status ?? "published",
        seoScore: a.seoScore ?? null,
        publishedAt: new Date(a.publishedAt),
      };
      const { slug: _slug, ...update } = values;
      await tx
        .insert(blogArticles)
        .values(values)
        .onConflictDoUpdate({
          target: blogArticles.slug,
          set: { ...update, updatedAt: sql`now()` },
          // Unchanged content is not rewritten: updatedAt stays the date of the last real edit.
          // An article saved in the admin editor (it has Markdown) is the editor's: the seed of a
          // restart never overwrites it (docs/blog.md, "Editor").
          setWhere: sql`${blogArticles.bodyMarkdown} is null and (${blogArticles.title}, ${blogArticles.excerpt}, ${blogArticles.content}, ${blogArticles.category}, ${blogArticles.readTime},
            ${blogArticles.featuredImage}, ${blogArticles.featuredImageAlt}, ${blogArticles.seoTitle}, ${blogArticles.metaDescription},
            ${blogArticles.keywords}, ${blogArticles.status}, ${blogArticles.seoScore}, ${blogArticles.publishedAt})
            is distinct from (excluded.title, excluded.excerpt, excluded.content, excluded.category, excluded.read_time,
            excluded.featured_image, excluded.featured_image_alt, excluded.seo_title, excluded.meta_description,
            excluded.keywords, excluded.status, excluded.seo_score, excluded.published_at)`,
        });
    }
  });
}
