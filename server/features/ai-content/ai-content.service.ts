// Prompt Master rules: generation only with a configured model, a per-administrator hourly
// limit, the model's article validated, sanitised, scored by the server and saved as a draft;
// every attempt logged; publishing makes a draft a blog article.
import { BULK_KEYWORDS_MAX } from "@shared/constants";
import {
  AI_CONTENT_MESSAGES,
  generateAiRequestSchema,
  type AiDraft,
  type AiStats,
  type AiStatus,
  type BulkItem,
  type BulkResult,
  type GenerateAiRequest,
  type GeneratedContent,
  type PublishResult,
} from "@shared/schemas/ai-content";
import { computeSeoScore, countWords } from "@shared/seo-score";
import type { AppDeps } from "../../deps";
import { AppError } from "../../http/errors";
import * as drafts from "../blog/drafts.public";
import * as repo from "./ai-content.repo";
import { categoryFor, featuredImageFor, plainText, readTimeOf, slugify } from "./article-shape";
import { InvalidModelAnswerError, ModelUnreachableError, writeArticle } from "./ai-writer";

/** Each article costs a model call: at most this many generations per administrator per hour. */
export const AI_RATE_LIMIT = { limit: 20, windowMinutes: 60 } as const;
/** A sanitised article shorter than this is not an article (e.g. the model sent mostly markup). */
export const MIN_ARTICLE_WORDS = 50;
const DRAFTS_LISTED = 50;
const LAST_GENERATIONS = 10;

export type AdminRef = { id: number };

export function createAiContentService(deps: Pick<AppDeps, "db" | "clock" | "ai">) {
  const { db, clock, ai } = deps;

  async function remaining(adminId: number): Promise<number> {
    const since = new Date(clock.now().getTime() - AI_RATE_LIMIT.windowMinutes * 60_000);
    return Math.max(0, AI_RATE_LIMIT.limit - (await repo.countSince(db, adminId, since)));
  }

  /** The configured model, and room in the hourly limit for `n` articles; else 503 or 429. */
  async function admit(adminId: number, n: number) {
    if (!ai) throw new AppError("unavailable", AI_CONTENT_MESSAGES.disabled);
    if ((await remaining(adminId)) < n) throw new AppError("rate_limited", AI_CONTENT_MESSAGES.rateLimited);
    return ai;
  }

  /** One article: model → validation → sanitising → score → draft; the attempt is logged either way. */
  async function produce(adminId: number, request: GenerateAiRequest, mode: "single" | "bulk"): Promise<GeneratedContent> {
    const model = ai!;
    const started = performance.now();
    const log = (g: Pick<repo.NewGeneration, "status" | "articleId" | "seoScore" | "error">) =>
      repo.logGeneration(db, { adminId, keyword: request.keyword, mode, durationMs: Math.round(performance.now() - started), createdAt: clock.now(), ...g });
    try {
      const a = await writeArticle(model, request);
      const content = drafts.sanitizeArticleHtml(a.content);
      if (countWords(content) < MIN_ARTICLE_WORDS) throw new InvalidModelAnswerError("contenuto troppo corto dopo la pulizia dell'HTML");
      const title = plainText(a.title);
      const metaDescription = plainText(a.metaDescription);
      const excerpt = plainText(a.excerpt);
      const keywords = [...new Set(a.keywords.map(plainText).filter(Boolean))];
      const baseSlug = slugify(a.slug) || slugify(title) || slugify(request.keyword) || "articolo";
      const category = categoryFor(request.keyword, title);
      const readTime = readTimeOf(content);
      const { score, checks } = computeSeoScore({ keyword: request.keyword, title, metaDescription, slug: baseSlug, content });
      const saved = await drafts.insertAiDraft(
        db,
        { baseSlug, title, excerpt, content, category, readTime, ...featuredImageFor(category), seoTitle: title, metaDescription, keywords, seoScore: score },
        clock.now(),
      );
      await log({ status: "ok", articleId: saved.id, seoScore: score, error: null });
      return {
        draftId: saved.id,
        keyword: request.keyword,
        title,
        metaDescription,
        keywords,
        excerpt,
        content,
        slug: saved.slug,
        seoScore: score,
        seoChecks: checks,
        readTime,
        status: "draft",
      };
    } catch (err) {
      const reason = err instanceof Error ? err.message : String(err);
      await log({ status: "error", articleId: null, seoScore: null, error: reason.slice(0, 500) }).catch(() => {});
      if (err instanceof ModelUnreachableError) throw new AppError("upstream", AI_CONTENT_MESSAGES.modelUnreachable);
      if (err instanceof InvalidModelAnswerError) throw new AppError("upstream", AI_CONTENT_MESSAGES.invalidModelAnswer);
      throw err;
    }
  }

  return {
    async status(admin: AdminRef): Promise<AiStatus> {
      return {
        openaiConfigured: Boolean(ai),
        model: ai?.model ?? null,
        supportedLanguages: ["it"],
        maxBatchSize: BULK_KEYWORDS_MAX,
        rateLimit: { ...AI_RATE_LIMIT, remaining: await remaining(admin.id) },
        features: ["Articolo singolo", "Generazione bulk", "Punteggio SEO", "Bozze da pubblicare sul blog"],
      };
    },

    async generate(admin: AdminRef, request: GenerateAiRequest): Promise<GeneratedContent> {
      await admit(admin.id, 1);
      return produce(admin.id, request, "single");
    },

    /** One keyword after the other (spec §9: about 40 s each); a failed keyword does not stop the batch. */
    async bulk(admin: AdminRef, keywords: string[]): Promise<BulkResult> {
      await admit(admin.id, keywords.length);
      const items: BulkItem[] = [];
      for (const keyword of keywords) {
        try {
          const g = await produce(admin.id, generateAiRequestSchema.parse({ keyword }), "bulk");
          items.push({ keyword, ok: true, draftId: g.draftId, title: g.title, slug: g.slug, seoScore: g.seoScore });
        } catch (err) {
          if (!(err instanceof AppError)) throw err;
          items.push({ keyword, ok: false, error: err.message });
        }
      }
      const result = { generated: items.filter((i) => i.ok).length, totalRequested: keywords.length, items };
      if (result.generated === 0) throw new AppError("upstream", AI_CONTENT_MESSAGES.bulkFailed, result);
      return result;
    },

    async drafts(): Promise<AiDraft[]> {
      return (await drafts.listAiDrafts(db, DRAFTS_LISTED)).map((d) => ({ ...d, content: drafts.sanitizeArticleHtml(d.content), updatedAt: d.updatedAt.toISOString() }));
    },

    async publish(id: number): Promise<PublishResult> {
      const r = await drafts.publishAiDraft(db, id, clock.now());
      if (!r) throw new AppError("not_found", AI_CONTENT_MESSAGES.draftNotFound);
      return { id: r.id, slug: r.slug, publishedAt: r.publishedAt.toISOString() };
    },

    async remove(id: number): Promise<void> {
      if (!(await drafts.deleteAiDraft(db, id))) throw new AppError("not_found", AI_CONTENT_MESSAGES.draftNotFound);
    },

    async stats(): Promise<AiStats> {
      const [t, counts, last] = await Promise.all([repo.totals(db), drafts.countAiArticles(db), repo.latest(db, LAST_GENERATIONS)]);
      return {
        total: t.total,
        ok: t.ok,
        errors: t.total - t.ok,
        averageSeoScore: t.avgSeo === null ? null : Math.round(t.avgSeo),
        averageDurationMs: t.avgMs === null ? null : Math.round(t.avgMs),
        drafts: counts.drafts,
        published: counts.published,
        last: last.map((g) => ({
          id: g.id,
          keyword: g.keyword,
          mode: g.mode as "single" | "bulk",
          status: g.status as "ok" | "error",
          seoScore: g.seoScore,
          durationMs: g.durationMs,
          error: g.error,
          createdAt: g.createdAt.toISOString(),
        })),
      };
    },
  };
}
