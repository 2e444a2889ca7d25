import type { AppDeps } from "../../deps";
import { AppError } from "../../http/errors";
import type { ArticleSnapshot } from "../../db/schema";
import { BLOG_CATEGORIES } from "@shared/schemas/blog";
import {
  EDITOR_MESSAGES,
  type AdminArticle,
  type AdminArticleSummary,
  type ArticleCreate,
  type ArticlePreview,
  type ArticleStatus,
  type ArticleUpdate,
} from "@shared/schemas/blog-editor";
import * as repo from "./editor.repo";
import { markdownToHtml } from "./markdown";
import type { BlogService } from "./blog.service";
import { createArticleReader, seoOf, snapshotOf, toSummary, type State } from "./editor.view";
import { createArticleSaver, createSlugChooser } from "./editor.save";
import { createAfterChange } from "./editor.after-change";

// The admin blog editor (docs/blog.md, "Editor"). Every save writes the article and one revision
// in one transaction; a change that shows or hides a published article refreshes the public
// list at once (the sitemap and the article pages read the table itself). Reading and showing
// an article is editor.view.ts, writing it editor.save.ts, what follows a change editor.after-change.ts.

export const EDITOR_LIST_LIMIT = 500;

function createState(input: ArticleCreate, slug: string): State {
  return {
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
  };
}

/** The stored article (or the revision restored over it) with the patch's given fields on top. */
async function mergePatch(db: AppDeps["db"], current: repo.ArticleRow, patch: ArticleUpdate): Promise<ArticleSnapshot> {
  let base = snapshotOf(current);
  if (patch.restoreRevisionId !== undefined) {
    const restored = await repo.findRevision(db, current.id, patch.restoreRevisionId);
    if (!restored) throw new AppError("not_found", EDITOR_MESSAGES.revisionNotFound);
    base = { ...base, ...restored };
  }
  const { restoreRevisionId: _r, coverImage: _c, scheduledAt: _a, status: _s, ...fields } = patch;
  const defined = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)) as Partial<ArticleSnapshot>;
  return { ...base, ...defined };
}

export type EditorService = ReturnType<typeof createEditorService>;

export function createEditorService(deps: AppDeps, blog: Pick<BlogService, "invalidatePublishedList">) {
  const { db, clock, events } = deps;
  const { toAdmin, load } = createArticleReader(db);
  const afterChange = createAfterChange(deps, blog);
  const chooseSlug = createSlugChooser(db);
  const save = createArticleSaver(deps, { toAdmin, load }, afterChange);

  return {
    async list(filter: repo.ListFilter): Promise<AdminArticleSummary[]> {
      return (await repo.listArticles(db, filter, EDITOR_LIST_LIMIT)).map(toSummary);
    },

    async get(id: number): Promise<AdminArticle> {
      return toAdmin(await load(id));
    },

    async create(input: ArticleCreate, actorId: number): Promise<AdminArticle> {
      const slug = await chooseSlug(input.slug, input.title, null);
      return save(null, createState(input, slug), input.coverImage ?? undefined, actorId);
    },

    async update(id: number, patch: ArticleUpdate, actorId: number): Promise<AdminArticle> {
      const current = await load(id);
      const merged = await mergePatch(db, current, patch);
      const { coverImage, scheduledAt, status } = patch;
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
