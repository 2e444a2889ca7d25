// Reads other features may use (the content marketing hub's conversions). Keep signatures stable.
import { inArray } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { users } from "../../db/schema";
import { isPremiumNow } from "./premium";

export { isPremiumNow };

/** Which of the given users are premium now (the one rule of premium.ts), in one query. */
export async function premiumUserIds(db: DbOrTx, userIds: number[], now: Date): Promise<Set<number>> {
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return new Set();
  const rows = await db.select({ id: users.id, isPremium: users.isPremium, premiumUntil: users.premiumUntil }).from(users).where(inArray(users.id, ids));
  return new Set(rows.filter((u) => isPremiumNow(u, now)).map((u) => u.id));
}
