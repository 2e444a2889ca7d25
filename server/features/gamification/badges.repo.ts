import { sql, type SQL } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { userBadges } from "../../db/schema";

/** Inserts the badge unless the user has it (unique user + type); true when this call added it. */
export async function insertBadge(db: DbOrTx, userId: number, badgeType: string, at: Date): Promise<boolean> {
  const rows = await db.insert(userBadges).values({ userId, badgeType, earnedAt: at }).onConflictDoNothing().returning({ id: userBadges.id });
  return rows.length > 0;
}

/**
 * The user's badge count and newest `limit` badges (newest first) as scalar subqueries, for a
 * caller composing one statement. earnedAt comes back as PostgreSQL's JSON text of the instant.
 */
export function badgesSql(userId: SQL, limit: number) {
  return {
    count: sql<number>`(select count(*)::int from ${userBadges} where ${userBadges.userId} = ${userId})`,
    recent: sql<Array<{ badgeType: string; earnedAt: string }>>`(select coalesce(json_agg(json_build_object('badgeType', b.badge_type, 'earnedAt', b.earned_at) order by b.earned_at desc, b.id desc), '[]'::json) from (select ${userBadges.badgeType} as badge_type, ${userBadges.earnedAt} as earned_at, ${userBadges.id} as id from ${userBadges} where ${userBadges.userId} = ${userId} order by ${userBadges.earnedAt} desc, ${userBadges.id} desc limit ${sql.raw(String(Math.trunc(limit)))}) b)`,
  };
}
