import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, inArray, sql } from "drizzle-orm";
import { call, createTestContext, type TestContext, fixedClock } from "../../test/harness";
import { domainEvents, expenses } from "../../db/schema";
import { createExpensesService } from "./expenses.service";
import { expensesContract } from "@shared/contracts/expenses";

// Premium expenses that arrive together are written by one statement with their events (a group
// commit, docs/scale-out.md "Scritture e letture raggruppate"): each caller must still get its own
// row, and a row the database refuses must fail only its own caller.
const clock = fixedClock("2026-11-22T10:00:00Z");
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ clock, config: { WRITE_GROUP_MAX: "4", WRITE_GROUP_IN_FLIGHT: "2" } });
});
afterAll(() => ctx.close());

const eventsOf = (expenseIds: number[]) =>
  ctx.db
    .select({ userId: domainEvents.userId, payload: domainEvents.payload })
    .from(domainEvents)
    .where(and(eq(domainEvents.name, "expense.created"), inArray(sql`(${domainEvents.payload}->>'expenseId')::int`, expenseIds)));

describe("spese Premium aggiunte nello stesso istante", () => {
  it("dodici famiglie insieme: ognuna riceve la propria spesa, salvata a suo nome con il suo evento", async () => {
    const families = [];
    for (let i = 0; i < 12; i++) families.push(await ctx.signUpPremium());
    const answers = await Promise.all(
      families.map((f, i) => call(f.agent, expensesContract.create).send({ description: `Spesa della famiglia ${i}`, amount: `${i + 1},50`, category: "necessita", date: "2026-11-20" })),
    );
    for (const [i, res] of answers.entries()) {
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ description: `Spesa della famiglia ${i}`, amount: `${i + 1}.50`, category: "necessita", date: "2026-11-20" });
    }
    const ids = answers.map((r) => r.body.id as number);
    expect(new Set(ids).size).toBe(12);
    const saved = await ctx.db.select({ id: expenses.id, userId: expenses.userId, description: expenses.description }).from(expenses).where(inArray(expenses.id, ids));
    for (const [i, f] of families.entries()) expect(saved.find((s) => s.id === ids[i])).toEqual({ id: ids[i], userId: f.user.id, description: `Spesa della famiglia ${i}` });
    const events = await eventsOf(ids);
    expect(events).toHaveLength(12);
    for (const [i, f] of families.entries()) {
      expect(events.filter((e) => e.payload.expenseId === ids[i])).toEqual([{ userId: f.user.id, payload: { userId: f.user.id, expenseId: ids[i], amount: `${i + 1}.50`, category: "necessita", date: "2026-11-20" } }]);
    }
    // Each family sees its own expense, and only it.
    for (const [i, f] of families.entries()) expect((await call(f.agent, expensesContract.list).expect(200)).body.map((e: { id: number }) => e.id)).toEqual([ids[i]]);
  });

  it("una spesa che il database rifiuta fa fallire solo la sua richiesta: le altre del gruppo sono salvate", async () => {
    const service = createExpensesService(ctx.deps);
    const a = await ctx.signUpPremium();
    const b = await ctx.signUpPremium();
    const input = (description: string) => ({ description, amount: "12.00", category: "desideri" as const, subcategory: "altro" as const, date: "2026-11-21" });
    // Called in the same turn, so they go in one statement; the user that does not exist breaks it.
    const settled = await Promise.allSettled([
      service.create({ id: a.user.id, isPremium: true }, input("prima")),
      service.create({ id: 2_000_000_000, isPremium: true }, input("di nessuno")),
      service.create({ id: b.user.id, isPremium: true }, input("terza")),
    ]);
    expect(settled.map((s) => s.status)).toEqual(["fulfilled", "rejected", "fulfilled"]);
    const rows = await ctx.db.select({ userId: expenses.userId, description: expenses.description }).from(expenses).where(inArray(expenses.description, ["prima", "di nessuno", "terza"]));
    expect(rows.sort((x, y) => x.description.localeCompare(y.description))).toEqual([
      { userId: a.user.id, description: "prima" },
      { userId: b.user.id, description: "terza" },
    ]);
  });

  it("due spese uguali della stessa persona nello stesso gruppo sono due righe", async () => {
    const service = createExpensesService(ctx.deps);
    const a = await ctx.signUpPremium();
    const same = { description: "caffè", amount: "1.20", category: "desideri" as const, subcategory: "altro" as const, date: "2026-11-21" };
    const [x, y] = await Promise.all([service.create({ id: a.user.id, isPremium: true }, same), service.create({ id: a.user.id, isPremium: true }, same)]);
    expect(x!.id).not.toBe(y!.id);
    expect((await call(a.agent, expensesContract.list).expect(200)).body.map((e: { id: number }) => e.id).sort()).toEqual([x!.id, y!.id].sort());
  });
});
