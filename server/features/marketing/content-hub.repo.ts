import { and, asc, desc, eq, sql } from "drizzle-orm";
import type { Db, DbOrTx } from "../../db/client";
import { contentIdeas } from "../../db/schema";
import type { ContentIdeaStatus } from "@shared/schemas/content-hub";

export type IdeaRow = typeof contentIdeas.$inferSelect;

/** What a generator (templates or model) or the seed produces; status defaults to 'idea'. */
export type IdeaDraft = Pick<IdeaRow, "title" | "type" | "targetKeyword" | "difficulty" | "expectedTraffic" | "conversionPotential">;

export type NewIdea = IdeaDraft & { status?: ContentIdeaStatus; isSample?: boolean; topic: string | null; articleId?: number | null; createdBy: number | null; at: Date };

/** Newest batch first, each batch in the order it was made; bounded. */
export async function listIdeas(db: DbOrTx, limit: number): Promise<IdeaRow[]> {
  return db.select().from(contentIdeas).orderBy(desc(contentIdeas.createdAt), asc(contentIdeas.id)).limit(limit);
}

const toInsert = (v: NewIdea) => ({
  title: v.title,
  type: v.type,
  targetKeyword: v.targetKeyword,
  difficulty: v.difficulty,
  expectedTraffic: v.expectedTraffic,
  conversionPotential: v.conversionPotential,
  status: v.status ?? "idea",
  isSample: v.isSample ?? false,
  topic: v.topic,
  articleId: v.articleId ?? null,
  createdBy: v.createdBy,
  createdAt: v.at,
});

export async function insertIdeas(db: DbOrTx, ideas: NewIdea[]): Promise<IdeaRow[]> {
  if (ideas.length === 0) return [];
  const rows = await db.insert(contentIdeas).values(ideas.map(toInsert)).returning();
  return rows.sort((a, b) => a.id - b.id);
}

export async function updateStatus(db: DbOrTx, id: number, status: ContentIdeaStatus): Promise<IdeaRow | null> {
  const [row] = await db.update(contentIdeas).set({ status }).where(eq(contentIdeas.id, id)).returning();
  return row ?? null;
}

export async function countBy(db: DbOrTx, column: "status" | "type"): Promise<Record<string, number>> {
  const col = column === "status" ? contentIdeas.status : contentIdeas.type;
  const rows = await db.select({ key: col, n: sql<number>`count(*)::int` }).from(contentIdeas).groupBy(col);
  return Object.fromEntries(rows.map((r) => [r.key, Number(r.n)]));
}

/**
 * Inserts each sample idea whose title is not stored yet (flagged isSample), and links a stored
 * sample to its article when the article appeared later. A transaction-scoped advisory lock makes
 * concurrent seeds of several starting processes insert each sample once.
 */
export async function seedSampleIdeas(db: Db, samples: NewIdea[]): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('content_ideas_seed'))`);
    for (const s of samples) {
      const [existing] = await tx
        .select({ id: contentIdeas.id, articleId: contentIdeas.articleId })
        .from(contentIdeas)
        .where(and(eq(contentIdeas.isSample, true), eq(contentIdeas.title, s.title)))
        .limit(1);
      if (!existing) await tx.insert(contentIdeas).values(toInsert({ ...s, isSample: true }));
      else if (existing.articleId === null && s.articleId) await tx.update(contentIdeas).set({ articleId: s.articleId }).where(eq(contentIdeas.id, existing.id));
    }
  });
}
