import { asc, eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { activityDays } from "../../db/schema";

/** Marks a Rome calendar day as active for the user (once). */
export async function insertActivityDay(db: DbOrTx, userId: number, day: string): Promise<void> {
  await db.insert(activityDays).values({ userId, day }).onConflictDoNothing();
}

/** The user's active days, oldest first ("YYYY-MM-DD"). */
export async function listActivityDays(db: DbOrTx, userId: number): Promise<string[]> {
  const rows = await db.select({ day: activityDays.day }).from(activityDays).where(eq(activityDays.userId, userId)).orderBy(asc(activityDays.day));
  return rows.map((r) => r.day);
}
