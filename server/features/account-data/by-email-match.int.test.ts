import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { call, accountLinkToken, createTestContext, verifyEmailOf, type TestContext } from "../../test/harness";
import { emailOutbox, emailSubscribers } from "../../db/schema";
import { accountContract } from "@shared/contracts/account";
import { accountDataContract } from "@shared/contracts/account-data";
import { authContract } from "@shared/contracts/auth";
import { blogContract } from "@shared/contracts/blog";
import { feedbackContract } from "@shared/contracts/feedback";

// Issue 37, finding 3 (docs/privacy.md, "The table registry"): rows found by e-mail (feedback,
// newsletter subscriber, outbox) are the account's by its id; by the address only rows with no
// owner, and only once the account's address is verified. Export and deletion follow one rule.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

type Row = Record<string, unknown>;
const count = async (table: string, where: ReturnType<typeof sql>) =>
  Number((((await ctx.db.execute(sql`select count(*)::int as n from ${sql.identifier(table)} where ${where}`)) as unknown as { rows: { n: number }[] }).rows[0]!.n));

async function exportOf(agent: ReturnType<TestContext["agent"]>): Promise<Record<string, Row[]>> {
  const res = await call(agent, accountDataContract.export);
  expect(res.status).toBe(200);
  return res.body.data;
}

let n = 0;
const address = (who: string) => `${who}.${Date.now()}.${++n}@esempio.it`;

describe("righe trovate per e-mail: solo le proprie, e quelle senza proprietario solo a indirizzo verificato", () => {
  it("feedback, iscrizione e posta di un visitatore non vanno a chi registra il suo indirizzo senza verificarlo, né si cancellano con quell'account", async () => {
    const giulia = address("giulia");
    expect((await call(ctx.visitor(), feedbackContract.submit).send({ type: "bug", message: "Il mio mutuo è in ritardo", userEmail: giulia })).status).toBeLessThan(300);
    expect((await call(ctx.visitor(), blogContract.subscribe).send({ email: giulia, source: "blog" })).status).toBeLessThan(300);
    const visitorRows = sql`(lower(user_email) = ${giulia})`;
    expect(await count("feedback", visitorRows)).toBe(1);
    expect(await count("email_subscribers", sql`email = ${giulia}`)).toBe(1);
    expect(await count("email_outbox", sql`to_email = ${giulia} and user_id is null`)).toBeGreaterThan(0);

    // Someone else registers Giulia's address and cannot confirm it.
    const intruder = ctx.agent();
    expect((await call(intruder, authContract.register).send({ email: giulia, password: "password-intruso" })).status).toBe(201);
    const data = await exportOf(intruder);
    expect(data.feedback).toEqual([]);
    expect(data.email_subscribers).toEqual([]);
    expect((data.email_outbox ?? []).filter((m) => m.user_id === null)).toEqual([]);

    expect((await call(intruder, accountDataContract.deleteAccount).send({ password: "password-intruso", confirmation: "ELIMINA" })).status).toBe(200);
    expect(await count("feedback", visitorRows)).toBe(1);
    expect(await count("email_subscribers", sql`email = ${giulia}`)).toBe(1);
    expect(await count("email_outbox", sql`to_email = ${giulia} and user_id is null`)).toBeGreaterThan(0);
  });

  it("con l'indirizzo verificato, le righe senza proprietario di quell'indirizzo sono esportate e cancellate con l'account", async () => {
    const email = address("verificata");
    expect((await call(ctx.visitor(), feedbackContract.submit).send({ type: "praise", rating: 5, message: "Bravi", userEmail: email })).status).toBeLessThan(300);
    const owner = ctx.agent();
    expect((await call(owner, authContract.register).send({ email, password: "password-giusta" })).status).toBe(201);
    await verifyEmailOf(ctx, email);
    const data = await exportOf(owner);
    expect(data.feedback).toEqual([expect.objectContaining({ user_id: null, message: "Bravi" })]);

    expect((await call(owner, accountDataContract.deleteAccount).send({ password: "password-giusta", confirmation: "ELIMINA" })).status).toBe(200);
    expect(await count("feedback", sql`lower(user_email) = ${email}`)).toBe(0);
  });

  it("dopo un cambio d'indirizzo, chi registra (e verifica) il vecchio non esporta né cancella la posta dell'altro account", async () => {
    const u = await ctx.signUp();
    const oldAddress = u.email.toLowerCase();
    const newAddress = address("trasferita");
    await call(u.agent, accountContract.emailChange).send({ newEmail: newAddress, currentPassword: u.password }).expect(202);
    const token = await accountLinkToken(ctx, newAddress, "email_change");
    await call(ctx.visitor(), accountContract.emailChangeConfirm).send({ token }).expect(200);
    // A reminder the old account got at its old address.
    await ctx.db.insert(emailOutbox).values({ toEmail: oldAddress, userId: u.user.id, subject: "Promemoria: rata del mutuo in scadenza", body: "Rata", scenario: "recurring_reminder", dueAt: new Date() });
    const theirs = sql`to_email = ${oldAddress} and user_id = ${u.user.id}`;
    const before = await count("email_outbox", theirs);
    expect(before).toBeGreaterThan(1);

    const next = ctx.agent();
    expect((await call(next, authContract.register).send({ email: oldAddress, password: "password-nuovo" })).status).toBe(201);
    await verifyEmailOf(ctx, oldAddress);
    const data = await exportOf(next);
    expect((data.email_outbox ?? []).filter((m) => m.user_id !== data.users![0]!.id)).toEqual([]);
    expect(JSON.stringify(data)).not.toContain("mutuo");

    expect((await call(next, accountDataContract.deleteAccount).send({ password: "password-nuovo", confirmation: "ELIMINA" })).status).toBe(200);
    expect(await count("email_outbox", theirs)).toBe(before);
    expect((await call(u.agent, authContract.user)).body.email).toBe(newAddress);
  });

  it("l'account a indirizzo non verificato non vede né disdice l'iscrizione alla newsletter di quell'indirizzo", async () => {
    const email = address("iscritta");
    await ctx.db.insert(emailSubscribers).values({ email, source: "blog", unsubscribeToken: `t-${email}`, consentAt: new Date(), consentVersion: "1" });
    const intruder = ctx.agent();
    expect((await call(intruder, authContract.register).send({ email, password: "password-intruso" })).status).toBe(201);
    expect((await call(intruder, accountContract.account)).body.preferences.newsletter).toBe(false);
    expect((await call(intruder, accountContract.preferences).send({ newsletter: false })).status).toBe(200);
    expect(await count("email_subscribers", sql`email = ${email} and unsubscribed_at is null`)).toBe(1);
  });
});
