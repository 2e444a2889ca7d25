import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { count, eq } from "drizzle-orm";
import { call, createTestContext, fixedClock, joinHousehold, type TestContext } from "../../test/harness";
import { debts, goalContributions, goals, householdProfiles, incomeEntries } from "../../db/schema";
import { accountContract } from "@shared/contracts/account";
import { debtsContract } from "@shared/contracts/debts";
import { goalsContract } from "@shared/contracts/goals";
import { householdContract } from "@shared/contracts/household";
import { incomeContract } from "@shared/contracts/income";
import { accountDataContract } from "@shared/contracts/account-data";
import { HOUSEHOLD_MESSAGES } from "@shared/schemas/household";
import { GOAL_MESSAGES, type Goal } from "@shared/schemas/goals";
import { FREE_GOAL_LIMIT } from "@shared/constants";
import type { StoredDebt } from "@shared/schemas/debts";
import type { IncomeEntry } from "@shared/schemas/income";

// Goals (with contributions and withdrawals), debts, income entries and the household profile
// belong to the household (docs/household.md, "Cosa è condiviso", "Entrare e uscire").
const clock = fixedClock("2026-11-22T10:00:00Z");
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ clock, config: { HOUSEHOLD_INVITATIONS_PER_DAY: "1000", GOAL_WRITES_PER_HOUR: "1000" } });
});
afterAll(() => ctx.close());

type Agent = Awaited<ReturnType<TestContext["signUp"]>>["agent"];
const goalBody = { name: "Vacanze", kind: "long_term", targetAmount: "1.200,00", targetDate: "2027-11-15" };
const debtBody = { name: "Prestito auto", balance: "5.000,00", rate: 6.5, minPayment: "150,00" };
const incomeBody = { kind: "salary", amount: "1.800,50", date: "2026-11-10" };
const rows = async (table: typeof goals | typeof debts | typeof incomeEntries | typeof goalContributions) => Number((await ctx.db.select({ n: count() }).from(table))[0]!.n);
const goalsOf = async (agent: Agent): Promise<Goal[]> => (await call(agent, goalsContract.list).expect(200)).body;
const debtsOf = async (agent: Agent) => (await call(agent, debtsContract.list).expect(200)).body.map((d: StoredDebt) => d.name);
const incomeOf = async (agent: Agent) => (await call(agent, incomeContract.list, { query: { month: 11, year: 2026 } }).expect(200)).body.map((e: IncomeEntry) => e.amount);

describe("obiettivi, debiti ed entrate della famiglia", () => {
  it("l'editor crea un obiettivo e un versamento: il titolare vede l'avanzamento; debiti ed entrate dell'uno sono dell'altro", async () => {
    const owner = await ctx.signUpPremium();
    const editor = await joinHousehold(ctx, owner, "editor");
    const created = await call(editor.agent, goalsContract.create).send(goalBody);
    expect(created.status).toBe(201);
    await call(editor.agent, goalsContract.contribute, { params: { id: created.body.id } }).send({ amount: "150,00", date: "2026-11-15" }).expect(201);
    expect(await goalsOf(owner.agent)).toEqual([expect.objectContaining({ id: created.body.id, name: "Vacanze", saved: "150.00", progressPercent: 12.5 })]);
    // The owner withdraws from the partner's goal: what the household saved, not what one put in.
    await call(owner.agent, goalsContract.contribute, { params: { id: created.body.id } }).send({ amount: "-150,00", date: "2026-11-16" }).expect(201);
    expect((await goalsOf(editor.agent))[0]).toMatchObject({ saved: "0.00" });

    await call(owner.agent, debtsContract.create).send(debtBody).expect(201);
    expect(await debtsOf(editor.agent)).toEqual(["Prestito auto"]);
    await call(owner.agent, incomeContract.create).send(incomeBody).expect(201);
    expect(await incomeOf(editor.agent)).toEqual(["1800.50"]);
    const balance = await call(editor.agent, incomeContract.monthBalance, { query: { month: 11, year: 2026 } }).expect(200);
    expect(balance.body).toMatchObject({ income: "1800.50" });
  });

  it("un viewer che scrive: 403 in italiano e nulla cambia; legge tutto", async () => {
    const owner = await ctx.signUpPremium();
    const viewer = await joinHousehold(ctx, owner, "viewer");
    const goal = (await call(owner.agent, goalsContract.create).send(goalBody).expect(201)).body;
    const debt = (await call(owner.agent, debtsContract.create).send(debtBody).expect(201)).body;
    const income = (await call(owner.agent, incomeContract.create).send(incomeBody).expect(201)).body;
    const before = await Promise.all([goals, debts, incomeEntries, goalContributions].map(rows));
    const writes = [
      call(viewer.agent, goalsContract.create).send(goalBody),
      call(viewer.agent, goalsContract.update, { params: { id: goal.id } }).send({ name: "Altro" }),
      call(viewer.agent, goalsContract.remove, { params: { id: goal.id } }),
      call(viewer.agent, goalsContract.contribute, { params: { id: goal.id } }).send({ amount: "10", date: "2026-11-15" }),
      call(viewer.agent, debtsContract.create).send(debtBody),
      call(viewer.agent, debtsContract.remove, { params: { id: debt.id } }),
      call(viewer.agent, incomeContract.create).send(incomeBody),
      call(viewer.agent, incomeContract.remove, { params: { id: income.id } }),
      call(viewer.agent, accountContract.saveProfile).send({ monthlyIncome: "1.000" }),
    ];
    for (const [i, res] of (await Promise.all(writes)).entries()) {
      expect(res.status, `scrittura ${i}`).toBe(403);
      expect(res.body).toMatchObject({ code: "forbidden", message: HOUSEHOLD_MESSAGES.writeOnly });
    }
    expect(await Promise.all([goals, debts, incomeEntries, goalContributions].map(rows))).toEqual(before);
    expect((await goalsOf(viewer.agent)).map((g) => g.name)).toEqual(["Vacanze"]);
    expect(await debtsOf(viewer.agent)).toEqual(["Prestito auto"]);
    expect(await incomeOf(viewer.agent)).toEqual(["1800.50"]);
  });

  it("chi è di un'altra famiglia: 404, mai 403, e nulla cambia", async () => {
    const owner = await ctx.signUpPremium();
    const stranger = await ctx.signUpPremium();
    const goal = (await call(owner.agent, goalsContract.create).send(goalBody).expect(201)).body;
    const debt = (await call(owner.agent, debtsContract.create).send(debtBody).expect(201)).body;
    const income = (await call(owner.agent, incomeContract.create).send(incomeBody).expect(201)).body;
    const before = await Promise.all([goals, debts, incomeEntries, goalContributions].map(rows));
    const writes = [
      call(stranger.agent, goalsContract.update, { params: { id: goal.id } }).send({ name: "Altro" }),
      call(stranger.agent, goalsContract.remove, { params: { id: goal.id } }),
      call(stranger.agent, goalsContract.contribute, { params: { id: goal.id } }).send({ amount: "10", date: "2026-11-15" }),
      call(stranger.agent, debtsContract.remove, { params: { id: debt.id } }),
      call(stranger.agent, incomeContract.remove, { params: { id: income.id } }),
    ];
    for (const [i, res] of (await Promise.all(writes)).entries()) expect(res.status, `scrittura ${i}`).toBe(404);
    expect(await Promise.all([goals, debts, incomeEntries, goalContributions].map(rows))).toEqual(before);
    expect(await goalsOf(stranger.agent)).toEqual([]);
    expect(await debtsOf(stranger.agent)).toEqual([]);
    expect(await incomeOf(stranger.agent)).toEqual([]);
  });
});

describe("piano gratuito della famiglia", () => {
  it("il limite di obiettivi conta quelli della famiglia: il terzo, dell'editor, è rifiutato e non salvato", async () => {
    const owner = await ctx.signUp();
    const editor = await joinHousehold(ctx, owner, "editor");
    for (let i = 0; i < FREE_GOAL_LIMIT; i++) await call(owner.agent, goalsContract.create).send({ ...goalBody, name: `Obiettivo ${i}` }).expect(201);
    const refused = await call(editor.agent, goalsContract.create).send(goalBody);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: "limit_reached", message: GOAL_MESSAGES.limitReached });
    expect(await goalsOf(editor.agent)).toHaveLength(FREE_GOAL_LIMIT);
  });
});

describe("il profilo della famiglia", () => {
  it("il profilo salvato dal titolare è quello che leggono il profilo, le mensilità aggiuntive e il fondo di emergenza del partner", async () => {
    const owner = await ctx.signUpPremium();
    const partner = await joinHousehold(ctx, owner, "viewer");
    await call(owner.agent, accountContract.saveProfile).send({ monthlyIncome: "2.000,00", householdSize: 3, children: 1, singleIncome: true, salaryPayments: 14 }).expect(200);
    const profile = await call(partner.agent, accountContract.profile).expect(200);
    expect(profile.body).toMatchObject({ completed: true, monthlyIncome: 2000, householdSize: 3, children: 1, singleIncome: true, salaryPayments: 14 });
    const extra = await call(partner.agent, goalsContract.extraMonths, { query: {} }).expect(200);
    expect(extra.body).toMatchObject({ salaryPayments: 14, amount: "2000.00", amountSource: "income" });
    const fund = await call(partner.agent, goalsContract.emergencyFund, { query: {} }).expect(200);
    expect(fund.body.singleIncome).toBe(true);
    expect(await ctx.db.select({ n: count() }).from(householdProfiles).where(eq(householdProfiles.userId, partner.user.id))).toEqual([{ n: 0 }]);
  });

  it("un editor aggiorna il profilo della famiglia: una sola riga, quella che legge il titolare", async () => {
    const owner = await ctx.signUpPremium();
    const editor = await joinHousehold(ctx, owner, "editor");
    await call(owner.agent, accountContract.saveProfile).send({ monthlyIncome: "2.000,00", householdSize: 2 }).expect(200);
    await call(editor.agent, accountContract.saveProfile).send({ children: 0 }).expect(200);
    expect((await call(owner.agent, accountContract.profile).expect(200)).body).toMatchObject({ monthlyIncome: 2000, householdSize: 2, children: 0 });
  });
});

describe("entrare e uscire", () => {
  it("chi entra da solo porta obiettivi, debiti, entrate e profilo; chi esce li lascia alla famiglia", async () => {
    const owner = await ctx.signUpPremium();
    const newcomer = await ctx.signUpPremium();
    const goal = (await call(newcomer.agent, goalsContract.create).send(goalBody).expect(201)).body;
    await call(newcomer.agent, goalsContract.contribute, { params: { id: goal.id } }).send({ amount: "100", date: "2026-11-15" }).expect(201);
    await call(newcomer.agent, debtsContract.create).send(debtBody).expect(201);
    await call(newcomer.agent, incomeContract.create).send(incomeBody).expect(201);
    await call(newcomer.agent, accountContract.saveProfile).send({ monthlyIncome: "1.500,00" }).expect(200);

    await joinHousehold(ctx, owner, "editor", newcomer);
    expect((await goalsOf(owner.agent)).map((g) => [g.name, g.saved])).toEqual([["Vacanze", "100.00"]]);
    expect(await debtsOf(owner.agent)).toEqual(["Prestito auto"]);
    expect(await incomeOf(owner.agent)).toEqual(["1800.50"]);
    // The owner's household had no profile: the newcomer's came along.
    expect((await call(owner.agent, accountContract.profile).expect(200)).body).toMatchObject({ completed: true, monthlyIncome: 1500 });

    await call(newcomer.agent, householdContract.leave).expect(200);
    expect(await goalsOf(newcomer.agent)).toEqual([]);
    expect(await debtsOf(newcomer.agent)).toEqual([]);
    expect(await incomeOf(newcomer.agent)).toEqual([]);
    expect((await call(newcomer.agent, accountContract.profile).expect(200)).body).toMatchObject({ completed: false });
    expect((await goalsOf(owner.agent)).map((g) => g.name)).toEqual(["Vacanze"]);
    expect(await debtsOf(owner.agent)).toEqual(["Prestito auto"]);
    expect((await call(owner.agent, accountContract.profile).expect(200)).body).toMatchObject({ monthlyIncome: 1500 });
  });

  it("la famiglia in cui si entra tiene il suo profilo; quello di chi entra non la cambia", async () => {
    const owner = await ctx.signUpPremium();
    await call(owner.agent, accountContract.saveProfile).send({ monthlyIncome: "3.000,00", householdSize: 3 }).expect(200);
    const newcomer = await ctx.signUpPremium();
    await call(newcomer.agent, accountContract.saveProfile).send({ monthlyIncome: "900,00", householdSize: 1 }).expect(200);

    await joinHousehold(ctx, owner, "editor", newcomer);
    expect((await call(newcomer.agent, accountContract.profile).expect(200)).body).toMatchObject({ monthlyIncome: 3000, householdSize: 3 });
    expect((await call(owner.agent, accountContract.profile).expect(200)).body).toMatchObject({ monthlyIncome: 3000, householdSize: 3 });
  });
});

describe("cancellazione dell'account di un membro", () => {
  it("obiettivi, versamenti, debiti ed entrate del partner restano alla famiglia, senza autore; l'esportazione del partner li conteneva", async () => {
    const owner = await ctx.signUpPremium();
    const partner = await joinHousehold(ctx, owner, "editor");
    const goal = (await call(partner.agent, goalsContract.create).send(goalBody).expect(201)).body;
    await call(partner.agent, goalsContract.contribute, { params: { id: goal.id } }).send({ amount: "250,00", date: "2026-11-15" }).expect(201);
    await call(partner.agent, debtsContract.create).send(debtBody).expect(201);
    await call(partner.agent, incomeContract.create).send(incomeBody).expect(201);
    const exported = await call(partner.agent, accountDataContract.export).expect(200);
    const data = (JSON.parse(exported.text) as { data: Record<string, unknown[]> }).data;
    expect(data.goals).toHaveLength(1);
    expect(data.goal_contributions).toHaveLength(1);
    expect(data.debts).toHaveLength(1);
    expect(data.income_entries).toHaveLength(1);

    await call(partner.agent, accountDataContract.deleteAccount).send({ password: partner.password, confirmation: "ELIMINA" }).expect(200);
    expect((await goalsOf(owner.agent)).map((g) => [g.name, g.saved])).toEqual([["Vacanze", "250.00"]]);
    expect(await debtsOf(owner.agent)).toEqual(["Prestito auto"]);
    expect(await incomeOf(owner.agent)).toEqual(["1800.50"]);
    for (const table of [goals, goalContributions, debts, incomeEntries]) expect(await ctx.db.select({ n: count() }).from(table).where(eq(table.userId, partner.user.id))).toEqual([{ n: 0 }]);
  });
});
