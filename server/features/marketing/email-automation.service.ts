import crypto from "node:crypto";
import type { AppDeps } from "../../deps";
import { AppError } from "../../http/errors";
import {
  EMAIL_AUTOMATION_MESSAGES as M,
  EMAIL_SCENARIOS,
  OUTBOX_STATUSES,
  type EmailOverview,
  type EmailScenario,
  type EmailSequenceView,
  type OutboxMail,
  type OutboxStatus,
  type RevealedLink,
  type ScenarioCounts,
  type SequenceStatus,
  type TriggerParsed,
  type TriggerResult,
} from "@shared/schemas/email-automation";
import { SCENARIOS, scenarioByCode, sequenceEmails, type Scenario } from "./email-scenarios";
import { CONFIRMATION_SCENARIO, confirmationBody, mailBaseUrl, subscriptionConfirmUrl, unsubscribeUrl, withUnsubscribeFooter } from "./email-render";
import * as repo from "./email-automation.repo";
import { maskOneTimeLinks, oneTimeLinks } from "./one-time-links";
import { createAuditLog } from "../admin/admin.public";

const HOUR_MS = 3_600_000;

/** One key per recipient, scenario and step: the same trigger twice never schedules a mail twice. */
export const dedupeKey = (scenario: EmailScenario, step: number, email: string) => `${scenario}:${step}:${email}`;

const zeroCounts = (): ScenarioCounts => Object.fromEntries(OUTBOX_STATUSES.map((s) => [s, 0])) as ScenarioCounts;

function toView(row: repo.SequenceRow, s: Scenario, baseUrl: string): EmailSequenceView {
  return {
    code: row.code,
    name: row.name,
    triggerType: s.scenario,
    status: row.status as SequenceStatus,
    description: s.description,
    event: s.event,
    updatedAt: row.updatedAt.toISOString(),
    emails: sequenceEmails(s, baseUrl),
  };
}

/** A mail that may still be sent (its text kept until then). */
const WAITING = new Set(["pending", "sending"]);

/** The admin's view of a mail: one-time links masked, no text once it is final (docs/email-automation.md, "Link monouso"). */
function toMail(r: repo.OutboxRow): OutboxMail {
  return {
    id: r.id,
    toEmail: r.toEmail,
    subject: r.subject,
    body: WAITING.has(r.status) && r.body ? maskOneTimeLinks(r.body) : null,
    scenario: r.scenario,
    status: r.status as OutboxStatus,
    dueAt: r.dueAt.toISOString(),
    sentAt: r.sentAt?.toISOString() ?? null,
    attempts: r.attempts,
    lastError: r.lastError,
    createdAt: r.createdAt.toISOString(),
  };
}

/**
 * Schedules the scenario's emails for one address: nothing when its sequence is paused or the
 * address unsubscribed; otherwise one outbox row per email (due now + delay), deduplicated.
 */
function scheduler({ db, clock }: Pick<AppDeps, "db" | "clock">, baseUrl: string) {
  return async function schedule(scenario: EmailScenario, to: { email: string; userId: number | null; source?: string; followsSwitch?: boolean }): Promise<TriggerResult> {
    const s = SCENARIOS[scenario];
    const email = to.email.trim().toLowerCase();
    const first = s.emails[0]!;
    const base: TriggerResult = {
      automation: { scenario, description: s.description, delay: first.delayHours, emails: s.emails.length },
      scheduledAt: null,
      recipient: email,
      scheduled: 0,
      alreadyScheduled: 0,
      skipped: null,
    };
    const sequence = await repo.findSequenceByTrigger(db, scenario);
    if (sequence?.status === "paused") return { ...base, skipped: M.sequencePaused };

    return db.transaction(async (tx) => {
      const subscriber = await repo.ensureSubscriber(tx, {
        email,
        source: to.source ?? scenario,
        userId: to.userId,
        unsubscribeToken: crypto.randomBytes(24).toString("hex"),
      });
      if (subscriber.unsubscribedAt) return { ...base, skipped: M.unsubscribedRecipient };
      const now = clock.now();
      const link = unsubscribeUrl(baseUrl, subscriber.unsubscribeToken);
      const rows = s.emails.map((e, i) => ({
        toEmail: email,
        // The app's own automations carry the user's id: the worker reads their switch when each is due.
        userId: to.followsSwitch ? to.userId : null,
        subject: e.subject,
        body: withUnsubscribeFooter(e.body(baseUrl), link),
        scenario,
        dedupeKey: dedupeKey(scenario, i + 1, email),
        dueAt: new Date(now.getTime() + e.delayHours * HOUR_MS),
        createdAt: now,
      }));
      const scheduled = await repo.insertOutbox(tx, rows);
      // Already scheduled earlier: the answer reports the first email's own due time.
      const [firstRow] = await repo.findOutboxByKeys(tx, [rows[0]!.dedupeKey]);
      return { ...base, scheduled, alreadyScheduled: rows.length - scheduled, scheduledAt: firstRow?.dueAt.toISOString() ?? null };
    });
  };
}

export function createEmailAutomationService(deps: Pick<AppDeps, "db" | "clock" | "config" | "mailer">) {
  const { db, clock, config } = deps;
  const baseUrl = mailBaseUrl(config);
  const audit = createAuditLog(deps);

  const schedule = scheduler(deps, baseUrl);

  return {
    schedule,

    /** The double opt-in e-mail of a newsletter signup: due now, sent even to an address that unsubscribed earlier. */
    async sendSubscriptionConfirmation(email: string, token: string): Promise<void> {
      const now = clock.now();
      await repo.insertOutbox(db, [
        {
          toEmail: email,
          subject: "Conferma la tua iscrizione alla newsletter di Finanza Familiare",
          body: confirmationBody(subscriptionConfirmUrl(baseUrl, token)),
          scenario: CONFIRMATION_SCENARIO,
          dedupeKey: `${CONFIRMATION_SCENARIO}:${crypto.createHash("sha256").update(token).digest("hex")}`,
          dueAt: now,
          createdAt: now,
        },
      ]);
    },

    /**
     * The app's own events: the recipient is the user's account email, only when it is verified
     * and the user keeps automations on (docs/accounts.md, "E-mail preferences and verification").
     */
    async scheduleForUser(scenario: EmailScenario, userId: number): Promise<TriggerResult | null> {
      const target = await repo.findUserAutomationTarget(db, userId);
      return target?.allowed ? schedule(scenario, { email: target.email, userId, followsSwitch: true }) : null;
    },

    /** POST /api/email/automation/trigger: metadata.email, else the email of the user `userId`. */
    async trigger(input: TriggerParsed): Promise<TriggerResult> {
      const userId = input.userId ?? null;
      let email = input.metadata?.email;
      if (!email && userId) email = await repo.findUserEmail(db, userId);
      if (!email) throw new AppError("not_found", M.userNotFound);
      return schedule(input.triggerType, { email, userId: input.metadata?.email ? null : userId });
    },

    async sequences(): Promise<EmailSequenceView[]> {
      const rows = await repo.listSequences(db);
      return rows.flatMap((r) => {
        const s = scenarioByCode(r.code);
        return s ? [toView(r, s, baseUrl)] : [];
      });
    },

    async setSequenceStatus(code: string, status: SequenceStatus): Promise<EmailSequenceView> {
      const s = scenarioByCode(code);
      const row = s && (await repo.updateSequenceStatus(db, code, status, clock.now()));
      if (!s || !row) throw new AppError("not_found", M.sequenceNotFound);
      return toView(row, s, baseUrl);
    },

    async overview(): Promise<EmailOverview> {
      const [counts, subscribers] = await Promise.all([repo.countsByScenarioStatus(db), repo.subscriberCounts(db)]);
      const totals = zeroCounts();
      const per = new Map(EMAIL_SCENARIOS.map((s) => [s, zeroCounts()]));
      for (const c of counts) {
        const status = c.status as OutboxStatus;
        if (!(status in totals)) continue;
        totals[status] += c.n;
        const bucket = per.get(c.scenario as EmailScenario);
        if (bucket) bucket[status] += c.n;
      }
      return {
        mailer: deps.mailer.kind,
        workerIntervalMs: config.EMAIL_WORKER_INTERVAL_MS,
        subscribers,
        totals,
        scenarios: EMAIL_SCENARIOS.map((scenario) => ({ scenario, counts: per.get(scenario)! })),
        tracking: false,
      };
    },

    /** The latest mails, as the admin may see them; the read is in the audit log (who, when, how many). */
    async outbox(limit: number, actorId: number): Promise<OutboxMail[]> {
      const rows = await repo.listRecentOutbox(db, limit);
      await audit.recordAdminAction({ actorId, action: "email.outbox.read", target: { type: "email_outbox" }, after: { limit, mails: rows.length } });
      return rows.map(toMail);
    },

    /**
     * The first one-time link of a mail not sent yet (an administrator helping someone whose mail
     * does not arrive), once per mail and audited; the link itself is never written to the log.
     */
    async revealLink(id: number, actorId: number): Promise<RevealedLink> {
      return db.transaction(async (tx) => {
        const row = Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647 ? await repo.lockOutbox(tx, id) : undefined;
        if (!row) throw new AppError("not_found", M.mailNotFound);
        if (row.status === "sent" || row.status === "outbox") throw new AppError("conflict", M.revealSent);
        if (!WAITING.has(row.status)) throw new AppError("conflict", M.revealClosed);
        const [link] = oneTimeLinks(row.body);
        if (!link) throw new AppError("not_found", M.revealNoLink);
        const target = { type: "email_outbox", id: row.id };
        if (await audit.hasAction("email.outbox.reveal", target, tx)) throw new AppError("conflict", M.revealAlready);
        await audit.recordAdminAction({ actorId, action: "email.outbox.reveal", target, after: { scenario: row.scenario, status: row.status } }, tx);
        return { link };
      });
    },
  };
}

