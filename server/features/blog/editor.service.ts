import type { AppDeps } from "../../deps";
import { readingMinutes } from "@shared/reading-time";
import { AppError } from "../../http/errors";
import type { ArticleSnapshot } from "../../db/schema";
import { BLOG_CATEGORIES, type BlogCategory } from "@shared/schemas/blog";
import {
  EDITOR_MESSAGES,
  slugify,
  type AdminArticle,
  type AdminArticleSummary,
  type ArticleCreate,
  type ArticlePreview,
  type ArticleSeo,
  type ArticleStatus,
  type ArticleUpdate,
} from "@shared/schemas/blog-editor";
import { computeSeoScore } from "@shared/seo-score";
import * as repo from "./editor.repo";
import { markdownToHtml } from "./markdown";
import { processCoverImage } from "./cover-image";
import { recordAdminAction } from "./admin-audit";
import type { BlogService } from "./blog.service";

// The admin blog editor (docs/blog.md, "Editor"). Every save writes the article and one revision
// in one transaction; a change that shows or hides a published article refreshes the public
// list at once (the sitemap and the article pages read the table itself).

export const EDITOR_LIST_LIMIT = 500;
export const REVISIONS_SHOWN = 50;
const MAX_SLUG_SUFFIX = 100;

const imageUrl = (id: number) => `/api/blog/images/${id}`;
const iso = (d: Date | null) => (d ? d.toISOString() : null);

type State = ArticleSnapshot & { status: ArticleStatus; scheduledAt: Date | null };

function snapshotOf(r: repo.ArticleRow): ArticleSnapshot {
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

function seoOf(s: Pick<ArticleSnapshot, "title" | "slug" | "tags" | "excerpt" | "seoTitle" | "seoDescription">, html: string): ArticleSeo {
  // The focus keyword is the first tag, as the Prompt Master's keyword (docs/ai-content.md).
  const keyword = s.tags[0] ?? null;
  const { score, checks } = computeSeoScore({ keyword: keyword ?? "", title: s.seoTitle || s.title, metaDescription: s.seoDescription || s.excerpt, slug: s.slug, content: html });
  return { score, keyword, checks };
}

function toSummary(r: Pick<repo.ArticleRow, "id" | "slug" | "title" | "category" | "status" | "origin" | "publishedAt" | "updatedAt" | "views">): AdminArticleSummary {
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

const isUniqueViolation = (err: unknown) => {
  const e = err as { code?: string; cause?: { code?: string } };
  return e?.code === "23505" || e?.cause?.code === "23505";
};

export type EditorService = ReturnType<typeof createEditorService>;

export function createEditorService(deps: AppDeps, blog: Pick<BlogService, "invalidatePublishedList">) {
  const { db, clock, config, events } = deps;

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

  /** The slug asked for (409 when another article has it), or the first free one made from the title. */
  async function chooseSlug(wanted: string, title: string, selfId: number | null): Promise<string> {
    if (wanted) {
      const owner = await repo.slugOwner(db, wanted);
      if (owner !== null && owner !== selfId) throw new AppError("conflict", EDITOR_MESSAGES.slugTaken);
      return wanted;
    }
    const base = slugify(title) || "articolo";
    for (let n = 1; n <= MAX_SLUG_SUFFIX; n++) {
      const slug = n === 1 ? base : `${base}-${n}`;
      const owner = await repo.slugOwner(db, slug);
      if (owner === null || owner === selfId) return slug;
    }
    throw new AppError("conflict", EDITOR_MESSAGES.slugTaken);
  }

  /** Writes the article (new when `current` is null), its revision and redirects; then refreshes what readers see. */
  async function save(current: repo.ArticleRow | null, next: State, coverImage: string | null | undefined, actorId: number): Promise<AdminArticle> {
    const now = clock.now();
    if (next.status === "scheduled") {
      if (!next.scheduledAt) throw new AppError("validation", EDITOR_MESSAGES.scheduleRequired);
      if (next.scheduledAt.getTime() <= now.getTime()) throw new AppError("validation", EDITOR_MESSAGES.scheduleInPast);
    }
    if ((next.status === "scheduled" || next.status === "published") && !next.body.trim()) throw new AppError("validation", EDITOR_MESSAGES.bodyRequired);
    let image: Awaited<ReturnType<typeof processCoverImage>> | null = null;
    if (coverImage === null) Object.assign(next, { coverImageId: null, coverUrl: null });
    else if (coverImage !== undefined) image = await processCoverImage(coverImage, { maxBytes: config.BLOG_COVER_MAX_BYTES, maxWidth: config.BLOG_COVER_MAX_WIDTH });
    if ((image || next.coverUrl) && !next.coverAlt) throw new AppError("validation", EDITOR_MESSAGES.altRequired);
    if (!image && !next.coverUrl) next.coverAlt = null;

    const html = markdownToHtml(next.body);
    const publishedAt =
      next.status === "scheduled"
        ? next.scheduledAt
        : next.status === "published"
          ? current?.status === "published" && current.publishedAt
            ? current.publishedAt
            : now
          : next.status === "unpublished"
            ? (current?.publishedAt ?? null)
            : null;

    let row: repo.ArticleRow;
    try {
      row = await db.transaction(async (tx) => {
        if (image) {
          next.coverImageId = await repo.insertImage(tx, { ...image, createdBy: actorId });
          next.coverUrl = imageUrl(next.coverImageId);
        }
        const values: repo.ArticleWrite = {
          slug: next.slug,
          title: next.title,
          excerpt: next.excerpt,
          content: html,
          bodyMarkdown: next.body,
          category: next.category,
          readTime: readingMinutes(html),
          featuredImage: next.coverUrl,
          featuredImageAlt: next.coverAlt,
          coverImageId: next.coverImageId,
          seoTitle: next.seoTitle,
          metaDescription: next.seoDescription,
          keywords: next.tags,
          status: next.status,
          seoScore: seoOf(next, html).score,
          publishedAt,
          updatedAt: now,
        };
        const saved = current ? await repo.updateArticle(tx, current.id, values) : await repo.insertArticle(tx, { ...values, origin: "editorial" });
        if (!saved) throw new AppError("not_found", EDITOR_MESSAGES.notFound);
        // The old address keeps working (301); the new one is no longer anybody's old slug.
        await repo.dropRedirect(tx, saved.slug);
        if (current && current.slug !== saved.slug) {
          await repo.addRedirect(tx, current.slug, saved.id);
          await repo.retireSlug(tx, current.slug);
        }
        const { status: _s, scheduledAt: _a, ...snapshot } = next;
        await repo.insertRevision(tx, { articleId: saved.id, snapshot, status: saved.status, authorId: actorId, at: now });
        return saved;
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw new AppError("conflict", EDITOR_MESSAGES.slugTaken);
      throw err;
    }
    await afterChange(current, row, actorId);
    return toAdmin(row);
  }

  /** Refreshes the public list, tells other features, and records publish/unpublish/schedule for the audit log. */
  async function afterChange(before: repo.ArticleRow | null, after: repo.ArticleRow | null, actorId: number): Promise<void> {
    const wasPublic = before?.status === "published";
    const isPublic = after?.status === "published";
    if (wasPublic || isPublic) blog.invalidatePublishedList();
    if (isPublic && (!wasPublic || before!.slug !== after!.slug)) await events.emit("blog.published", { articleId: after!.id, slug: after!.slug });
    if (wasPublic && !isPublic) await events.emit("blog.unpublished", { articleId: before!.id, slug: before!.slug });
    const brief = (r: repo.ArticleRow | null) => (r ? { status: r.status, slug: r.slug, title: r.title, publishedAt: iso(r.publishedAt) } : null);
    const target = `article:${(after ?? before)!.id}`;
    let action: string | null = null;
    if (!after) action = "article.delete";
    else if (after.status !== before?.status) action = { published: "article.publish", unpublished: "article.unpublish", scheduled: "article.schedule", draft: wasPublic ? "article.unpublish" : null }[after.status as ArticleStatus];
    if (action) await recordAdminAction(deps, { actorId, action, target, before: brief(before), after: brief(after) });
  }

  return {
    async list(filter: repo.ListFilter): Promise<AdminArticleSummary[]> {
      return (await repo.listArticles(db, filter, EDITOR_LIST_LIMIT)).map(toSummary);
    },

    async get(id: number): Promise<AdminArticle> {
      return toAdmin(await load(id));
    },

    async create(input: ArticleCreate, actorId: number): Promise<AdminArticle> {
      const slug = await chooseSlug(input.slug, input.title, null);
      return save(
        null,
        {
          title: input.title,
          slug,
          excerpt: input.excerpt,
          category: input.category,
          tags: input.tags,
          body: input.body,
          coverImageId: null,
          coverUrl: null,
          coverAlt: input.coverAlt,
          seoTitle: input.seoTitle,
          seoDescription: input.seoDescription,
          status: input.status,
          scheduledAt: input.scheduledAt ? new Date(input.scheduledAt) : null,
        },
        input.coverImage ?? undefined,
        actorId,
      );
    },

    async update(id: number, patch: ArticleUpdate, actorId: number): Promise<AdminArticle> {
      const current = await load(id);
      let base = snapshotOf(current);
      if (patch.restoreRevisionId !== undefined) {
        const restored = await repo.findRevision(db, id, patch.restoreRevisionId);
        if (!restored) throw new AppError("not_found", EDITOR_MESSAGES.revisionNotFound);
        base = { ...base, ...restored };
      }
      const { restoreRevisionId: _r, coverImage, scheduledAt, status, ...fields } = patch;
      const defined = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)) as Partial<ArticleSnapshot>;
      const merged = { ...base, ...defined };
      const nextStatus = status ?? (current.status as ArticleStatus);
      const nextSchedule = scheduledAt !== undefined ? (scheduledAt ? new Date(scheduledAt) : null) : current.status === "scheduled" ? current.publishedAt : null;
      // A restored revision keeps its slug unless it is taken; an emptied slug is made from the title.
      const slug = await chooseSlug(merged.slug, merged.title, id);
      if (!(BLOG_CATEGORIES as readonly string[]).includes(merged.category)) throw new AppError("validation", EDITOR_MESSAGES.category);
      return save(current, { ...merged, slug, status: nextStatus, scheduledAt: nextSchedule }, coverImage, actorId);
    },

    async remove(id: number, actorId: number): Promise<void> {
      const current = await load(id);
      await db.transaction(async (tx) => {
        await repo.deleteArticle(tx, id);
        await repo.retireSlug(tx, current.slug);
      });
      await afterChange(current, null, actorId);
    },

    preview(input: { title: string; slug: string; body: string; tags: string[]; excerpt: string; seoTitle: string | null; seoDescription: string | null }): ArticlePreview {
      const html = markdownToHtml(input.body);
      return { html, seo: seoOf(input, html) };
    },

    /** Publishes the scheduled articles that are due (the scheduler's job, also after a restart). */
    async publishDue(): Promise<number> {
      const due = await repo.publishDue(db, clock.now());
      if (due.length > 0) blog.invalidatePublishedList();
      for (const a of due) await events.emit("blog.published", { articleId: a.id, slug: a.slug });
      return due.length;
    },

    /** A cover image: to a reader only a published article's (404 otherwise); an administrator sees drafts' too. */
    async image(id: number, asAdmin: boolean): Promise<{ mimeType: string; data: Buffer; published: boolean }> {
      const img = Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647 ? await repo.findImage(db, id, !asAdmin) : null;
      if (!img) throw new AppError("not_found", "Immagine non trovata");
      return img;
    },

    redirectTarget: (oldSlug: string) => repo.redirectTarget(db, oldSlug),
  };
}
