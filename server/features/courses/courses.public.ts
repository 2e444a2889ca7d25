// Reads other features may use (chat context, dashboard, challenges). Keep these signatures stable.
import { and, count, eq, sql, type SQL } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { userProgress } from "../../db/schema";

export async function countCompletedLessons(db: DbOrTx, userId: number): Promise<number> {
  const rows = await db
    .select({ n: count() })
    .from(userProgress)
    .where(and(eq(userProgress.userId, userId), eq(userProgress.completed, true)));
  return Number(rows[0]?.n ?? 0);
}

/** countCompletedLessons as a scalar subquery, for a caller composing one statement. */
export function completedLessonsSql(userId: SQL) {
  return sql<number>`(select count(*)::int from ${userProgress} where ${userProgress.userId} = ${userId} and ${userProgress.completed})`;
}
