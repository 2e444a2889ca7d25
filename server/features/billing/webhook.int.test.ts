import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { call, fixedClock, createBillingContext, deliver, signedEvent, userRow, type BillingContext } from "../../test/harness";
import { stripeEvents } from "../../db/schema";
import { BILLING_MESSAGES } from "@shared/schemas/billing";
import { authContract } from "@shared/contracts/auth";
import { billingContract } from "@shared/contracts/billing";

const DAY = 86_400_000;
const clock = fixedClock("2026-03-10T09:00:00Z");
let ctx: BillingContext;

beforeAll(async () => {
  ctx = await createBillingContext({ clock });
});
afterAll(() => ctx.close());

/** A signed-in user who opened /subscribe: a Stripe customer and a trialing subscription without card. */
async function subscriber() {
  const u = await ctx.signUp();
  const res = await call(u.agent, billingContract.createSubscription);
  expect(res.status).toBe(200);
  const subId = (await userRow(ctx, u.user.id)).stripeSubscriptionId!;
  const me = async () => (await call(u.agent, authContract.user)).body as { isPremium: boolean; premiumUntil: string | null; subscriptionStatus: string | null };
  return { ...u, subId, me };
}

const eventsFor = (userId: number, name: string) => ctx.emitted.filter((e) => e.name === name && (e.payload as { userId: number }).userId === userId);
const subscriptionEvent = (type: string, subId: string, id?: string) => signedEvent(type, ctx.fake.subscriptionObject(subId), { id });
const cardConfirmed = (subId: string) => ctx.fake.update(subId, { defaultPaymentMethod: "pm_card_visa", setupIntent: null });

describe("firma del webhook", () => {
  it("firma sbagliata, assente o corpo alterato: 400 e nessun cambiamento", async () => {
    const s = await subscriber();
    cardConfirmed(s.subId);
    const good = subscriptionEvent("customer.subscription.updated", s.subId);
    const countBefore = (await ctx.db.select().from(stripeEvents)).length;

    const wrongSecret = signedEvent("customer.subscription.updated", ctx.fake.subscriptionObject(s.subId), { secret: "whsec_altro" });
    const tampered = { payload: good.payload.replace('"status":"trialing"', '"status":"active"'), header: good.header };
    for (const ev of [wrongSecret, tampered, { payload: good.payload, header: "" }]) {
      const res = await deliver(ctx, ev);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(BILLING_MESSAGES.badSignature);
    }
    expect((await ctx.db.select().from(stripeEvents)).length).toBe(countBefore);
    expect((await s.me()).isPremium).toBe(false);
    expect(eventsFor(s.user.id, "premium.changed")).toEqual([]);

    // The genuine event still works afterwards, without the X-Requested-With header.
    const ok = await deliver(ctx, good);
    expect(ok.status).toBe(200);
    expect((await s.me()).isPremium).toBe(true);
  });
});

describe("eventi dell'abbonamento", () => {
  it("carta confermata durante la prova: Premium fino alla fine della prova, prova iniziata una volta", async () => {
    const s = await subscriber();
    cardConfirmed(s.subId);
    const res = await deliver(ctx, subscriptionEvent("customer.subscription.updated", s.subId));
    expect(res.body).toEqual({ received: true, handled: true });
    const me = await s.me();
    expect(me.isPremium).toBe(true);
    expect(me.subscriptionStatus).toBe("trialing");
    expect(me.premiumUntil).toBe(new Date(clock.now().getTime() + 7 * DAY).toISOString());
    expect(eventsFor(s.user.id, "subscription.trial_started")).toHaveLength(1);
    expect(eventsFor(s.user.id, "premium.changed").map((e) => e.payload)).toEqual([{ userId: s.user.id, isPremium: true }]);
  });

  it("lo stesso evento due volte ha un solo effetto (anche se Stripe nel frattempo è cambiato)", async () => {
    const s = await subscriber();
    cardConfirmed(s.subId);
    const ev = subscriptionEvent("customer.subscription.updated", s.subId);
    expect((await deliver(ctx, ev)).body.handled).toBe(true);
    ctx.fake.update(s.subId, { status: "past_due" });
    const again = await deliver(ctx, ev);
    expect(again.status).toBe(200);
    expect(again.body.handled).toBe(false);
    expect((await s.me()).isPremium).toBe(true);
    expect(eventsFor(s.user.id, "premium.changed")).toHaveLength(1);
    expect(await ctx.db.select().from(stripeEvents).where(eq(stripeEvents.id, ev.id))).toHaveLength(1);
  });

  it("la stessa consegna cinque volte in parallelo: un solo effetto", async () => {
    const s = await subscriber();
    cardConfirmed(s.subId);
    const ev = subscriptionEvent("customer.subscription.updated", s.subId);
    const results = await Promise.all(Array.from({ length: 5 }, () => deliver(ctx, ev)));
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    expect(results.filter((r) => r.body.handled)).toHaveLength(1);
    expect(eventsFor(s.user.id, "premium.changed")).toHaveLength(1);
    expect(eventsFor(s.user.id, "subscription.trial_started")).toHaveLength(1);
  });

  it("updated arrivato prima di created: lo stato finale è quello attuale di Stripe", async () => {
    const s = await subscriber();
    // The "created" event carries the subscription as it was: no card, waiting for the SetupIntent.
    const created = subscriptionEvent("customer.subscription.created", s.subId);
    cardConfirmed(s.subId);
    const updated = subscriptionEvent("customer.subscription.updated", s.subId);
    await deliver(ctx, updated);
    await deliver(ctx, created);
    const me = await s.me();
    expect(me.isPremium).toBe(true);
    expect(me.subscriptionStatus).toBe("trialing");
  });

  it("disdetta a fine periodo: Premium fino alla fine del periodo pagato, poi decade", async () => {
    const s = await subscriber();
    const periodEnd = Math.floor(clock.now().getTime() / 1000) + 30 * 86_400;
    ctx.fake.update(s.subId, { status: "active", defaultPaymentMethod: "pm_card_visa", setupIntent: null, trialEnd: null, periodEnd });
    await deliver(ctx, subscriptionEvent("customer.subscription.updated", s.subId));
    expect((await s.me()).subscriptionStatus).toBe("active");

    ctx.fake.update(s.subId, { cancelAtPeriodEnd: true });
    await deliver(ctx, subscriptionEvent("customer.subscription.updated", s.subId));
    let me = await s.me();
    expect(me.isPremium).toBe(true);
    expect(me.subscriptionStatus).toBe("canceling");
    expect(me.premiumUntil).toBe(new Date(periodEnd * 1000).toISOString());

    const start = clock.now();
    try {
      // At the end of the period Stripe deletes the subscription.
      clock.set(new Date(periodEnd * 1000 - 60_000));
      ctx.fake.update(s.subId, { status: "canceled", cancellationReason: "cancellation_requested" });
      await deliver(ctx, subscriptionEvent("customer.subscription.deleted", s.subId));
      me = await s.me();
      expect(me.subscriptionStatus).toBe("canceled");
      expect(me.isPremium).toBe(true);
      clock.set(new Date(periodEnd * 1000 + 1000));
      me = await s.me();
      expect(me.isPremium).toBe(false);
      expect(eventsFor(s.user.id, "premium.changed").at(-1)?.payload).toEqual({ userId: s.user.id, isPremium: true });
    } finally {
      clock.set(start);
    }
  });

  it("disdetta immediata a metà periodo: l'accesso resta fino alla fine del periodo", async () => {
    const s = await subscriber();
    const periodEnd = Math.floor(clock.now().getTime() / 1000) + 20 * 86_400;
    ctx.fake.update(s.subId, { status: "canceled", cancellationReason: "cancellation_requested", defaultPaymentMethod: "pm_card_visa", setupIntent: null, periodEnd, trialEnd: null });
    await deliver(ctx, subscriptionEvent("customer.subscription.deleted", s.subId));
    const me = await s.me();
    expect(me.isPremium).toBe(true);
    expect(me.premiumUntil).toBe(new Date(periodEnd * 1000).toISOString());
  });

  it("pagamento della fattura fallito: lo stato che Stripe riporta (past_due, niente Premium), poi pagata", async () => {
    const s = await subscriber();
    ctx.fake.update(s.subId, { status: "active", defaultPaymentMethod: "pm_card_visa", setupIntent: null, trialEnd: null });
    await deliver(ctx, subscriptionEvent("customer.subscription.updated", s.subId));
    expect((await s.me()).isPremium).toBe(true);

    ctx.fake.update(s.subId, { status: "past_due" });
    const failed = await deliver(ctx, signedEvent("invoice.payment_failed", ctx.fake.invoiceObject(s.subId)));
    expect(failed.body.handled).toBe(true);
    let me = await s.me();
    expect(me.isPremium).toBe(false);
    expect(me.subscriptionStatus).toBe("past_due");
    expect(eventsFor(s.user.id, "premium.changed").at(-1)?.payload).toEqual({ userId: s.user.id, isPremium: false });

    ctx.fake.update(s.subId, { status: "active" });
    await deliver(ctx, signedEvent("invoice.paid", ctx.fake.invoiceObject(s.subId)));
    me = await s.me();
    expect(me.isPremium).toBe(true);
    expect(me.subscriptionStatus).toBe("active");
  });

  it("un abbonamento chiuso per pagamento fallito non lascia Premium", async () => {
    const s = await subscriber();
    ctx.fake.update(s.subId, { status: "canceled", cancellationReason: "payment_failed", defaultPaymentMethod: "pm_card_visa", setupIntent: null });
    await deliver(ctx, subscriptionEvent("customer.subscription.deleted", s.subId));
    const me = await s.me();
    expect(me.isPremium).toBe(false);
    expect(me.subscriptionStatus).toBe("canceled");
  });

  it("un evento su un vecchio abbonamento chiuso non sovrascrive quello attuale", async () => {
    const s = await subscriber();
    const oldSub = s.subId;
    ctx.fake.update(oldSub, { status: "canceled", cancellationReason: "cancellation_requested" });
    const again = await call(s.agent, billingContract.createSubscription);
    expect(again.status).toBe(200);
    const newSub = (await userRow(ctx, s.user.id)).stripeSubscriptionId!;
    expect(newSub).not.toBe(oldSub);
    ctx.fake.update(newSub, { status: "active", defaultPaymentMethod: "pm_card_visa" });
    await deliver(ctx, subscriptionEvent("customer.subscription.updated", newSub));
    await deliver(ctx, subscriptionEvent("customer.subscription.deleted", oldSub));
    const row = await userRow(ctx, s.user.id);
    expect(row.stripeSubscriptionId).toBe(newSub);
    expect((await s.me()).subscriptionStatus).toBe("active");
  });

  it("eventi d'altro tipo o di clienti sconosciuti: 200, registrati, nessun effetto", async () => {
    const other = await deliver(ctx, signedEvent("charge.succeeded", { id: "ch_1", object: "charge", customer: "cus_x" }));
    expect(other.body).toEqual({ received: true, handled: false });
    const stranger = ctx.fake.addCustomer({ email: "nessuno@esempio.it", name: null, metadata: {} });
    const u = await ctx.signUp();
    await call(u.agent, billingContract.createSubscription);
    const subId = (await userRow(ctx, u.user.id)).stripeSubscriptionId!;
    const foreign = { ...ctx.fake.subscriptionObject(subId), customer: stranger.id, metadata: {} };
    const res = await deliver(ctx, signedEvent("customer.subscription.updated", foreign));
    expect(res.body.handled).toBe(false);
  });
});
