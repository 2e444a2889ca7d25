import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, desc, eq, like } from "drizzle-orm";
import { call, createBillingContext, createTestContext, fixedClock, runDueOnce, type BillingContext, type TestContext } from "../../test/harness";
import { emailOutbox, lessons, users } from "../../db/schema";
import { accountContract } from "@shared/contracts/account";
import { accountDataContract } from "@shared/contracts/account-data";
import { authContract } from "@shared/contracts/auth";
import { billingContract } from "@shared/contracts/billing";
import { coursesContract } from "@shared/contracts/courses";
import { expensesContract } from "@shared/contracts/expenses";

const DAY = 86_400_000;
const START = "2026-11-20T10:00:00.000Z";

// The last premium lesson: never a course's first lesson, which is a free preview (docs/courses.md).
async function premiumLessonId(ctx: TestContext): Promise<number> {
  const [row] = await ctx.db.select({ id: lessons.id }).from(lessons).where(eq(lessons.isPremium, true)).orderBy(desc(lessons.id)).limit(1);
  return row.id;
}

describe("Premium in modalità demo (senza chiavi Stripe)", () => {
  const clock = fixedClock(START);
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ clock });
  });
  afterAll(() => ctx.close());

  it("la prova di 7 giorni apre lezioni Premium ed esportazione CSV, poi si torna al piano gratuito; una sola prova per account", async () => {
    clock.set(START);
    expect((await call(ctx.visitor(), billingContract.config)).body).toMatchObject({ enabled: false, demoMode: true });
    const { agent, user, email } = await ctx.signUp();
    const lesson = await premiumLessonId(ctx);
    const before = await call(agent, billingContract.plan);
    expect(before.body).toMatchObject({ status: "free", isPremium: false, trialAvailable: true, canCancel: false, source: null });
    expect((await call(agent, coursesContract.lesson, { params: { id: lesson } })).status).toBe(403);
    expect((await call(agent, expensesContract.export, { query: { month: 11, year: 2026 } })).status).toBe(403);

    const res = await call(agent, billingContract.demoTrial);
    expect(res.status).toBe(200);
    const end = new Date(Date.parse(START) + 7 * DAY).toISOString();
    expect(res.body).toMatchObject({ status: "trialing", isPremium: true, premiumUntil: end, source: "demo", trialAvailable: false, canCancel: true });
    expect(res.body.message).toBe("Prova gratuita attivata: Premium è attivo per 7 giorni (modalità demo, nessun pagamento).");
    expect((await call(agent, authContract.user)).body).toMatchObject({ isPremium: true, subscriptionStatus: "trialing", premiumUntil: end });
    expect((await call(agent, coursesContract.lesson, { params: { id: lesson } })).status).toBe(200);
    expect((await call(agent, expensesContract.export, { query: { month: 11, year: 2026 } })).status).toBe(200);

    // The mails say it is a demo: no price, nothing to pay; the reminder two days before the end.
    // (The address verification sent at registration is not a plan mail.)
    const mails = (await ctx.db.select().from(emailOutbox).where(eq(emailOutbox.toEmail, email)).orderBy(emailOutbox.dueAt)).filter((m) => m.scenario !== "email_verify");
    expect(mails.map((m) => m.subject)).toEqual(["La tua prova Premium è iniziata (modalità demo)", "La tua prova Premium termina il 27/11/2026 (modalità demo)"]);
    expect(mails[1].dueAt.toISOString()).toBe(new Date(Date.parse(end) - 2 * DAY).toISOString());
    for (const m of mails) {
      expect(m.body).toMatch(/modalità demo/);
      expect(m.body).not.toMatch(/9,90|€/);
    }

    // Twice: refused while it runs.
    expect((await call(agent, billingContract.demoTrial)).status).toBe(409);

    // After 7 days (test clock) the user is free again.
    clock.set(new Date(Date.parse(end) + 1000));
    expect((await call(agent, authContract.user)).body.isPremium).toBe(false);
    expect((await call(agent, coursesContract.lesson, { params: { id: lesson } })).status).toBe(403);
    expect((await call(agent, expensesContract.export, { query: { month: 11, year: 2026 } })).status).toBe(403);
    expect((await call(agent, billingContract.plan)).body).toMatchObject({ status: "free", trialAvailable: false, premiumUntil: null });
    const again = await call(agent, billingContract.demoTrial);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe("Hai già usato la prova gratuita: puoi attivare Premium.");
    const row = (await ctx.db.select().from(users).where(eq(users.id, user.id)))[0];
    expect(row.trialUsedAt?.toISOString()).toBe(START);
    // Renewed only by a demo "Attiva Premium": a month from now.
    const renewed = await call(agent, billingContract.demoActivate);
    expect(renewed.body).toMatchObject({ status: "active", isPremium: true, premiumUntil: new Date(Date.parse(end) + 1000 + 30 * DAY).toISOString() });
    expect((await call(agent, coursesContract.lesson, { params: { id: lesson } })).status).toBe(200);
  });

  it("annullare la prova la porta a 'in disdetta' fino alla stessa data e ritira il promemoria; riprendere la riattiva", async () => {
    clock.set(START);
    const { agent, email } = await ctx.signUp();
    await call(agent, billingContract.demoTrial);
    const cancelled = await call(agent, billingContract.cancel);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ status: "canceling", isPremium: true, canCancel: false, canResume: true });
    expect(cancelled.body.premiumUntil).toBe(new Date(Date.parse(START) + 7 * DAY).toISOString());
    const reminders = await ctx.db.select().from(emailOutbox).where(and(eq(emailOutbox.toEmail, email), like(emailOutbox.subject, "%termina%")));
    expect(reminders).toEqual([]);
    expect((await call(agent, billingContract.cancel)).status).toBe(409);
    const resumed = await call(agent, billingContract.resume);
    expect(resumed.body).toMatchObject({ status: "trialing", canCancel: true, canResume: false });
    expect((await call(agent, billingContract.resume)).status).toBe(409);
  });

  it("'Attiva Premium' (demo) durante la prova: un mese dalla fine della prova; la disdetta tiene la data", async () => {
    clock.set(START);
    const { agent } = await ctx.signUp();
    await call(agent, billingContract.demoTrial);
    const active = await call(agent, billingContract.demoActivate);
    expect(active.status).toBe(200);
    const until = new Date(Date.parse(START) + 37 * DAY).toISOString();
    expect(active.body).toMatchObject({ status: "active", isPremium: true, premiumUntil: until, source: "demo", canCancel: true });
    expect((await call(agent, billingContract.demoActivate)).status).toBe(409);
    expect((await call(agent, billingContract.cancel)).body).toMatchObject({ status: "canceling", premiumUntil: until });
    expect((await call(agent, billingContract.resume)).body).toMatchObject({ status: "active", premiumUntil: until });
  });

  it("il promemoria della fine prova segue l'interruttore 'Promemoria' di /account com'è quando parte", async () => {
    const reminderDue = Date.parse(START) + 5 * DAY;
    const reminderOf = async (email: string) => {
      const rows = await ctx.db.select().from(emailOutbox).where(and(eq(emailOutbox.toEmail, email), like(emailOutbox.subject, "%termina%")));
      expect(rows).toHaveLength(1);
      return rows[0];
    };
    clock.set(START);
    // Off before the trial, off after it started, off and on again: only the last one is sent.
    const before = await ctx.signUp();
    expect((await call(before.agent, accountContract.preferences).send({ reminders: false })).status).toBe(200);
    expect((await call(before.agent, billingContract.demoTrial)).status).toBe(200);
    const after = await ctx.signUp();
    expect((await call(after.agent, billingContract.demoTrial)).status).toBe(200);
    expect((await call(after.agent, accountContract.preferences).send({ reminders: false })).body.reminders).toBe(false);
    const again = await ctx.signUp();
    await call(again.agent, accountContract.preferences).send({ reminders: false });
    expect((await call(again.agent, billingContract.demoTrial)).status).toBe(200);
    await call(again.agent, accountContract.preferences).send({ reminders: true });

    // Not due yet: the worker leaves the reminders alone.
    clock.set(new Date(reminderDue - 60_000));
    await runDueOnce(ctx.deps);
    for (const u of [before, after, again]) expect((await reminderOf(u.email)).status).toBe("pending");
    clock.set(new Date(reminderDue));
    await runDueOnce(ctx.deps);
    for (const u of [before, after]) {
      expect(await reminderOf(u.email)).toMatchObject({ status: "cancelled", sentAt: null, lastError: "Disattivate dall'utente nelle preferenze email: email non inviata" });
    }
    expect(await reminderOf(again.email)).toMatchObject({ status: "outbox" });
    // The welcome is not a reminder: it went out to all three.
    for (const u of [before, after, again]) {
      const [welcome] = await ctx.db.select().from(emailOutbox).where(and(eq(emailOutbox.toEmail, u.email), like(emailOutbox.subject, "%iniziata%")));
      expect(welcome.status).toBe("outbox");
    }
  });

  it("senza piano: annullare o riprendere risponde 409 con un messaggio in italiano; un visitatore 401", async () => {
    clock.set(START);
    const { agent } = await ctx.signUp();
    const res = await call(agent, billingContract.cancel);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe("Non hai un piano da annullare.");
    expect((await call(agent, billingContract.resume)).body.message).toBe("Non c'è un piano annullato da riprendere.");
    expect((await call(ctx.visitor(), billingContract.demoTrial)).status).toBe(401);
  });
});

describe("in produzione senza chiavi Stripe", () => {
  it("la demo è spenta (503, i pagamenti non sono configurati) salvo DEMO_MODE=true", async () => {
    const off = await createTestContext({ config: { NODE_ENV: "production", SESSION_SECRET: "segreto-produzione-test", COOKIE_SECURE: "false" } });
    try {
      expect((await call(off.visitor(), billingContract.config)).body.demoMode).toBe(false);
      const { agent } = await off.signUp();
      const res = await call(agent, billingContract.demoTrial);
      expect(res.status).toBe(503);
      expect(res.body.message).toBe("I pagamenti non sono configurati: Premium non è disponibile al momento.");
      expect((await call(agent, authContract.user)).body.isPremium).toBe(false);
    } finally {
      await off.close();
    }
    const on = await createTestContext({ config: { NODE_ENV: "production", DEMO_MODE: "true", SESSION_SECRET: "segreto-produzione-test", COOKIE_SECURE: "false" } });
    try {
      expect((await call(on.visitor(), billingContract.config)).body.demoMode).toBe(true);
      const { agent } = await on.signUp();
      expect((await call(agent, billingContract.demoTrial)).status).toBe(200);
    } finally {
      await on.close();
    }
  });
});

describe("con Stripe: annulla e riprendi, eliminazione dell'account", () => {
  let ctx: BillingContext;
  beforeAll(async () => {
    ctx = await createBillingContext();
  });
  afterAll(() => ctx.close().catch(() => {}));

  /** A user with an active Stripe subscription (card on file), as the webhooks would leave it. */
  async function subscribed() {
    const u = await ctx.signUp();
    expect((await call(u.agent, billingContract.createSubscription)).status).toBe(200);
    const sub = [...ctx.fake.subscriptions.values()].at(-1)!;
    ctx.fake.update(sub.id, { status: "active", defaultPaymentMethod: "pm_card", trialEnd: null });
    await ctx.db
      .update(users)
      .set({ stripeSubscriptionId: sub.id, subscriptionStatus: "active", isPremium: true, premiumUntil: new Date(sub.periodEnd * 1000) })
      .where(eq(users.id, u.user.id));
    return { ...u, sub };
  }

  it("annulla a fine periodo su Stripe e poi riprende; la demo non è offerta", async () => {
    expect((await call(ctx.visitor(), billingContract.config)).body.demoMode).toBe(false);
    const { agent, sub } = await subscribed();
    const demo = await call(agent, billingContract.demoTrial);
    expect(demo.status).toBe(503);
    expect(demo.body.message).toBe("La modalità demo non è attiva: attiva Premium con il pagamento dalla pagina Premium.");
    const cancelled = await call(agent, billingContract.cancel);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ status: "canceling", isPremium: true, source: "stripe", canResume: true });
    expect(ctx.fake.subscriptions.get(sub.id)!.cancelAtPeriodEnd).toBe(true);
    const resumed = await call(agent, billingContract.resume);
    expect(resumed.body).toMatchObject({ status: "active", canCancel: true });
    expect(ctx.fake.subscriptions.get(sub.id)!.cancelAtPeriodEnd).toBe(false);
  });

  it("eliminare l'account chiude prima l'abbonamento su Stripe", async () => {
    const { agent, user, password, sub } = await subscribed();
    const res = await call(agent, accountDataContract.deleteAccount).send({ password, confirmation: "ELIMINA" });
    expect(res.status).toBe(200);
    expect(ctx.fake.count("DELETE", `/v1/subscriptions/${sub.id}`)).toBe(1);
    expect(ctx.fake.subscriptions.get(sub.id)!.status).toBe("canceled");
    expect(await ctx.db.select().from(users).where(eq(users.id, user.id))).toEqual([]);
  });

  it("se Stripe non risponde l'account non viene eliminato (503)", async () => {
    const { agent, user, password } = await subscribed();
    // Stripe unreachable (the last test of this context: the fake stays closed).
    await ctx.fake.close();
    const res = await call(agent, accountDataContract.deleteAccount).send({ password, confirmation: "ELIMINA" });
    expect(res.status).toBe(503);
    expect((await ctx.db.select({ id: users.id }).from(users).where(eq(users.id, user.id))).length).toBe(1);
  });
});
