import type { AppDeps } from "../../deps";
import { AppError } from "../../http/errors";
import { BLOG_MESSAGES, type BlogArticle, type BlogArticleSummary, type BlogCategory } from "@shared/schemas/blog";
import { ttlCache } from "../../lib/ttl-cache";
import * as repo from "./blog.repo";
import { DbRateLimitStore } from "../../http/rate-limit.repo";
import { sanitizeArticleHtml } from "./sanitize";
import { factsCheckedAt, renderFacts, updatedAtLabel } from "@shared/facts";

export const RELATED_LIMIT = 3;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** Only site paths or https URLs reach an <img src> or og:image; anything else is dropped. */
export const safeImage = (src: string | null) => (src && (/^\/[A-Za-z0-9/_.-]+$/.test(src) || /^https:\/\/[^\s"'<>]+$/.test(src)) ? src : null);

export function toSummary(r: repo.SummaryRow): BlogArticleSummary {
  return {
    id: r.id,
    slug: r.slug,
    title: renderFacts(r.title),
    excerpt: renderFacts(r.excerpt),
    category: r.category as BlogCategory,
    readTime: r.readTime,
    views: r.views,
    featuredImage: safeImage(r.featuredImage),
    featuredImageAlt: r.featuredImageAlt,
    publishedAt: iso(r.publishedAt),
  };
}

/**
 * Served HTML is sanitised again: a row written by any path can never carry a script. Figures
 * are stored as {{fatto:<id>}} placeholders and written out here, so a seeded article, one
 * written in the admin editor and the prerendered page all show the registry's current value.
 */
export function toArticle(r: repo.ArticleRow): BlogArticle {
  const checkedAt = factsCheckedAt(r.content, r.title, r.excerpt);
  return {
    ...toSummary(r),
    content: sanitizeArticleHtml(renderFacts(r.content)),
    seoTitle: r.seoTitle === null ? null : renderFacts(r.seoTitle),
    metaDescription: r.metaDescription === null ? null : renderFacts(r.metaDescription),
    keywords: r.keywords ?? [],
    updatedAt: r.updatedAt.toISOString(),
    figuresCheckedAt: checkedAt,
    updatedLabel: updatedAtLabel(checkedAt),
  };
}

// Slugs are kebab-case; anything else cannot exist, so it is "not found" without a query.
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const validSlug = (slug: string) => slug.length <= 200 && SLUG.test(slug);

export type BlogService = ReturnType<typeof createBlogService>;

export function createBlogService(deps: Pick<AppDeps, "db" | "config" | "clock">) {
  const { db, config, clock } = deps;
  /**
   * The published list is the same for every reader and is read on every visit to /blog: the app
   * builds this service once (blog.module) and keeps the list for PUBLIC_CACHE_TTL_MS, shared by
   * the API and the prerender. A publication through this process is visible at once
   * (invalidatePublishedList); one through another process, and the views counts, within the TTL.
   */
  const publishedList = ttlCache(config.PUBLIC_CACHE_TTL_MS, async () => (await repo.listPublished(db)).map(toSummary), () => clock.now().getTime());
  // The JSON text of each list drawn from one loaded copy, by category ("" = all): serialising
  // the list was most of what a cached read still cost.
  const jsonByList = new WeakMap<BlogArticleSummary[], Map<string, string>>();
  // Who has read which article today: keyed hashes in the rate-limit counters, pruned with them.
  const viewsSeen = new DbRateLimitStore(db, clock, "blog-view", config.sessionSecret);
  viewsSeen.init({ windowMs: 2 * 86_400_000 });
  return {
    /** Called when an article is published, so the next list read reloads it. */
    invalidatePublishedList(): void {
      publishedList.invalidate();
    },

    async list(category?: BlogCategory): Promise<BlogArticleSummary[]> {
      const all = await publishedList.get();
      return category ? all.filter((a) => a.category === category) : all;
    },

    /** list() as JSON text, kept with the loaded copy it was drawn from. */
    async listJson(category?: BlogCategory): Promise<string> {
      const all = await publishedList.get();
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
