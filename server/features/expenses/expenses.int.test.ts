import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { call, createTestContext, type TestContext, fixedClock } from "../../test/harness";
import { expenses } from "../../db/schema";
import { expensesContract } from "@shared/contracts/expenses";

// Sunday 22 November 2026, 11:00 in Rome (winter time, UTC+1).
const clock = fixedClock("2026-11-22T10:00:00Z");
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ clock });
});
afterAll(() => ctx.close());

type Agent = Awaited<ReturnType<TestContext["signUp"]>>["agent"];
const rowsOf = (userId: number) => ctx.db.select().from(expenses).where(eq(expenses.userId, userId));
const post = (agent: Agent, body: Record<string, unknown>) => call(agent, expensesContract.create).send(body);
const valid = { description: "Spesa al supermercato", amount: "45.30", category: "necessita", date: "2026-11-20" };

describe("spese: creare, elencare, contare, eliminare", () => {
  it("crea una spesa e la rilegge con i campi della specifica", async () => {
    const { agent, user } = await ctx.signUp();
    const res = await post(agent, { ...valid, amount: "1.234,5", userId: 999 });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ id: expect.any(Number), description: "Spesa al supermercato", amount: "1234.50", category: "necessita", subcategory: "altro", date: "2026-11-20", deduction: null,
      // docs/household.md, "Cosa è condiviso": shared by default, with its author.
      visibility: "shared", author: { memberId: expect.any(Number), displayName: expect.any(String) },
    });
    const list = await call(agent, expensesContract.list);
    expect(list.status).toBe(200);
    expect(list.body).toEqual([res.body]);
    // The userId in the body is ignored: the row belongs to the signed-in user.
    expect((await rowsOf(user.id)).map((r) => r.id)).toEqual([res.body.id]);
  });

  it.each([
    ["1.800", "1800.00"],
    ["1.800,50", "1800.50"],
    ["€ 1.800", "1800.00"],
    ["1 800", "1800.00"],
    ["1800.5", "1800.50"],
  ])("l'importo scritto all'italiana %j è salvato come %s (mai 1,80)", async (typed, saved) => {
    const { agent, user } = await ctx.signUp();
    const res = await post(agent, { ...valid, amount: typed });
    expect(res.status).toBe(201);
    expect(res.body.amount).toBe(saved);
    expect((await rowsOf(user.id)).map((r) => r.amount)).toEqual([saved]);
  });

  it("elenca dalla più recente, con limit e per mese", async () => {
    const { agent } = await ctx.signUp();
    for (const [date, description] of [["2026-10-05", "ottobre"], ["2026-11-01", "primo novembre"], ["2026-11-21", "ieri"], ["2026-11-21", "ieri sera"]])
      expect((await post(agent, { ...valid, date, description })).status).toBe(201);
    expect((await call(agent, expensesContract.list)).body.map((e: { description: string }) => e.description)).toEqual(["ieri sera", "ieri", "primo novembre", "ottobre"]);
    expect((await call(agent, expensesContract.list, { query: { limit: 2 } })).body.map((e: { description: string }) => e.description)).toEqual(["ieri sera", "ieri"]);
    expect((await call(agent, expensesContract.list, { query: { month: 10, year: 2026 } })).body.map((e: { description: string }) => e.description)).toEqual(["ottobre"]);
    // A month alone means that month of the current year.
    expect((await call(agent, expensesContract.list, { query: { month: 11 } })).body).toHaveLength(3);
  });

  it("conta le spese del mese: di default il mese corrente a Roma, oppure month e year", async () => {
    const { agent } = await ctx.signUp();
    for (const date of ["2026-11-02", "2026-11-22", "2026-10-31", "2025-11-10"]) await post(agent, { ...valid, date });
    expect((await call(agent, expensesContract.count)).body).toEqual({ count: 2 });
    expect((await call(agent, expensesContract.count, { query: { month: 10, year: 2026 } })).body).toEqual({ count: 1 });
    expect((await call(agent, expensesContract.count, { query: { month: 11, year: 2025 } })).body).toEqual({ count: 1 });
    expect((await call(agent, expensesContract.count, { query: { month: 9, year: 2026 } })).body).toEqual({ count: 0 });
    for (const q of ["month=0", "month=13", "month=abc", "month=1.5", "year=1999", "year=20260", "month=1&month=2"]) {
      const res = await call(agent, expensesContract.count).query(q);
      expect(res.status, q).toBe(400);
      expect(res.body.message).toMatch(/^(Mese non valido \(da 1 a 12\)|Anno non valido)$/);
    }
    expect((await call(agent, expensesContract.list, { query: { limit: 0 } })).status).toBe(400);
  });

  it("elimina la propria spesa (204) e poi non c'è più", async () => {
    const { agent, user } = await ctx.signUp();
    const created = (await post(agent, valid)).body;
    expect((await call(agent, expensesContract.remove, { params: { id: created.id } })).status).toBe(204);
    expect(await rowsOf(user.id)).toEqual([]);
    const again = await call(agent, expensesContract.remove, { params: { id: created.id } });
    expect(again.status).toBe(404);
    expect(again.body.message).toBe("Spesa non trovata");
    expect((await call(agent, expensesContract.remove, { params: { id: "abc" } })).status).toBe(404);
  });

  it("la spesa di un altro utente non si vede e non si elimina (404)", async () => {
    const owner = await ctx.signUp();
    const other = await ctx.signUp();
    const created = (await post(owner.agent, valid)).body;
    expect((await call(other.agent, expensesContract.list)).body).toEqual([]);
    expect((await call(other.agent, expensesContract.count)).body).toEqual({ count: 0 });
    const res = await call(other.agent, expensesContract.remove, { params: { id: created.id } });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe("Spesa non trovata");
    expect(await rowsOf(owner.user.id)).toHaveLength(1);
  });

  it("i visitatori ricevono 401 e nulla è salvato", async () => {
    const v = ctx.visitor();
    expect((await call(v, expensesContract.list)).status).toBe(401);
    expect((await call(v, expensesContract.count)).status).toBe(401);
    expect((await call(v, expensesContract.create).send(valid)).status).toBe(401);
    expect((await call(v, expensesContract.remove, { params: { id: 1 } })).status).toBe(401);
  });
});

describe("spese: input non validi → 400 con il messaggio e nessuna riga", () => {
  const cases: Array<[string, Record<string, unknown>, string, string]> = [
    ["descrizione mancante", { description: undefined }, "description", "Descrizione richiesta"],
    ["descrizione vuota", { description: "   " }, "description", "Descrizione richiesta"],
    ["descrizione non testo", { description: 42 }, "description", "Descrizione richiesta"],
    ["descrizione troppo lunga", { description: "x".repeat(121) }, "description", "La descrizione può avere al massimo 120 caratteri"],
    ["importo mancante", { amount: undefined }, "amount", "Importo deve essere maggiore di 0"],
    ["importo vuoto", { amount: "" }, "amount", "Importo deve essere maggiore di 0"],
    ["importo zero", { amount: "0" }, "amount", "Importo deve essere maggiore di 0"],
    ["importo 0,001", { amount: "0.001" }, "amount", "Sono ammessi al massimo 2 decimali"],
    ["importo negativo", { amount: "-5" }, "amount", "Importo deve essere maggiore di 0"],
    ["importo testo", { amount: "dieci" }, "amount", "Inserisci un importo valido (es. 12,50)"],
    ["importo esponenziale", { amount: "1e5" }, "amount", "Inserisci un importo valido (es. 12,50)"],
    ["importo tre decimali", { amount: "12,345" }, "amount", "Sono ammessi al massimo 2 decimali"],
    ["importo ambiguo", { amount: "1,2,3" }, "amount", "Inserisci un importo valido (es. 12,50)"],
    ["importo enorme", { amount: "1000000.01" }, "amount", "L'importo massimo di una spesa è 1.000.000 €"],
    ["importo astronomico", { amount: "99999999999999999999" }, "amount", "L'importo massimo di una spesa è 1.000.000 €"],
    ["importo numero enorme", { amount: 1e20 }, "amount", "L'importo massimo di una spesa è 1.000.000 €"],
    ["importo oggetto", { amount: { v: 1 } }, "amount", "Importo deve essere maggiore di 0"],
    ["categoria mancante", { category: undefined }, "category", "Categoria richiesta"],
    ["categoria sconosciuta", { category: "vacanze" }, "category", "Categoria richiesta"],
    ["data mancante", { date: undefined }, "date", "Data richiesta"],
    ["data vuota", { date: "" }, "date", "Data richiesta"],
    ["data inesistente", { date: "2026-02-30" }, "date", "Data non valida"],
    ["data in altro formato", { date: "20/11/2026" }, "date", "Data non valida"],
    ["data troppo vecchia", { date: "2021-10-31" }, "date", "La data non può essere precedente al 01/11/2021"],
    ["data troppo lontana nel futuro", { date: "2027-01-01" }, "date", "La data non può essere successiva al 31/12/2026"],
  ];

  it.each(cases)("%s", async (_name, patch, field, message) => {
    const { agent, user } = await ctx.signUp();
    const body: Record<string, unknown> = { ...valid, ...patch };
    for (const k of Object.keys(body)) if (body[k] === undefined) delete body[k];
    const res = await post(agent, body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(res.body.fieldErrors[field]).toBe(message);
    expect(await rowsOf(user.id)).toEqual([]);
  });

  it("corpo non oggetto o JSON rotto → 400 in italiano", async () => {
    const { agent, user } = await ctx.signUp();
    const arr = await call(agent, expensesContract.create).send([valid]);
    expect(arr.status).toBe(400);
    expect(arr.body.message).toBe("Dati della spesa non validi");
    const broken = await call(agent, expensesContract.create).set("Content-Type", "application/json").send("{rotto");
    expect(broken.status).toBe(400);
    expect(await rowsOf(user.id)).toEqual([]);
  });

  it("gli estremi ammessi sono accettati", async () => {
    const { agent } = await ctx.signUp();
    for (const patch of [{ amount: "0.01" }, { amount: 1000000 }, { amount: 12.5 }, { date: "2021-11-01" }, { date: "2026-12-31" }, { description: "x".repeat(120) }])
      expect((await post(agent, { ...valid, ...patch })).status, JSON.stringify(patch)).toBe(201);
  });
});
