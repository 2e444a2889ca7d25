// Issue 43 through POST /api/chat/message (docs/chat.md, "Tools: the household's own figures"): the
// emergency fund's target (the service of GET /api/user/emergency-fund), this year's 730 summary
// (the /tax page's) and the plan of the stored debts (the /debts page's), for the signed-in user only.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, createTestContext, fixedClock, type TestContext } from "../../test/harness";
import { chatContract } from "@shared/contracts/chat";
import { expensesContract } from "@shared/contracts/expenses";
import { goalsContract } from "@shared/contracts/goals";
import { calculatorsContract } from "@shared/contracts/calculators";
import { deductionsContract } from "@shared/contracts/deductions";
import { debtsContract } from "@shared/contracts/debts";
import { formatCents, toCents } from "@shared/money";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ clock: fixedClock("2026-11-22T10:00:00Z") });
});
afterAll(() => ctx.close());

type Agent = Awaited<ReturnType<TestContext["signUp"]>>["agent"];
const plain = (s: string) => s.replace(/\u00a0/g, " ");
const money = (amount: string) => plain(formatCents(toCents(amount)));
const ask = async (agent: Agent | ReturnType<TestContext["visitor"]>, message: string) => {
  const res = await call(agent, chatContract.message).send({ message, sessionId: null });
  expect(res.status).toBe(200);
  return { response: plain(res.body.response as string), links: res.body.links as { label: string; href: string }[] };
};

describe("i piani della famiglia nella chat", () => {
  it("fondo di emergenza: l'obiettivo del servizio di /api/user/emergency-fund, con la sua base e il link al piano", async () => {
    const { agent } = await ctx.signUp();
    await call(agent, calculatorsContract.saveBudget).send({ monthlyIncome: "2.000" }).expect(201);
    const fund = (await call(agent, goalsContract.emergencyFund)).body as { months: number; target: string; monthlyEssential: string };
    const r = await ask(agent, "Quanto dovrei avere nel fondo di emergenza?");
    expect(r.response).toContain(`dovrebbe arrivare a ${money(fund.target)}: ${fund.months} mesi`);
    expect(r.response).toContain(`da ${money(fund.monthlyEssential)} al mese, cioè le necessità del budget che hai salvato`);
    expect(r.links).toContainEqual({ label: "Apri il piano del mese", href: "/plan" });
    // A visitor gets no personal figure.
    expect((await ask(ctx.visitor(), "Quanto dovrei avere nel mio fondo di emergenza?")).response).toContain("accedi");
  });

  it("quanto recupero dal 730: il riepilogo della pagina /tax per chi chiede, solo le sue spese", async () => {
    const { agent } = await ctx.signUpPremium();
    const visit = { description: "Visita", amount: "300,00", category: "necessita", subcategory: "salute", date: "2026-11-05", deduction: { type: "health", member: "self", traceable: true } };
    expect((await call(agent, expensesContract.create).send(visit)).status).toBe(201);
    const summary = (await call(agent, deductionsContract.summary)).body as { totals: { saving: string } };
    expect(summary.totals.saving).toBe("32.47");
    const r = await ask(agent, "Quanto recupero dal 730?");
    expect(r.response).toContain("recuperi circa 32,47 € con il 730");
    expect(r.links).toContainEqual({ label: "Apri il riepilogo 730", href: "/tax" });
    const other = await ctx.signUp();
    expect((await ask(other.agent, "Quanto recupero dal 730?")).response).toContain("non hai ancora segnato spese detraibili");
  });

  it("i miei debiti: il piano valanga dei debiti salvati, con la somma in più della domanda", async () => {
    const { agent } = await ctx.signUp();
    expect((await call(agent, debtsContract.create).send({ name: "Carta", balance: "2.000", rate: 18, minPayment: "100" })).status).toBe(201);
    expect((await call(agent, debtsContract.create).send({ name: "Prestito auto", balance: "5.000", rate: 6, minPayment: "150" })).status).toBe(201);
    const plan = (await call(agent, debtsContract.plan).send({ debts: [
      { name: "Carta", balance: "2000", rate: 18, minPayment: "100" },
      { name: "Prestito auto", balance: "5000", rate: 6, minPayment: "150" },
    ], extra: "100", strategy: "avalanche" })).body as { months: number; totalInterest: string };
    const r = await ask(agent, "In quanto tempo finisco di pagare i miei debiti con 100 € in più al mese?");
    expect(r.response).toContain(`chiudi tutti i debiti in ${plan.months} mesi`);
    expect(r.response).toContain(`con ${money(plan.totalInterest)} di interessi`);
    expect(r.links).toContainEqual({ label: "Apri il piano dei debiti", href: "/debts" });
    expect((await ask(ctx.visitor(), "In quanto tempo finisco di pagare i miei debiti?")).response).toContain("accedi");
  });
});
