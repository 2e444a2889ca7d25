import crypto from "node:crypto";
import type { AppDeps } from "../../deps";
import { AppError } from "../../http/errors";
import { BLOG_MESSAGES, type SubscribeResult } from "@shared/schemas/blog";
import * as repo from "./newsletter.repo";

export function createNewsletterService({ db, events, clock }: Pick<AppDeps, "db" | "events" | "clock">) {
  return {
    /**
     * Idempotent: the same email twice is one subscriber and one "newsletter.subscribed" event.
     * The subscriber is linked to the signed-in user (never to a userId sent in the body).
     */
    async subscribe(input: { email: string; source: string }, sessionUserId: number | null): Promise<SubscribeResult> {
      const email = input.email.toLowerCase();
      const { row, created } = await repo.insertOrReactivate(db, {
        email,
        source: input.source,
        userId: sessionUserId,
        unsubscribeToken: crypto.randomBytes(24).toString("hex"),
      });
      if (created) await events.emit("newsletter.subscribed", { email: row.email, userId: row.userId, source: row.source });
      return { subscribed: true, alreadySubscribed: !created, message: created ? BLOG_MESSAGES.subscribed : BLOG_MESSAGES.alreadySubscribed };
    },

    async unsubscribe(token: string): Promise<{ message: string }> {
      if (!(await repo.markUnsubscribed(db, token, clock.now()))) throw new AppError("not_found", BLOG_MESSAGES.unsubscribeInvalid);
      return { message: BLOG_MESSAGES.unsubscribed };
    },
  };
}
