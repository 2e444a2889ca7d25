// Prompt Master rules: generation only with a configured model, a per-administrator hourly
// limit, the model's article validated, sanitised, scored by the server and saved as a draft;
// every attempt logged; publishing makes a draft a blog article.
import { BULK_KEYWORDS_MAX } from "@shared/constants";
import {
  AI_CONTENT_MESSAGES,
  generateAiRequestSchema,
  type AiDraft,
  type AiGenerationLog,
  type AiStats,
  type AiStatus,
  type BulkItem,
  type BulkResult,
  type GenerateAiRequest,
  type GeneratedContent,
} from "@shared/schemas/ai-content";
import { computeSeoScore, countWords } from "@shared/seo-score";
import { unknownFactIds } from "@shared/facts";
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

function toGenerationLog(g: Awaited<ReturnType<typeof repo.latest>>[number]): AiGenerationLog {
  return {
    id: g.id,
    keyword: g.keyword,
    mode: g.mode as "single" | "bulk",
    status: g.status as AiGenerationLog["status"],
    seoScore: g.seoScore,
    durationMs: g.durationMs,
    error: g.error,
    createdAt: g.createdAt.toISOString(),
  };
}

/** The model's article made safe and shaped for a draft; an answer that cannot be one is refused. */
function shapeArticle(a: Awaited<ReturnType<typeof writeArticle>>, request: GenerateAiRequest) {
  const content = drafts.sanitizeArticleHtml(a.content);
  if (countWords(content) < MIN_ARTICLE_WORDS) throw new InvalidModelAnswerError("contenuto troppo corto dopo la pulizia dell'HTML");
  // A placeholder naming no registered fact would reach readers as raw text (docs/facts.md).
  const unknown = unknownFactIds(`${a.title} ${a.excerpt ?? ""} ${content}`);
  if (unknown.length > 0) throw new InvalidModelAnswerError(`segnaposto di cifre sconosciuti: ${unknown.join(", ")}`);
  const title = plainText(a.title);
  return {
    content,
    title,
    metaDescription: plainText(a.metaDescription),
    excerpt: plainText(a.excerpt),
    keywords: [...new Set(a.keywords.map(plainText).filter(Boolean))],
    baseSlug: slugify(a.slug) || slugify(title) || slugify(request.keyword) || "articolo",
    category: categoryFor(request.keyword, title),
    readTime: readTimeOf(content),
  };
}

export function createAiContentService(deps: Pick<AppDeps, "db" | "clock" | "ai">) {
  const { db, clock, ai } = deps;

  const windowStart = (now: Date) => new Date(now.getTime() - AI_RATE_LIMIT.windowMinutes * 60_000);

  async function remaining(adminId: number): Promise<number> {
    return Math.max(0, AI_RATE_LIMIT.limit - (await repo.countSince(db, adminId, windowStart(clock.now()))));
  }

  /** The configured model (else 503) and a reserved place in the hourly limit for each keyword (else 429). */
  async function admit(adminId: number, keywords: string[], mode: "single" | "bulk"): Promise<number[]> {
    if (!ai) throw new AppError("unavailable", AI_CONTENT_MESSAGES.disabled);
    const now = clock.now();
    const ids = await repo.reserve(db, { adminId, keywords, mode, since: windowStart(now), limit: AI_RATE_LIMIT.limit, now });
    if (!ids) throw new AppError("rate_limited", AI_CONTENT_MESSAGES.rateLimited);
    return ids;
  }

  /** One article: model → validation → sanitising → score → draft; its reserved log row gets the outcome either way. */
  async function produce(logId: number, request: GenerateAiRequest): Promise<GeneratedContent> {
    const model = ai!;
    const started = performance.now();
    const finish = (g: Omit<repo.GenerationResult, "durationMs">) => repo.finish(db, logId, { ...g, durationMs: Math.round(performance.now() - started) });
    try {
      const { title, metaDescription, excerpt, keywords, baseSlug, category, readTime, content } = shapeArticle(await writeArticle(model, request), request);
      const { score, checks } = computeSeoScore({ keyword: request.keyword, title, metaDescription, slug: baseSlug, content });
      const saved = await drafts.insertAiDraft(
        db,
        { baseSlug, title, excerpt, content, category, readTime, ...featuredImageFor(category), seoTitle: title, metaDescription, keywords, seoScore: score },
        clock.now(),
      );
      await finish({ status: "ok", articleId: saved.id, seoScore: score, error: null });
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
      await finish({ status: "error", articleId: null, seoScore: null, error: reason.slice(0, 500) }).catch(() => {});
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
      const [logId] = await admit(admin.id, [request.keyword], "single");
      return produce(logId, request);
    },

    /** One keyword after the other (docs/ai-content.md: about 40 s each); a failed keyword does not stop the batch. */
    async bulk(admin: AdminRef, keywords: string[]): Promise<BulkResult> {
      const logIds = await admit(admin.id, keywords, "bulk");
      const items: BulkItem[] = [];
      for (const [i, keyword] of keywords.entries()) {
        try {
          const g = await produce(logIds[i], generateAiRequestSchema.parse({ keyword }));
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
        last: last.map(toGenerationLog),
      };
    },
  };
}
