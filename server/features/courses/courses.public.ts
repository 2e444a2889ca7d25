// Reads other features may use (chat context, dashboard, challenges). Keep these signatures stable.
import { and, count, eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { userProgress } from "../../db/schema";

export async function countCompletedLessons(db: DbOrTx, userId: number): Promise<number> {
  const rows = await db
    .select({ n: count() })
    .from(userProgress)
    .where(and(eq(userProgress.userId, userId), eq(userProgress.completed, true)));
  return Number(rows[0]?.n ?? 0);
}
