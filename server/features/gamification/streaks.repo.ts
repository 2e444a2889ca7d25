import { asc, eq, sql, type SQL } from "drizzle-orm";
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

/**
 * The same days as a scalar subquery (a JSON array, oldest first), for reads that fold several
 * features into one statement (the dashboard). Served by the (user_id, day) primary key.
 */
export function activityDaysSql(userId: SQL) {
  return sql<string[]>`(select coalesce(json_agg(${activityDays.day} order by ${activityDays.day}), '[]'::json) from ${activityDays} where ${activityDays.userId} = ${userId})`;
}
