import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { count, eq } from "drizzle-orm";
import { call, createTestContext, type TestContext } from "../../test/harness";
import { budgets, pacSimulations } from "../../db/schema";
import type { DomainEvents } from "../../events";
import { countPacSimulations, createBudgetReads } from "./calculators.public";
import { CALCULATOR_SAVE_LIMIT, TOO_MANY_SAVES } from "./calculators.routes";
import { calculatorsContract } from "@shared/contracts/calculators";

let ctx: TestContext;
const events: { name: string; payload: unknown }[] = [];

beforeAll(async () => {
  ctx = await createTestContext();
  for (const name of ["budget.saved", "pac.simulated", "calculator.completed"] as const)
    ctx.deps.events.on(name, (payload: DomainEvents[typeof name]) => void events.push({ name, payload }));
});
afterAll(() => ctx.close());

const rowCount = async (table: typeof budgets | typeof pacSimulations, userId: number) =>
  Number((await ctx.db.select({ n: count() }).from(table).where(eq(table.userId, userId)))[0]!.n);

describe("POST/GET /api/user/budget", () => {
  it("salva la ripartizione 50/30/20 calcolata dal server e la rilegge", async () => {
    const { agent, user } = await signUp();
    expect((await call(agent, calculatorsContract.budget)).body).toBeNull();
    events.length = 0;
    const res = await call(agent, calculatorsContract.saveBudget).send({ monthlyIncome: "1234.57", necessities: "617.29", wants: "370.37", savings: "246.91" });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ monthlyIncome: "1234.57", necessities: "617.29", wants: "370.37", savings: "246.91" });
    const read = await call(agent, calculatorsContract.budget);
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ monthlyIncome: "1234.57", necessities: "617.29", wants: "370.37", savings: "246.91" });
    expect(await createBudgetReads(ctx.db).latestBudget(user.id)).toEqual({ monthlyIncome: "1234.57", necessities: "617.29", wants: "370.37", savings: "246.91" });
    expect(events).toEqual([
      { name: "budget.saved", payload: { userId: user.id, budgetId: res.body.id, monthlyIncome: "1234.57", necessities: "617.29", wants: "370.37", savings: "246.91" } },
      { name: "calculator.completed", payload: { userId: user.id, calculator: "budget" } },
    ]);
  });

  it("solo il reddito basta; l'ultimo salvataggio è il budget corrente", async () => {
    const { agent } = await signUp();
    await call(agent, calculatorsContract.saveBudget).send({ monthlyIncome: "2000" }).expect(201);
    const res = await call(agent, calculatorsContract.saveBudget).send({ monthlyIncome: 3000 }).expect(201);
    expect(res.body).toMatchObject({ monthlyIncome: "3000.00", necessities: "1500.00", wants: "900.00", savings: "600.00" });
    expect((await call(agent, calculatorsContract.budget)).body.monthlyIncome).toBe("3000.00");
  });

  it.each([
    ["1.800", "1800.00", "900.00"],
    ["1.800,50", "1800.50", "900.25"],
    ["1800,5", "1800.50", "900.25"],
    ["1800.50", "1800.50", "900.25"],
    ["€ 1.800", "1800.00", "900.00"],
    ["1 800", "1800.00", "900.00"],
    ["1.800,00\u00a0€", "1800.00", "900.00"],
  ])("il reddito scritto all'italiana %j è salvato come %s", async (typed, saved, necessities) => {
    const { agent } = await signUp();
    const res = await call(agent, calculatorsContract.saveBudget).send({ monthlyIncome: typed });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ monthlyIncome: saved, necessities });
    expect((await call(agent, calculatorsContract.budget)).body.monthlyIncome).toBe(saved);
  });

  it.each([
    [{ monthlyIncome: "0" }, "Il reddito mensile deve essere maggiore di 0"],
    [{ monthlyIncome: "-100" }, "Il reddito mensile deve essere maggiore di 0"],
    [{}, "Il reddito mensile deve essere maggiore di 0"],
    [{ monthlyIncome: "abc" }, "Inserisci un numero valido"],
    [{ monthlyIncome: "100,001" }, "Sono ammessi al massimo 2 decimali"],
    [{ monthlyIncome: "1,2,3" }, "Inserisci un numero valido"],
    [{ monthlyIncome: "1.50.0" }, "Inserisci un numero valido"],
    [{ monthlyIncome: "12,345,6" }, "Inserisci un numero valido"],
    [{ monthlyIncome: "1000001" }, "Il reddito mensile massimo è 1.000.000 €"],
    [{ monthlyIncome: "2000", necessities: "1500.00", wants: "300.00", savings: "200.00" }, "La ripartizione deve essere esattamente 50/30/20 del reddito"],
    [{ monthlyIncome: "2000", savings: "400.01" }, "La ripartizione deve essere esattamente 50/30/20 del reddito"],
    [{ monthlyIncome: { $gt: 0 } }, "Il reddito mensile deve essere maggiore di 0"],
  ])("input non valido %j → 400 '%s' e nulla salvato", async (body, message) => {
    const { agent, user } = await signUp();
    const res = await call(agent, calculatorsContract.saveBudget).send(body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(await rowCount(budgets, user.id)).toBe(0);
  });

  it("un visitatore riceve 401 e nulla viene salvato", async () => {
    const before = Number((await ctx.db.select({ n: count() }).from(budgets))[0]!.n);
    const res = await call(ctx.visitor(), calculatorsContract.saveBudget).send({ monthlyIncome: "2000" });
    expect(res.status).toBe(401);
    expect((await call(ctx.visitor(), calculatorsContract.budget)).status).toBe(401);
    expect(Number((await ctx.db.select({ n: count() }).from(budgets))[0]!.n)).toBe(before);
  });
});

describe("POST/GET /api/user/pac-simulations", () => {
  it("il valore finale è ricalcolato dal server, non quello del client", async () => {
    const { agent, user } = await signUp();
    events.length = 0;
    const res = await call(agent, calculatorsContract.savePacSimulation).send({ monthlyAmount: "200", years: 20, expectedReturn: "6.5", finalAmount: "999999999.00" });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ monthlyAmount: "200.00", years: 20, expectedReturn: "6.50", finalAmount: "98084.19", totalInvested: "48000.00", totalGain: "50084.19" });
    const list = await call(agent, calculatorsContract.pacSimulations);
    expect(list.body).toEqual([
      { id: res.body.id, monthlyAmount: "200.00", years: 20, expectedReturn: "6.50", finalAmount: "98084.19", createdAt: res.body.createdAt },
    ]);
    expect(await countPacSimulations(ctx.db, user.id)).toBe(1);
    expect(events).toEqual([
      { name: "pac.simulated", payload: { userId: user.id, simulationId: res.body.id } },
      { name: "calculator.completed", payload: { userId: user.id, calculator: "pac" } },
    ]);
  });

  it("elenca le ultime 6, dalla più recente", async () => {
    const { agent } = await signUp();
    for (let i = 1; i <= 8; i++) await call(agent, calculatorsContract.savePacSimulation).send({ monthlyAmount: String(i * 10), years: 5, expectedReturn: "0" }).expect(201);
    const list = (await call(agent, calculatorsContract.pacSimulations)).body as { monthlyAmount: string; finalAmount: string }[];
    expect(list.map((s) => s.monthlyAmount)).toEqual(["80.00", "70.00", "60.00", "50.00", "40.00", "30.00"]);
    expect(list[0]!.finalAmount).toBe("4800.00");
  });

  it("l'importo del PAC all'italiana: 1.800 è 1800, 1.800,50 è 1800,5; il rendimento 6.5 è 6,5%", async () => {
    const { agent } = await signUp();
    const a = await call(agent, calculatorsContract.savePacSimulation).send({ monthlyAmount: "1.800", years: 10, expectedReturn: "6.5" });
    expect(a.status).toBe(201);
    expect(a.body).toMatchObject({ monthlyAmount: "1800.00", expectedReturn: "6.50", totalInvested: "216000.00" });
    const b = await call(agent, calculatorsContract.savePacSimulation).send({ monthlyAmount: "1.800,50", years: "10", expectedReturn: "6,5" });
    expect(b.status).toBe(201);
    expect(b.body).toMatchObject({ monthlyAmount: "1800.50", expectedReturn: "6.50", totalInvested: "216060.00" });
  });

  it.each([
    [{ monthlyAmount: "0", years: 10, expectedReturn: "5" }, "L'importo mensile deve essere maggiore di 0"],
    [{ monthlyAmount: "0.99", years: 10, expectedReturn: "5" }, "L'importo mensile deve essere maggiore di 0"],
    [{ years: 10, expectedReturn: "5" }, "L'importo mensile deve essere maggiore di 0"],
    [{ monthlyAmount: "100", years: 0, expectedReturn: "5" }, "Gli anni devono essere almeno 1"],
    [{ monthlyAmount: "100", years: 51, expectedReturn: "5" }, "Massimo 50 anni"],
    [{ monthlyAmount: "100", years: 10, expectedReturn: "-0.5" }, "Il rendimento non può essere negativo"],
    [{ monthlyAmount: "100", years: 10, expectedReturn: "50.01" }, "Rendimento massimo 50%"],
    [{ monthlyAmount: "100", years: 10.5, expectedReturn: "5" }, "Inserisci un numero intero"],
    [{ monthlyAmount: "cento", years: 10, expectedReturn: "5" }, "Inserisci un numero valido"],
    [{ monthlyAmount: "1,2,3", years: 10, expectedReturn: "5" }, "Inserisci un numero valido"],
    [{ monthlyAmount: "1.50.0", years: 10, expectedReturn: "5" }, "Inserisci un numero valido"],
    [{ monthlyAmount: "100001", years: 10, expectedReturn: "5" }, "L'importo mensile massimo è 100.000 €"],
    [{ monthlyAmount: "100000", years: 50, expectedReturn: "50" }, "Il valore finale è troppo grande per essere salvato: riduci importo, durata o rendimento"],
  ])("input non valido %j → 400 '%s' e nulla salvato", async (body, message) => {
    const { agent, user } = await signUp();
    const res = await call(agent, calculatorsContract.savePacSimulation).send(body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(await rowCount(pacSimulations, user.id)).toBe(0);
  });

  it("JSON malformato → 400 in italiano", async () => {
    const { agent } = await signUp();
    const res = await call(agent, calculatorsContract.savePacSimulation).set("Content-Type", "application/json").send("{rotto");
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("Il corpo della richiesta non è un JSON valido");
  });

  it("un visitatore riceve 401; un utente non vede le simulazioni di un altro", async () => {
    expect((await call(ctx.visitor(), calculatorsContract.savePacSimulation).send({ monthlyAmount: "100", years: 10, expectedReturn: "5" })).status).toBe(401);
    expect((await call(ctx.visitor(), calculatorsContract.pacSimulations)).status).toBe(401);
    const anna = await signUp();
    const bruno = await signUp();
    await call(anna.agent, calculatorsContract.savePacSimulation).send({ monthlyAmount: "150", years: 10, expectedReturn: "4.2" }).expect(201);
    await call(anna.agent, calculatorsContract.saveBudget).send({ monthlyIncome: "1800" }).expect(201);
    expect((await call(bruno.agent, calculatorsContract.pacSimulations)).body).toEqual([]);
    expect((await call(bruno.agent, calculatorsContract.budget)).body).toBeNull();
    expect((await call(anna.agent, calculatorsContract.pacSimulations)).body).toHaveLength(1);
  });

  it("salvataggi in parallelo: ognuno è registrato una volta", async () => {
    const { agent, user } = await signUp();
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) => call(agent, calculatorsContract.savePacSimulation).send({ monthlyAmount: String(100 + i), years: 5, expectedReturn: "3.5" })),
    );
    expect(results.map((r) => r.status)).toEqual(Array(10).fill(201));
    expect(await rowCount(pacSimulations, user.id)).toBe(10);
    expect((await call(agent, calculatorsContract.pacSimulations)).body).toHaveLength(6);
  });
});

describe("limite di salvataggi", () => {
  it("oltre il limite orario per utente: 429 in italiano e nulla salvato; un altro utente salva ancora", async () => {
    const { agent, user } = await signUp();
    for (let i = 0; i < CALCULATOR_SAVE_LIMIT.perHour; i++) {
      const contract = i % 2 ? calculatorsContract.saveBudget : calculatorsContract.savePacSimulation;
      const body = i % 2 ? { monthlyIncome: "2000" } : { monthlyAmount: "100", years: 5, expectedReturn: "3.5" };
      expect((await call(agent, contract).send(body)).status).toBe(201);
    }
    const before = (await rowCount(budgets, user.id)) + (await rowCount(pacSimulations, user.id));
    const res = await call(agent, calculatorsContract.saveBudget).send({ monthlyIncome: "2000" });
    expect(res.status).toBe(429);
    expect(res.body.message).toBe(TOO_MANY_SAVES);
    expect((await rowCount(budgets, user.id)) + (await rowCount(pacSimulations, user.id))).toBe(before);
    const other = await signUp();
    expect((await call(other.agent, calculatorsContract.saveBudget).send({ monthlyIncome: "2000" })).status).toBe(201);
  });
});

function signUp() {
  return ctx.signUp();
}
