import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { call, createTestContext, runDueOnce, verifyEmailOf, type TestContext } from "../../test/harness";
import { emailOutbox, emailSubscribers } from "../../db/schema";
import { blogContract } from "@shared/contracts/blog";

// Double opt-in (docs/security.md): nobody can subscribe, or re-subscribe, someone else.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

let n = 0;
const address = () => `iscritto${++n}.${Math.random().toString(36).slice(2, 8)}@esempio.it`;
const subscriber = async (email: string) => (await ctx.db.select().from(emailSubscribers).where(eq(emailSubscribers.email, email)))[0];
const mailsTo = (email: string) => ctx.db.select().from(emailOutbox).where(eq(emailOutbox.toEmail, email));
const confirmationMails = (email: string) =>
  ctx.db.select().from(emailOutbox).where(and(eq(emailOutbox.toEmail, email), eq(emailOutbox.scenario, "newsletter_confirm")));
/** The token of the newest confirmation link sent to this address, as the reader would click it. */
async function linkToken(email: string): Promise<string> {
  const mails = await confirmationMails(email);
  expect(mails.length).toBeGreaterThan(0);
  const body = mails.sort((a, b) => b.id - a.id)[0]!.body;
  return /\/newsletter\/conferma\?token=([a-f0-9]+)/.exec(body)![1]!;
}

describe("iscrizione alla newsletter con doppia conferma", () => {
  it("un indirizzo nuovo resta in attesa, riceve solo l'email di conferma; il link lo iscrive e fa partire il benvenuto", async () => {
    const e = address();
    const res = await call(ctx.visitor(), blogContract.subscribe).send({ email: e, source: "blog" });
    expect(res.status).toBe(202);
    expect(res.body).toMatchObject({ subscribed: false, pending: true, message: "Ti abbiamo inviato un'email: apri il link per confermare l'iscrizione." });
    expect((await subscriber(e)).pendingSince).not.toBeNull();
    // Only the confirmation is queued: no welcome, no drip.
    expect((await mailsTo(e)).map((m) => m.scenario)).toEqual(["newsletter_confirm"]);
    // Read before the worker sends it: a sent mail keeps no text (docs/email-automation.md, "Link monouso").
    const token = await linkToken(e);
    await runDueOnce(ctx.deps);
    expect((await mailsTo(e)).map((m) => m.status)).toEqual(["outbox"]);

    const bad = await call(ctx.visitor(), blogContract.confirmSubscription).send({ token: "f".repeat(48) });
    expect([bad.status, bad.body.message]).toEqual([404, "Link di conferma non valido o scaduto"]);
    const ok = await call(ctx.visitor(), blogContract.confirmSubscription).send({ token });
    expect([ok.status, ok.body.message]).toEqual([200, "Iscrizione confermata! Riceverai i nostri consigli via email."]);
    expect((await subscriber(e)).pendingSince).toBeNull();
    expect((await mailsTo(e)).some((m) => m.scenario === "blog_signup")).toBe(true);
    // The link works once.
    expect((await call(ctx.visitor(), blogContract.confirmSubscription).send({ token })).status).toBe(404);
  });

  it("un indirizzo disiscritto non torna attivo per la richiesta di un altro", async () => {
    const e = address();
    await call(ctx.visitor(), blogContract.subscribe).send({ email: e, source: "blog" });
    await call(ctx.visitor(), blogContract.confirmSubscription).send({ token: await linkToken(e) });
    const { unsubscribeToken } = await subscriber(e);
    expect((await call(ctx.visitor(), blogContract.unsubscribe).send({ token: unsubscribeToken })).status).toBe(200);
    const welcome = (await mailsTo(e)).filter((m) => m.scenario === "blog_signup").length;

    const again = await call(ctx.visitor(), blogContract.subscribe).send({ email: e, source: "blog" });
    expect(again.status).toBe(202);
    expect((await subscriber(e)).unsubscribedAt).not.toBeNull();
    // The confirmation goes out even to an address that unsubscribed (it asks to come back)…
    const token = await linkToken(e);
    await runDueOnce(ctx.deps);
    const confirmations = await confirmationMails(e);
    expect(confirmations.map((m) => m.status)).toEqual(["outbox", "outbox"]);
    // …and nothing else until the owner clicks it.
    expect((await mailsTo(e)).filter((m) => m.scenario === "blog_signup")).toHaveLength(welcome);
    expect((await call(ctx.visitor(), blogContract.confirmSubscription).send({ token })).status).toBe(200);
    expect((await subscriber(e)).unsubscribedAt).toBeNull();
  });

  it("la stessa richiesta ripetuta non manda una raffica di email di conferma", async () => {
    const e = address();
    for (let i = 0; i < 5; i++) expect((await call(ctx.visitor(), blogContract.subscribe).send({ email: e, source: "blog" })).status).toBe(202);
    expect(await confirmationMails(e)).toHaveLength(1);
  });

  it("un utente che iscrive il proprio indirizzo non deve confermare; un indirizzo altrui sì", async () => {
    const { agent, email, user } = await ctx.signUp();
    await verifyEmailOf(ctx, email);
    const own = await call(agent, blogContract.subscribe).send({ email, source: "guide" });
    expect(own.status).toBe(201);
    expect(own.body).toMatchObject({ subscribed: true, pending: false });
    expect(await subscriber(email)).toMatchObject({ pendingSince: null, unsubscribedAt: null, userId: user.id });

    const other = address();
    expect((await call(agent, blogContract.subscribe).send({ email: other, source: "guide" })).status).toBe(202);
    expect((await subscriber(other)).pendingSince).not.toBeNull();
    expect((await subscriber(other)).userId).toBeNull();
  });

  it("il proprio indirizzo non ancora verificato conferma come quello di chiunque (docs/accounts.md)", async () => {
    const { agent, email } = await ctx.signUp();
    const own = await call(agent, blogContract.subscribe).send({ email, source: "guide" });
    expect(own.status).toBe(202);
    expect(own.body).toMatchObject({ subscribed: false, pending: true });
    expect((await subscriber(email)).pendingSince).not.toBeNull();
  });
});
