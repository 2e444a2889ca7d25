import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { call, createTestContext, type TestContext, fixedClock } from "../../test/harness";
import { expenses } from "../../db/schema";
import type { NewExpense } from "@shared/schemas/expenses";
import { createExpensesService } from "./expenses.service";
import { expensesContract } from "@shared/contracts/expenses";

// createMany is the entry of the bank import (POST /api/user/expenses/import): one transaction,
// the free limit per month applied in order, the rest answered as left out.
const clock = fixedClock("2026-11-22T10:00:00Z");
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ clock });
});
afterAll(() => ctx.close());

const row = (description: string, date: string): NewExpense => ({ description, amount: "10.00", category: "necessita", subcategory: "spesa_alimentare", date });
const datesOf = async (userId: number) => (await ctx.db.select().from(expenses).where(eq(expenses.userId, userId)).orderBy(expenses.id)).map((r) => `${r.description}@${r.date}`);

describe("createMany (import di molte spese)", () => {
  it("utente gratuito: prende le righe in ordine finché il mese ha posto, le altre sono escluse e dette", async () => {
    const { agent, user } = await ctx.signUp();
    for (let i = 0; i < 8; i++) await call(agent, expensesContract.create).send({ ...row(`già ${i}`, "2026-11-01"), amount: "1" }).expect(201);
    const service = createExpensesService(ctx.deps);
    const result = await service.createMany({ id: user.id, isPremium: false }, [row("a", "2026-11-02"), row("b", "2026-11-03"), row("c", "2026-11-04"), row("d", "2026-10-04"), row("e", "2026-11-05")]);
    expect(result.created.map((e) => e.description)).toEqual(["a", "b", "d"]);
    expect(result.leftOut.map((e) => e.description)).toEqual(["c", "e"]);
    expect((await datesOf(user.id)).slice(8)).toEqual(["a@2026-11-02", "b@2026-11-03", "d@2026-10-04"]);
  });

  it("Premium: tutte; un errore a metà non salva nulla", async () => {
    const { user } = await ctx.signUpPremium();
    const service = createExpensesService(ctx.deps);
    const many = Array.from({ length: 15 }, (_, i) => row(`r${i}`, "2026-11-10"));
    expect((await service.createMany({ id: user.id, isPremium: true }, many)).created).toHaveLength(15);
    // An amount the column cannot hold fails the insert: the whole batch is rolled back.
    await expect(service.createMany({ id: user.id, isPremium: true }, [row("ok", "2026-11-11"), { ...row("troppo", "2026-11-11"), amount: "99999999999.00" }])).rejects.toThrow();
    expect(await datesOf(user.id)).toHaveLength(15);
  });
});
