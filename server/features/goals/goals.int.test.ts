import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { count, eq } from "drizzle-orm";
import { call, createTestContext, fixedClock, type TestContext } from "../../test/harness";
import { goalContributions, goals } from "../../db/schema";
import { goalsContract as api } from "@shared/contracts/goals";
import { expensesContract } from "@shared/contracts/expenses";
import { billingContract } from "@shared/contracts/billing";
import { calculatorsContract } from "@shared/contracts/calculators";
import { accountContract } from "@shared/contracts/account";

// docs/plan.md ("Obiettivi", "Versamenti e prelievi", "Fondo di emergenza", "Piani"). Today is
// 15 November 2026 in Rome: twelve months from now is November 2027; the last three complete
// months are August, September and October 2026.
const clock = fixedClock("2026-11-15T10:00:00.000Z");
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ clock, config: { GOAL_WRITES_PER_HOUR: "1000" } });
});
afterAll(() => ctx.close());

type Agent = Awaited<ReturnType<TestContext["signUp"]>>["agent"];

const goalRows = async (userId: number) => Number((await ctx.db.select({ n: count() }).from(goals).where(eq(goals.userId, userId)))[0]!.n);
const contributionRows = async (goalId: number) => Number((await ctx.db.select({ n: count() }).from(goalContributions).where(eq(goalContributions.goalId, goalId)))[0]!.n);

function createGoal(agent: Agent, body: Record<string, unknown>) {
  return call(agent, api.create).send(body);
}

describe("obiettivi: importo mensile necessario, avanzamento, prelievi", () => {
  it("1.200,00 € entro dodici mesi chiedono 100,00 € al mese; 150,00 € versati fanno il 12,5 %; un prelievo lo abbassa", async () => {
    const { agent } = await ctx.signUp();
    const created = await createGoal(agent, { name: "Vacanze", kind: "long_term", targetAmount: "1.200,00", targetDate: "2027-11-15" });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: "Vacanze", kind: "long_term", targetAmount: "1200.00", saved: "0.00", monthlyNeeded: "100.00", progressPercent: 0, onTrack: false });
    const id = created.body.id as number;

    const paid = await call(agent, api.contribute, { params: { id } }).send({ amount: "150,00", date: "2026-11-15", note: "Primo versamento" });
    expect(paid.status).toBe(201);
    expect(paid.body.contribution).toMatchObject({ amount: "150.00", date: "2026-11-15", note: "Primo versamento" });
    expect(paid.body.goal).toMatchObject({ saved: "150.00", progressPercent: 12.5, monthlyNeeded: "87.50" });

    const listed = (await call(agent, api.list)).body as Array<Record<string, unknown>>;
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({ id, saved: "150.00", progressPercent: 12.5, monthlyNeeded: "87.50", onTrack: true, projectedDate: "2027-06-30" });

    const taken = await call(agent, api.contribute, { params: { id } }).send({ amount: "-30,00", date: "2026-11-15" });
    expect(taken.status).toBe(201);
    expect(taken.body.goal).toMatchObject({ saved: "120.00", progressPercent: 10 });
  });

  it("un prelievo più grande di quanto messo da parte è un 400 in italiano, e nulla cambia", async () => {
    const { agent } = await ctx.signUp();
    const id = (await createGoal(agent, { name: "Bollo auto", kind: "sinking", targetAmount: "300", dueMonth: 3 })).body.id as number;
    await call(agent, api.contribute, { params: { id } }).send({ amount: "50", date: "2026-11-01" }).expect(201);
    const res = await call(agent, api.contribute, { params: { id } }).send({ amount: "-50,01", date: "2026-11-15" });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: "validation", message: "Non puoi prelevare più di quanto hai messo da parte" });
    expect(await contributionRows(id)).toBe(1);
    expect((await call(agent, api.list)).body[0]).toMatchObject({ saved: "50.00" });
  });

  it("due prelievi insieme non superano quanto messo da parte; due nuovi obiettivi insieme non superano il limite gratuito", async () => {
    const { agent, user } = await ctx.signUp();
    const id = (await createGoal(agent, { name: "Scuola", kind: "sinking", targetAmount: "300", dueMonth: 9 })).body.id as number;
    await call(agent, api.contribute, { params: { id } }).send({ amount: "100", date: "2026-11-15" }).expect(201);
    const both = await Promise.all([1, 2].map(() => call(agent, api.contribute, { params: { id } }).send({ amount: "-60", date: "2026-11-15" })));
    expect(both.map((r) => r.status).sort()).toEqual([201, 400]);
    expect((await call(agent, api.list)).body[0]).toMatchObject({ saved: "40.00" });

    const goalsAtOnce = await Promise.all([1, 2].map(() => createGoal(agent, { name: "Altro", kind: "long_term", targetAmount: "500", monthlyAmount: "50" })));
    expect(goalsAtOnce.map((r) => r.status).sort()).toEqual([201, 403]);
    expect(await goalRows(user.id)).toBe(2);
  });

  it("una spesa ricorrente nota (bollo a marzo) dice quanto mettere da parte ogni mese", async () => {
    const { agent } = await ctx.signUp();
    const res = await createGoal(agent, { name: "Bollo auto", kind: "sinking", targetAmount: "300,00", dueMonth: 3 });
    expect(res.status).toBe(201);
    // From November to March: four months.
    expect(res.body).toMatchObject({ dueMonth: 3, dueDate: "2027-03-31", monthlyNeeded: "75.00" });
  });

  it("modifica ed eliminazione dell'obiettivo; i versamenti se ne vanno con lui", async () => {
    const { agent } = await ctx.signUp();
    const id = (await createGoal(agent, { name: "Casa", kind: "long_term", targetAmount: "20.000", monthlyAmount: "500" })).body.id as number;
    const edited = await call(agent, api.update, { params: { id } }).send({ name: "Anticipo casa", targetDate: "2027-11-30" });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ name: "Anticipo casa", monthlyAmount: "500.00", monthlyNeeded: "1666.67", onTrack: false });
    await call(agent, api.contribute, { params: { id } }).send({ amount: "500", date: "2026-11-15" }).expect(201);
    await call(agent, api.remove, { params: { id } }).expect(204);
    expect((await call(agent, api.list)).body).toEqual([]);
    expect(await contributionRows(id)).toBe(0);
  });
});

describe("dati non validi: 400 in italiano e nulla cambia; l'obiettivo di un altro è un 404", () => {
  it.each([
    [{ name: "X", kind: "sinking", targetAmount: "0", targetDate: "2027-01-31" }, "targetAmount", "L'obiettivo deve essere maggiore di 0"],
    [{ name: "X", kind: "sinking", targetAmount: "-100", targetDate: "2027-01-31" }, "targetAmount", "L'obiettivo deve essere maggiore di 0"],
    [{ name: "X", kind: "sinking", targetAmount: "100", targetDate: "2026-11-14" }, "targetDate", "La data obiettivo non può essere nel passato"],
    [{ name: "X", kind: "sinking", targetAmount: "100" }, "targetDate", "Indica una data obiettivo o un importo mensile"],
    [{ name: "X", kind: "pensione", targetAmount: "100", monthlyAmount: "10" }, "kind", "Scegli il tipo di obiettivo"],
    [{ name: "  ", kind: "sinking", targetAmount: "100", monthlyAmount: "10" }, "name", "Dai un nome all'obiettivo"],
    [{ name: "X", kind: "sinking", targetAmount: "abc", monthlyAmount: "10" }, "targetAmount", "Inserisci un importo valido (es. 1.200,00)"],
  ])("%j → %s", async (body, field, message) => {
    const { agent, user } = await ctx.signUp();
    const res = await createGoal(agent, body);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe("validation");
    expect(res.body.fieldErrors[field]).toBe(message);
    expect(await goalRows(user.id)).toBe(0);
  });

  it("versamenti: zero, data futura; l'obiettivo di un altro utente è un 404 per modifica, versamento ed eliminazione", async () => {
    const owner = await ctx.signUp();
    const id = (await createGoal(owner.agent, { name: "Natale", kind: "sinking", targetAmount: "400", dueMonth: 12 })).body.id as number;
    const zero = await call(owner.agent, api.contribute, { params: { id } }).send({ amount: "0", date: "2026-11-15" });
    expect(zero.status).toBe(400);
    expect(zero.body.fieldErrors.amount).toBe("L'importo non può essere zero");
    const future = await call(owner.agent, api.contribute, { params: { id } }).send({ amount: "10", date: "2026-11-16" });
    expect(future.body.fieldErrors.date).toBe("La data non può essere nel futuro");

    const other = await ctx.signUp();
    for (const res of [
      await call(other.agent, api.update, { params: { id } }).send({ name: "Mio" }),
      await call(other.agent, api.contribute, { params: { id } }).send({ amount: "10", date: "2026-11-15" }),
      await call(other.agent, api.remove, { params: { id } }),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ code: "not_found", message: "Obiettivo non trovato" });
    }
    expect(await contributionRows(id)).toBe(0);
    expect((await call(owner.agent, api.list)).body[0]).toMatchObject({ name: "Natale", saved: "0.00" });
  });
});

describe("piani: un utente gratuito tiene fino a 2 obiettivi", () => {
  const body = { name: "Obiettivo", kind: "long_term", targetAmount: "1000", monthlyAmount: "100" };

  it("il terzo è rifiutato con un messaggio che nomina Premium; la prova demo lo apre", async () => {
    const { agent, user } = await ctx.signUp();
    await createGoal(agent, body).expect(201);
    await createGoal(agent, body).expect(201);
    const third = await createGoal(agent, body);
    expect(third.status).toBe(403);
    expect(third.body.code).toBe("limit_reached");
    expect(third.body.message).toMatch(/Premium/);
    expect(await goalRows(user.id)).toBe(2);

    expect((await call(agent, billingContract.demoTrial)).status).toBe(200);
    expect((await createGoal(agent, body)).status).toBe(201);
    expect(await goalRows(user.id)).toBe(3);
  });
});

describe("fondo di emergenza dalla spesa reale", () => {
  const essential = (agent: Agent, amount: string, date: string) =>
    call(agent, expensesContract.create).send({ description: "Spesa essenziale", amount, category: "necessita", subcategory: "spesa_alimentare", date }).expect(201);

  it("900, 1.000 e 1.100 € di spese essenziali negli ultimi tre mesi completi: months=6 → 1.000,00 al mese, 6.000,00", async () => {
    const { agent } = await ctx.signUp();
    await essential(agent, "900,00", "2026-08-10");
    await essential(agent, "600", "2026-09-03");
    await essential(agent, "400", "2026-09-28");
    await essential(agent, "1.100,00", "2026-10-31");
    // Not counted: the current month, a month before the three, and a want.
    await essential(agent, "5000", "2026-11-02");
    await essential(agent, "5000", "2026-07-31");
    await call(agent, expensesContract.create).send({ description: "Cena", amount: "80", category: "desideri", subcategory: "ristoranti", date: "2026-10-05" }).expect(201);

    const res = await call(agent, api.emergencyFund, { query: { months: 6 } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      months: 6,
      monthlyEssential: "1000.00",
      target: "6000.00",
      basis: { source: "tracker", months: ["2026-08", "2026-09", "2026-10"], totals: ["900.00", "1000.00", "1100.00"] },
      singleIncome: null,
    });
  });

  it("con meno di tre mesi nel tracker usa il budget salvato; mesi fuori da 3–12 sono un 400", async () => {
    const { agent } = await ctx.signUp();
    await essential(agent, "900", "2026-10-10");
    await call(agent, calculatorsContract.saveBudget).send({ monthlyIncome: "2.000" }).expect(201);
    const res = await call(agent, api.emergencyFund, { query: { months: "3" } });
    expect(res.body).toMatchObject({ months: 3, monthlyEssential: "1000.00", target: "3000.00", basis: { source: "budget", months: [], totals: ["1000.00"] } });
    for (const months of ["2", "13", "6,5", "sei"]) {
      const bad = await call(agent, api.emergencyFund, { query: { months } });
      expect(bad.status).toBe(400);
      expect(bad.body.fieldErrors.months).toBe("Scegli da 3 a 12 mesi");
    }
  });

  it("senza mesi scelti: 6 per un solo reddito, 3 con due redditi; la prima proposta viene dall'onboarding", async () => {
    const { agent } = await ctx.signUp();
    await call(agent, accountContract.saveProfile).send({ monthlyIncome: "2.400", singleIncome: true, goal: "home" }).expect(200);
    expect((await call(agent, api.emergencyFund)).body).toMatchObject({ months: 6, singleIncome: true, basis: { source: "budget", totals: [] } });
    const proposal = (await call(agent, api.proposal)).body;
    // No spending, no budget: half of the income given at onboarding, six months.
    expect(proposal.proposal).toMatchObject({ name: "Fondo di emergenza", kind: "emergency", targetAmount: "7200.00", targetDate: "2027-11-30" });
    expect(proposal.reason).toMatch(/Comprare casa/);
    const created = await createGoal(agent, proposal.proposal);
    expect(created.status).toBe(201);
    expect((await call(agent, api.proposal)).body.proposal).toBeNull();

    const couple = await ctx.signUp();
    await call(couple.agent, accountContract.saveProfile).send({ singleIncome: false }).expect(200);
    expect((await call(couple.agent, api.emergencyFund)).body.months).toBe(3);
  });
});

describe("spese di «Risparmio e investimenti» assegnate a un obiettivo", () => {
  const saving = (agent: Agent, goalId: number | null, amount = "200,00") =>
    call(agent, expensesContract.create).send({ description: "Bonifico al fondo", amount, category: "risparmi", subcategory: "risparmio_investimenti", date: "2026-11-10", goalId });
  const savedOf = async (agent: Agent, id: number) => ((await call(agent, api.list)).body as Array<{ id: number; saved: string }>).find((g) => g.id === id)!.saved;

  it("contano come versamenti e restano coerenti se la spesa cambia, si elimina o si ripristina", async () => {
    const { agent } = await ctx.signUpPremium();
    const id = (await createGoal(agent, { name: "Fondo", kind: "emergency", targetAmount: "3000", monthlyAmount: "200" })).body.id as number;
    const expense = await saving(agent, id);
    expect(expense.status).toBe(201);
    expect(expense.body.goalId).toBe(id);
    expect(await savedOf(agent, id)).toBe("200.00");

    await call(agent, expensesContract.update, { params: { id: expense.body.id } }).send({ amount: "250" }).expect(200);
    expect(await savedOf(agent, id)).toBe("250.00");
    await call(agent, expensesContract.remove, { params: { id: expense.body.id } }).expect(204);
    expect(await savedOf(agent, id)).toBe("0.00");
    await call(agent, expensesContract.restore, { params: { id: expense.body.id } }).expect(200);
    expect(await savedOf(agent, id)).toBe("250.00");

    // Moved to another category, it leaves the goal.
    const moved = await call(agent, expensesContract.update, { params: { id: expense.body.id } }).send({ subcategory: "svago", category: "desideri" });
    expect(moved.status).toBe(200);
    expect(moved.body.goalId).toBeUndefined();
    expect(await savedOf(agent, id)).toBe("0.00");
  });

  it("eliminato l'obiettivo, la spesa resta nel tracker senza obiettivo", async () => {
    const { agent } = await ctx.signUp();
    const id = (await createGoal(agent, { name: "Fondo", kind: "emergency", targetAmount: "3000", monthlyAmount: "200" })).body.id as number;
    const expense = (await saving(agent, id)).body;
    await call(agent, api.remove, { params: { id } }).expect(204);
    const [kept] = (await call(agent, expensesContract.list)).body;
    expect(kept).toMatchObject({ id: expense.id, amount: "200.00" });
    expect(kept.goalId).toBeUndefined();
  });

  it("un obiettivo su un'altra categoria o di un altro utente è un 400 e la spesa non è salvata", async () => {
    const { agent } = await ctx.signUp();
    const other = await ctx.signUp();
    const theirs = (await createGoal(other.agent, { name: "Suo", kind: "long_term", targetAmount: "500", monthlyAmount: "50" })).body.id as number;
    const mine = (await createGoal(agent, { name: "Mio", kind: "long_term", targetAmount: "500", monthlyAmount: "50" })).body.id as number;
    const foreign = await saving(agent, theirs);
    expect(foreign.status).toBe(400);
    expect(foreign.body.fieldErrors.goalId).toBe("Obiettivo non trovato");
    const wrongCategory = await call(agent, expensesContract.create).send({ description: "Cena", amount: "30", category: "desideri", subcategory: "ristoranti", date: "2026-11-10", goalId: mine });
    expect(wrongCategory.status).toBe(400);
    expect(wrongCategory.body.fieldErrors.goalId).toBe("Solo le spese della categoria «Risparmio e investimenti» possono andare a un obiettivo");
    expect((await call(agent, expensesContract.list)).body).toEqual([]);
    expect(await savedOf(other.agent, theirs)).toBe("0.00");
  });
});
