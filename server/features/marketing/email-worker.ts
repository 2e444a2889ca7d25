// The mail worker inside the server: due emails are rows of email_outbox, so a restart loses
// nothing. Each pass claims a batch (FOR UPDATE SKIP LOCKED, several processes never take the
// same row), then delivers through SMTP, or with the outbox mailer keeps them in the stored
// outbox. A failure is retried with exponential backoff and recorded in lastError.
import type { AppDeps } from "../../deps";
import { EMAIL_AUTOMATION_MESSAGES as M } from "@shared/schemas/email-automation";
import { CONFIRMATION_SCENARIO } from "./email-render";
import { ACCOUNT_MAIL_SCENARIOS, REMINDER_MAIL_SCENARIOS, USER_AUTOMATION_SCENARIOS } from "./outbox.public";
import * as repo from "./email-automation.repo";
import { trackJob } from "../../ops/job-runs.repo";

/** The worker's name in job_runs (the admin "Stato" tab, docs/operations.md). */
export const EMAIL_WORKER_JOB = "invio email";

export const EMAIL_WORKER = {
  batch: 20,
  /** A claimed mail that is not finished within this time (process died) is claimed again. */
  leaseMs: 5 * 60_000,
  maxAttempts: 5,
  /** Backoff after the n-th failed attempt: 1, 2, 4, 8 minutes... capped at one hour. */
  retryBaseMs: 60_000,
  retryMaxMs: 3_600_000,
} as const;

const SENT_EVEN_IF_UNSUBSCRIBED = new Set<string>([CONFIRMATION_SCENARIO, ...ACCOUNT_MAIL_SCENARIOS]);
const REMINDERS = new Set<string>(REMINDER_MAIL_SCENARIOS);
const USER_AUTOMATIONS = new Set<string>(USER_AUTOMATION_SCENARIOS);

/** The /account switch a mail about a user follows: reminders, or the automations of the app's own events. */
function preferenceOf(mail: { scenario: string | null; userId: number | null }): repo.MailPreference | null {
  if (mail.userId === null) return null;
  if (REMINDERS.has(mail.scenario ?? "")) return { userId: mail.userId, switch: "reminders" };
  if (USER_AUTOMATIONS.has(mail.scenario ?? "")) return { userId: mail.userId, switch: "automations" };
  return null;
}

export const retryDelayMs = (attempt: number) => Math.min(EMAIL_WORKER.retryBaseMs * 2 ** (attempt - 1), EMAIL_WORKER.retryMaxMs);

export type WorkerDeps = Pick<AppDeps, "db" | "clock" | "mailer">;
export type PassResult = { claimed: number; delivered: number; retried: number; failed: number; cancelled: number };

function errorText(err: unknown): string {
  const msg = err instanceof Error ? err.message : String(err);
  return msg.slice(0, 500) || "Errore sconosciuto";
}

/** One pass over the due emails (tests call it directly with an injected clock). */
export async function runDueOnce(deps: WorkerDeps, batch: number = EMAIL_WORKER.batch): Promise<PassResult> {
  const { db, clock, mailer } = deps;
  const now = clock.now();
  const claimed = await repo.claimDue(db, now, new Date(now.getTime() + EMAIL_WORKER.leaseMs), batch);
  const result: PassResult = { claimed: claimed.length, delivered: 0, retried: 0, failed: 0, cancelled: 0 };
  for (const mail of claimed) {
    const finish = (v: Parameters<typeof repo.finishClaimed>[3]) => repo.finishClaimed(db, mail.id, mail.attempts, { dueAt: mail.dueAt, ...v });
    // A reminder or an automation about a user follows their switch as it is when the mail is due (docs/accounts.md).
    const blockers = await repo.deliveryBlockers(db, mail.toEmail, mail.scenario, preferenceOf(mail));
    // The double opt-in e-mail goes to an address that unsubscribed earlier too: it asks to
    // re-subscribe; so do the account's own mails (reset, verification), which are not marketing.
    const unsubscribed = blockers.unsubscribed && !SENT_EVEN_IF_UNSUBSCRIBED.has(mail.scenario ?? "");
    if (unsubscribed || blockers.paused || blockers.switchedOff) {
      await finish({ status: "cancelled", lastError: unsubscribed ? M.unsubscribedRecipient : blockers.paused ? M.sequencePaused : M.switchedOff });
      result.cancelled++;
      continue;
    }
    try {
      // The outbox adapter sends nothing but refuses unsafe headers too (server/integrations/mailer.ts).
      await mailer.deliver({ to: mail.toEmail, subject: mail.subject, text: mail.body });
      await finish({ status: mailer.kind === "outbox" ? "outbox" : "sent", sentAt: clock.now(), lastError: null });
      result.delivered++;
    } catch (err) {
      const lastError = errorText(err);
      if (mail.attempts >= EMAIL_WORKER.maxAttempts) {
        await finish({ status: "failed", lastError });
        result.failed++;
      } else {
        await finish({ status: "pending", dueAt: new Date(clock.now().getTime() + retryDelayMs(mail.attempts)), lastError });
        result.retried++;
      }
    }
  }
  return result;
}

/**
 * One pass of the worker: a full batch means more may be due, so it keeps going, within reason
 * (10 batches), before sleeping again. `stopped` ends it early at shutdown.
 */
export async function runWorkerPass(deps: WorkerDeps, stopped: () => boolean = () => false): Promise<void> {
  for (let i = 0; i < 10 && !stopped(); i++) {
    const r = await runDueOnce(deps);
    if (r.claimed < EMAIL_WORKER.batch) break;
  }
}

/** Polls every intervalMs (never two passes at once in this process); the stop fn waits for the pass in flight. */
export function startEmailWorker(deps: WorkerDeps, intervalMs: number): () => Promise<void> {
  let running: Promise<void> | null = null;
  let stopped = false;
  const pass = () => runWorkerPass(deps, () => stopped);
  const tick = () => {
    if (running || stopped) return;
    running = trackJob(deps, EMAIL_WORKER_JOB, intervalMs, pass)
      .catch((err) => console.error("[email] passaggio del worker fallito:", errorText(err)))
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(tick, intervalMs);
  timer.unref?.();
  return async () => {
    stopped = true;
    clearInterval(timer);
    await running;
  };
}
