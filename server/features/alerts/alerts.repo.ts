import { and, desc, eq, sql } from "drizzle-orm";
import type { Db, DbOrTx } from "../../db/client";
import { prepareOnce } from "../../db/prepared";
import { alerts } from "../../db/schema";

export type AlertRow = typeof alerts.$inferSelect;
export type NewAlert = { userId: number; alertType: string; title: string; message: string; priority: "high" | "medium" | "low"; dedupeKey: string; createdAt: Date };

/** Inserts the alert unless the same fact (user + dedupe key) was already reported. */
export async function insertAlert(db: DbOrTx, alert: NewAlert): Promise<boolean> {
  const rows = await db.insert(alerts).values(alert).onConflictDoNothing().returning({ id: alerts.id });
  return rows.length > 0;
}

/** The alerts' prepared reads, built once per app by the alerts service. */
export function createAlertQueries(db: Db) {
  // One statement for every filter: a null read filter keeps all, a null limit (LIMIT NULL) is no limit.
  const listQuery = prepareOnce(db, (db) =>
    db
      .select()
      .from(alerts)
      .where(
        and(
          eq(alerts.userId, sql.placeholder("userId")),
          sql`(${sql.placeholder("isRead")}::boolean is null or ${alerts.isRead} = ${sql.placeholder("isRead")}::boolean)`,
        ),
      )
      .orderBy(desc(alerts.createdAt), desc(alerts.id))
      .limit(sql.placeholder("limit"))
      .prepare("alerts_list"),
  );
  return {
    async listAlerts(userId: number, opts: { unread?: boolean; limit?: number }): Promise<AlertRow[]> {
      return listQuery().execute({ userId, isRead: opts.unread === undefined ? null : !opts.unread, limit: opts.limit ?? null });
    },
  };
}

/** Marks the user's own alert read; null when it is not theirs or does not exist. */
export async function markRead(db: DbOrTx, userId: number, id: number): Promise<AlertRow | null> {
  const rows = await db
    .update(alerts)
    .set({ isRead: true })
    .where(and(eq(alerts.id, id), eq(alerts.userId, userId)))
    .returning();
  return rows[0] ?? null;
}
