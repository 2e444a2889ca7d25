import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { count, eq } from "drizzle-orm";
import { call, createTestContext, type TestContext } from "../../test/harness";
import { goalContributions, goals } from "../../db/schema";
import { goalsContract as api } from "@shared/contracts/goals";
import { accountDataContract } from "@shared/contracts/account-data";

// docs/privacy.md, "Table by table": goals and their contributions are the user's own data:
// exported, and deleted with the account; nothing of another user's.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe("obiettivi nell'esportazione e nella cancellazione dell'account", () => {
  it("l'esportazione contiene obiettivi e versamenti dell'utente, non di altri; la cancellazione li elimina", async () => {
    const a = await ctx.signUp();
    const b = await ctx.signUp();
    const today = new Date().toISOString().slice(0, 10);
    const mine = (await call(a.agent, api.create).send({ name: "Natale", kind: "sinking", targetAmount: "400", dueMonth: 12 })).body.id as number;
    await call(a.agent, api.contribute, { params: { id: mine } }).send({ amount: "40", date: today, note: "Tredicesima" }).expect(201);
    const theirs = (await call(b.agent, api.create).send({ name: "Segreto di B", kind: "long_term", targetAmount: "9000", monthlyAmount: "100" })).body.id as number;
    await call(b.agent, api.contribute, { params: { id: theirs } }).send({ amount: "90", date: today }).expect(201);

    const doc = (await call(a.agent, accountDataContract.export)).body;
    expect(doc.data.goals.map((g: { name: string; target_amount: string }) => [g.name, g.target_amount])).toEqual([["Natale", "400.00"]]);
    expect(doc.data.goal_contributions.map((c: { amount: string; note: string }) => [c.amount, c.note])).toEqual([["40.00", "Tredicesima"]]);

    await call(a.agent, accountDataContract.deleteAccount).send({ password: "password123", confirmation: "ELIMINA" }).expect(200);
    const left = async (table: typeof goals | typeof goalContributions, userId: number) =>
      Number((await ctx.db.select({ n: count() }).from(table).where(eq(table.userId, userId)))[0]!.n);
    expect(await left(goals, a.user.id)).toBe(0);
    expect(await left(goalContributions, a.user.id)).toBe(0);
    expect(await left(goals, b.user.id)).toBe(1);
    expect(await left(goalContributions, b.user.id)).toBe(1);
  });
});
