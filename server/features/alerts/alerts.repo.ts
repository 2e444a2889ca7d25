import { and, desc, eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { alerts } from "../../db/schema";

export type AlertRow = typeof alerts.$inferSelect;
export type NewAlert = { userId: number; alertType: string; title: string; message: string; priority: "high" | "medium" | "low"; dedupeKey: string; createdAt: Date };

/** Inserts the alert unless the same fact (user + dedupe key) was already reported. */
export async function insertAlert(db: DbOrTx, alert: NewAlert): Promise<boolean> {
  const rows = await db.insert(alerts).values(alert).onConflictDoNothing().returning({ id: alerts.id });
  return rows.length > 0;
}

export async function listAlerts(db: DbOrTx, userId: number, opts: { unread?: boolean; limit?: number }): Promise<AlertRow[]> {
  const where = opts.unread === undefined ? eq(alerts.userId, userId) : and(eq(alerts.userId, userId), eq(alerts.isRead, !opts.unread));
  const q = db.select().from(alerts).where(where).orderBy(desc(alerts.createdAt), desc(alerts.id));
  return opts.limit ? q.limit(opts.limit) : q;
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
