// Reads other features may use (the content marketing hub's conversions). Keep signatures stable.
import { inArray } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { users } from "../../db/schema";
import { isPremiumNow } from "./premium";

/** How many of the given users are premium now (the one rule of premium.ts). */
export async function countPremiumUsers(db: DbOrTx, userIds: number[], now: Date): Promise<number> {
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return 0;
  const rows = await db.select({ isPremium: users.isPremium, premiumUntil: users.premiumUntil }).from(users).where(inArray(users.id, ids));
  return rows.filter((u) => isPremiumNow(u, now)).length;
}
