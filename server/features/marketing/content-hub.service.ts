import { ZodError } from "zod";
import type { AppDeps } from "../../deps";
import { AppError } from "../../http/errors";
import { lastRomeMonths, romeMidnight, yearMonthOf } from "@shared/calendar";
import { PREMIUM_PRICE_CENTS } from "@shared/constants";
import { ARTICLE_LEAD_SOURCE_PREFIX, articleLeadSource } from "@shared/schemas/blog";
import {
  CONTENT_IDEA_STATUSES,
  CONTENT_IDEA_TYPES,
  CONTENT_LIMITS,
  CONTENT_MESSAGES,
  SAMPLE_GUIDES,
  type ContentAnalytics,
  type ContentDifficulty,
  type ContentIdea,
  type ContentIdeaList,
  type ContentIdeaStatus,
  type ContentIdeaType,
  type ContentPerformance,
  type ConversionPotential,
  type GenerateIdeasResult,
  type LeadMagnet,
  type LeadMagnetsReport,
} from "@shared/schemas/content-hub";
import * as blog from "../blog/blog.public";
import { premiumUserIds } from "../billing/billing.public";
import * as repo from "./content-hub.repo";
import { askAiForIdeas } from "./content-hub.ai";
import { templateIdeas } from "./content-hub.templates";

const DAY_MS = 86_400_000;

/** The site's real lead sources: the subscribe boxes of the blog (their `source` values). */
const KNOWN_MAGNETS: ReadonlyArray<Omit<LeadMagnet, "signups" | "active" | "last30Days"> & { matches: (source: string) => boolean }> = [
  {
    key: "blog",
    name: "Newsletter del blog",
    description: "Il box di iscrizione in fondo all'elenco degli articoli.",
    location: "/blog",
    matches: (s) => s === "blog",
  },
  {
    key: "blog_article",
    name: "Guida gratuita 'Il budget familiare in 7 giorni'",
    description: "Il box 'Scarica la guida gratuita al risparmio' sotto ogni articolo.",
    location: "/blog/:slug",
    matches: (s) => s === "blog_article" || s.startsWith(ARTICLE_LEAD_SOURCE_PREFIX),
  },
];

const cents = (n: number) => `${Math.floor(n / 100)}.${String(n % 100).padStart(2, "0")}`;

function toIdea(r: repo.IdeaRow, linked: { slug: string; title: string; perf: ContentPerformance } | undefined): ContentIdea {
  return {
    id: r.id,
    title: r.title,
    type: r.type as ContentIdeaType,
    targetKeyword: r.targetKeyword,
    difficulty: r.difficulty as ContentDifficulty,
    expectedTraffic: r.expectedTraffic,
    conversionPotential: r.conversionPotential as ConversionPotential,
    status: r.status as ContentIdeaStatus,
    isSample: r.isSample,
    topic: r.topic,
    article: linked ? { slug: linked.slug, title: linked.title } : null,
    performance: linked?.perf ?? null,
    createdAt: r.createdAt.toISOString(),
  };
}

type SourceCount = Awaited<ReturnType<typeof blog.subscriberCountsBySource>>[number];

/** The sign-ups of each lead magnet (an unknown source gets a row of its own). */
function leadMagnetsReport(counts: SourceCount[]): LeadMagnetsReport {
  const magnets: LeadMagnet[] = KNOWN_MAGNETS.map(({ key, name, description, location }) => ({ key, name, description, location, signups: 0, active: 0, last30Days: 0 }));
  for (const c of counts) {
    const i = KNOWN_MAGNETS.findIndex((m) => m.matches(c.source));
    let target = magnets[i];
    if (!target) {
      target = { key: c.source, name: `Altra origine: ${c.source}`, description: "Iscrizioni arrivate con questa origine.", location: "—", signups: 0, active: 0, last30Days: 0 };
      magnets.push(target);
    }
    target.signups += c.signups;
    target.active += c.active;
    target.last30Days += c.recent;
  }
  const sum = (k: "signups" | "active" | "last30Days") => magnets.reduce((a, m) => a + m[k], 0);
  return { magnets, totals: { signups: sum("signups"), active: sum("active"), last30Days: sum("last30Days") }, sampleGuides: [...SAMPLE_GUIDES] };
}

export function createContentHubService(deps: Pick<AppDeps, "db" | "clock" | "ai">) {
  const { db, clock } = deps;

  /** Real performance of each linked article: views, leads of its guide box, premium users among them. */
  async function performanceByArticle(articleIds: number[]): Promise<Map<number, { slug: string; title: string; perf: ContentPerformance }>> {
    const ids = [...new Set(articleIds)];
    const now = clock.now();
    const sources = ids.map(articleLeadSource);
    const [stats, counts, userIds] = await Promise.all([
      blog.getArticleStats(db, ids),
      blog.subscriberCountsBySource(db, new Date(now.getTime() - 30 * DAY_MS)),
      blog.subscriberUserIdsBySource(db, sources),
    ]);
    const leads = new Map(counts.map((c) => [c.source, c.signups]));
    // One read of the premium users among every article's leads, not one per article.
    const premium = await premiumUserIds(db, [...userIds.values()].flat(), now);
    const out = new Map<number, { slug: string; title: string; perf: ContentPerformance }>();
    for (const a of stats) {
      const sales = [...new Set(userIds.get(articleLeadSource(a.id)) ?? [])].filter((id) => premium.has(id)).length;
      const perf = { views: a.views, leads: leads.get(articleLeadSource(a.id)) ?? 0, sales, revenue: cents(sales * PREMIUM_PRICE_CENTS) };
      out.set(a.id, { slug: a.slug, title: a.title, perf });
    }
    return out;
  }

  async function toIdeas(rows: repo.IdeaRow[]): Promise<ContentIdea[]> {
    const perf = await performanceByArticle(rows.flatMap((r) => (r.articleId ? [r.articleId] : [])));
    return rows.map((r) => toIdea(r, r.articleId ? perf.get(r.articleId) : undefined));
  }

  async function drafts(topic: string): Promise<{ drafts: repo.IdeaDraft[]; source: "ai" | "templates" }> {
    if (deps.ai) {
      try {
        return { drafts: await askAiForIdeas(deps.ai, topic), source: "ai" };
      } catch (err) {
        const reason = err instanceof ZodError ? "risposta del modello non valida" : err instanceof Error ? err.message : String(err);
        console.warn(`[content-hub] idee dal modello non disponibili (${reason}): uso i modelli predefiniti`);
      }
    }
    return { drafts: templateIdeas(topic), source: "templates" };
  }

  return {
    async listIdeas(): Promise<ContentIdeaList> {
      return { items: await toIdeas(await repo.listIdeas(db, CONTENT_LIMITS.listMax)) };
    },

    async generateIdeas(topic: string, adminId: number): Promise<GenerateIdeasResult> {
      const made = await drafts(topic);
      const at = clock.now();
      const rows = await repo.insertIdeas(
        db,
        made.drafts.map((d) => ({ ...d, topic, createdBy: adminId, at })),
      );
      return { ideas: await toIdeas(rows), source: made.source };
    },

    async updateStatus(id: number, status: ContentIdeaStatus): Promise<ContentIdea> {
      const row = await repo.updateStatus(db, id, status);
      if (!row) throw new AppError("not_found", CONTENT_MESSAGES.ideaNotFound);
      const [idea] = await toIdeas([row]);
      return idea;
    },

    leadMagnets: async (): Promise<LeadMagnetsReport> => leadMagnetsReport(await blog.subscriberCountsBySource(db, new Date(clock.now().getTime() - 30 * DAY_MS))),

    async analytics(): Promise<ContentAnalytics> {
      const now = clock.now();
      const months = lastRomeMonths(now, CONTENT_LIMITS.months);
      // From the first instant of the first month in Rome.
      const first = yearMonthOf(`${months[0]}-01`);
      const since = romeMidnight(first.year, first.month, 1);
      const [totals, top, perMonth, active, byStatus, byType, counts] = await Promise.all([
        blog.publishedArticleTotals(db),
        blog.topArticlesByViews(db, CONTENT_LIMITS.topArticles),
        blog.subscribersPerMonth(db, since),
        blog.countActiveSubscribers(db),
        repo.countBy(db, "status"),
        repo.countBy(db, "type"),
        blog.subscriberCountsBySource(db, now),
      ]);
      const leads = new Map(counts.map((c) => [c.source, c.signups]));
      const signups = new Map(perMonth.map((r) => [r.month, r.signups]));
      const zeroes = <K extends string>(keys: readonly K[], from: Record<string, number>) => Object.fromEntries(keys.map((k) => [k, from[k] ?? 0])) as Record<K, number>;
      const ideasByStatus = zeroes(CONTENT_IDEA_STATUSES, byStatus);
      return {
        totals: {
          publishedArticles: totals.articles,
          articleViews: totals.views,
          activeSubscribers: active,
          ideas: Object.values(ideasByStatus).reduce((a, b) => a + b, 0),
        },
        topArticles: top.map((a) => ({ slug: a.slug, title: a.title, views: a.views, leads: leads.get(articleLeadSource(a.id)) ?? 0 })),
        subscribersByMonth: months.map((month) => ({ month, signups: signups.get(month) ?? 0 })),
        ideasByStatus,
        ideasByType: zeroes(CONTENT_IDEA_TYPES, byType),
      };
    },
  };
}
