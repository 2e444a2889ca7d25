// What other features may use of the mail outbox: queueing an account e-mail (password reset,
// address verification, e-mail change). These go through the same outbox and worker as every
// mail (so the admin's outbox view shows them), are due at once, and are delivered even to an
// address that unsubscribed from newsletters: they are not marketing (docs/accounts.md).
// Other features' reminders (recurring expenses) use enqueueMail: the worker cancels those to an
// address that unsubscribed (email-worker.ts).
// Reminders (REMINDER_MAIL_SCENARIOS) and the automations of a user's own events carry the user's
// id: the worker also cancels one whose user turned its switch off on /account by the time it is
// due (docs/accounts.md).
import crypto from "node:crypto";
import { sql, type SQL } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { emailOutbox } from "../../db/schema";
import type { Clock } from "../../integrations/clock";
import * as repo from "./email-automation.repo";

// email_change_requested: the notice to the current address of a requested change, with its cancel link.
// household_invitation: a household owner's invitation (docs/household.md, "Inviti"), asked for by a person, not marketing.
export const ACCOUNT_MAIL_SCENARIOS = ["password_reset", "email_verify", "email_change", "email_changed_notice", "email_change_requested", "household_invitation"] as const;
export type AccountMailScenario = (typeof ACCOUNT_MAIL_SCENARIOS)[number];

/** The reminder mails: the demo trial's end (billing), a recurring bill due soon (expenses). */
export const REMINDER_MAIL_SCENARIOS = ["trial_reminder", "recurring_reminder"] as const;
export type ReminderMailScenario = (typeof REMINDER_MAIL_SCENARIOS)[number];

/** The automations the app's own events start for a user (scheduleForUser): they follow the "automations" switch. */
export const USER_AUTOMATION_SCENARIOS = ["calculator_completed", "premium_trial_started"] as const;

export async function queueAccountMail(
  db: DbOrTx,
  clock: Clock,
  mail: { to: string; userId: number; subject: string; body: string; scenario: AccountMailScenario },
): Promise<void> {
  const now = clock.now();
  await repo.insertOutbox(db, [
    {
      toEmail: mail.to,
      userId: mail.userId,
      subject: mail.subject,
      body: mail.body,
      scenario: mail.scenario,
      // Every account mail is its own (a new link each time): a random key, never deduplicated.
      dedupeKey: `${mail.scenario}:${crypto.randomUUID()}`,
      dueAt: now,
      createdAt: now,
    },
  ]);
}

export type OutboxMail = repo.NewOutboxRow;

/**
 * Queues e-mails, each once per dedupeKey; answers how many were new. 500 per statement: the
 * statement's notice names the new ids and a notice carries at most 8.000 bytes.
 */
/**
 * Whether a mail with this dedupe key (an SQL text expression) was ever queued, as a condition for
 * another feature's query: the recurring job leaves out the rules whose reminder is already queued
 * (docs/expenses.md, "The job at scale"). One probe of the outbox's unique key.
 */
export const mailQueued = (dedupeKey: SQL): SQL => sql`exists (select 1 from ${emailOutbox} where ${emailOutbox.dedupeKey} = ${dedupeKey})`;

export async function enqueueMails(db: DbOrTx, mails: OutboxMail[]): Promise<number> {
  // The keys already queued are left out before building the inserts (the unique index still decides races).
  const queued = await repo.queuedDedupeKeys(db, mails.flatMap((m) => (m.dedupeKey ? [m.dedupeKey] : [])));
  const fresh = queued.size === 0 ? mails : mails.filter((m) => !m.dedupeKey || !queued.has(m.dedupeKey));
  let added = 0;
  for (let i = 0; i < fresh.length; i += 500) added += await repo.insertOutbox(db, fresh.slice(i, i + 500));
  return added;
}
