import { describe, expect, it } from "vitest";
import { formatDate } from "../format";
import { hasManagedPlan, planStatusLine } from "./billing";

const u = (isPremium: boolean, subscriptionStatus: string | null, premiumUntil: string | null = "2026-04-30T10:00:00Z") => ({ isPremium, subscriptionStatus, premiumUntil });

describe("riga del piano nel menu", () => {
  it("descrive prova, rinnovo, disdetta, concessione a mano, pagamento fallito e piano gratuito", () => {
    const d = formatDate("2026-04-30T10:00:00Z");
    expect(planStatusLine(u(true, "trialing"), formatDate)).toBe(`Prova gratuita fino al ${d}`);
    expect(planStatusLine(u(true, "active"), formatDate)).toBe(`Premium, si rinnova il ${d}`);
    expect(planStatusLine(u(true, "canceling"), formatDate)).toBe(`Premium fino al ${d}`);
    expect(planStatusLine(u(true, null, null), formatDate)).toBe("Piano Premium attivo");
    expect(planStatusLine(u(false, "past_due", null), formatDate)).toBe("Pagamento non riuscito: aggiorna la carta");
    expect(planStatusLine(u(false, null, null), formatDate)).toBe("Piano gratuito");
  });

  it("'Gestisci abbonamento' solo con un abbonamento Stripe avviato", () => {
    expect(hasManagedPlan({ subscriptionStatus: null })).toBe(false);
    expect(hasManagedPlan({ subscriptionStatus: "incomplete" })).toBe(false);
    expect(hasManagedPlan({ subscriptionStatus: "past_due" })).toBe(true);
  });
});
