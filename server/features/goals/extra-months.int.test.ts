import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, createTestContext, fixedClock, type TestContext } from "../../test/harness";
import { goalsContract as api } from "@shared/contracts/goals";
import { accountContract } from "@shared/contracts/account";
import { calculatorsContract } from "@shared/contracts/calculators";

// docs/plan.md, "Mensilità aggiuntive" (issue 39). Today is 10 November 2026 in Rome.
const clock = fixedClock("2026-11-10T10:00:00.000Z");
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext({ clock, config: { GOAL_WRITES_PER_HOUR: "1000" } });
});
afterAll(() => ctx.close());

type Agent = ReturnType<TestContext["agent"]>;
const saveProfile = (agent: Agent, body: Record<string, unknown>) => call(agent, accountContract.saveProfile).send(body);
async function goal(agent: Agent, body: Record<string, unknown>): Promise<number> {
  return (await call(agent, api.create).send(body).expect(201)).body.id as number;
}

describe("mensilità aggiuntive: i mesi e la proposta", () => {
  it("14 mensilità: luglio già passato, a dicembre la tredicesima va all'accantonamento in scadenza, al fondo di emergenza, poi agli obiettivi", async () => {
    const { agent } = await ctx.signUpPremium();
    await saveProfile(agent, { monthlyIncome: "1.800,50", salaryPayments: 14 }).expect(200);
    const bollo = await goal(agent, { name: "Bollo auto", kind: "sinking", targetAmount: "300,00", dueMonth: 3 });
    const fondo = await goal(agent, { name: "Fondo di emergenza", kind: "emergency", targetAmount: "1.000,00", targetDate: "2027-11-30" });
    const casa = await goal(agent, { name: "Casa", kind: "long_term", targetAmount: "10.000,00", targetDate: "2030-12-31" });
    await call(agent, api.contribute, { params: { id: fondo }, body: { amount: "400,00", date: "2026-11-01" } }).expect(201);

    const res = await call(agent, api.extraMonths).expect(200);
    expect(res.body).toEqual({
      year: 2026,
      salaryPayments: 14,
      amount: "1800.50",
      amountSource: "income",
      months: [
        { month: 7, kind: "fourteenth", past: true },
        { month: 12, kind: "thirteenth", past: false },
      ],
      proposal: [
        {
          month: 12,
          kind: "thirteenth",
          amount: "1800.50",
          allocations: [
            { goalId: bollo, name: "Bollo auto", step: "sinking", amount: "300.00" },
            { goalId: fondo, name: "Fondo di emergenza", step: "emergency", amount: "600.00" },
            { goalId: casa, name: "Casa", step: "goal", amount: "900.50" },
          ],
          unallocated: "0.00",
        },
      ],
    });

    // Next year counts what December already gave: only the home still needs money.
    const next = (await call(agent, api.extraMonths, { query: { year: 2027 } }).expect(200)).body;
    expect(next.months).toEqual([
      { month: 7, kind: "fourteenth", past: false },
      { month: 12, kind: "thirteenth", past: false },
    ]);
    expect(next.proposal.map((p: { month: number; allocations: unknown[] }) => [p.month, p.allocations])).toEqual([
      [7, [{ goalId: casa, name: "Casa", step: "goal", amount: "1800.50" }]],
      [12, [{ goalId: casa, name: "Casa", step: "goal", amount: "1800.50" }]],
    ]);
  });

  it("mesi e importo scelti dalla famiglia; senza obiettivo di emergenza propone il fondo suggerito; quanto avanza resta libero", async () => {
    const { agent } = await ctx.signUp();
    await call(agent, calculatorsContract.saveBudget, { body: { monthlyIncome: "2.000,00" } }).expect(201);
    // 6 months (income not said) × 1.000,00 € of necessities: a fund of 6.000,00 €.
    await saveProfile(agent, { salaryPayments: 13, thirteenthMonth: 11, extraPaymentAmount: "7.000,01" }).expect(200);
    const natale = await goal(agent, { name: "Natale", kind: "sinking", targetAmount: "250,00", targetDate: "2026-12-20" });
    const body = (await call(agent, api.extraMonths, { query: { year: 2026 } }).expect(200)).body;
    expect(body).toMatchObject({ salaryPayments: 13, amount: "7000.01", amountSource: "profile", months: [{ month: 11, kind: "thirteenth", past: false }] });
    expect(body.proposal).toEqual([
      {
        month: 11,
        kind: "thirteenth",
        amount: "7000.01",
        allocations: [
          { goalId: natale, name: "Natale", step: "sinking", amount: "250.00" },
          { goalId: null, name: "Fondo di emergenza", step: "emergency", amount: "6000.00" },
        ],
        unallocated: "750.01",
      },
    ]);
  });

  it("senza profilo nessuna mensilità; scendere a 12 mensilità toglie i mesi salvati", async () => {
    const { agent } = await ctx.signUp();
    expect((await call(agent, api.extraMonths).expect(200)).body).toEqual({ year: 2026, salaryPayments: null, amount: null, amountSource: "none", months: [], proposal: [] });
    await saveProfile(agent, { salaryPayments: 14, thirteenthMonth: 1, fourteenthMonth: 6 }).expect(200);
    const saved = (await saveProfile(agent, { salaryPayments: 12 }).expect(200)).body;
    expect(saved).toMatchObject({ salaryPayments: 12, thirteenthMonth: null, fourteenthMonth: null });
    expect((await call(agent, api.extraMonths).expect(200)).body).toMatchObject({ salaryPayments: 12, months: [], proposal: [] });
  });

  it("gli obiettivi di un altro utente non entrano mai nella proposta", async () => {
    const a = await ctx.signUp();
    const b = await ctx.signUp();
    await saveProfile(a.agent, { monthlyIncome: "1.000", salaryPayments: 13 }).expect(200);
    await goal(b.agent, { name: "Segreto di B", kind: "sinking", targetAmount: "500", dueMonth: 12 });
    const body = (await call(a.agent, api.extraMonths).expect(200)).body;
    expect(body.proposal).toEqual([{ month: 12, kind: "thirteenth", amount: "1000.00", allocations: [], unallocated: "1000.00" }]);
    expect(JSON.stringify(body)).not.toContain("Segreto");
  });
});

describe("mensilità aggiuntive: dati non validi", () => {
  it("400 in italiano sul campo giusto e il profilo resta com'era", async () => {
    const { agent } = await ctx.signUp();
    await saveProfile(agent, { salaryPayments: 13, thirteenthMonth: 12, extraPaymentAmount: "1.500,00" }).expect(200);
    const before = (await call(agent, accountContract.profile).expect(200)).body;
    const cases: [Record<string, unknown>, string, string][] = [
      [{ salaryPayments: 15 }, "salaryPayments", "Le mensilità all'anno possono essere 12, 13 o 14"],
      [{ salaryPayments: 11 }, "salaryPayments", "Le mensilità all'anno possono essere 12, 13 o 14"],
      [{ salaryPayments: "tredici" }, "salaryPayments", "Inserisci un numero valido"],
      [{ thirteenthMonth: 13 }, "thirteenthMonth", "Il mese va da 1 (gennaio) a 12 (dicembre)"],
      [{ thirteenthMonth: 0 }, "thirteenthMonth", "Il mese va da 1 (gennaio) a 12 (dicembre)"],
      [{ fourteenthMonth: 7 }, "fourteenthMonth", "La quattordicesima c'è solo con 14 mensilità"],
      [{ salaryPayments: 12, thirteenthMonth: 12 }, "thirteenthMonth", "La tredicesima c'è solo con 13 o 14 mensilità"],
      [{ salaryPayments: 14, thirteenthMonth: 7 }, "fourteenthMonth", "La tredicesima e la quattordicesima devono arrivare in mesi diversi"],
      [{ extraPaymentAmount: "0" }, "extraPaymentAmount", "L'importo della mensilità aggiuntiva deve essere almeno 0,01 €"],
      [{ extraPaymentAmount: "2.000.000,00" }, "extraPaymentAmount", "L'importo della mensilità aggiuntiva può essere al massimo 1.000.000 €"],
    ];
    for (const [body, field, message] of cases) {
      const res = await saveProfile(agent, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.code).toBe("validation");
      expect(res.body.fieldErrors?.[field], JSON.stringify(body)).toBe(message);
    }
    expect((await call(agent, accountContract.profile).expect(200)).body).toEqual(before);
  });

  it("un anno passato, oltre i prossimi 10 o non numerico è un 400", async () => {
    const { agent } = await ctx.signUp();
    for (const year of ["2025", "2037", "duemila", "20261"]) {
      const res = await call(agent, api.extraMonths).query({ year });
      expect(res.status, year).toBe(400);
      expect(res.body).toMatchObject({ code: "validation", fieldErrors: { year: "Scegli l'anno in corso o uno dei prossimi 10" } });
    }
    await call(agent, api.extraMonths, { query: { year: 2036 } }).expect(200);
  });
});
