// What the account page may do with the newsletter (docs/accounts.md, "E-mail preferences and verification"): the
// subscription of the account's own address is its newsletter preference.
import crypto from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import type { AppDeps } from "../../deps";
import type { Db } from "../../db/client";
import { emailSubscribers } from "../../db/schema";
import { AUTOMATION_ONLY_SOURCES } from "@shared/schemas/email-automation";
import { LEGAL_TEXT_VERSION } from "@shared/legal";
import * as repo from "./newsletter.repo";

export const ACCOUNT_NEWSLETTER_SOURCE = "account";

/** Whether the address receives the newsletter: subscribed, confirmed, not unsubscribed. */
export async function isNewsletterSubscriber(db: Db, email: string): Promise<boolean> {
  const rows = await db
    .select({ source: emailSubscribers.source, pendingSince: emailSubscribers.pendingSince })
    .from(emailSubscribers)
    .where(and(eq(emailSubscribers.email, email.toLowerCase()), isNull(emailSubscribers.unsubscribedAt)))
    .limit(1);
  const row = rows[0];
  return Boolean(row && row.pendingSince === null && !(AUTOMATION_ONLY_SOURCES as readonly string[]).includes(row.source));
}

/**
 * Subscribes a verified account's own address at once (the caller checked the verification); the
 * switch on /account is the consent, stored with the current text's version (docs/privacy.md).
 */
export async function subscribeVerifiedAccount(deps: Pick<AppDeps, "db" | "events" | "clock">, user: { id: number; email: string }): Promise<void> {
  const { row, created } = await repo.insertOrReactivate(deps.db, {
    email: user.email.toLowerCase(),
    source: ACCOUNT_NEWSLETTER_SOURCE,
    userId: user.id,
    unsubscribeToken: crypto.randomBytes(24).toString("hex"),
    consentAt: deps.clock.now(),
    consentVersion: LEGAL_TEXT_VERSION,
  });
  if (created) await deps.events.emit("newsletter.subscribed", { email: row.email, userId: row.userId, source: row.source });
}

/** Unsubscribes the address (as its unsubscribe link would). */
export async function unsubscribeAddress(db: Db, email: string, at: Date): Promise<void> {
  await db
    .update(emailSubscribers)
    .set({ unsubscribedAt: at })
    .where(and(eq(emailSubscribers.email, email.toLowerCase()), isNull(emailSubscribers.unsubscribedAt)));
}
