import crypto from "node:crypto";
import type { AppDeps } from "../../deps";
import { AppError } from "../../http/errors";
import { BLOG_MESSAGES, type SubscribeResult } from "@shared/schemas/blog";
import { LEGAL_TEXT_VERSION } from "@shared/legal";
import * as repo from "./newsletter.repo";

const DAY_MS = 86_400_000;
/** How long a confirmation link works, and how often one address may be sent a new one. */
export const CONFIRM_LINK_TTL_MS = 7 * DAY_MS;
const RESEND_AFTER_MS = 60 * 60_000;

const sha256 = (s: string) => crypto.createHash("sha256").update(s).digest("hex");

export function createNewsletterService({ db, events, clock }: Pick<AppDeps, "db" | "events" | "clock">) {
  return {
    /**
     * Double opt-in, as the Italian data-protection authority expects (docs/security.md): an
     * address stays pending until the link of the confirmation e-mail is used, and gets no
     * welcome or drip mail before. A signed-in user subscribing their own account's address is
     * subscribed at once when that address is verified (docs/accounts.md); an unverified one
     * confirms like anyone else. The answer is the same whether the address was known or not.
     */
    async subscribe(input: { email: string; source: string }, sessionUser: { id: number; email: string; emailVerified: boolean } | null): Promise<SubscribeResult> {
      const email = input.email.toLowerCase();
      if (sessionUser && sessionUser.emailVerified && sessionUser.email.toLowerCase() === email) {
        const { row, created } = await repo.insertOrReactivate(db, {
          email,
          source: input.source,
          userId: sessionUser.id,
          unsubscribeToken: crypto.randomBytes(24).toString("hex"),
          // The consent of this signup, with the version of the privacy notice (docs/privacy.md).
          consentAt: clock.now(),
          consentVersion: LEGAL_TEXT_VERSION,
        });
        if (created) await events.emit("newsletter.subscribed", { email: row.email, userId: row.userId, source: row.source });
        return { subscribed: true, pending: false, alreadySubscribed: !created, message: created ? BLOG_MESSAGES.subscribed : BLOG_MESSAGES.alreadySubscribed };
      }
      const token = crypto.randomBytes(24).toString("hex");
      const { send } = await repo.requestConfirmation(db, {
        email,
        source: input.source,
        unsubscribeToken: crypto.randomBytes(24).toString("hex"),
        tokenHash: sha256(token),
        now: clock.now(),
        resendAfterMs: RESEND_AFTER_MS,
        consentVersion: LEGAL_TEXT_VERSION,
      });
      if (send) await events.emit("newsletter.confirmation_requested", { email, token });
      return { subscribed: false, pending: true, alreadySubscribed: false, message: BLOG_MESSAGES.confirmSent };
    },

    /** POST /api/email/confirm: the link of the confirmation e-mail; starts the welcome mails. */
    async confirm(token: string): Promise<{ message: string }> {
      const row = await repo.confirmPending(db, sha256(token), new Date(clock.now().getTime() - CONFIRM_LINK_TTL_MS));
      if (!row) throw new AppError("not_found", BLOG_MESSAGES.confirmInvalid);
      await events.emit("newsletter.subscribed", { email: row.email, userId: row.userId, source: row.source });
      return { message: BLOG_MESSAGES.confirmed };
    },

    async unsubscribe(token: string): Promise<{ message: string }> {
      if (!(await repo.markUnsubscribed(db, token, clock.now()))) throw new AppError("not_found", BLOG_MESSAGES.unsubscribeInvalid);
      return { message: BLOG_MESSAGES.unsubscribed };
    },
  };
}
