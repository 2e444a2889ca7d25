import { describe, expect, it } from "vitest";
import type Stripe from "stripe";
import { clientSecretOf, planFromSubscription } from "./plan-state";
import { isPremiumNow } from "./premium";

const T = 1_780_000_000; // seconds
const at = (s: number) => new Date(s * 1000);

function sub(over: Partial<Record<string, unknown>> = {}): Stripe.Subscription {
  return {
    id: "sub_1",
    status: "active",
    trial_end: null,
    cancel_at: null,
    cancel_at_period_end: false,
    cancellation_details: { reason: null },
    default_payment_method: "pm_1",
    items: { data: [{ current_period_end: T + 30 * 86_400 }] },
    pending_setup_intent: null,
    latest_invoice: null,
    ...over,
  } as unknown as Stripe.Subscription;
}

describe("piano da un abbonamento Stripe", () => {
  it("attivo: Premium fino alla fine del periodo", () => {
    expect(planFromSubscription(sub())).toEqual({ isPremium: true, premiumUntil: at(T + 30 * 86_400), status: "active" });
  });

  it("prova con carta: Premium fino alla fine della prova; senza carta non ancora", () => {
    const trial = { status: "trialing", trial_end: T + 7 * 86_400 };
    expect(planFromSubscription(sub(trial))).toEqual({ isPremium: true, premiumUntil: at(T + 7 * 86_400), status: "trialing" });
    expect(planFromSubscription(sub({ ...trial, default_payment_method: null }))).toEqual({ isPremium: false, premiumUntil: null, status: "incomplete" });
  });

  it("disdetta a fine periodo o con data: resta Premium fino a quella data", () => {
    expect(planFromSubscription(sub({ cancel_at_period_end: true }))).toEqual({ isPremium: true, premiumUntil: at(T + 30 * 86_400), status: "canceling" });
    expect(planFromSubscription(sub({ cancel_at: T + 10 * 86_400 }))).toEqual({ isPremium: true, premiumUntil: at(T + 10 * 86_400), status: "canceling" });
  });

  it("chiuso: conserva il periodo pagato, salvo pagamento fallito o contestato", () => {
    expect(planFromSubscription(sub({ status: "canceled", cancellation_details: { reason: "cancellation_requested" } })).isPremium).toBe(true);
    expect(planFromSubscription(sub({ status: "canceled", cancellation_details: { reason: "payment_failed" } })).isPremium).toBe(false);
    expect(planFromSubscription(sub({ status: "canceled", cancellation_details: { reason: "payment_disputed" } })).isPremium).toBe(false);
    expect(planFromSubscription(sub({ status: "incomplete_expired" })).status).toBe("canceled");
  });

  it("pagamento in sospeso, non pagato, in pausa, incompleto: niente Premium", () => {
    for (const status of ["past_due", "unpaid", "paused", "incomplete"]) {
      const plan = planFromSubscription(sub({ status }));
      expect(plan).toEqual({ isPremium: false, premiumUntil: null, status });
    }
  });

  it("la scadenza la applica isPremiumNow", () => {
    const plan = planFromSubscription(sub({ cancel_at_period_end: true }));
    expect(isPremiumNow(plan, at(T + 30 * 86_400 - 1))).toBe(true);
    expect(isPremiumNow(plan, at(T + 30 * 86_400))).toBe(false);
  });
});

describe("client secret da confermare", () => {
  it("la SetupIntent della prova, altrimenti la fattura aperta, altrimenti niente", () => {
    expect(clientSecretOf(sub({ pending_setup_intent: { id: "seti_1", client_secret: "seti_1_secret" } }))).toEqual({ clientSecret: "seti_1_secret", intent: "setup" });
    expect(clientSecretOf(sub({ latest_invoice: { status: "open", confirmation_secret: { client_secret: "pi_1_secret" } } }))).toEqual({ clientSecret: "pi_1_secret", intent: "payment" });
    expect(clientSecretOf(sub({ latest_invoice: { status: "paid", confirmation_secret: { client_secret: "pi_1_secret" } } }))).toBeNull();
    expect(clientSecretOf(sub({ pending_setup_intent: "seti_1" }))).toBeNull();
  });
});
