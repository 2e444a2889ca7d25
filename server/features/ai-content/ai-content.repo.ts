// The Prompt Master's generation log (ai_generations): one row per requested article, read for
// the statistics tab and for the per-administrator rate limit.
import { and, count, desc, eq, gte, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { aiGenerations } from "../../db/schema";

export type NewGeneration = {
  adminId: number;
  keyword: string;
  mode: "single" | "bulk";
  status: "ok" | "error";
  articleId: number | null;
  seoScore: number | null;
  durationMs: number;
  error: string | null;
  createdAt: Date;
};

export type GenerationRow = typeof aiGenerations.$inferSelect;

export async function logGeneration(db: Db, g: NewGeneration): Promise<void> {
  await db.insert(aiGenerations).values(g);
}

/** Generations (successful or not: each costs a model call) by this administrator since `since`. */
export async function countSince(db: Db, adminId: number, since: Date): Promise<number> {
  const rows = await db
    .select({ n: count() })
    .from(aiGenerations)
    .where(and(eq(aiGenerations.adminId, adminId), gte(aiGenerations.createdAt, since)));
  return Number(rows[0]?.n ?? 0);
}

export async function totals(db: Db) {
  const [r] = await db
    .select({
      total: sql<number>`count(*)::int`,
      ok: sql<number>`(count(*) filter (where ${aiGenerations.status} = 'ok'))::int`,
      avgSeo: sql<string | null>`avg(${aiGenerations.seoScore}) filter (where ${aiGenerations.status} = 'ok')`,
      avgMs: sql<string | null>`avg(${aiGenerations.durationMs}) filter (where ${aiGenerations.status} = 'ok')`,
    })
    .from(aiGenerations);
  return {
    total: Number(r?.total ?? 0),
    ok: Number(r?.ok ?? 0),
    avgSeo: r?.avgSeo == null ? null : Number(r.avgSeo),
    avgMs: r?.avgMs == null ? null : Number(r.avgMs),
  };
}

export async function latest(db: Db, limit: number): Promise<GenerationRow[]> {
  return db.select().from(aiGenerations).orderBy(desc(aiGenerations.createdAt), desc(aiGenerations.id)).limit(limit);
}
