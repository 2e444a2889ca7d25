import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { call, createTestContext, fixedClock, joinHousehold, type TestContext } from "../../test/harness";
import { budgetSplits, categoryBudgets, householdMembers } from "../../db/schema";
import { categoryBudgetsContract as cb } from "@shared/contracts/category-budgets";
import { calculatorsContract as calc } from "@shared/contracts/calculators";
import { dashboardContract } from "@shared/contracts/dashboard";
import { accountDataContract } from "@shared/contracts/account-data";
import { HOUSEHOLD_MESSAGES } from "@shared/schemas/household";

// The saved budget, the category budgets and the split are the household's (docs/household.md,
// "Cosa è condiviso"): every member reads the same ones, owner and editors change them, a viewer
// gets 403 and changes nothing, another household sees none of them.
const clock = fixedClock("2026-11-22T10:00:00Z");
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ clock, config: { HOUSEHOLD_INVITATIONS_PER_DAY: "1000" } });
});
afterAll(() => ctx.close());

type Member = Awaited<ReturnType<TestContext["signUp"]>>;

async function family(): Promise<{ owner: Member; editor: Member; viewer: Member; other: Member }> {
  const owner = await ctx.signUpPremium();
  const editor = await joinHousehold(ctx, owner, "editor");
  const viewer = await joinHousehold(ctx, owner, "viewer");
  return { owner, editor, viewer, other: await ctx.signUpPremium() };
}
const householdOf = async (userId: number) => (await ctx.db.select().from(householdMembers).where(eq(householdMembers.userId, userId)))[0]!.householdId;

describe("budget, budget per categoria e ripartizione della famiglia", () => {
  it("l'editor li salva, il titolare li vede; chi è in sola lettura riceve 403 e nulla cambia; un'altra famiglia non li vede", async () => {
    clock.set("2026-11-22T10:00:00Z");
    const { owner, editor, viewer, other } = await family();
    const budgets = { budgets: [{ subcategory: "spesa_alimentare", amount: "400,00", carryOver: true }] };
    expect((await call(editor.agent, cb.save).send(budgets)).status).toBe(200);
    expect((await call(owner.agent, cb.list)).body.budgets).toEqual([{ subcategory: "spesa_alimentare", amount: "400.00", carryOver: true }]);
    expect((await call(editor.agent, cb.saveSplit).send({ necessities: 60, wants: 25, savings: 15 })).status).toBe(200);
    expect((await call(owner.agent, cb.split)).body).toEqual({ necessities: 60, wants: 25, savings: 15, isDefault: false });
    expect((await call(editor.agent, calc.saveBudget).send({ monthlyIncome: 2000 })).status).toBe(201);
    expect((await call(owner.agent, calc.budget)).body).toMatchObject({ monthlyIncome: "2000.00", necessities: "1200.00" });

    const refused = [
      await call(viewer.agent, cb.save).send({ budgets: [] }),
      await call(viewer.agent, cb.saveSplit).send({ necessities: 50, wants: 30, savings: 20 }),
      await call(viewer.agent, calc.saveBudget).send({ monthlyIncome: 1 }),
    ];
    for (const res of refused) expect([res.status, res.body.message]).toEqual([403, HOUSEHOLD_MESSAGES.writeOnly]);
    const household = await householdOf(owner.user.id);
    expect((await ctx.db.select().from(categoryBudgets).where(eq(categoryBudgets.householdId, household))).map((r) => r.amount)).toEqual(["400.00"]);
    expect((await ctx.db.select().from(budgetSplits).where(eq(budgetSplits.householdId, household))).map((r) => [r.necessities, r.userId])).toEqual([[60, editor.user.id]]);
    expect((await call(viewer.agent, calc.budget)).body).toMatchObject({ monthlyIncome: "2000.00" });

    // The owner's later split replaces the household's one row.
    await call(owner.agent, cb.saveSplit).send({ necessities: 55, wants: 25, savings: 20 }).expect(200);
    expect((await call(editor.agent, cb.split)).body).toMatchObject({ necessities: 55, isDefault: false });

    expect((await call(other.agent, cb.list)).body.budgets).toEqual([]);
    expect((await call(other.agent, cb.split)).body.isDefault).toBe(true);
    expect((await call(other.agent, calc.budget)).body).toBeNull();
  });
});

describe("un membro che cancella l'account", () => {
  it("il budget, i budget per categoria e la ripartizione che aveva salvato restano alla famiglia", async () => {
    clock.set("2026-11-22T10:00:00Z");
    const { owner, editor } = await family();
    await call(editor.agent, cb.save).send({ budgets: [{ subcategory: "spesa_alimentare", amount: "450,00", carryOver: false }] }).expect(200);
    await call(editor.agent, cb.saveSplit).send({ necessities: 60, wants: 25, savings: 15 }).expect(200);
    await call(editor.agent, calc.saveBudget).send({ monthlyIncome: 2000 }).expect(201);
    await call(editor.agent, accountDataContract.deleteAccount).send({ password: editor.password, confirmation: "ELIMINA" }).expect(200);
    expect((await call(owner.agent, cb.list)).body.budgets).toEqual([{ subcategory: "spesa_alimentare", amount: "450.00", carryOver: false }]);
    expect((await call(owner.agent, cb.split)).body).toEqual({ necessities: 60, wants: 25, savings: 15, isDefault: false });
    expect((await call(owner.agent, calc.budget)).body).toMatchObject({ monthlyIncome: "2000.00" });
    // Nothing of the person stays: the rows no longer name them.
    const household = await householdOf(owner.user.id);
    expect((await ctx.db.select().from(budgetSplits).where(eq(budgetSplits.householdId, household))).map((r) => r.userId)).toEqual([null]);
  });
});

describe("ogni membro vede subito le modifiche (cache delle letture)", () => {
  it("il budget salvato dall'editor arriva al riepilogo in cache del titolare", async () => {
    // An app with the per-user read cache on (docs/scale-out.md, "Letture dell'utente in cache"):
    // only the database's notice to every member of the household drops the owner's answer.
    const cached = await createTestContext({ clock, database: ctx.database, config: { USER_READ_CACHE_TTL_MS: "60000", HOUSEHOLD_INVITATIONS_PER_DAY: "1000" } });
    try {
      const owner = await cached.signUpPremium();
      const editor = await joinHousehold(cached, owner, "editor");
      const budgetOf = async () => (await call(owner.agent, dashboardContract.summary)).body.budget as { monthlyIncome: string } | null;
      expect(await budgetOf()).toBeNull();
      await call(editor.agent, calc.saveBudget).send({ monthlyIncome: 2400 }).expect(201);
      await expect.poll(budgetOf, { timeout: 5000, interval: 20 }).toMatchObject({ monthlyIncome: "2400.00" });
    } finally {
      await cached.close();
    }
  });
});
