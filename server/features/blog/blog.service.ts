import type { AppDeps } from "../../deps";
import { AppError } from "../../http/errors";
import { BLOG_MESSAGES, type BlogArticle, type BlogArticleSummary, type BlogCategory } from "@shared/schemas/blog";
import { ttlCache } from "../../lib/ttl-cache";
import * as repo from "./blog.repo";
import { DbRateLimitStore } from "../../http/rate-limit.repo";
import { sanitizeArticleHtml } from "./sanitize";

export const RELATED_LIMIT = 3;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** Only site paths or https URLs reach an <img src> or og:image; anything else is dropped. */
export const safeImage = (src: string | null) => (src && (/^\/[A-Za-z0-9/_.-]+$/.test(src) || /^https:\/\/[^\s"'<>]+$/.test(src)) ? src : null);

export function toSummary(r: repo.SummaryRow): BlogArticleSummary {
  return {
    id: r.id,
    slug: r.slug,
    title: r.title,
    excerpt: r.excerpt,
    category: r.category as BlogCategory,
    readTime: r.readTime,
    views: r.views,
    featuredImage: safeImage(r.featuredImage),
    featuredImageAlt: r.featuredImageAlt,
    publishedAt: iso(r.publishedAt),
  };
}

/** Served HTML is sanitised again: a row written by any path can never carry a script. */
export function toArticle(r: repo.ArticleRow): BlogArticle {
  return {
    ...toSummary(r),
    content: sanitizeArticleHtml(r.content),
    seoTitle: r.seoTitle,
    metaDescription: r.metaDescription,
    keywords: r.keywords ?? [],
    updatedAt: r.updatedAt.toISOString(),
  };
}

// Slugs are kebab-case; anything else cannot exist, so it is "not found" without a query.
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const validSlug = (slug: string) => slug.length <= 200 && SLUG.test(slug);

type ListCache = ReturnType<typeof ttlCache<BlogArticleSummary[]>>;
const listCaches = new WeakMap<AppDeps["db"], ListCache>();

/**
 * The published list is the same for every reader and is read on every visit to /blog: each app
 * (database handle) keeps it for PUBLIC_CACHE_TTL_MS, shared by the API and the prerender. A
 * publication through this process is visible at once; one through another process, and the
 * views counts, within the TTL.
 */
function publishedList({ db, config, clock }: Pick<AppDeps, "db" | "config" | "clock">): ListCache {
  let cache = listCaches.get(db);
  if (!cache) {
    cache = ttlCache(config.PUBLIC_CACHE_TTL_MS, async () => (await repo.listPublished(db)).map(toSummary), () => clock.now().getTime());
    listCaches.set(db, cache);
  }
  return cache;
}

// The JSON text of each list drawn from one loaded copy, by category ("" = all): serialising
// the list was most of what a cached read still cost.
const jsonByList = new WeakMap<BlogArticleSummary[], Map<string, string>>();

/** Called when an article is published, so the next list read reloads it. */
export function invalidatePublishedList(db: AppDeps["db"]): void {
  listCaches.get(db)?.invalidate();
}

export function createBlogService(deps: Pick<AppDeps, "db" | "config" | "clock">) {
  const { db, clock } = deps;
  // Who has read which article today: keyed hashes in the rate-limit counters, pruned with them.
  const viewsSeen = new DbRateLimitStore(db, clock, "blog-view", deps.config.sessionSecret);
  viewsSeen.init({ windowMs: 2 * 86_400_000 });
  return {
    async list(category?: BlogCategory): Promise<BlogArticleSummary[]> {
      const all = await publishedList(deps).get();
      return category ? all.filter((a) => a.category === category) : all;
    },

    /** list() as JSON text, kept with the loaded copy it was drawn from. */
    async listJson(category?: BlogCategory): Promise<string> {
      const all = await publishedList(deps).get();
      let texts = jsonByList.get(all);
      if (!texts) jsonByList.set(all, (texts = new Map()));
      let body = texts.get(category ?? "");
      if (body === undefined) {
        body = JSON.stringify(category ? all.filter((a) => a.category === category) : all);
        texts.set(category ?? "", body);
      }
      return body;
    },

    /**
     * Reading an article counts one view per visitor (address and browser) per article per day
     * (docs/security.md): reloading or a script repeating the request adds nothing.
     */
    async read(slug: string, visitor: { ip: string; userAgent: string }): Promise<BlogArticle> {
      if (!validSlug(slug)) throw new AppError("not_found", BLOG_MESSAGES.notFound);
      const day = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Rome" }).format(clock.now());
      const seen = await viewsSeen.increment(`${day}|${slug}|${visitor.ip}|${visitor.userAgent}`);
      const row = seen.totalHits === 1 ? await repo.incrementViews(db, slug) : await repo.findPublished(db, slug);
      if (!row) throw new AppError("not_found", BLOG_MESSAGES.notFound);
      return toArticle(row);
    },

    async related(slug: string): Promise<BlogArticleSummary[]> {
      const article = validSlug(slug) ? await repo.findPublished(db, slug) : null;
      if (!article) throw new AppError("not_found", BLOG_MESSAGES.notFound);
      return (await repo.listRelated(db, article, RELATED_LIMIT)).map(toSummary);
    },
  };
}
