import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { call, createTestContext, type TestContext, createBillingContext, PRICE_ID, SECRET_KEY, userRow, type BillingContext } from "../../test/harness";
import { users } from "../../db/schema";
import { BILLING_MESSAGES } from "@shared/schemas/billing";
import { BILLING_RATE_LIMIT } from "./billing.routes";
import { authContract } from "@shared/contracts/auth";
import { billingContract } from "@shared/contracts/billing";

describe("modalità demo (nessuna chiave Stripe)", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  it("risponde {demo: true} a un utente e 401 a un visitatore", async () => {
    const { agent } = await ctx.signUp();
    const res = await call(agent, billingContract.createSubscription);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ demo: true });
    expect((await call(ctx.visitor(), billingContract.createSubscription)).status).toBe(401);
  });

  it("la configurazione dice che i pagamenti sono spenti, senza chiave pubblicabile", async () => {
    const res = await call(ctx.visitor(), billingContract.config);
    expect(res.body).toEqual({ enabled: false, publishableKey: null, demoMode: true });
  });

  it("il portale clienti non è disponibile (503) e il webhook non è configurato", async () => {
    const { agent } = await ctx.signUp();
    const res = await call(agent, billingContract.portal);
    expect(res.status).toBe(503);
    expect(res.body.message).toBe(BILLING_MESSAGES.paymentsNotConfigured);
    const hook = await call(ctx.visitor(), billingContract.webhook).set("Content-Type", "application/json").send("{}");
    expect(hook.status).toBe(503);
  });
});

describe("abbonamento con Stripe (SDK reale contro un server Stripe locale)", () => {
  let ctx: BillingContext;
  beforeAll(async () => {
    ctx = await createBillingContext({ latencyMs: 20 });
  });
  afterAll(() => ctx.close());

  it("la chiave pubblicabile arriva dal server", async () => {
    const res = await call(ctx.visitor(), billingContract.config);
    expect(res.body).toEqual({ enabled: true, publishableKey: "pk_test_finanza", demoMode: false });
  });

  it("crea cliente e abbonamento con 7 giorni di prova e restituisce il client secret della SetupIntent", async () => {
    const { agent, user, email } = await ctx.signUp();
    const before = { customers: ctx.fake.count("POST", "/v1/customers"), subs: ctx.fake.count("POST", "/v1/subscriptions") };
    const res = await call(agent, billingContract.createSubscription);
    expect(res.status).toBe(200);
    expect(res.body.demo).toBe(false);
    expect(res.body.intent).toBe("setup");
    expect(res.body.clientSecret).toMatch(/^seti_.+_secret_/);

    expect(ctx.fake.count("POST", "/v1/customers")).toBe(before.customers + 1);
    expect(ctx.fake.count("POST", "/v1/subscriptions")).toBe(before.subs + 1);
    const create = ctx.fake.requests.filter((r) => r.method === "POST" && r.path === "/v1/subscriptions").at(-1)!;
    expect(create.auth).toBe(`Bearer ${SECRET_KEY}`);
    expect(create.params.get("trial_period_days")).toBe("7");
    expect(create.params.get("payment_behavior")).toBe("default_incomplete");
    expect(create.params.get("items[0][price]")).toBe(PRICE_ID);
    expect(create.params.get("metadata[userId]")).toBe(String(user.id));

    const customer = ctx.fake.customers.get(create.params.get("customer")!)!;
    expect(customer.email).toBe(email);
    const row = await userRow(ctx, user.id);
    expect(row.stripeCustomerId).toBe(customer.id);
    expect(row.stripeSubscriptionId).toMatch(/^sub_/);
    // No card yet: the trial has not started and the user is not premium.
    expect(row.subscriptionStatus).toBe("incomplete");
    expect((await call(agent, authContract.user)).body.isPremium).toBe(false);
    expect(ctx.emitted.filter((e) => e.name === "subscription.trial_started")).toEqual([]);
  });

  it("chiamato due volte riusa cliente e abbonamento", async () => {
    const { agent } = await ctx.signUp();
    const first = await call(agent, billingContract.createSubscription);
    const counts = { customers: ctx.fake.count("POST", "/v1/customers"), subs: ctx.fake.count("POST", "/v1/subscriptions") };
    const second = await call(agent, billingContract.createSubscription);
    expect(second.status).toBe(200);
    expect(second.body.clientSecret).toBe(first.body.clientSecret);
    expect(ctx.fake.count("POST", "/v1/customers")).toBe(counts.customers);
    expect(ctx.fake.count("POST", "/v1/subscriptions")).toBe(counts.subs);
  });

  it("cinque chiamate contemporanee creano un solo cliente e un solo abbonamento", async () => {
    const { agent, email } = await ctx.signUp();
    const results = await Promise.all(Array.from({ length: 5 }, () => call(agent, billingContract.createSubscription)));
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(results.map((r) => r.body.clientSecret)).size).toBe(1);
    const mine = [...ctx.fake.customers.values()].filter((c) => c.email === email);
    expect(mine).toHaveLength(1);
    expect([...ctx.fake.subscriptions.values()].filter((s) => s.customer === mine[0].id)).toHaveLength(1);
  });

  it("riusa il cliente Stripe già salvato, e ritrova quello creato da una chiamata non conclusa", async () => {
    const stored = await ctx.signUp();
    const existing = ctx.fake.addCustomer({ email: stored.email, name: null, metadata: { userId: String(stored.user.id) } });
    await ctx.db.update(users).set({ stripeCustomerId: existing.id }).where(eq(users.id, stored.user.id));
    const customersBefore = ctx.fake.count("POST", "/v1/customers");
    expect((await call(stored.agent, billingContract.createSubscription)).status).toBe(200);
    expect(ctx.fake.count("POST", "/v1/customers")).toBe(customersBefore);
    expect([...ctx.fake.subscriptions.values()].some((s) => s.customer === existing.id)).toBe(true);

    // Same email, but a customer of someone else: not reused.
    const orphan = await ctx.signUp();
    ctx.fake.addCustomer({ email: orphan.email, name: null, metadata: { userId: "999999" } });
    const left = ctx.fake.addCustomer({ email: orphan.email, name: null, metadata: { userId: String(orphan.user.id) } });
    expect((await call(orphan.agent, billingContract.createSubscription)).status).toBe(200);
    expect((await userRow(ctx, orphan.user.id)).stripeCustomerId).toBe(left.id);
  });

  it("chi ha già avuto un abbonamento non riceve una seconda prova: paga subito la prima fattura", async () => {
    const { agent, user } = await ctx.signUp();
    await call(agent, billingContract.createSubscription);
    const subId = (await userRow(ctx, user.id)).stripeSubscriptionId!;
    ctx.fake.update(subId, { status: "canceled", cancellationReason: "cancellation_requested" });
    const res = await call(agent, billingContract.createSubscription);
    expect(res.status).toBe(200);
    expect(res.body.intent).toBe("payment");
    expect(res.body.clientSecret).toMatch(/^pi_.+_secret_/);
    const last = ctx.fake.requests.filter((r) => r.method === "POST" && r.path === "/v1/subscriptions").at(-1)!;
    expect(last.params.has("trial_period_days")).toBe(false);
  });

  it("un utente già Premium riceve 409", async () => {
    const { agent } = await ctx.signUpPremium();
    const res = await call(agent, billingContract.createSubscription);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(BILLING_MESSAGES.alreadyPremium);
  });

  it("portale clienti: URL di Stripe con ritorno all'origine del sito; 409 senza cliente", async () => {
    const none = await ctx.signUp();
    const refused = await call(none.agent, billingContract.portal);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(BILLING_MESSAGES.noSubscription);

    const { agent } = await ctx.signUp();
    await call(agent, billingContract.createSubscription);
    // The return URL is the site's own origin (PUBLIC_URL, else localhost), never the Host header.
    const res = await call(agent, billingContract.portal).set("Host", "sito-malevolo.example:8443");
    expect(res.status).toBe(200);
    expect(res.body.url).toMatch(/^https:\/\/billing\.stripe\.com\/p\/session\//);
    const sent = ctx.fake.requests.filter((r) => r.path === "/v1/billing_portal/sessions").at(-1)!;
    expect(sent.params.get("return_url")).toBe(`http://localhost:${ctx.deps.config.PORT}/`);
  });
});

describe("limite di chiamate a Stripe", () => {
  let ctx: BillingContext;
  beforeAll(async () => {
    ctx = await createBillingContext();
  });
  afterAll(() => ctx.close());

  it(`oltre ${BILLING_RATE_LIMIT.perHour} chiamate l'ora per utente: 429 e Stripe non viene chiamato`, async () => {
    const { agent } = await ctx.signUp();
    for (let i = 0; i < BILLING_RATE_LIMIT.perHour; i++) expect((await call(agent, billingContract.createSubscription)).status).toBe(200);
    const stripeCalls = ctx.fake.requests.length;
    const res = await call(agent, billingContract.createSubscription);
    expect(res.status).toBe(429);
    expect(ctx.fake.requests.length).toBe(stripeCalls);
    // Another user is not affected.
    expect((await call((await ctx.signUp()).agent, billingContract.createSubscription)).status).toBe(200);
  });
});

describe("Stripe irraggiungibile", () => {
  let ctx: BillingContext;
  beforeAll(async () => {
    ctx = await createBillingContext();
    await ctx.fake.close();
  });
  afterAll(() => ctx.close().catch(() => {}));

  it("risponde 503 (la pagina resta in silenzio) senza toccare l'utente", async () => {
    const { agent, user } = await ctx.signUp();
    const res = await call(agent, billingContract.createSubscription);
    expect(res.status).toBe(503);
    expect(res.body.message).toBe(BILLING_MESSAGES.paymentsUnavailable);
    const row = await userRow(ctx, user.id);
    expect(row.stripeCustomerId).toBeNull();
    expect(row.subscriptionStatus).toBeNull();
  });
});
