import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { count, eq } from "drizzle-orm";
import { call, createTestContext, type TestContext } from "../../test/harness";
import { debts } from "../../db/schema";
import { debtsContract as api } from "@shared/contracts/debts";
import { billingContract } from "@shared/contracts/billing";
import { accountDataContract } from "@shared/contracts/account-data";

// docs/calculators.md, "Piano di rientro dai debiti": the planner for everyone, visitors included;
// the stored debts are the user's own (2 on the free plan). The expected figures of the issue's
// example come from scripts/debt-plan-reference.py, computed outside the code.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ config: { DEBT_PLANS_PER_HOUR: "1000", DEBT_WRITES_PER_HOUR: "1000" } });
});
afterAll(() => ctx.close());

const ISSUE_DEBTS = [
  { name: "A", balance: "2.000,00", rate: "7,5", minPayment: "60,00" },
  { name: "B", balance: "5.000", rate: 19.9, minPayment: 150 },
];

const debtRows = async (userId: number) => Number((await ctx.db.select({ n: count() }).from(debts).where(eq(debts.userId, userId)))[0]!.n);

describe("POST /api/tools/debt-plan", () => {
  it("un visitatore confronta valanga e palla di neve sull'esempio: ogni cifra al centesimo", async () => {
    const visitor = ctx.visitor();
    const avalanche = await call(visitor, api.plan).send({ debts: ISSUE_DEBTS, extra: "100,00", strategy: "avalanche" });
    expect(avalanche.status).toBe(200);
    expect(avalanche.body).toEqual({
      strategy: "avalanche",
      months: 27,
      totalInterest: "1350.18",
      order: ["B", "A"],
      interestSaved: "1238.50",
      debts: [
        { name: "A", paidOffMonth: 27, interest: "224.52" },
        { name: "B", paidOffMonth: 25, interest: "1125.66" },
      ],
    });
    const snowball = await call(visitor, api.plan).send({ debts: ISSUE_DEBTS, extra: "100,00", strategy: "snowball" });
    expect(snowball.body).toEqual({
      strategy: "snowball",
      months: 28,
      totalInterest: "1625.53",
      order: ["A", "B"],
      interestSaved: "963.15",
      debts: [
        { name: "A", paidOffMonth: 14, interest: "88.98" },
        { name: "B", paidOffMonth: 28, interest: "1536.55" },
      ],
    });
  });

  it("una rata minima che non copre gli interessi: 400 in italiano che dice che non finisce mai", async () => {
    const res = await call(ctx.visitor(), api.plan).send({ debts: [{ name: "Carta", balance: "10.000", rate: 24, minPayment: "200" }], extra: 0, strategy: "snowball" });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe("validation");
    expect(res.body.message).toContain("non finisce mai");
    expect(res.body.message).toContain("Carta");
  });

  it("più di 20 debiti, nessun debito, importi non validi, strategia sconosciuta: 400 in italiano", async () => {
    const many = Array.from({ length: 21 }, (_, i) => ({ ...ISSUE_DEBTS[0], name: `Debito ${i + 1}` }));
    const cases: [Record<string, unknown>, string][] = [
      [{ debts: many, extra: 0, strategy: "avalanche" }, "Puoi confrontare al massimo 20 debiti"],
      [{ debts: [], extra: 0, strategy: "avalanche" }, "Aggiungi almeno un debito"],
      [{ debts: [{ ...ISSUE_DEBTS[0], balance: "-5" }], extra: 0, strategy: "avalanche" }, "Il debito residuo deve essere maggiore di 0"],
      [{ debts: [{ ...ISSUE_DEBTS[0], balance: "abc" }], extra: 0, strategy: "avalanche" }, "Inserisci un importo valido (es. 1.200,00)"],
      [{ debts: ISSUE_DEBTS, extra: "-1", strategy: "avalanche" }, "La somma in più non può essere negativa"],
      [{ debts: ISSUE_DEBTS, extra: 0, strategy: "caso" }, "Scegli la strategia: valanga o palla di neve"],
      [{ debts: [ISSUE_DEBTS[0], ISSUE_DEBTS[0]], extra: 0, strategy: "avalanche" }, "Ogni debito deve avere un nome diverso"],
      // 10.000.000 € at 1 % with 1 € more than its first month's interest: centuries of payments.
      [{ debts: [{ name: "Lungo", balance: "10.000.000", rate: 1, minPayment: "8.334,34" }], extra: 0, strategy: "avalanche" }, "Il piano durerebbe più di 1.200 mesi (100 anni)"],
    ];
    for (const [body, message] of cases) {
      const res = await call(ctx.visitor(), api.plan).send(body);
      expect(res.status, message).toBe(400);
      expect(JSON.stringify(res.body), message).toContain(message);
    }
  });
});

describe("debiti salvati", () => {
  it("salva, elenca ed elimina i propri debiti; gli importi escono come \"1234.50\", il TAEG come numero", async () => {
    const { agent, user } = await ctx.signUp();
    const created = await call(agent, api.create).send({ name: "Carta di credito", balance: "1.800,50", rate: "21,35", minPayment: "50,00" });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: "Carta di credito", balance: "1800.50", rate: 21.35, minPayment: "50.00" });
    expect((await call(agent, api.list)).body).toEqual([created.body]);
    await call(agent, api.remove, { params: { id: created.body.id } }).expect(204);
    expect((await call(agent, api.list)).body).toEqual([]);
    expect(await debtRows(user.id)).toBe(0);
  });

  it("il debito di un altro utente è un 404 e resta; dati non validi: 400 e nulla salvato", async () => {
    const a = await ctx.signUp();
    const b = await ctx.signUp();
    const theirs = (await call(b.agent, api.create).send({ name: "Prestito di B", balance: "3000", rate: 9, minPayment: 100 })).body.id as number;
    const res = await call(a.agent, api.remove, { params: { id: theirs } });
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ code: "not_found", message: "Debito non trovato" });
    expect(await debtRows(b.user.id)).toBe(1);
    expect((await call(a.agent, api.list)).body).toEqual([]);

    const never = await call(a.agent, api.create).send({ name: "Carta", balance: "10.000", rate: 24, minPayment: "200" });
    expect(never.status).toBe(400);
    expect(never.body.message).toContain("non finisce mai");
    const bad = await call(a.agent, api.create).send({ name: "", balance: "0", rate: 120, minPayment: "x" });
    expect(bad.status).toBe(400);
    expect(bad.body.fieldErrors).toMatchObject({ name: "Dai un nome al debito", balance: "Il debito residuo deve essere maggiore di 0", rate: "Il TAEG può essere al massimo 100%" });
    expect(await debtRows(a.user.id)).toBe(0);
  });

  it("il piano gratuito tiene 2 debiti: il terzo è rifiutato nominando Premium; la prova demo lo apre", async () => {
    const { agent, user } = await ctx.signUp();
    const body = { name: "Debito", balance: "1000", rate: 10, minPayment: 50 };
    await call(agent, api.create).send({ ...body, name: "Uno" }).expect(201);
    await call(agent, api.create).send({ ...body, name: "Due" }).expect(201);
    const third = await call(agent, api.create).send({ ...body, name: "Tre" });
    expect(third.status).toBe(403);
    expect(third.body.code).toBe("limit_reached");
    expect(third.body.message).toMatch(/Premium/);
    expect(await debtRows(user.id)).toBe(2);

    expect((await call(agent, billingContract.demoTrial)).status).toBe(200);
    await call(agent, api.create).send({ ...body, name: "Tre" }).expect(201);
    expect(await debtRows(user.id)).toBe(3);
  });

  it("l'esportazione contiene i debiti dell'utente e non di altri; la cancellazione dell'account li elimina", async () => {
    const a = await ctx.signUp();
    const b = await ctx.signUp();
    await call(a.agent, api.create).send({ name: "Auto", balance: "9.500", rate: "6,99", minPayment: "220" }).expect(201);
    await call(b.agent, api.create).send({ name: "Segreto di B", balance: "100", rate: 0, minPayment: 10 }).expect(201);
    const doc = (await call(a.agent, accountDataContract.export)).body;
    expect(doc.data.debts.map((d: { name: string; balance: string }) => [d.name, d.balance])).toEqual([["Auto", "9500.00"]]);
    await call(a.agent, accountDataContract.deleteAccount).send({ password: "password123", confirmation: "ELIMINA" }).expect(200);
    expect(await debtRows(a.user.id)).toBe(0);
    expect(await debtRows(b.user.id)).toBe(1);
  });
});
