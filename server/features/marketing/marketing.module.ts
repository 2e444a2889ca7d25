import { Router } from "express";
import type { AppDeps } from "../../deps";
import type { FeatureModule, PageMeta } from "../module";
import { APP_NAME } from "@shared/constants";
import { EMAIL_TEST_SOURCE } from "@shared/schemas/email-automation";
import { emailAutomationRoutes } from "./email-automation.routes";
import { createEmailAutomationService } from "./email-automation.service";
import { seedSequences } from "./email-automation.repo";
import { SCENARIOS } from "./email-scenarios";
import { startEmailWorker } from "./email-worker";
import { mailFilesEnabled, NO_SMTP_IN_PRODUCTION, startMailFiles } from "./mail-files";

export const marketingModule: FeatureModule = {
  name: "marketing",
  create: (deps) => {
    // One service per app, for the operator's routes and the events' scenarios (docs/ARCHITECTURE.md, "Services built once").
    const email = createEmailAutomationService(deps);
    return {
      routes: Router().use(emailAutomationRoutes(email)),
      subscribe: () => subscribe(deps, email),
      pageMeta: async (path) => pageMeta(path),
      start: () => start(deps),
    };
  },
  seed: (db) => seedSequences(db, Object.values(SCENARIOS).map((s) => ({ code: s.code, name: s.name, triggerType: s.scenario }))),
};

/**
 * The mail worker, and without SMTP outside production the .eml files of DATA_DIR/mail; in
 * production without SMTP a warning: the account's mails would reach nobody (docs/operations.md).
 */
function start(deps: AppDeps): (() => Promise<void>) | undefined {
  const { config } = deps;
  if (config.isProduction && !config.SMTP_URL) console.warn(NO_SMTP_IN_PRODUCTION);
  const stops = [
    config.EMAIL_WORKER_INTERVAL_MS > 0 ? startEmailWorker(deps, config.EMAIL_WORKER_INTERVAL_MS) : undefined,
    mailFilesEnabled(config) ? startMailFiles(deps) : undefined,
  ].filter((s): s is () => Promise<void> => s !== undefined);
  if (stops.length === 0) return undefined;
  return async () => {
    await Promise.all(stops.map((stop) => stop()));
  };
}

// The real events of the app start the scenarios (the admin's trigger does the same by hand).
function subscribe(deps: AppDeps, email: ReturnType<typeof createEmailAutomationService>): void {
  deps.events.on("newsletter.subscribed", async (p) => {
    // The test widget subscribes first, then triggers the scenario it tests.
    if (p.source !== EMAIL_TEST_SOURCE) await email.schedule("blog_signup", { email: p.email, userId: p.userId, source: p.source });
  });
  deps.events.on("newsletter.confirmation_requested", async (p) => {
    await email.sendSubscriptionConfirmation(p.email, p.token);
  });
  deps.events.on("calculator.completed", async (p) => {
    await email.scheduleForUser("calculator_completed", p.userId);
  });
  deps.events.on("subscription.trial_started", async (p) => {
    await email.scheduleForUser("premium_trial_started", p.userId);
  });
}

// Operator page and the unsubscribe link (it carries a personal token): never indexed.
function pageMeta(path: string): PageMeta | null {
  if (path === "/email-automation") return { title: `Email Marketing Automation | ${APP_NAME}`, description: "Sequenze email automatiche del sito.", noindex: true };
  if (path === "/newsletter/conferma") return { title: `Conferma iscrizione | ${APP_NAME}`, description: "Conferma l'iscrizione alla newsletter di Finanza Familiare.", noindex: true };
  if (path === "/disiscrizione") return { title: `Disiscrizione dalle email | ${APP_NAME}`, description: "Conferma la disiscrizione dalle email di Finanza Familiare.", noindex: true };
  return null;
}
