// The stored outbox for other features' e-mails (the recurring-expense reminders): the mail
// worker sends them and cancels those to an address that unsubscribed (email-worker.ts).
import type { DbOrTx } from "../../db/client";
import { insertOutbox, type NewOutboxRow } from "./email-automation.repo";

export type OutboxMail = NewOutboxRow;

/** Queues one e-mail once per dedupeKey; true when it was new. */
export async function enqueueMail(db: DbOrTx, mail: OutboxMail): Promise<boolean> {
  return (await insertOutbox(db, [mail])) === 1;
}
