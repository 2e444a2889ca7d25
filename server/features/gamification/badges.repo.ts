import { desc, eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { userBadges } from "../../db/schema";

/** Inserts the badge unless the user has it (unique user + type); true when this call added it. */
export async function insertBadge(db: DbOrTx, userId: number, badgeType: string, at: Date): Promise<boolean> {
  const rows = await db.insert(userBadges).values({ userId, badgeType, earnedAt: at }).onConflictDoNothing().returning({ id: userBadges.id });
  return rows.length > 0;
}

export async function listBadges(db: DbOrTx, userId: number) {
  return db
    .select({ badgeType: userBadges.badgeType, earnedAt: userBadges.earnedAt })
    .from(userBadges)
    .where(eq(userBadges.userId, userId))
    .orderBy(desc(userBadges.earnedAt), desc(userBadges.id));
}
