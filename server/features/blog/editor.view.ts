import type { AppDeps } from "../../deps";
import { AppError } from "../../http/errors";
import type { ArticleSnapshot } from "../../db/schema";
import type { BlogCategory } from "@shared/schemas/blog";
import { EDITOR_MESSAGES, type AdminArticle, type AdminArticleSummary, type ArticleSeo, type ArticleStatus } from "@shared/schemas/blog-editor";
import { computeSeoScore } from "@shared/seo-score";
import * as repo from "./editor.repo";

// How the admin blog editor reads and shows an article (docs/blog.md, "Editor"): the stored row
// as the editor's snapshot, its summary, its SEO score and its revisions.

const REVISIONS_SHOWN = 50;

export const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** What a save writes: the snapshot kept in the revision, plus the status and the schedule. */
export type State = ArticleSnapshot & { status: ArticleStatus; scheduledAt: Date | null };

export function snapshotOf(r: repo.ArticleRow): ArticleSnapshot {
  return {
    title: r.title,
    slug: r.slug,
    excerpt: r.excerpt,
    category: r.category,
    tags: r.keywords ?? [],
    // Seeded and AI articles have no Markdown: their HTML is the body (Markdown keeps HTML blocks).
    body: r.bodyMarkdown ?? r.content,
    coverImageId: r.coverImageId,
    coverUrl: r.featuredImage,
    coverAlt: r.featuredImageAlt,
    seoTitle: r.seoTitle,
    seoDescription: r.metaDescription,
  };
}

export function seoOf(s: Pick<ArticleSnapshot, "title" | "slug" | "tags" | "excerpt" | "seoTitle" | "seoDescription">, html: string): ArticleSeo {
  // The focus keyword is the first tag, as the Prompt Master's keyword (docs/ai-content.md).
  const keyword = s.tags[0] ?? null;
  const { score, checks } = computeSeoScore({ keyword: keyword ?? "", title: s.seoTitle || s.title, metaDescription: s.seoDescription || s.excerpt, slug: s.slug, content: html });
  return { score, keyword, checks };
}

export function toSummary(r: Pick<repo.ArticleRow, "id" | "slug" | "title" | "category" | "status" | "origin" | "publishedAt" | "updatedAt" | "views">): AdminArticleSummary {
  return {
    id: r.id,
    slug: r.slug,
    title: r.title,
    category: r.category as BlogCategory,
    status: r.status as ArticleStatus,
    origin: r.origin === "ai" ? "ai" : "editorial",
    publishedAt: iso(r.publishedAt),
    updatedAt: r.updatedAt.toISOString(),
    views: r.views,
  };
}

/** Loads an article (404 in Italian when it does not exist) and shows it with its revisions. */
export function createArticleReader(db: AppDeps["db"]) {
  async function toAdmin(r: repo.ArticleRow): Promise<AdminArticle> {
    const s = snapshotOf(r);
    const revisions = await repo.listRevisions(db, r.id, REVISIONS_SHOWN);
    return {
      ...toSummary(r),
      excerpt: s.excerpt,
      tags: s.tags,
      body: s.body,
      coverUrl: s.coverUrl,
      coverAlt: s.coverAlt,
      seoTitle: s.seoTitle,
      seoDescription: s.seoDescription,
      seo: seoOf(s, r.content),
      revisions: revisions.map((v) => ({ id: v.id, status: v.status as ArticleStatus, createdAt: v.createdAt.toISOString(), authorEmail: v.authorEmail })),
    };
  }

  async function load(id: number): Promise<repo.ArticleRow> {
    const row = Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647 ? await repo.findArticle(db, id) : null;
    if (!row) throw new AppError("not_found", EDITOR_MESSAGES.notFound);
    return row;
  }

  return { toAdmin, load };
}

export type ArticleReader = ReturnType<typeof createArticleReader>;
