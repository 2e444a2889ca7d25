import { and, desc, eq } from "drizzle-orm";
import { expect } from "vitest";
import type { TestContext } from "./context";
import { emailOutbox } from "../db/schema";

type AccountScenario = "password_reset" | "email_verify" | "email_change" | "email_changed_notice" | "email_change_requested" | "household_invitation";

/** The newest account mail of this kind queued for the address (waits for it: some are queued after the answer). */
export async function latestAccountMail(ctx: TestContext, email: string, scenario: AccountScenario) {
  const find = async () => {
    const [mail] = await ctx.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toEmail, email.trim().toLowerCase()), eq(emailOutbox.scenario, scenario)))
      .orderBy(desc(emailOutbox.id))
      .limit(1);
    return mail;
  };
  await expect.poll(find, { timeout: 5000 }).toBeDefined();
  return (await find())!;
}

/** The token of the link in the newest account mail of this kind. */
export async function accountLinkToken(ctx: TestContext, email: string, scenario: AccountScenario): Promise<string> {
  const mail = await latestAccountMail(ctx, email, scenario);
  const token = /token=([A-Za-z0-9_-]+)/.exec(mail.body)?.[1];
  if (!token) throw new Error(`nessun link nell'email ${scenario} a ${email}`);
  return token;
}

/** Confirms the address of a signed-up user through the link of the verification e-mail. */
export async function verifyEmailOf(ctx: TestContext, email: string): Promise<void> {
  const token = await accountLinkToken(ctx, email, "email_verify");
  const res = await ctx.visitor().post("/api/auth/verify-email").send({ token });
  expect(res.status).toBe(200);
}
