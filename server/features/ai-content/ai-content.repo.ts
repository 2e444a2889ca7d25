// The Prompt Master's generation log (ai_generations): one row per requested article, read for
// the statistics tab and for the per-administrator rate limit. A row is reserved ('pending')
// before the model is called and finished ('ok' | 'error') after, so calls in flight count
// towards the limit.
import { and, count, desc, eq, gte, sql } from "drizzle-orm";
import type { Db, DbOrTx } from "../../db/client";
import { aiGenerations } from "../../db/schema";

export type GenerationResult = { status: "ok" | "error"; articleId: number | null; seoScore: number | null; durationMs: number; error: string | null };

/** Lock key namespace of the per-administrator generation lock (two-int advisory lock). */
const AI_GENERATION_LOCK_NAMESPACE = 5110;

export type GenerationRow = typeof aiGenerations.$inferSelect;

/**
 * Reserves one row per keyword if they fit in the administrator's window (`limit` rows since
 * `since`); null otherwise. The advisory lock serialises "count then insert" per administrator,
 * so concurrent requests never exceed the limit.
 */
export async function reserve(
  db: Db,
  r: { adminId: number; keywords: string[]; mode: "single" | "bulk"; since: Date; limit: number; now: Date },
): Promise<number[] | null> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${AI_GENERATION_LOCK_NAMESPACE}::int, ${r.adminId}::int)`);
    if ((await countSince(tx, r.adminId, r.since)) + r.keywords.length > r.limit) return null;
    const rows = await tx
      .insert(aiGenerations)
      .values(r.keywords.map((keyword) => ({ adminId: r.adminId, keyword, mode: r.mode, status: "pending", createdAt: r.now })))
      .returning({ id: aiGenerations.id });
    return rows.map((x) => x.id);
  });
}

export async function finish(db: Db, id: number, g: GenerationResult): Promise<void> {
  await db.update(aiGenerations).set(g).where(eq(aiGenerations.id, id));
}

/** Generations (in flight, successful or not: each costs a model call) by this administrator since `since`. */
export async function countSince(db: DbOrTx, adminId: number, since: Date): Promise<number> {
  const rows = await db
    .select({ n: count() })
    .from(aiGenerations)
    .where(and(eq(aiGenerations.adminId, adminId), gte(aiGenerations.createdAt, since)));
  return Number(rows[0]?.n ?? 0);
}

export async function totals(db: Db) {
  const [r] = await db
    .select({
      total: sql<number>`(count(*) filter (where ${aiGenerations.status} <> 'pending'))::int`,
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
