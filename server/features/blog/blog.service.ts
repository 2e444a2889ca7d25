import type { AppDeps } from "../../deps";
import { AppError } from "../../http/errors";
import { BLOG_MESSAGES, type BlogArticle, type BlogArticleSummary, type BlogCategory } from "@shared/schemas/blog";
import * as repo from "./blog.repo";
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

export function createBlogService({ db }: Pick<AppDeps, "db">) {
  return {
    async list(category?: BlogCategory): Promise<BlogArticleSummary[]> {
      return (await repo.listPublished(db, category)).map(toSummary);
    },

    /** Reading an article counts one view. */
    async read(slug: string): Promise<BlogArticle> {
      const row = validSlug(slug) ? await repo.incrementViews(db, slug) : null;
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
