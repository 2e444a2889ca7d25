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
  v: { email: string; source: string; userId: number | null; unsubscribeToken: string; consentAt: Date; consentVersion: string },
): Promise<{ row: SubscriberRow; created: boolean }> {
  const inserted = await db.insert(emailSubscribers).values(v).onConflictDoNothing({ target: emailSubscribers.email }).returning();
  if (inserted[0]) return { row: inserted[0], created: true };
  const reactivated = await db
    .update(emailSubscribers)
    .set({ unsubscribedAt: null, pendingSince: null, confirmTokenHash: null, source: v.source, userId: sql`coalesce(${emailSubscribers.userId}, ${v.userId})`, consentAt: v.consentAt, consentVersion: v.consentVersion })
    .where(sql`${emailSubscribers.email} = ${v.email} and (${emailSubscribers.unsubscribedAt} is not null or ${emailSubscribers.pendingSince} is not null)`)
    .returning();
  if (reactivated[0]) return { row: reactivated[0], created: true };
  // A row made only to carry an automation email's unsubscribe token becomes a real signup.
  const upgraded = await db
    .update(emailSubscribers)
    .set({ source: v.source, userId: sql`coalesce(${emailSubscribers.userId}, ${v.userId})`, consentAt: v.consentAt, consentVersion: v.consentVersion })
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

/** Active: confirmed (not pending) and not unsubscribed, from a real signup. */
const isActive = (r: SubscriberRow) => r.unsubscribedAt === null && r.pendingSince === null && !(AUTOMATION_ONLY_SOURCES as readonly string[]).includes(r.source);

/**
 * Double opt-in: a new address is stored pending with the confirmation token's hash; an address
 * that unsubscribed (or only carries an automation token) keeps its state and gets a new token.
 * `send` is false for an active subscriber (nothing changes) and for an address asked less than
 * `resendAfterMs` ago (no mail bombing through this form).
 */
export async function requestConfirmation(
  db: Db,
  v: { email: string; source: string; unsubscribeToken: string; tokenHash: string; now: Date; resendAfterMs: number; consentVersion: string },
): Promise<{ send: boolean; active: boolean }> {
  const inserted = await db
    .insert(emailSubscribers)
    .values({ email: v.email, source: v.source, userId: null, unsubscribeToken: v.unsubscribeToken, pendingSince: v.now, confirmTokenHash: v.tokenHash, consentAt: v.now, consentVersion: v.consentVersion })
    .onConflictDoNothing({ target: emailSubscribers.email })
    .returning({ id: emailSubscribers.id });
  if (inserted[0]) return { send: true, active: false };
  const [row] = await db.select().from(emailSubscribers).where(eq(emailSubscribers.email, v.email)).limit(1);
  if (!row || isActive(row)) return { send: false, active: Boolean(row) };
  const resendBefore = new Date(v.now.getTime() - v.resendAfterMs);
  const updated = await db
    .update(emailSubscribers)
    .set({ pendingSince: v.now, confirmTokenHash: v.tokenHash, source: v.source, consentAt: v.now, consentVersion: v.consentVersion })
    .where(and(eq(emailSubscribers.id, row.id), sql`(${emailSubscribers.pendingSince} is null or ${emailSubscribers.pendingSince} <= ${resendBefore})`))
    .returning({ id: emailSubscribers.id });
  return { send: updated.length > 0, active: false };
}

/** Confirms the pending subscription of this token (asked after `since`); the row, or null. */
export async function confirmPending(db: Db, tokenHash: string, since: Date): Promise<SubscriberRow | null> {
  const rows = await db
    .update(emailSubscribers)
    .set({ pendingSince: null, confirmTokenHash: null, unsubscribedAt: null })
    .where(and(eq(emailSubscribers.confirmTokenHash, tokenHash), sql`${emailSubscribers.pendingSince} > ${since}`))
    .returning();
  return rows[0] ?? null;
}
