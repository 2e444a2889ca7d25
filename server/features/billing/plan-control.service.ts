import type { AppDeps } from "../../deps";
import type { DbOrTx } from "../../db/client";
import { AppError } from "../../http/errors";
import { publicBaseUrl } from "../../config";
import { PREMIUM_TRIAL_DAYS } from "@shared/constants";
import { formatDate } from "@shared/format";
import { BILLING_MESSAGES, type PlanView } from "@shared/schemas/billing";
import type { SessionUser } from "../auth/auth.public";
import { queueMail, withdrawMail } from "../marketing/marketing.public";
import type { ReminderMailScenario } from "../marketing/outbox.public";
import * as repo from "./billing.repo";
import { isPremiumNow } from "./premium";
import { planFromSubscription } from "./plan-state";
import { applyPlan, type PlanEffects } from "./plan-apply";
import { callStripe } from "./stripe-errors";
import { isDemoMode } from "./demo-mode";
import { rememberTrial, trialClaimed } from "./trial-memory";

const DAY_MS = 86_400_000;
/** A demo "Attiva Premium" covers one month from the end of the current period (docs/billing.md). */
export const DEMO_PERIOD_DAYS = 30;

export { isDemoMode };

const PAID = new Set(["trialing", "active", "canceling", "canceled"]);

/** What the account page and /subscribe show of a user's plan. */
export function planView(row: repo.BillingUser, now: Date, demoMode: boolean, addressHadTrial = false): PlanView {
  const premium = isPremiumNow(row, now);
  const source = row.stripeSubscriptionId ? "stripe" : row.demoPlan ? "demo" : premium ? "grant" : null;
  const stored = row.subscriptionStatus as PlanView["status"] | null;
  const status: PlanView["status"] = premium
    ? stored && PAID.has(stored) && source !== "grant" ? stored : "active"
    : stored === "past_due" || stored === "unpaid"
      ? stored
      : "free";
  const managed = premium && (source === "stripe" || source === "demo");
  return {
    status,
    isPremium: premium,
    premiumUntil: row.premiumUntil && premium ? row.premiumUntil.toISOString() : null,
    source: premium || source === "stripe" ? source : null,
    demoMode,
    trialAvailable: demoMode && !row.trialUsedAt && !addressHadTrial && !premium && !row.stripeSubscriptionId,
    canCancel: managed && (status === "trialing" || status === "active"),
    canResume: managed && status === "canceling",
  };
}

const reminderKey = (userId: number) => `demo-trial-reminder:${userId}`;
const TRIAL_REMINDER: ReminderMailScenario = "trial_reminder";

/** Stripe: sets cancel_at_period_end and stores the plan Stripe then gives (as a webhook would). */
async function stripeCancelAtPeriodEnd(deps: AppDeps, user: SessionUser, cancel: boolean, allowed: (status: string | null) => boolean, refusal: string): Promise<void> {
  const { db, clock, events } = deps;
  const stripe = deps.stripe!;
  await events.transaction(db, async (tx): Promise<PlanEffects> => {
    const row = await repo.lockBillingUser(tx, user.id);
    if (!row?.stripeSubscriptionId || !allowed(row.subscriptionStatus) || !isPremiumNow(row, clock.now())) throw new AppError("conflict", refusal);
    const sub = await callStripe(cancel ? "annullamento abbonamento" : "ripresa abbonamento", () =>
      stripe.client.subscriptions.update(row.stripeSubscriptionId!, { cancel_at_period_end: cancel }),
    );
    return applyPlan(events, tx, row, sub.id, planFromSubscription(sub), clock.now());
  });
}

/**
 * The demo plan (no Stripe keys) and cancel/resume for both kinds of plan, through the same
 * plan states a Stripe subscription gives (docs/billing.md, "Plan state machine").
 */
export function createPlanControlService(deps: AppDeps) {
  const { db, clock, events } = deps;
  const demoMode = () => isDemoMode(deps);

  async function load(userId: number): Promise<repo.BillingUser> {
    const row = await repo.findBillingUser(db, userId);
    if (!row) throw new AppError("unauthenticated", BILLING_MESSAGES.userNotFound);
    return row;
  }

  async function current(userId: number, message?: string): Promise<PlanView> {
    const row = await load(userId);
    const now = clock.now();
    const view = planView(row, now, demoMode(), !row.trialUsedAt && (await trialClaimed(db, deps, row.email, now)));
    return message ? { ...view, message } : view;
  }

  function requireDemo(): void {
    if (!demoMode()) throw new AppError("unavailable", deps.stripe ? BILLING_MESSAGES.demoNotActive : BILLING_MESSAGES.demoOff);
  }

  /** Runs a demo change under the user's row lock and emits premium.changed when it flipped. */
  async function demoChange(userId: number, change: (tx: DbOrTx, row: repo.BillingUser, now: Date) => Promise<void>): Promise<void> {
    const now = clock.now();
    await events.transaction(db, async (tx) => {
      const row = await repo.lockBillingUser(tx, userId);
      if (!row) throw new AppError("unauthenticated", BILLING_MESSAGES.userNotFound);
      const before = isPremiumNow(row, now);
      await change(tx, row, now);
      const after = await repo.lockBillingUser(tx, userId);
      const nowPremium = after ? isPremiumNow(after, now) : before;
      if (before !== nowPremium) await events.record(tx, "premium.changed", { userId, isPremium: nowPremium });
    });
  }

  return {
    plan: (user: SessionUser) => current(user.id),

    /** One 7-day demo trial per account: premium until its end, then free unless activated. */
    async startDemoTrial(user: SessionUser): Promise<PlanView> {
      requireDemo();
      let trialEnd: Date | null = null;
      let email = "";
      await demoChange(user.id, async (tx, row, now) => {
        if (isPremiumNow(row, now)) throw new AppError("conflict", BILLING_MESSAGES.alreadyPremium);
        // Once per account, and once per address across deletions (trial-memory.ts).
        if (row.trialUsedAt || (await trialClaimed(tx, deps, row.email, now))) throw new AppError("conflict", BILLING_MESSAGES.trialUsed);
        trialEnd = new Date(now.getTime() + PREMIUM_TRIAL_DAYS * DAY_MS);
        email = row.email;
        await rememberTrial(tx, deps, row.email, now);
        await repo.setDemoPlan(tx, row.id, { isPremium: true, premiumUntil: trialEnd, status: "trialing", demoPlan: "trial", trialUsedAt: now });
      });
      await queueTrialMails(deps, user.id, email, trialEnd!);
      return current(user.id, BILLING_MESSAGES.trialStarted);
    },

    /** Demo "Attiva Premium": one month from the end of the current period (or from now). */
    async activateDemoPremium(user: SessionUser): Promise<PlanView> {
      requireDemo();
      let email = "";
      let until: Date | null = null;
      await demoChange(user.id, async (tx, row, now) => {
        const premium = isPremiumNow(row, now);
        const renewable = row.demoPlan !== null && (row.subscriptionStatus === "trialing" || row.subscriptionStatus === "canceling");
        if (premium && !renewable) throw new AppError("conflict", BILLING_MESSAGES.alreadyPremium);
        const from = premium && row.premiumUntil ? row.premiumUntil : now;
        until = new Date(from.getTime() + DEMO_PERIOD_DAYS * DAY_MS);
        email = row.email;
        await repo.setDemoPlan(tx, row.id, { isPremium: true, premiumUntil: until, status: "active", demoPlan: "premium" });
      });
      await withdrawMail(db, reminderKey(user.id));
      await queueDemoPremiumMail(deps, user.id, email, until!);
      return current(user.id, BILLING_MESSAGES.demoActivated);
    },

    /** Stops the renewal: the plan stays premium to its end date ("canceling"). */
    async cancel(user: SessionUser): Promise<PlanView> {
      const row = await load(user.id);
      if (row.stripeSubscriptionId && deps.stripe) {
        await stripeCancelAtPeriodEnd(deps, user, true, (s) => s === "trialing" || s === "active", BILLING_MESSAGES.nothingToCancel);
      } else {
        await demoChange(user.id, async (tx, r, now) => {
          const ok = r.demoPlan && !r.stripeSubscriptionId && isPremiumNow(r, now) && (r.subscriptionStatus === "trialing" || r.subscriptionStatus === "active");
          if (!ok) throw new AppError("conflict", BILLING_MESSAGES.nothingToCancel);
          await repo.setPlanStatus(tx, r.id, "canceling");
        });
        await withdrawMail(db, reminderKey(user.id));
      }
      return current(user.id, BILLING_MESSAGES.cancelled);
    },

    /** Undoes a cancellation while the plan is still running. */
    async resume(user: SessionUser): Promise<PlanView> {
      const row = await load(user.id);
      if (row.stripeSubscriptionId && deps.stripe) {
        await stripeCancelAtPeriodEnd(deps, user, false, (s) => s === "canceling", BILLING_MESSAGES.nothingToResume);
      } else {
        await demoChange(user.id, async (tx, r, now) => {
          const ok = r.demoPlan && !r.stripeSubscriptionId && isPremiumNow(r, now) && r.subscriptionStatus === "canceling";
          if (!ok) throw new AppError("conflict", BILLING_MESSAGES.nothingToResume);
          await repo.setPlanStatus(tx, r.id, r.demoPlan === "trial" ? "trialing" : "active");
        });
      }
      return current(user.id, BILLING_MESSAGES.resumed);
    },
  };
}

/**
 * The demo trial's mails: a welcome now and a reminder TRIAL_REMINDER_DAYS_BEFORE days before
 * its end, which the mail worker sends only if the user's "Promemoria" switch on /account is on
 * when it is due (docs/billing.md). Both say it is a demo (no price, nothing to pay).
 */
async function queueTrialMails(deps: AppDeps, userId: number, to: string, trialEnd: Date): Promise<void> {
  const { db, clock } = deps;
  const baseUrl = publicBaseUrl(deps.config);
  const now = clock.now();
  const end = formatDate(trialEnd);
  await queueMail(db, {
    to,
    subject: "La tua prova Premium è iniziata (modalità demo)",
    body: `Ciao,\n\nhai attivato la prova gratuita di ${PREMIUM_TRIAL_DAYS} giorni in modalità demo: fino al ${end} hai accesso a tutti i corsi, alle spese illimitate e all'esportazione CSV.\n\nÈ una dimostrazione: nessun prezzo, nessuna carta, nulla da pagare. Alla fine della prova torni al piano gratuito, a meno che tu non attivi Premium (sempre in modalità demo).\n\nComincia dai corsi: ${baseUrl}/courses\n\nIl team di Finanza Familiare`,
    scenario: "demo_plan",
    dedupeKey: `demo-trial-welcome:${userId}`,
    dueAt: now,
    now,
  });
  const remindAt = new Date(trialEnd.getTime() - deps.config.TRIAL_REMINDER_DAYS_BEFORE * DAY_MS);
  await queueMail(db, {
    to,
    userId,
    subject: `La tua prova Premium termina il ${end} (modalità demo)`,
    body: `Ciao,\n\nla tua prova gratuita in modalità demo termina il ${end}. Dopo quella data torni al piano gratuito: non ti verrà addebitato nulla, perché è una dimostrazione senza pagamenti.\n\nSe vuoi continuare, attiva Premium (modalità demo) dal tuo account: ${baseUrl}/account\n\nIl team di Finanza Familiare`,
    scenario: TRIAL_REMINDER,
    dedupeKey: reminderKey(userId),
    dueAt: remindAt > now ? remindAt : now,
    now,
  });
}

/** The mail that confirms a demo Premium activation (docs/billing.md). */
async function queueDemoPremiumMail(deps: AppDeps, userId: number, to: string, until: Date): Promise<void> {
  const now = deps.clock.now();
  await queueMail(deps.db, {
    to,
    subject: "Premium attivato (modalità demo)",
    body: `Ciao,\n\nhai attivato Premium in modalità demo fino al ${formatDate(until)}: è una dimostrazione, non c'è nessun prezzo e nulla da pagare.\n\nGestisci il tuo piano: ${publicBaseUrl(deps.config)}/account\n\nIl team di Finanza Familiare`,
    scenario: "demo_plan",
    dedupeKey: `demo-premium:${userId}:${now.getTime()}`,
    dueAt: now,
    now,
  });
}
