import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, createTestContext, fixedClock, joinHousehold, type TestContext } from "../../test/harness";
import { expensesContract } from "@shared/contracts/expenses";
import { goalsContract } from "@shared/contracts/goals";
import type { Goal } from "@shared/schemas/goals";

// The undo of a deleted expense keeps its goal when the goal is still the household's, whoever
// created the goal (docs/plan.md, "Versamenti e prelievi"; docs/household.md, "Cosa è condiviso").
const clock = fixedClock("2026-11-22T10:00:00Z");
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ clock, config: { HOUSEHOLD_INVITATIONS_PER_DAY: "1000", GOAL_WRITES_PER_HOUR: "1000" } });
});
afterAll(() => ctx.close());

describe("annullare la cancellazione di un versamento su un obiettivo della famiglia", () => {
  it("il partner cancella e ripristina il suo versamento sull'obiettivo del titolare: resta sull'obiettivo", async () => {
    const owner = await ctx.signUpPremium();
    const editor = await joinHousehold(ctx, owner, "editor");
    const goal = (await call(owner.agent, goalsContract.create).send({ name: "Vacanze", kind: "long_term", targetAmount: "1.200,00", targetDate: "2027-11-15" }).expect(201)).body;
    const contribution = (
      await call(editor.agent, expensesContract.create)
        .send({ description: "Bonifico alle vacanze", amount: "150,00", category: "risparmi", subcategory: "risparmio_investimenti", date: "2026-11-15", goalId: goal.id })
        .expect(201)
    ).body;
    const saved = async () => ((await call(owner.agent, goalsContract.list).expect(200)).body as Goal[])[0]!.saved;
    expect(await saved()).toBe("150.00");

    await call(editor.agent, expensesContract.remove, { params: { id: contribution.id } }).expect(204);
    expect(await saved()).toBe("0.00");
    await call(editor.agent, expensesContract.restore, { params: { id: contribution.id } }).expect(200);
    expect(await saved()).toBe("150.00");
  });

  it("il titolare annulla la cancellazione di una spesa condivisa del partner; un'altra famiglia non la ripristina", async () => {
    const owner = await ctx.signUpPremium();
    const editor = await joinHousehold(ctx, owner, "editor");
    const body = { description: "Spesa al mercato", amount: "23,40", category: "necessita", subcategory: "spesa_alimentare", date: "2026-11-20" };
    const shared = (await call(editor.agent, expensesContract.create).send(body).expect(201)).body;
    await call(owner.agent, expensesContract.remove, { params: { id: shared.id } }).expect(204);
    const back = await call(owner.agent, expensesContract.restore, { params: { id: shared.id } }).expect(200);
    expect(back.body).toMatchObject({ id: shared.id, description: "Spesa al mercato", amount: "23.40" });
    const list = (await call(editor.agent, expensesContract.list, { query: { month: 11, year: 2026 } }).expect(200)).body;
    expect(list.map((e: { id: number }) => e.id)).toContain(shared.id);

    // Someone else's household cannot restore it, deleted again by its author.
    const stranger = await ctx.signUpPremium();
    await call(editor.agent, expensesContract.remove, { params: { id: shared.id } }).expect(204);
    expect((await call(stranger.agent, expensesContract.restore, { params: { id: shared.id } })).status).toBe(409);
  });
});
