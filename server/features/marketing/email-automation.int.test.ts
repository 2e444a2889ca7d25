import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, asc, eq, notInArray } from "drizzle-orm";
import { call, createTestContext, type TestContext, fixedClock, startFakeSmtp, type FakeSmtp, createBillingContext, deliver, signedEvent, userRow, type BillingContext, subscribeConfirmed, verifyEmailOf } from "../../test/harness";
import { createMailer, outboxMailer } from "../../integrations/mailer";
import { emailOutbox, emailSubscribers } from "../../db/schema";
import { EMAIL_AUTOMATION_MESSAGES as M, EMAIL_TEST_SOURCE } from "@shared/schemas/email-automation";
import { SCENARIOS } from "./email-scenarios";
import { runDueOnce } from "./email-worker";
import { ACCOUNT_MAIL_SCENARIOS } from "./outbox.public";
import { billingContract } from "@shared/contracts/billing";
import { blogContract } from "@shared/contracts/blog";
import { calculatorsContract } from "@shared/contracts/calculators";
import { emailAutomationContract } from "@shared/contracts/email-automation";

const HOUR = 3_600_000;
const T0 = "2026-11-20T09:00:00.000Z";
const clock = fixedClock(T0);
let ctx: TestContext;
let admin: Awaited<ReturnType<TestContext["signInAdmin"]>>;

beforeAll(async () => {
  ctx = await createTestContext({ clock, config: { PUBLIC_URL: "https://www.esempio.it" } });
  admin = await ctx.signInAdmin();
});
afterAll(() => ctx.close());

let n = 0;
const email = () => `destinatario${++n}.${Math.random().toString(36).slice(2, 8)}@esempio.it`;
// The automation's mails; the double opt-in confirmation of a signup is the newsletter's (newsletter-opt-in.int.test.ts).
const mails = (to: string) =>
  ctx.db
    .select()
    .from(emailOutbox)
    // The marketing mails only: not the double opt-in nor the account's own (verification) mails.
    .where(and(eq(emailOutbox.toEmail, to), notInArray(emailOutbox.scenario, ["newsletter_confirm", ...ACCOUNT_MAIL_SCENARIOS])))
    .orderBy(asc(emailOutbox.dueAt), asc(emailOutbox.id));
const subscriber = async (to: string) => (await ctx.db.select().from(emailSubscribers).where(eq(emailSubscribers.email, to)))[0];
const trigger = (body: object) => call(admin.agent, emailAutomationContract.trigger).send(body);
const work = () => runDueOnce({ db: ctx.db, clock, mailer: outboxMailer });

describe("autorizzazione", () => {
  type Agent = ReturnType<TestContext["agent"]>;
  const calls: [string, (a: Agent) => ReturnType<typeof call>, object?][] = [
    ["trigger", (a) => call(a, emailAutomationContract.trigger), { triggerType: "blog_signup", metadata: { email: "x@esempio.it" } }],
    ["overview", (a) => call(a, emailAutomationContract.overview)],
    ["sequences", (a) => call(a, emailAutomationContract.sequences)],
    ["setSequenceStatus", (a) => call(a, emailAutomationContract.setSequenceStatus, { params: { code: "blog-welcome" } }), { status: "paused" }],
    ["outbox", (a) => call(a, emailAutomationContract.outbox)],
  ];

  it("401 ai visitatori, 403 agli utenti non amministratori, niente programmato", async () => {
    const { agent } = await ctx.signUp();
    const before = (await ctx.db.select({ id: emailOutbox.id }).from(emailOutbox)).length;
    for (const [path, request, body] of calls) {
      const send = (a: Agent) => request(a).send(body);
      const anon = await send(ctx.visitor());
      expect(anon.status, path).toBe(401);
      expect(anon.body.message).toBe("Non autenticato");
      const user = await send(agent);
      expect(user.status, path).toBe(403);
    }
    expect((await ctx.db.select({ id: emailOutbox.id }).from(emailOutbox)).length).toBe(before);
    const seq = (await call(admin.agent, emailAutomationContract.sequences)).body as { code: string; status: string }[];
    expect(seq.find((s) => s.code === "blog-welcome")?.status).toBe("active");
  });
});

describe("POST /api/email/automation/trigger", () => {
  it("dati non validi: 400 con il messaggio in italiano e nessuna email", async () => {
    const cases: [object, string][] = [
      [{ triggerType: "compleanno", metadata: { email: "a@esempio.it" } }, M.scenarioInvalid],
      [{ metadata: { email: "a@esempio.it" } }, M.scenarioInvalid],
      [{ triggerType: "blog_signup" }, M.emailRequired],
      [{ triggerType: "blog_signup", userId: null, metadata: { email: "" } }, M.emailRequired],
      [{ triggerType: "blog_signup", metadata: { email: "non-una-email" } }, M.emailInvalid],
      [{ triggerType: "blog_signup", userId: "7", metadata: { email: "a@esempio.it" } }, M.userInvalid],
      [{ triggerType: "blog_signup", metadata: { email: "a@esempio.it", scenario: "premium_trial_started" } }, M.scenarioMismatch],
    ];
    const before = (await ctx.db.select({ id: emailOutbox.id }).from(emailOutbox)).length;
    for (const [body, message] of cases) {
      const res = await trigger(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toBe(message);
    }
    expect((await ctx.db.select({ id: emailOutbox.id }).from(emailOutbox)).length).toBe(before);
    const missing = await trigger({ triggerType: "blog_signup", userId: 999_999 });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe(M.userNotFound);
  });

  it("ogni scenario programma le sue email con i ritardi del catalogo e il link di disiscrizione", async () => {
    for (const scenario of ["blog_signup", "calculator_completed", "premium_trial_started"] as const) {
      const to = email();
      const res = await trigger({ triggerType: scenario, userId: null, metadata: { email: to.toUpperCase(), scenario } });
      expect(res.status).toBe(200);
      const s = SCENARIOS[scenario];
      expect(res.body).toEqual({
        automation: { scenario, description: s.description, delay: 0, emails: s.emails.length },
        scheduledAt: T0,
        recipient: to,
        scheduled: s.emails.length,
        alreadyScheduled: 0,
        skipped: null,
      });
      const rows = await mails(to);
      expect(rows.map((r) => [r.subject, r.dueAt.getTime() - Date.parse(T0), r.status, r.scenario])).toEqual(
        s.emails.map((e) => [e.subject, e.delayHours * HOUR, "pending", scenario]),
      );
      const token = (await subscriber(to)).unsubscribeToken;
      for (const r of rows) {
        expect(r.body).toContain(`https://www.esempio.it/disiscrizione?token=${token}`);
        expect(r.body).not.toContain("localhost");
      }
    }
  });

  it("lo stesso trigger per lo stesso destinatario non duplica, anche in parallelo", async () => {
    const to = email();
    const answers = await Promise.all(Array.from({ length: 5 }, () => trigger({ triggerType: "premium_trial_started", metadata: { email: to } })));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    expect(answers.reduce((sum, a) => sum + a.body.scheduled, 0)).toBe(3);
    expect(await mails(to)).toHaveLength(3);
    clock.advance(HOUR);
    const again = await trigger({ triggerType: "premium_trial_started", metadata: { email: to } });
    expect(again.body).toMatchObject({ scheduled: 0, alreadyScheduled: 3, scheduledAt: T0 });
    expect(await mails(to)).toHaveLength(3);
    clock.set(T0);
  });

  it("senza email usa l'indirizzo dell'utente indicato", async () => {
    const u = await ctx.signUp();
    const res = await trigger({ triggerType: "calculator_completed", userId: u.user.id, metadata: { scenario: "calculator_completed" } });
    expect(res.status).toBe(200);
    expect(res.body.recipient).toBe(u.email);
    expect(await mails(u.email)).toHaveLength(SCENARIOS.calculator_completed.emails.length);
  });
});

describe("sequenze", () => {
  it("una sequenza in pausa non programma nulla e le sue email in attesa non partono; riattivata riprende", async () => {
    const waiting = email();
    await trigger({ triggerType: "blog_signup", metadata: { email: waiting } });
    const paused = await call(admin.agent, emailAutomationContract.setSequenceStatus, { params: { code: "blog-welcome" } }).send({ status: "paused" });
    expect(paused.status).toBe(200);
    expect(paused.body).toMatchObject({ code: "blog-welcome", triggerType: "blog_signup", status: "paused" });

    const to = email();
    const res = await trigger({ triggerType: "blog_signup", metadata: { email: to } });
    expect(res.body).toMatchObject({ scheduled: 0, scheduledAt: null, skipped: M.sequencePaused });
    expect(await mails(to)).toEqual([]);
    // The public signup of the blog schedules nothing either while paused.
    const reader = email();
    await subscribeConfirmed(ctx, reader, "blog");
    expect(await mails(reader)).toEqual([]);

    await work();
    const [first] = await mails(waiting);
    expect(first).toMatchObject({ status: "cancelled", lastError: M.sequencePaused, sentAt: null });

    const list = (await call(admin.agent, emailAutomationContract.sequences)).body as { code: string; status: string; emails: unknown[] }[];
    expect(list.map((s) => [s.code, s.status, s.emails.length])).toEqual([
      ["blog-welcome", "paused", 3],
      ["calculator-follow-up", "active", 2],
      ["premium-trial", "active", 3],
    ]);

    await call(admin.agent, emailAutomationContract.setSequenceStatus, { params: { code: "blog-welcome" } }).send({ status: "active" }).expect(200);
    expect((await trigger({ triggerType: "blog_signup", metadata: { email: to } })).body.scheduled).toBe(3);
  });

  it("stato o codice non validi: 400 / 404 e nulla cambia", async () => {
    const bad = await call(admin.agent, emailAutomationContract.setSequenceStatus, { params: { code: "blog-welcome" } }).send({ status: "spenta" });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(M.sequenceStatusInvalid);
    for (const code of ["non-esiste", "DROP%20TABLE"]) {
      const res = await call(admin.agent, emailAutomationContract.setSequenceStatus, { params: { code } }).send({ status: "paused" });
      expect(res.status).toBe(404);
      expect(res.body.message).toBe(M.sequenceNotFound);
    }
    const list = (await call(admin.agent, emailAutomationContract.sequences)).body as { status: string }[];
    expect(list.every((s) => s.status === "active")).toBe(true);
  });
});

describe("worker", () => {
  it("consegna all'outbox solo le email scadute, con l'orologio iniettato", async () => {
    clock.set(T0);
    const to = email();
    await trigger({ triggerType: "blog_signup", metadata: { email: to } });
    await work();
    let rows = await mails(to);
    expect(rows.map((r) => r.status)).toEqual(["outbox", "pending", "pending"]);
    expect(rows[0]).toMatchObject({ sentAt: new Date(T0), attempts: 1, lastError: null, dueAt: new Date(T0) });

    clock.advance(24 * HOUR - 1000);
    await work();
    expect((await mails(to)).map((r) => r.status)).toEqual(["outbox", "pending", "pending"]);
    clock.advance(1000);
    await work();
    rows = await mails(to);
    expect(rows.map((r) => r.status)).toEqual(["outbox", "outbox", "pending"]);
    expect(rows[1]!.sentAt).toEqual(new Date(Date.parse(T0) + 24 * HOUR));
    clock.advance(48 * HOUR);
    await work();
    expect((await mails(to)).map((r) => r.status)).toEqual(["outbox", "outbox", "outbox"]);
    // Nothing is delivered twice.
    await work();
    expect((await mails(to)).map((r) => r.attempts)).toEqual([1, 1, 1]);
    clock.set(T0);
  });

  it("un indirizzo disiscritto non riceve più nulla", async () => {
    clock.set(T0);
    const to = email();
    await subscribeConfirmed(ctx, to, EMAIL_TEST_SOURCE);
    expect(await mails(to)).toEqual([]); // the test source does not start the blog sequence by itself
    await trigger({ triggerType: "calculator_completed", metadata: { email: to } });
    await work();
    const token = (await subscriber(to)).unsubscribeToken;
    // The mail sent keeps no text (docs/email-automation.md, "Link monouso"); the one still due carries the link.
    expect((await mails(to)).map((m) => m.body.includes(token))).toEqual([false, true]);
    await call(ctx.visitor(), blogContract.unsubscribe).send({ token }).expect(200);

    clock.advance(48 * HOUR);
    await work();
    expect((await mails(to)).map((r) => [r.status, r.lastError])).toEqual([
      ["outbox", null],
      ["cancelled", M.unsubscribedRecipient],
    ]);
    const again = await trigger({ triggerType: "premium_trial_started", metadata: { email: to } });
    expect(again.body).toMatchObject({ scheduled: 0, skipped: M.unsubscribedRecipient });
    expect(await mails(to)).toHaveLength(2);
    expect((await subscriber(to)).unsubscribedAt).not.toBeNull();
    clock.set(T0);
  });

  it("un errore di consegna è registrato e ritentato con backoff, poi la mail è fallita", async () => {
    clock.set(T0);
    const to = email();
    await trigger({ triggerType: "calculator_completed", metadata: { email: to } });
    let calls = 0;
    const broken = {
      kind: "smtp" as const,
      deliver: async () => {
        calls++;
        throw new Error("connect ECONNREFUSED 127.0.0.1:2525");
      },
    };
    const runBroken = () => runDueOnce({ db: ctx.db, clock, mailer: broken });
    await runBroken();
    let [first] = await mails(to);
    expect(first).toMatchObject({ status: "pending", attempts: 1, lastError: "connect ECONNREFUSED 127.0.0.1:2525", sentAt: null });
    expect(first!.dueAt).toEqual(new Date(Date.parse(T0) + 60_000));
    await runBroken(); // not due yet
    expect((await mails(to))[0]!.attempts).toBe(1);
    for (const wait of [60_000, 120_000, 240_000, 480_000]) {
      clock.advance(wait);
      await runBroken();
    }
    [first] = await mails(to);
    expect(first).toMatchObject({ status: "failed", attempts: 5, lastError: "connect ECONNREFUSED 127.0.0.1:2525" });
    expect(calls).toBeGreaterThanOrEqual(5);
    clock.set(T0);
  });

  it("una mail rimasta 'in invio' (processo caduto) torna disponibile alla scadenza del lease, mai due volte prima", async () => {
    clock.set(T0);
    const to = email();
    await trigger({ triggerType: "blog_signup", metadata: { email: to } });
    // A worker claims it and dies before finishing: the lease keeps it away from others.
    const { claimDue } = await import("./email-automation.repo");
    const claimed = await claimDue(ctx.db, clock.now(), new Date(Date.parse(T0) + 5 * 60_000), 500);
    expect(claimed.some((r) => r.toEmail === to)).toBe(true);
    await work();
    expect((await mails(to))[0]).toMatchObject({ status: "sending", attempts: 1 });
    clock.advance(5 * 60_000);
    await Promise.all([work(), work()]);
    expect((await mails(to))[0]).toMatchObject({ status: "outbox", attempts: 2 });
    clock.set(T0);
  });
});

describe("più worker in parallelo", () => {
  it("ogni email dovuta è consegnata una volta sola anche con quattro worker insieme", async () => {
    clock.set(T0);
    const recipients = Array.from({ length: 12 }, () => email());
    for (const to of recipients) await trigger({ triggerType: "premium_trial_started", metadata: { email: to } });
    clock.advance(200 * HOUR); // all three emails of each recipient are due
    const delivered: string[] = [];
    const slow = {
      kind: "smtp" as const,
      deliver: async (m: { to: string; subject: string }) => {
        await new Promise((r) => setTimeout(r, 5));
        delivered.push(`${m.to}|${m.subject}`);
      },
    };
    const passes = await Promise.all(Array.from({ length: 4 }, () => runDueOnce({ db: ctx.db, clock, mailer: slow }, 10)));
    for (let i = 0; i < 10 && passes.some((p) => p.claimed > 0); i++) {
      passes.splice(0, passes.length, ...(await Promise.all(Array.from({ length: 4 }, () => runDueOnce({ db: ctx.db, clock, mailer: slow }, 10)))));
    }
    const mine = delivered.filter((d) => recipients.some((r) => d.startsWith(`${r}|`)));
    expect(mine).toHaveLength(recipients.length * 3);
    expect(new Set(mine).size).toBe(mine.length);
    for (const to of recipients) expect((await mails(to)).map((r) => [r.status, r.attempts])).toEqual([["sent", 1], ["sent", 1], ["sent", 1]]);
    clock.set(T0);
  });
});

describe("eventi reali dell'app", () => {
  it("iscrizione al blog → blog_signup; calcolatore salvato → calculator_completed all'email dell'utente", async () => {
    const reader = email();
    await call(ctx.visitor(), blogContract.subscribe).send({ email: reader, source: "blog" }).expect(202);
    // Nothing before the reader confirms (double opt-in).
    expect(await mails(reader)).toEqual([]);
    await subscribeConfirmed(ctx, reader, "blog");
    expect((await mails(reader)).map((r) => r.scenario)).toEqual(["blog_signup", "blog_signup", "blog_signup"]);
    await call(ctx.visitor(), blogContract.subscribe).send({ email: reader, source: "blog" }).expect(202);
    expect(await mails(reader)).toHaveLength(3);

    const u = await ctx.signUp();
    // Automations go only to verified addresses (docs/accounts.md): nothing before the link is used.
    await call(u.agent, calculatorsContract.saveBudget).send({ monthlyIncome: "2000" }).expect(201);
    expect(await mails(u.email)).toEqual([]);
    await verifyEmailOf(ctx, u.email);
    await call(u.agent, calculatorsContract.saveBudget).send({ monthlyIncome: "2000" }).expect(201);
    await call(u.agent, calculatorsContract.savePacSimulation).send({ monthlyAmount: "100", years: 10, expectedReturn: "5", finalAmount: "15528.23" });
    const rows = await mails(u.email);
    expect(rows.map((r) => r.scenario)).toEqual(["calculator_completed", "calculator_completed"]);
    expect((await subscriber(u.email)).userId).toBe(u.user.id);
  });
});

describe("letture dell'amministratore", () => {
  it("panoramica con i conteggi reali per scenario e le ultime email dell'outbox", async () => {
    const o = (await call(admin.agent, emailAutomationContract.overview)).body;
    expect(o).toMatchObject({ mailer: "outbox", tracking: false, workerIntervalMs: 15_000 });
    const all = await ctx.db.select().from(emailOutbox);
    const count = (scenario: string, status: string) => all.filter((r) => r.scenario === scenario && r.status === status).length;
    for (const s of o.scenarios as { scenario: string; counts: Record<string, number> }[]) {
      for (const status of ["pending", "outbox", "cancelled", "failed"]) expect(s.counts[status], `${s.scenario} ${status}`).toBe(count(s.scenario, status));
    }
    expect(o.totals.outbox).toBe(all.filter((r) => r.status === "outbox").length);
    expect(o.totals.failed).toBeGreaterThanOrEqual(1);
    expect(o.subscribers.unsubscribed).toBeGreaterThanOrEqual(1);

    const list = await call(admin.agent, emailAutomationContract.outbox, { query: { limit: 3 } });
    expect(list.status).toBe(200);
    expect(list.body).toHaveLength(3);
    expect(list.body[0]).toHaveProperty("body");
    const bad = await call(admin.agent, emailAutomationContract.outbox, { query: { limit: 0 } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(M.limitInvalid);
  });
});

/** The body as sent (nodemailer encodes plain text as quoted-printable). */
const quotedPrintable = (data: string) =>
  Buffer.from(data.replace(/=\r\n/g, "").replace(/=([0-9A-F]{2})/g, (_m, h: string) => String.fromCharCode(parseInt(h, 16))), "latin1").toString("utf8");

describe("consegna SMTP reale (peer locale)", () => {
  let smtpCtx: TestContext;
  let smtp: FakeSmtp;
  beforeAll(async () => {
    smtp = await startFakeSmtp();
    smtpCtx = await createTestContext({ clock, config: { SMTP_URL: smtp.url } });
  });
  afterAll(async () => {
    await smtpCtx.close();
    await smtp.close();
  });

  it("invia via nodemailer le email scadute; un rifiuto 550 resta in lastError e viene ritentato", async () => {
    clock.set(T0);
    const mailer = await createMailer(smtpCtx.deps.config);
    expect(mailer.kind).toBe("smtp");
    const smtpAdmin = await smtpCtx.signInAdmin();
    const ok = email();
    const refused = `rifiuta.${email()}`;
    for (const to of [ok, refused]) await call(smtpAdmin.agent, emailAutomationContract.trigger).send({ triggerType: "premium_trial_started", metadata: { email: to } }).expect(200);
    const pass = await runDueOnce({ db: smtpCtx.db, clock, mailer });
    expect(pass).toMatchObject({ claimed: 2, delivered: 1, retried: 1 });
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]!.to).toEqual([`<${ok}>`]);
    const text = quotedPrintable(smtp.received[0]!.data);
    expect(text).toContain("Subject: =?UTF-8?Q?Benvenuto_in_Premium");
    expect(text).toContain("da oggi hai accesso a tutti i corsi");
    const token = (await smtpCtx.db.select().from(emailSubscribers).where(eq(emailSubscribers.email, ok)))[0]!.unsubscribeToken;
    expect(text).toContain(`Disiscriviti con un clic: http://localhost:5000/disiscrizione?token=${token}`);
    const rows = await smtpCtx.db.select().from(emailOutbox).where(eq(emailOutbox.toEmail, refused)).orderBy(asc(emailOutbox.dueAt));
    expect(rows[0]).toMatchObject({ status: "pending", attempts: 1, sentAt: null });
    expect(rows[0]!.lastError).toMatch(/550/);
    const sent = await smtpCtx.db.select().from(emailOutbox).where(eq(emailOutbox.toEmail, ok)).orderBy(asc(emailOutbox.dueAt));
    expect(sent[0]).toMatchObject({ status: "sent", sentAt: new Date(T0) });
    expect((await call(smtpAdmin.agent, emailAutomationContract.overview)).body.mailer).toBe("outbox"); // the app of this context was built with the outbox mailer
  });
});

describe("prova Premium iniziata (webhook Stripe reale verso Stripe finto)", () => {
  let billing: BillingContext;
  beforeAll(async () => {
    billing = await createBillingContext({ clock });
  });
  afterAll(() => billing.close());

  it("la prova iniziata programma premium_trial_started all'email dell'utente, una volta sola", async () => {
    clock.set(T0);
    const u = await billing.signUp();
    await verifyEmailOf(billing, u.email);
    await call(u.agent, billingContract.createSubscription).expect(200);
    const subId = (await userRow(billing, u.user.id)).stripeSubscriptionId!;
    billing.fake.update(subId, { defaultPaymentMethod: "pm_card_visa", setupIntent: null });
    const ev = signedEvent("customer.subscription.updated", billing.fake.subscriptionObject(subId));
    await deliver(billing, ev).expect(200);
    await deliver(billing, signedEvent("customer.subscription.updated", billing.fake.subscriptionObject(subId))).expect(200);
    const rows = await billing.db.select().from(emailOutbox).where(and(eq(emailOutbox.toEmail, u.email), eq(emailOutbox.scenario, "premium_trial_started"))).orderBy(asc(emailOutbox.dueAt));
    expect(rows.map((r) => [r.scenario, r.subject])).toEqual(SCENARIOS.premium_trial_started.emails.map((e) => ["premium_trial_started", e.subject]));
  });
});
