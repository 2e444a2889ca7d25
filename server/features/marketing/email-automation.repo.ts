// Drizzle for email automation: sequences, the subscriber row of a recipient, and the outbox
// (scheduled mails are rows, so sending survives a restart and several processes share it).
import { and, asc, desc, eq, inArray, isNotNull, isNull, lte, sql } from "drizzle-orm";
import type { Db, DbOrTx } from "../../db/client";
import { emailOutbox, emailSequences, emailSubscribers, users } from "../../db/schema";

export type SequenceRow = typeof emailSequences.$inferSelect;
export type OutboxRow = typeof emailOutbox.$inferSelect;
export type SubscriberRow = typeof emailSubscribers.$inferSelect;

/** Creates missing sequences; an existing one keeps its status (the admin's choice) and updatedAt. */
export async function seedSequences(db: DbOrTx, rows: { code: string; name: string; triggerType: string }[]): Promise<void> {
  for (const r of rows) {
    await db
      .insert(emailSequences)
      .values({ ...r, status: "active" })
      .onConflictDoUpdate({
        target: emailSequences.code,
        set: { name: r.name, triggerType: r.triggerType },
        setWhere: sql`${emailSequences.name} <> ${r.name} or ${emailSequences.triggerType} <> ${r.triggerType}`,
      });
  }
}

export const listSequences = (db: DbOrTx): Promise<SequenceRow[]> => db.select().from(emailSequences).orderBy(asc(emailSequences.id));

export async function findSequenceByTrigger(db: DbOrTx, triggerType: string): Promise<SequenceRow | undefined> {
  const rows = await db.select().from(emailSequences).where(eq(emailSequences.triggerType, triggerType)).limit(1);
  return rows[0];
}

export async function updateSequenceStatus(db: DbOrTx, code: string, status: string, at: Date): Promise<SequenceRow | undefined> {
  const rows = await db.update(emailSequences).set({ status, updatedAt: at }).where(eq(emailSequences.code, code)).returning();
  return rows[0];
}

export async function findUserEmail(db: DbOrTx, userId: number): Promise<string | undefined> {
  const rows = await db.select({ email: users.email }).from(users).where(eq(users.id, userId)).limit(1);
  return rows[0]?.email ?? undefined;
}

/** The account's address and whether automations may go to it (verified, preference on; docs/accounts.md). */
export async function findUserAutomationTarget(db: DbOrTx, userId: number): Promise<{ email: string; allowed: boolean } | undefined> {
  const rows = await db
    .select({ email: users.email, verifiedAt: users.emailVerifiedAt, automations: users.emailAutomations })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  const row = rows[0];
  return row && { email: row.email, allowed: row.verifiedAt !== null && row.automations };
}

/**
 * The subscriber row of a recipient (it holds the unsubscribe token every email links to).
 * Created when missing; an existing row is never changed, so an unsubscribed address stays so.
 */
export async function ensureSubscriber(db: DbOrTx, v: { email: string; source: string; userId: number | null; unsubscribeToken: string }): Promise<SubscriberRow> {
  const inserted = await db.insert(emailSubscribers).values(v).onConflictDoNothing({ target: emailSubscribers.email }).returning();
  if (inserted[0]) return inserted[0];
  const rows = await db.select().from(emailSubscribers).where(eq(emailSubscribers.email, v.email)).limit(1);
  return rows[0]!;
}

export type NewOutboxRow = { toEmail: string; userId?: number | null; subject: string; body: string; scenario: string; dedupeKey: string; dueAt: Date; createdAt: Date };

/**
 * The channel that names the mails just queued (their ids, comma-separated). NOTIFY inside a
 * transaction is delivered at its commit, and not at all if it rolls back: the .eml files of
 * DATA_DIR/mail (mail-files.ts) are written only for mails really queued, whoever queued them.
 */
export const OUTBOX_QUEUED_CHANNEL = "email_outbox_queued";

/** Inserts the mails whose dedupeKey is new; answers how many were new. */
export async function insertOutbox(db: DbOrTx, rows: NewOutboxRow[]): Promise<number> {
  if (rows.length === 0) return 0;
  const inserted = await db.insert(emailOutbox).values(rows).onConflictDoNothing({ target: emailOutbox.dedupeKey }).returning({ id: emailOutbox.id });
  if (inserted.length > 0) await db.execute(sql`select pg_notify(${OUTBOX_QUEUED_CHANNEL}, ${inserted.map((r) => r.id).join(",")})`);
  return inserted.length;
}

/**
 * Which of these dedupe keys are already queued: one statement whatever their number (the keys
 * travel as one JSON parameter), so a job that queues the same reminders every hour does not build
 * and send thousands of rows that would only conflict (docs/expenses.md, "The job at scale").
 */
export async function queuedDedupeKeys(db: DbOrTx, keys: string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await db
    .select({ key: emailOutbox.dedupeKey })
    .from(emailOutbox)
    .where(sql`${emailOutbox.dedupeKey} in (select jsonb_array_elements_text(${JSON.stringify(keys)}::jsonb))`);
  return new Set(rows.map((r) => r.key).filter((k): k is string => k !== null));
}

export async function findOutboxByIds(db: DbOrTx, ids: number[]): Promise<OutboxRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(emailOutbox).where(inArray(emailOutbox.id, ids)).orderBy(asc(emailOutbox.id));
}

export async function findOutboxByKeys(db: DbOrTx, keys: string[]): Promise<OutboxRow[]> {
  if (keys.length === 0) return [];
  return db.select().from(emailOutbox).where(inArray(emailOutbox.dedupeKey, keys)).orderBy(asc(emailOutbox.dueAt));
}

/**
 * Claims up to `limit` due mails for this worker: pending ones, and 'sending' ones whose lease
 * ran out (a worker died mid-send). FOR UPDATE SKIP LOCKED lets several processes claim at once
 * without ever taking the same row; the lease (dueAt moved forward, status 'sending') keeps it
 * theirs after the short claiming transaction. Answers the rows as they were before the claim,
 * with the attempt counted.
 */
export async function claimDue(db: Db, now: Date, leaseUntil: Date, limit: number): Promise<OutboxRow[]> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(emailOutbox)
      .where(and(inArray(emailOutbox.status, ["pending", "sending"]), lte(emailOutbox.dueAt, now)))
      .orderBy(asc(emailOutbox.dueAt), asc(emailOutbox.id))
      .limit(limit)
      .for("update", { skipLocked: true });
    if (rows.length === 0) return [];
    await tx
      .update(emailOutbox)
      .set({ status: "sending", dueAt: leaseUntil, attempts: sql`${emailOutbox.attempts} + 1` })
      .where(inArray(emailOutbox.id, rows.map((r) => r.id)));
    return rows.map((r) => ({ ...r, attempts: r.attempts + 1 }));
  });
}

/** The /account switch a user's mail follows (docs/accounts.md, "E-mail preferences"). */
export type MailPreference = { userId: number; switch: "reminders" | "automations" };

/**
 * Whether the address unsubscribed, whether the mail's sequence is paused and, for a mail that
 * follows one of a user's switches (`preference`), whether that switch is off; read at send time.
 */
export async function deliveryBlockers(
  db: DbOrTx,
  email: string,
  scenario: string | null,
  preference: MailPreference | null = null,
): Promise<{ unsubscribed: boolean; paused: boolean; switchedOff: boolean }> {
  const [unsub, paused, pref] = await Promise.all([
    db
      .select({ id: emailSubscribers.id })
      .from(emailSubscribers)
      .where(and(eq(emailSubscribers.email, email), isNotNull(emailSubscribers.unsubscribedAt)))
      .limit(1),
    scenario
      ? db
          .select({ id: emailSequences.id })
          .from(emailSequences)
          .where(and(eq(emailSequences.triggerType, scenario), eq(emailSequences.status, "paused")))
          .limit(1)
      : Promise.resolve([]),
    preference
      ? db
          .select({ on: preference.switch === "reminders" ? users.emailReminders : users.emailAutomations })
          .from(users)
          .where(eq(users.id, preference.userId))
          .limit(1)
      : Promise.resolve([{ on: true }]),
  ]);
  // A user who is gone gets none of these either.
  return { unsubscribed: unsub.length > 0, paused: paused.length > 0, switchedOff: !(pref[0]?.on ?? false) };
}

/** The states after which a mail is never sent again: its text is dropped (docs/email-automation.md, "Link monouso"). */
const FINAL_STATUSES = new Set(["sent", "outbox", "failed", "cancelled"]);

/**
 * Ends a claimed mail (only while it is still 'sending': a row another worker re-claimed is not
 * touched twice). A mail that reached a final state keeps its subject, recipient, status and
 * dates, not its text: the text may hold a working one-time link.
 */
export async function finishClaimed(
  db: DbOrTx,
  id: number,
  attempts: number,
  v: { status: string; sentAt?: Date | null; dueAt?: Date; lastError?: string | null },
): Promise<void> {
  await db
    .update(emailOutbox)
    .set(FINAL_STATUSES.has(v.status) ? { ...v, body: "" } : v)
    .where(and(eq(emailOutbox.id, id), eq(emailOutbox.status, "sending"), eq(emailOutbox.attempts, attempts)));
}

export async function countsByScenarioStatus(db: DbOrTx): Promise<{ scenario: string | null; status: string; n: number }[]> {
  return db
    .select({ scenario: emailOutbox.scenario, status: emailOutbox.status, n: sql<number>`count(*)::int` })
    .from(emailOutbox)
    .groupBy(emailOutbox.scenario, emailOutbox.status);
}

export async function subscriberCounts(db: DbOrTx): Promise<{ active: number; unsubscribed: number }> {
  const [active, unsubscribed] = await Promise.all([
    db.select({ n: sql<number>`count(*)::int` }).from(emailSubscribers).where(isNull(emailSubscribers.unsubscribedAt)),
    db.select({ n: sql<number>`count(*)::int` }).from(emailSubscribers).where(isNotNull(emailSubscribers.unsubscribedAt)),
  ]);
  return { active: active[0]?.n ?? 0, unsubscribed: unsubscribed[0]?.n ?? 0 };
}

/** One outbox row, locked until the end of the transaction (two reveals of its link wait for each other). */
export async function lockOutbox(tx: DbOrTx, id: number): Promise<OutboxRow | undefined> {
  const rows = await tx.select().from(emailOutbox).where(eq(emailOutbox.id, id)).limit(1).for("update");
  return rows[0];
}

export const listRecentOutbox = (db: DbOrTx, limit: number): Promise<OutboxRow[]> =>
  db.select().from(emailOutbox).orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id)).limit(limit);

/** Withdraws a mail not sent yet (a reminder whose reason went away); answers whether one was. */
export async function deletePendingOutbox(db: DbOrTx, dedupeKey: string): Promise<boolean> {
  const rows = await db
    .delete(emailOutbox)
    .where(and(eq(emailOutbox.dedupeKey, dedupeKey), eq(emailOutbox.status, "pending")))
    .returning({ id: emailOutbox.id });
  return rows.length > 0;
}
