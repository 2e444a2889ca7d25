import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { rateLimits } from "../../db/schema";

// The day's token count is a counter with an expiry, like the request limits: one row of
// rate_limits per Europe/Rome day, pruned with them once expired.

export async function addTokens(db: Db, key: string, tokens: number, resetAt: Date): Promise<void> {
  await db
    .insert(rateLimits)
    .values({ key, hits: tokens, resetAt })
    .onConflictDoUpdate({ target: rateLimits.key, set: { hits: sql`${rateLimits.hits} + ${tokens}` } });
}

export async function tokensUsed(db: Db, key: string): Promise<number> {
  const rows = await db.select({ hits: rateLimits.hits }).from(rateLimits).where(eq(rateLimits.key, key));
  return rows[0]?.hits ?? 0;
}
