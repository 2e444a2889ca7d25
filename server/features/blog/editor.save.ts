import type { AppDeps } from "../../deps";
import { readingMinutes } from "@shared/reading-time";
import { AppError } from "../../http/errors";
import { EDITOR_MESSAGES, slugify, type AdminArticle } from "@shared/schemas/blog-editor";
import * as repo from "./editor.repo";
import { markdownToHtml } from "./markdown";
import { processCoverImage } from "./cover-image";
import type { AfterChange } from "./editor.after-change";
import { seoOf, type ArticleReader, type State } from "./editor.view";

// How the admin blog editor writes an article (docs/blog.md, "Editor"): the rules a save must
// pass, then the article and one revision (and the old slug's redirect) in one transaction.

const MAX_SLUG_SUFFIX = 100;

type Cover = Awaited<ReturnType<typeof processCoverImage>>;

const imageUrl = (id: number) => `/api/blog/images/${id}`;

const isUniqueViolation = (err: unknown) => {
  const e = err as { code?: string; cause?: { code?: string } };
  return e?.code === "23505" || e?.cause?.code === "23505";
};

/** A scheduled article needs a future date; a scheduled or published one needs a body. */
function checkStatus(next: State, now: Date): void {
  if (next.status === "scheduled") {
    if (!next.scheduledAt) throw new AppError("validation", EDITOR_MESSAGES.scheduleRequired);
    if (next.scheduledAt.getTime() <= now.getTime()) throw new AppError("validation", EDITOR_MESSAGES.scheduleInPast);
  }
  if ((next.status === "scheduled" || next.status === "published") && !next.body.trim()) throw new AppError("validation", EDITOR_MESSAGES.bodyRequired);
}

/** The publication date: the schedule, the first publication (kept on re-publishing), the old one when withdrawn. */
function publishedAtFor(current: repo.ArticleRow | null, next: State, now: Date): Date | null {
  if (next.status === "scheduled") return next.scheduledAt;
  if (next.status === "published") return current?.status === "published" && current.publishedAt ? current.publishedAt : now;
  if (next.status === "unpublished") return current?.publishedAt ?? null;
  return null;
}

function articleValues(next: State, html: string, publishedAt: Date | null, now: Date): repo.ArticleWrite {
  return {
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
}

/** The slug asked for (409 when another article has it), or the first free one made from the title. */
export function createSlugChooser(db: AppDeps["db"]) {
  return async function chooseSlug(wanted: string, title: string, selfId: number | null): Promise<string> {
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
  };
}

/** Writes the article (new when `current` is null), its revision and redirects; then refreshes what readers see. */
export function createArticleSaver(deps: AppDeps, reader: ArticleReader, afterChange: AfterChange) {
  const { db, clock, config } = deps;

  /** The new cover (null: removed, undefined: unchanged); a cover needs its alternative text. */
  async function prepareCover(next: State, coverImage: string | null | undefined): Promise<Cover | null> {
    let image: Cover | null = null;
    if (coverImage === null) Object.assign(next, { coverImageId: null, coverUrl: null });
    else if (coverImage !== undefined) image = await processCoverImage(coverImage, { maxBytes: config.BLOG_COVER_MAX_BYTES, maxWidth: config.BLOG_COVER_MAX_WIDTH });
    if ((image || next.coverUrl) && !next.coverAlt) throw new AppError("validation", EDITOR_MESSAGES.altRequired);
    if (!image && !next.coverUrl) next.coverAlt = null;
    return image;
  }

  function write(current: repo.ArticleRow | null, next: State, image: Cover | null, actorId: number, now: Date): Promise<repo.ArticleRow> {
    const html = markdownToHtml(next.body);
    const publishedAt = publishedAtFor(current, next, now);
    return db.transaction(async (tx) => {
      if (image) {
        next.coverImageId = await repo.insertImage(tx, { ...image, createdBy: actorId });
        next.coverUrl = imageUrl(next.coverImageId);
      }
      const values = articleValues(next, html, publishedAt, now);
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
  }

  return async function save(current: repo.ArticleRow | null, next: State, coverImage: string | null | undefined, actorId: number): Promise<AdminArticle> {
    const now = clock.now();
    checkStatus(next, now);
    const image = await prepareCover(next, coverImage);
    let row: repo.ArticleRow;
    try {
      row = await write(current, next, image, actorId, now);
    } catch (err) {
      if (isUniqueViolation(err)) throw new AppError("conflict", EDITOR_MESSAGES.slugTaken);
      throw err;
    }
    await afterChange(current, row, actorId);
    return reader.toAdmin(row);
  };
}
