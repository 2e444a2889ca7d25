// AI drafts of the blog, for the Prompt Master (ai-content): written here, published here.
// Drafts never reach readers: lists, article pages, meta and sitemap read only status 'published'.
import { and, count, desc, eq } from "drizzle-orm";
import type { Db, DbOrTx } from "../../db/client";
import { blogArticles } from "../../db/schema";
import type { BlogCategory } from "@shared/schemas/blog";
import type { AiDraft } from "@shared/schemas/ai-content";
import { sanitizeArticleHtml } from "./sanitize";

export { sanitizeArticleHtml };

export type NewDraft = {
  baseSlug: string;
  title: string;
  excerpt: string;
  content: string;
  category: BlogCategory;
  readTime: number;
  featuredImage: string;
  featuredImageAlt: string;
  seoTitle: string;
  metaDescription: string;
  keywords: string[];
  seoScore: number;
};

export type DraftRow = Omit<AiDraft, "updatedAt"> & { updatedAt: Date };

const aiDraft = and(eq(blogArticles.origin, "ai"), eq(blogArticles.status, "draft"));
const MAX_SLUG_SUFFIX = 100;

/**
 * Saves an AI draft under the first free slug among base, base-2, base-3, ... The unique index
 * decides (insert ... on conflict do nothing), so two concurrent writers never share a slug.
 */
export async function insertAiDraft(db: Db, d: NewDraft, now: Date): Promise<{ id: number; slug: string }> {
  const { baseSlug, ...rest } = d;
  for (let n = 1; n <= MAX_SLUG_SUFFIX; n++) {
    const slug = n === 1 ? baseSlug : `${baseSlug}-${n}`;
    const rows = await db
      .insert(blogArticles)
      .values({ ...rest, slug, content: sanitizeArticleHtml(rest.content), status: "draft", origin: "ai", publishedAt: null, updatedAt: now })
      .onConflictDoNothing({ target: blogArticles.slug })
      .returning({ id: blogArticles.id, slug: blogArticles.slug });
    if (rows[0]) return rows[0];
  }
  throw new Error(`nessuno slug libero per ${baseSlug}`);
}

export async function listAiDrafts(db: Db, limit: number): Promise<DraftRow[]> {
  return db
    .select({
      id: blogArticles.id,
      slug: blogArticles.slug,
      title: blogArticles.title,
      excerpt: blogArticles.excerpt,
      content: blogArticles.content,
      seoScore: blogArticles.seoScore,
      readTime: blogArticles.readTime,
      category: blogArticles.category,
      updatedAt: blogArticles.updatedAt,
    })
    .from(blogArticles)
    .where(aiDraft)
    .orderBy(desc(blogArticles.updatedAt), desc(blogArticles.id))
    .limit(limit);
}

/** Deletes an AI draft; a published or editorial article is never deleted here. */
export async function deleteAiDraft(db: Db, id: number): Promise<boolean> {
  const rows = await db.delete(blogArticles).where(and(eq(blogArticles.id, id), aiDraft)).returning({ id: blogArticles.id });
  return rows.length > 0;
}

/** How many AI articles are drafts and how many are published. */
export async function countAiArticles(db: DbOrTx): Promise<{ drafts: number; published: number }> {
  const rows = await db
    .select({ status: blogArticles.status, n: count() })
    .from(blogArticles)
    .where(eq(blogArticles.origin, "ai"))
    .groupBy(blogArticles.status);
  const by = Object.fromEntries(rows.map((r) => [r.status, Number(r.n)]));
  return { drafts: by.draft ?? 0, published: by.published ?? 0 };
}

