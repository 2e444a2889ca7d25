// Queries of the admin blog editor (docs/blog.md, "Editor"): every status, revisions, cover
// images and the redirects of renamed slugs.
import { and, desc, eq, ilike, lte, or, sql, type SQL } from "drizzle-orm";
import type { Db, DbOrTx } from "../../db/client";
import { blogArticles, blogImages, blogRetiredSlugs, blogRevisions, blogSlugRedirects, users, type ArticleSnapshot } from "../../db/schema";

export type ArticleRow = typeof blogArticles.$inferSelect;

export type ListFilter = { status?: string; category?: string; q?: string };

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

export async function listArticles(db: Db, f: ListFilter, limit: number) {
  const where: SQL[] = [];
  if (f.status) where.push(eq(blogArticles.status, f.status));
  if (f.category) where.push(eq(blogArticles.category, f.category));
  if (f.q) {
    const like = `%${escapeLike(f.q)}%`;
    where.push(or(ilike(blogArticles.title, like), ilike(blogArticles.slug, like))!);
  }
  return db
    .select({
      id: blogArticles.id,
      slug: blogArticles.slug,
      title: blogArticles.title,
      category: blogArticles.category,
      status: blogArticles.status,
      origin: blogArticles.origin,
      publishedAt: blogArticles.publishedAt,
      updatedAt: blogArticles.updatedAt,
      views: blogArticles.views,
    })
    .from(blogArticles)
    .where(where.length ? and(...where) : undefined)
    .orderBy(desc(blogArticles.updatedAt), desc(blogArticles.id))
    .limit(limit);
}

export async function findArticle(db: DbOrTx, id: number): Promise<ArticleRow | null> {
  const rows = await db.select().from(blogArticles).where(eq(blogArticles.id, id)).limit(1);
  return rows[0] ?? null;
}

export async function slugOwner(db: DbOrTx, slug: string): Promise<number | null> {
  const rows = await db.select({ id: blogArticles.id }).from(blogArticles).where(eq(blogArticles.slug, slug)).limit(1);
  return rows[0]?.id ?? null;
}

export type ArticleWrite = Omit<typeof blogArticles.$inferInsert, "id" | "views">;

export async function insertArticle(tx: DbOrTx, values: ArticleWrite): Promise<ArticleRow> {
  const [row] = await tx.insert(blogArticles).values(values).returning();
  return row;
}

export async function updateArticle(tx: DbOrTx, id: number, values: Partial<ArticleWrite>): Promise<ArticleRow | null> {
  const rows = await tx.update(blogArticles).set(values).where(eq(blogArticles.id, id)).returning();
  return rows[0] ?? null;
}

/** The slug left the site (deleted or renamed away): a restart's seed does not bring it back. */
export async function retireSlug(tx: DbOrTx, slug: string): Promise<void> {
  await tx.insert(blogRetiredSlugs).values({ slug }).onConflictDoNothing();
}

export async function deleteArticle(tx: DbOrTx, id: number): Promise<ArticleRow | null> {
  const rows = await tx.delete(blogArticles).where(eq(blogArticles.id, id)).returning();
  return rows[0] ?? null;
}

/** The old slug now redirects to the article; a slug taken again by an article stops redirecting. */
export async function addRedirect(tx: DbOrTx, oldSlug: string, articleId: number): Promise<void> {
  await tx
    .insert(blogSlugRedirects)
    .values({ oldSlug, articleId })
    .onConflictDoUpdate({ target: blogSlugRedirects.oldSlug, set: { articleId, createdAt: sql`now()` } });
}

export async function dropRedirect(tx: DbOrTx, slug: string): Promise<void> {
  await tx.delete(blogSlugRedirects).where(eq(blogSlugRedirects.oldSlug, slug));
}

/** The current slug of the published article an old slug points to. */
export async function redirectTarget(db: Db, oldSlug: string): Promise<string | null> {
  const rows = await db
    .select({ slug: blogArticles.slug })
    .from(blogSlugRedirects)
    .innerJoin(blogArticles, eq(blogArticles.id, blogSlugRedirects.articleId))
    // An article that took the old slug since (an AI draft, the seed) keeps its own address.
    .where(and(eq(blogSlugRedirects.oldSlug, oldSlug), eq(blogArticles.status, "published"), sql`not exists (select 1 from blog_articles b where b.slug = ${oldSlug})`))
    .limit(1);
  return rows[0]?.slug ?? null;
}

export async function insertRevision(tx: DbOrTx, r: { articleId: number; snapshot: ArticleSnapshot; status: string; authorId: number | null; at: Date }): Promise<void> {
  await tx.insert(blogRevisions).values({ articleId: r.articleId, snapshot: r.snapshot, status: r.status, authorId: r.authorId, createdAt: r.at });
}

export async function listRevisions(db: Db, articleId: number, limit: number) {
  return db
    .select({ id: blogRevisions.id, status: blogRevisions.status, createdAt: blogRevisions.createdAt, authorEmail: users.email })
    .from(blogRevisions)
    .leftJoin(users, eq(users.id, blogRevisions.authorId))
    .where(eq(blogRevisions.articleId, articleId))
    .orderBy(desc(blogRevisions.createdAt), desc(blogRevisions.id))
    .limit(limit);
}

export async function findRevision(db: Db, articleId: number, id: number): Promise<ArticleSnapshot | null> {
  const rows = await db
    .select({ snapshot: blogRevisions.snapshot })
    .from(blogRevisions)
    .where(and(eq(blogRevisions.id, id), eq(blogRevisions.articleId, articleId)))
    .limit(1);
  return rows[0]?.snapshot ?? null;
}

export async function insertImage(tx: DbOrTx, img: { mimeType: string; data: Buffer; width: number; height: number; createdBy: number | null }): Promise<number> {
  const [row] = await tx.insert(blogImages).values(img).returning({ id: blogImages.id });
  return row.id;
}

/**
 * An image, and whether it is the cover of a published article (the only ones a reader may see:
 * docs/blog.md, "Copertine"); with `publishedOnly` the data of any other is not even read.
 */
export async function findImage(db: Db, id: number, publishedOnly: boolean): Promise<{ mimeType: string; data: Buffer; published: boolean } | null> {
  // Qualified by hand: inside the subquery drizzle would write both columns unqualified.
  const published = sql<boolean>`exists (select 1 from blog_articles a where a.cover_image_id = blog_images.id and a.status = 'published')`;
  const rows = await db
    .select({ mimeType: blogImages.mimeType, data: blogImages.data, published })
    .from(blogImages)
    .where(publishedOnly ? and(eq(blogImages.id, id), published) : eq(blogImages.id, id))
    .limit(1);
  return rows[0] ?? null;
}

/** Scheduled articles whose time has come become published; returns them (for caches and events). */
export async function publishDue(db: Db, now: Date): Promise<Array<{ id: number; slug: string }>> {
  return db
    .update(blogArticles)
    .set({ status: "published", updatedAt: now })
    .where(and(eq(blogArticles.status, "scheduled"), lte(blogArticles.publishedAt, now)))
    .returning({ id: blogArticles.id, slug: blogArticles.slug });
}
