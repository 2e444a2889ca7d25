import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { call, createTestContext, fixedClock, joinHousehold, type TestContext } from "../../test/harness";
import { expenses, householdMembers, incomeEntries, recurringExpenses } from "../../db/schema";
import { createRecurringService } from "./recurring.service";
import { householdContract as hh } from "@shared/contracts/household";
import { expensesContract as ex, recurringExpensesContract as rec } from "@shared/contracts/expenses";
import { accountDataContract } from "@shared/contracts/account-data";
import { HOUSEHOLD_MESSAGES } from "@shared/schemas/household";

// Recurring bills are the household's (docs/household.md, "Cosa è condiviso"): every member reads
// the same ones, owner and editors change them, a viewer gets 403 and changes nothing, another
// household's rule is a 404; the job creates each month once, shared, in the rule's household.
const clock = fixedClock("2026-11-22T10:00:00Z");
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ clock, config: { RECURRING_JOB_INTERVAL_MS: "0", RECURRING_CATCH_UP_MONTHS: "1", RECURRING_REMINDER_DAYS: "3", HOUSEHOLD_INVITATIONS_PER_DAY: "1000" } });
});
afterAll(() => ctx.close());

type Member = Awaited<ReturnType<TestContext["signUp"]>>;
const gas = { description: "Bolletta del gas", amount: "80,50", category: "necessita", subcategory: "bollette", dayOfMonth: 5, startDate: "2026-10-01" };

async function family(): Promise<{ owner: Member; editor: Member; viewer: Member; other: Member }> {
  const owner = await ctx.signUpPremium();
  const editor = await joinHousehold(ctx, owner, "editor");
  const viewer = await joinHousehold(ctx, owner, "viewer");
  return { owner, editor, viewer, other: await ctx.signUpPremium() };
}
const householdOf = async (userId: number) => (await ctx.db.select().from(householdMembers).where(eq(householdMembers.userId, userId)))[0]!.householdId;

describe("spese ricorrenti della famiglia", () => {
  it("l'editor crea una bolletta: il titolare la vede, il job la crea una volta per la famiglia, condivisa", async () => {
    clock.set("2026-11-22T10:00:00Z");
    const { owner, editor, other } = await family();
    const created = await call(editor.agent, rec.create).send(gas);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const seen = (await call(owner.agent, rec.list)).body;
    expect(seen.map((r: { id: number; description: string }) => [r.id, r.description])).toEqual([[created.body.id, "Bolletta del gas"]]);
    // October and November, once for the household, shared, entered by the editor.
    const household = await householdOf(owner.user.id);
    const list = async (m: Member) => (await call(m.agent, ex.list, { query: { month: "11", year: "2026" } })).body;
    const ownerView = await list(owner);
    expect(ownerView.map((e: { description: string; visibility: string }) => [e.description, e.visibility])).toEqual([["Bolletta del gas", "shared"]]);
    // Another process's job, and the interval job of everyone, create nothing more.
    expect(await createRecurringService(ctx.deps).run()).toBe(0);
    const rows = await ctx.db.select().from(expenses).where(eq(expenses.householdId, household));
    expect(rows.map((r) => [r.date, r.userId, r.visibility])).toEqual([
      ["2026-10-05", editor.user.id, "shared"],
      ["2026-11-05", editor.user.id, "shared"],
    ]);
    // Another household: not listed, its id a 404.
    expect((await call(other.agent, rec.list)).body).toEqual([]);
    expect((await call(other.agent, rec.update, { params: { id: created.body.id } }).send({ amount: "1" })).status).toBe(404);
    expect((await call(other.agent, rec.remove, { params: { id: created.body.id } })).status).toBe(404);
    expect((await call(other.agent, rec.skip, { params: { id: created.body.id } }).send({ month: "2026-12" })).status).toBe(404);
    // The owner changes the editor's bill.
    expect((await call(owner.agent, rec.update, { params: { id: created.body.id } }).send({ amount: "90" })).body.amount).toBe("90.00");
  });

  it("un membro in sola lettura: 403 in italiano su creazione, modifica, salto ed eliminazione, nulla cambia", async () => {
    clock.set("2026-11-22T10:00:00Z");
    const { owner, viewer } = await family();
    const rule = (await call(owner.agent, rec.create).send({ ...gas, startDate: "2026-12-01" })).body;
    const refused = [
      await call(viewer.agent, rec.create).send(gas),
      await call(viewer.agent, rec.update, { params: { id: rule.id } }).send({ amount: "1" }),
      await call(viewer.agent, rec.skip, { params: { id: rule.id } }).send({ month: "2026-12" }),
      await call(viewer.agent, rec.remove, { params: { id: rule.id } }),
    ];
    for (const res of refused) expect([res.status, res.body.message]).toEqual([403, HOUSEHOLD_MESSAGES.writeOnly]);
    const stored = await ctx.db.select().from(recurringExpenses).where(eq(recurringExpenses.householdId, await householdOf(owner.user.id)));
    expect(stored.map((r) => [r.id, r.amount])).toEqual([[rule.id, "80.50"]]);
    // The viewer reads them.
    expect((await call(viewer.agent, rec.list)).body.map((r: { id: number }) => r.id)).toEqual([rule.id]);
  });

  it("chi lascia la famiglia: la bolletta resta alla famiglia e il mese dopo è creata lì, da «ex membro»", async () => {
    clock.set("2026-11-22T10:00:00Z");
    const { owner, editor } = await family();
    const rule = (await call(editor.agent, rec.create).send({ ...gas, startDate: "2026-12-01" })).body;
    await call(editor.agent, hh.leave).expect(200);
    expect((await call(editor.agent, rec.list)).body).toEqual([]);
    clock.set("2026-12-06T10:00:00Z");
    const december = (await call(owner.agent, ex.list, { query: { month: "12", year: "2026" } })).body;
    expect(december.map((e: { description: string; author: { displayName: string | null; memberId: number | null } }) => [e.description, e.author.memberId])).toEqual([["Bolletta del gas", null]]);
    expect((await call(owner.agent, rec.list)).body.map((r: { id: number }) => r.id)).toEqual([rule.id]);
  });

  it("un'entrata ricorrente di chi ha lasciato la famiglia resta registrata nella famiglia della regola", async () => {
    clock.set("2026-11-22T10:00:00Z");
    const { owner, editor } = await family();
    await call(editor.agent, rec.create).send({ description: "Stipendio", amount: "1800", incomeKind: "salary", dayOfMonth: 5, startDate: "2026-12-01" }).expect(201);
    await call(editor.agent, hh.leave).expect(200);
    clock.set("2026-12-06T10:00:00Z");
    await createRecurringService(ctx.deps).run();
    const household = await householdOf(owner.user.id);
    const entries = await ctx.db.select().from(incomeEntries).where(eq(incomeEntries.userId, editor.user.id));
    expect(entries.map((e) => [e.householdId, e.amount, e.date])).toEqual([[household, "1800.00", "2026-12-05"]]);
  });

  it("chi cancella l'account: la sua bolletta resta alla famiglia, il mese dopo è creata una volta, condivisa, da «ex membro»", async () => {
    clock.set("2026-11-22T10:00:00Z");
    const { owner, editor } = await family();
    const rule = (await call(editor.agent, rec.create).send({ ...gas, startDate: "2026-12-01" })).body;
    const gone = await call(editor.agent, accountDataContract.deleteAccount).send({ password: editor.password, confirmation: "ELIMINA" });
    expect(gone.status, JSON.stringify(gone.body)).toBe(200);
    expect((await call(owner.agent, rec.list)).body.map((r: { id: number; description: string }) => [r.id, r.description])).toEqual([[rule.id, "Bolletta del gas"]]);
    clock.set("2026-12-06T10:00:00Z");
    const december = (await call(owner.agent, ex.list, { query: { month: "12", year: "2026" } })).body;
    expect(december.map((e: { description: string; visibility: string; author: { displayName: string | null; memberId: number | null } }) => [e.description, e.visibility, e.author])).toEqual([
      ["Bolletta del gas", "shared", { memberId: null, displayName: "ex membro" }],
    ]);
    // Another process's job creates nothing more; no row keeps the deleted person's id.
    expect(await createRecurringService(ctx.deps).run()).toBe(0);
    const rows = await ctx.db.select().from(expenses).where(eq(expenses.householdId, await householdOf(owner.user.id)));
    expect(rows.map((r) => [r.date, r.userId, r.visibility])).toEqual([["2026-12-05", null, "shared"]]);
    expect((await ctx.db.select().from(recurringExpenses).where(eq(recurringExpenses.id, rule.id))).map((r) => r.userId)).toEqual([null]);
  });

  it("un'entrata ricorrente di chi ha cancellato l'account resta registrata alla famiglia", async () => {
    clock.set("2026-11-22T10:00:00Z");
    const { owner, editor } = await family();
    await call(editor.agent, rec.create).send({ description: "Stipendio", amount: "1800", incomeKind: "salary", dayOfMonth: 5, startDate: "2026-12-01" }).expect(201);
    await call(editor.agent, accountDataContract.deleteAccount).send({ password: editor.password, confirmation: "ELIMINA" }).expect(200);
    clock.set("2026-12-06T10:00:00Z");
    await createRecurringService(ctx.deps).run();
    const household = await householdOf(owner.user.id);
    const entries = await ctx.db.select().from(incomeEntries).where(eq(incomeEntries.householdId, household));
    expect(entries.map((e) => [e.userId, e.amount, e.date])).toEqual([[null, "1800.00", "2026-12-05"]]);
  });

  it("chi accetta un invito porta con sé le proprie bollette, che diventano della nuova famiglia", async () => {
    clock.set("2026-11-22T10:00:00Z");
    const owner = await ctx.signUpPremium();
    const partner = await ctx.signUp();
    const rule = (await call(partner.agent, rec.create).send({ ...gas, startDate: "2026-12-01" })).body;
    await joinHousehold(ctx, owner, "editor", partner);
    expect((await call(owner.agent, rec.list)).body.map((r: { id: number }) => r.id)).toEqual([rule.id]);
  });

  it("il recupero alla lettura: nulla in scadenza, nessuna query la seconda volta nello stesso giorno; il giorno dopo controlla di nuovo", async () => {
    clock.set("2026-11-22T10:00:00Z");
    const { owner } = await family();
    await call(owner.agent, rec.create).send({ ...gas, dayOfMonth: 23, startDate: "2026-12-01" }).expect(201);
    const household = await householdOf(owner.user.id);
    let statements = 0;
    const counted = new Proxy(ctx.db, {
      get(target, key, receiver) {
        const value = Reflect.get(target, key, receiver);
        if (typeof value !== "function") return value;
        return (...args: unknown[]) => {
          statements++;
          return value.apply(target, args);
        };
      },
    });
    const service = createRecurringService({ ...ctx.deps, db: counted });
    expect(await service.catchUp(household)).toBe(0);
    statements = 0;
    expect(await service.catchUp(household)).toBe(0);
    expect(statements).toBe(0);
    // 23 December: the bill is due and the first read of the day creates it.
    clock.set("2026-12-23T08:00:00Z");
    expect(await service.catchUp(household)).toBe(1);
    expect((await ctx.db.select().from(expenses).where(eq(expenses.householdId, household))).map((e) => e.date)).toEqual(["2026-12-23"]);
  });
});

