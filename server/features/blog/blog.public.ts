// Reads other features may use (the content marketing hub's pipeline, lead magnets and
// performance). Keep these signatures stable; add functions rather than changing them.
import { and, desc, eq, gte, inArray, isNull, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { blogArticles, emailSubscribers } from "../../db/schema";

export type ArticleStats = { id: number; slug: string; title: string; views: number; status: string; publishedAt: Date | null };

const STATS = {
  id: blogArticles.id,
  slug: blogArticles.slug,
  title: blogArticles.title,
  views: blogArticles.views,
  status: blogArticles.status,
  publishedAt: blogArticles.publishedAt,
};

/** Article ids by slug (any status), for linking content to the articles that realise it. */
export async function findArticleIdsBySlugs(db: DbOrTx, slugs: string[]): Promise<Map<string, number>> {
  if (slugs.length === 0) return new Map();
  const rows = await db.select({ id: blogArticles.id, slug: blogArticles.slug }).from(blogArticles).where(inArray(blogArticles.slug, slugs));
  return new Map(rows.map((r) => [r.slug, r.id]));
}

/** Real views and state of the given articles. */
export async function getArticleStats(db: DbOrTx, ids: number[]): Promise<ArticleStats[]> {
  if (ids.length === 0) return [];
  return db.select(STATS).from(blogArticles).where(inArray(blogArticles.id, ids));
}

/** Published articles with the most views (ties: newest first). */
export async function topArticlesByViews(db: DbOrTx, limit: number): Promise<ArticleStats[]> {
  return db
    .select(STATS)
    .from(blogArticles)
    .where(eq(blogArticles.status, "published"))
    .orderBy(desc(blogArticles.views), desc(blogArticles.publishedAt), desc(blogArticles.id))
    .limit(limit);
}

/** Views of all published articles, and how many there are. */
export async function publishedArticleTotals(db: DbOrTx): Promise<{ articles: number; views: number }> {
  const [r] = await db
    .select({ articles: sql<number>`count(*)::int`, views: sql<number>`coalesce(sum(${blogArticles.views}), 0)::int` })
    .from(blogArticles)
    .where(eq(blogArticles.status, "published"));
  return { articles: Number(r?.articles ?? 0), views: Number(r?.views ?? 0) };
}

export type SubscriberSourceCount = { source: string; signups: number; active: number; recent: number };

/**
 * Newsletter signups per source: confirmed rows (a pending double opt-in is not a signup yet),
 * still subscribed, and those created since `recentSince`.
 */
export async function subscriberCountsBySource(db: DbOrTx, recentSince: Date): Promise<SubscriberSourceCount[]> {
  const rows = await db
    .select({
      source: emailSubscribers.source,
      signups: sql<number>`count(*)::int`,
      active: sql<number>`(count(*) filter (where ${emailSubscribers.unsubscribedAt} is null))::int`,
      recent: sql<number>`(count(*) filter (where ${emailSubscribers.createdAt} >= ${recentSince}))::int`,
    })
    .from(emailSubscribers)
    .where(isNull(emailSubscribers.pendingSince))
    .groupBy(emailSubscribers.source);
  return rows.map((r) => ({ source: r.source, signups: Number(r.signups), active: Number(r.active), recent: Number(r.recent) }));
}

/** Signed-in users behind the subscribers of the given sources (for conversion counts), per source. */
export async function subscriberUserIdsBySource(db: DbOrTx, sources: string[]): Promise<Map<string, number[]>> {
  const out = new Map<string, number[]>();
  if (sources.length === 0) return out;
  const rows = await db
    .select({ source: emailSubscribers.source, userId: emailSubscribers.userId })
    .from(emailSubscribers)
    .where(and(inArray(emailSubscribers.source, sources), sql`${emailSubscribers.userId} is not null`, isNull(emailSubscribers.pendingSince)));
  for (const r of rows) out.set(r.source, [...(out.get(r.source) ?? []), r.userId as number]);
  return out;
}

/** Signups per Europe/Rome calendar month ('YYYY-MM') since `since`. */
export async function subscribersPerMonth(db: DbOrTx, since: Date): Promise<Array<{ month: string; signups: number }>> {
  const month = sql<string>`to_char(${emailSubscribers.createdAt} at time zone 'Europe/Rome', 'YYYY-MM')`;
  const rows = await db
    .select({ month, signups: sql<number>`count(*)::int` })
    .from(emailSubscribers)
    .where(and(gte(emailSubscribers.createdAt, since), isNull(emailSubscribers.pendingSince)))
    .groupBy(month)
    .orderBy(month);
  return rows.map((r) => ({ month: r.month, signups: Number(r.signups) }));
}

/** Subscribers who confirmed and have not unsubscribed. */
export async function countActiveSubscribers(db: DbOrTx): Promise<number> {
  const [r] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(emailSubscribers)
    .where(and(isNull(emailSubscribers.unsubscribedAt), isNull(emailSubscribers.pendingSince)));
  return Number(r?.n ?? 0);
}

/** The seeded articles (slug, title, HTML body), for the chat's search over the app's own articles. */
export { ALL_ARTICLES } from "./content";
