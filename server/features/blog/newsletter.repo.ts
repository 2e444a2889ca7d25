import { and, eq, inArray, sql } from "drizzle-orm";
import { AUTOMATION_ONLY_SOURCES } from "@shared/schemas/email-automation";
import type { Db } from "../../db/client";
import { emailSubscribers } from "../../db/schema";

export type SubscriberRow = typeof emailSubscribers.$inferSelect;

/**
 * Inserts the subscriber unless the email exists (unique index): concurrent signups of one email
 * create one row. A previously unsubscribed address is subscribed again. `created` is true only
 * for the request that made the row (or re-activated it).
 */
export async function insertOrReactivate(
  db: Db,
  v: { email: string; source: string; userId: number | null; unsubscribeToken: string },
): Promise<{ row: SubscriberRow; created: boolean }> {
  const inserted = await db.insert(emailSubscribers).values(v).onConflictDoNothing({ target: emailSubscribers.email }).returning();
  if (inserted[0]) return { row: inserted[0], created: true };
  const reactivated = await db
    .update(emailSubscribers)
    .set({ unsubscribedAt: null, source: v.source, userId: sql`coalesce(${emailSubscribers.userId}, ${v.userId})` })
    .where(sql`${emailSubscribers.email} = ${v.email} and ${emailSubscribers.unsubscribedAt} is not null`)
    .returning();
  if (reactivated[0]) return { row: reactivated[0], created: true };
  // A row made only to carry an automation email's unsubscribe token becomes a real signup.
  const upgraded = await db
    .update(emailSubscribers)
    .set({ source: v.source, userId: sql`coalesce(${emailSubscribers.userId}, ${v.userId})` })
    .where(and(eq(emailSubscribers.email, v.email), inArray(emailSubscribers.source, [...AUTOMATION_ONLY_SOURCES])))
    .returning();
  if (upgraded[0]) return { row: upgraded[0], created: true };
  // Already subscribed: link the signed-in user if the row had none, nothing else changes.
  const rows = await db
    .update(emailSubscribers)
    .set({ userId: sql`coalesce(${emailSubscribers.userId}, ${v.userId})` })
    .where(eq(emailSubscribers.email, v.email))
    .returning();
  return { row: rows[0], created: false };
}

export async function markUnsubscribed(db: Db, token: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(emailSubscribers)
    .set({ unsubscribedAt: sql`coalesce(${emailSubscribers.unsubscribedAt}, ${at})` })
    .where(eq(emailSubscribers.unsubscribeToken, token))
    .returning({ id: emailSubscribers.id });
  return rows.length > 0;
}
