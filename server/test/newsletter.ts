import { and, desc, eq } from "drizzle-orm";
import { expect } from "vitest";
import type { TestContext } from "./harness";
import { emailOutbox } from "../db/schema";

/**
 * A visitor's newsletter signup as a reader completes it (double opt-in, docs/security.md):
 * POST /api/email/subscribe, then the link of the confirmation e-mail in the outbox.
 */
export async function subscribeConfirmed(ctx: TestContext, email: string, source = "blog", agent = ctx.visitor()) {
  const res = await agent.post("/api/email/subscribe").send({ email, source });
  expect(res.status).toBe(202);
  const [mail] = await ctx.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toEmail, email.trim().toLowerCase()), eq(emailOutbox.scenario, "newsletter_confirm")))
    .orderBy(desc(emailOutbox.id))
    .limit(1);
  const token = /token=([a-f0-9]+)/.exec(mail!.body)![1];
  const confirmed = await ctx.visitor().post("/api/email/confirm").send({ token });
  expect(confirmed.status).toBe(200);
  return confirmed;
}
