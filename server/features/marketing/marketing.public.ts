// What other features may use of the marketing mail: queue one transactional mail in the outbox
// (the worker sends it when due; without SMTP it stays readable in the admin's outbox view).
import type { DbOrTx } from "../../db/client";
import * as repo from "./email-automation.repo";

/** `userId`: the account the mail is about (a reminder needs it: the worker reads the user's preference when it is due). */
export type QueuedMail = { to: string; userId?: number; subject: string; body: string; scenario: string; dedupeKey: string; dueAt: Date; now: Date };

/** Queues the mail unless one with the same dedupeKey exists; true when queued. */
export async function queueMail(db: DbOrTx, m: QueuedMail): Promise<boolean> {
  const n = await repo.insertOutbox(db, [{ toEmail: m.to, userId: m.userId ?? null, subject: m.subject, body: m.body, scenario: m.scenario, dedupeKey: m.dedupeKey, dueAt: m.dueAt, createdAt: m.now }]);
  return n > 0;
}

/** Withdraws a queued mail that was not sent yet (e.g. a trial reminder after a cancellation). */
export const withdrawMail = (db: DbOrTx, dedupeKey: string) => repo.deletePendingOutbox(db, dedupeKey);
