import { asc, eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { literacyChecks } from "../../db/schema";

export type LiteracyCheckRow = typeof literacyChecks.$inferSelect;

export async function insertCheck(
  db: DbOrTx,
  c: { userId: number; knowledge: number; behaviour: number; attitude: number; answers: Record<string, number>; at: Date },
): Promise<LiteracyCheckRow> {
  const [row] = await db
    .insert(literacyChecks)
    .values({ userId: c.userId, knowledge: c.knowledge, behaviour: c.behaviour, attitude: c.attitude, answers: c.answers, createdAt: c.at })
    .returning();
  return row;
}

/** One user's checks, oldest first. */
export const listChecks = (db: DbOrTx, userId: number): Promise<LiteracyCheckRow[]> =>
  db.select().from(literacyChecks).where(eq(literacyChecks.userId, userId)).orderBy(asc(literacyChecks.createdAt), asc(literacyChecks.id));

/** Every check's scores, by user and in order (the admin aggregates; no answers, no identities leave the service). */
export const listAllScores = (db: DbOrTx) =>
  db
    .select({ userId: literacyChecks.userId, knowledge: literacyChecks.knowledge, behaviour: literacyChecks.behaviour, attitude: literacyChecks.attitude, createdAt: literacyChecks.createdAt })
    .from(literacyChecks)
    .orderBy(asc(literacyChecks.userId), asc(literacyChecks.createdAt), asc(literacyChecks.id));
