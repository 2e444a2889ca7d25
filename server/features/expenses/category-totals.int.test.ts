import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { call, createTestContext, fixedClock, joinHousehold, type TestContext } from "../../test/harness";
import { categoryStatsSql, monthCategoryTotalsSql } from "./expenses.public";
import { expensesContract } from "@shared/contracts/expenses";
import { householdContract } from "@shared/contracts/household";

// The household's per-category and per-month totals kept by the database (docs/expenses.md,
// "Totali per categoria e mese"; docs/household.md, "Totali della famiglia") must always say what
// counting the expenses says, after any change by any path (month, category, visibility, a move
// between households, an undo), and the anomaly rule's facts read from them must equal a count
// over the whole history.
const clock = fixedClock("2026-11-22T10:00:00Z");
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ clock, config: { EXPENSE_UNDO_GRACE_SECONDS: "600", WRITE_GROUP_MAX: "8", WRITE_GROUP_IN_FLIGHT: "2" } });
});
afterAll(() => ctx.close());

type Agent = Awaited<ReturnType<TestContext["signUp"]>>["agent"];
type Totals = { household_id: number; month: string; category: string; owner: number | null; count: number; total: string };
const rows = async <T,>(q: ReturnType<typeof sql>) => (await ctx.db.execute(q)) as unknown as { rows: T[] };

/** Every kept total, and the same figures counted from the expenses (the whole database of this file). */
async function keptAndCounted() {
  const kept = await rows<Totals>(
    sql`select household_id, month::text as month, category, owner_user_id as owner, count, total::text as total from household_category_totals order by 1, 2, 3, 4 nulls first`,
  );
  const counted = await rows<Totals>(
    sql`select household_id, date_trunc('month', date)::date::text as month, category, case when visibility = 'private' then user_id end as owner,
               count(*)::int as count, sum(amount)::numeric(16,2)::text as total
          from expenses group by 1, 2, 3, 4 order by 1, 2, 3, 4 nulls first`,
  );
  return { kept: kept.rows, counted: counted.rows };
}

const householdOf = (userId: number) => sql`(select household_id from household_members where user_id = ${userId})`;
/** The anomaly facts counted from the expenses: every other shared expense of the household in the category. */
async function scanned(userId: number, category: string, excludeId: number) {
  const r = await rows<{ count: number; average: string }>(
    sql`select count(*)::int as count, coalesce(avg(amount), 0)::numeric(14,2)::text as average from expenses
          where household_id = ${householdOf(userId)} and visibility = 'shared' and category = ${category} and id <> ${excludeId}`,
  );
  return r.rows[0]!;
}
/** A month's shared totals per category: counted from the expenses, and as the alert rules read them. */
async function monthScanned(userId: number, monthStart: string) {
  const r = await rows<{ category: string; total: string }>(
    sql`select category, sum(amount)::numeric(14,2)::text as total from expenses
          where household_id = ${householdOf(userId)} and visibility = 'shared' and date >= ${monthStart}::date and date < ${monthStart}::date + interval '1 month' group by 1 order by 1`,
  );
  return Object.fromEntries(r.rows.map((x) => [x.category, x.total]));
}
async function monthFromTotals(userId: number, monthStart: string) {
  const r = await rows<{ totals: Record<string, string> }>(sql`select ${monthCategoryTotalsSql(sql`${userId}::int`, sql`${monthStart}::date`)} as totals`);
  return r.rows[0]!.totals;
}
async function fromTotals(userId: number, category: string, excludeId: number) {
  const r = await rows<{ stats: { count: number; average: string } }>(sql`select ${categoryStatsSql(sql`${userId}::int`, sql`${category}::text`, sql`${excludeId}::int`)} as stats`);
  const s = r.rows[0]!.stats;
  return { count: Number(s.count), average: s.average };
}

const CATEGORIES = ["necessita", "desideri", "risparmi"] as const;
const SUBCATEGORY = { necessita: "spesa_alimentare", desideri: "ristoranti", risparmi: "altro" } as const;
const post = (agent: Agent, amount: string, category: (typeof CATEGORIES)[number], date = "2026-11-20") =>
  call(agent, expensesContract.create).send({ description: "Spesa", amount, category, subcategory: SUBCATEGORY[category], date });

// A small deterministic generator: the same sequence of changes every run.
function random(seed: number) {
  let s = seed >>> 0;
  return () => ((s = (s * 1664525 + 1013904223) >>> 0) / 2 ** 32);
}

describe("totali per categoria tenuti dal database", () => {
  it("dopo aggiunte, modifiche, eliminazioni e ripristini (anche di utenti Premium insieme) dicono quello che dice il conteggio", async () => {
    const free = await ctx.signUp();
    const premium = [await ctx.signUpPremium(), await ctx.signUpPremium(), await ctx.signUpPremium()];
    const next = random(20261127);
    const amount = () => `${1 + Math.floor(next() * 900)},${String(Math.floor(next() * 100)).padStart(2, "0")}`;
    const category = () => CATEGORIES[Math.floor(next() * 3)]!;
    const ids = new Map<Agent, number[]>();
    const add = (agent: Agent, id: number) => ids.set(agent, [...(ids.get(agent) ?? []), id]);

    // A free user (one transaction per expense, under the limit) and three Premium users whose
    // expenses arrive together (group statements of several users' rows).
    for (let i = 0; i < 6; i++) {
      const res = await post(free.agent, amount(), category(), `2026-${10 + (i % 2)}-1${i}`);
      expect(res.status).toBe(201);
      add(free.agent, res.body.id);
    }
    for (let round = 0; round < 4; round++) {
      const answers = await Promise.all(premium.flatMap((p) => [post(p.agent, amount(), category()), post(p.agent, "1.234,56", category())]));
      for (const [i, res] of answers.entries()) {
        expect(res.status).toBe(201);
        add(premium[Math.floor(i / 2)]!.agent, res.body.id);
      }
    }
    // Edits that move amount and category, deletes, and an undo.
    for (const p of [free, ...premium]) {
      const mine = ids.get(p.agent)!;
      expect((await call(p.agent, expensesContract.update, { params: { id: mine[0] } }).send({ amount: "2.000,05", category: "risparmi", subcategory: "altro" })).status).toBe(200);
      expect((await call(p.agent, expensesContract.update, { params: { id: mine[1] } }).send({ description: "Solo la descrizione" })).status).toBe(200);
      expect((await call(p.agent, expensesContract.update, { params: { id: mine[4] } }).send({ date: "2026-10-05" })).status).toBe(200);
      expect((await call(p.agent, expensesContract.update, { params: { id: mine[5] } }).send({ date: "2026-12-03", amount: "0,01" })).status).toBe(200);
      expect((await call(p.agent, expensesContract.remove, { params: { id: mine[2] } })).status).toBe(204);
      expect((await call(p.agent, expensesContract.remove, { params: { id: mine[3] } })).status).toBe(204);
      expect((await call(p.agent, expensesContract.restore, { params: { id: mine[3] } })).status).toBe(200);
    }

    const { kept, counted } = await keptAndCounted();
    expect(counted.length).toBeGreaterThan(4);
    expect(kept).toEqual(counted);

    // The anomaly rule's facts: for every expense (and one deleted), as the full count said them.
    for (const p of [free, ...premium]) {
      for (const id of ids.get(p.agent)!) {
        for (const c of CATEGORIES) expect(await fromTotals(p.user.id, c, id), `${id} ${c}`).toEqual(await scanned(p.user.id, c, id));
      }
      for (const month of ["2026-10-01", "2026-11-01", "2026-12-01"]) expect(await monthFromTotals(p.user.id, month), month).toEqual(await monthScanned(p.user.id, month));
    }
  });

  it("una spesa scritta fuori dall'app (psql, uno script) conta lo stesso", async () => {
    const { user } = await ctx.signUp();
    await ctx.db.execute(
      sql`insert into expenses (user_id, description, amount, category, subcategory, date) values (${user.id}, 'a', 10.10, 'desideri', 'altro', '2026-11-01'), (${user.id}, 'b', 0.20, 'desideri', 'altro', '2026-11-02')`,
    );
    await ctx.db.execute(sql`update expenses set amount = amount * 2 where user_id = ${user.id}`);
    const { kept, counted } = await keptAndCounted();
    expect(kept.filter((k) => k.month === "2026-11-01" && k.category === "desideri")).toContainEqual({
      household_id: expect.any(Number),
      month: "2026-11-01",
      category: "desideri",
      owner: null,
      count: 2,
      total: "20.60",
    });
    expect(kept).toEqual(counted);
    expect(await fromTotals(user.id, "desideri", 0)).toEqual({ count: 2, average: "10.30" });
  });

  it("eliminare l'account con le sue spese riesce e non lascia totali", async () => {
    const { agent, user } = await ctx.signUp();
    expect((await post(agent, "12,00", "necessita")).status).toBe(201);
    expect((await post(agent, "8,00", "desideri")).status).toBe(201);
    await call(agent, expensesContract.create).send({ description: "Privata", amount: "3,00", category: "desideri", subcategory: "altro", date: "2026-11-20", visibility: "private" }).expect(201);
    await ctx.db.execute(sql`delete from users where id = ${user.id}`);
    const { kept, counted } = await keptAndCounted();
    expect(kept).toEqual(counted);
    const left = await rows<{ n: number }>(sql`select count(*)::int as n from household_category_totals where owner_user_id = ${user.id}`);
    expect(left.rows[0]!.n).toBe(0);
  });

  it("in una famiglia: visibilità, mese e categoria cambiati, annullamento, chi entra e chi esce", async () => {
    const owner = await ctx.signUpPremium();
    // The newcomer brings expenses of their own: they arrive private (docs/household.md, "Entrare e uscire").
    const newcomer = await ctx.signUpPremium();
    const brought = await post(newcomer.agent, "4,40", "desideri", "2026-10-02");
    expect(brought.status).toBe(201);
    const partner = await joinHousehold(ctx, owner, "editor");
    await joinHousehold(ctx, owner, "editor", newcomer);
    const priv = (description: string, amount: string, date: string) =>
      call(owner.agent, expensesContract.create).send({ description, amount, category: "desideri", subcategory: "altro", date, visibility: "private" });
    const a = (await post(owner.agent, "10,00", "necessita")).body.id as number;
    const b = (await priv("Privata", "5,55", "2026-11-03")).body.id as number;
    const c = (await post(partner.agent, "7,77", "risparmi")).body.id as number;
    const d = (await call(partner.agent, expensesContract.create).send({ description: "Sua", amount: "2,22", category: "desideri", subcategory: "altro", date: "2026-11-04", visibility: "private" })).body.id as number;
    expect([a, b, c, d].every(Number.isInteger)).toBe(true);
    // Shared → private and back, a private one moved to another month and category, a shared one edited by the partner.
    await call(owner.agent, expensesContract.update, { params: { id: a } }).send({ visibility: "private" }).expect(200);
    await call(owner.agent, expensesContract.update, { params: { id: b } }).send({ visibility: "shared", date: "2026-10-30", category: "necessita", subcategory: "altro" }).expect(200);
    await call(partner.agent, expensesContract.update, { params: { id: a } }).send({ amount: "1,00" }).expect(404);
    await call(owner.agent, expensesContract.update, { params: { id: a } }).send({ visibility: "shared", amount: "11,11" }).expect(200);
    await call(partner.agent, expensesContract.update, { params: { id: c } }).send({ date: "2026-09-09" }).expect(200);
    // A private one deleted and restored.
    await call(partner.agent, expensesContract.remove, { params: { id: d } }).expect(204);
    expect((await keptAndCounted()).kept).toEqual((await keptAndCounted()).counted);
    await call(partner.agent, expensesContract.restore, { params: { id: d } }).expect(200);
    // The partner leaves: their private expense goes with them, the shared one stays.
    await call(partner.agent, householdContract.leave).expect(200);

    const { kept, counted } = await keptAndCounted();
    expect(kept).toEqual(counted);
    for (const m of [owner, partner, newcomer]) {
      for (const month of ["2026-09-01", "2026-10-01", "2026-11-01"]) expect(await monthFromTotals(m.user.id, month), month).toEqual(await monthScanned(m.user.id, month));
      for (const id of [a, b, c, d, brought.body.id as number]) for (const cat of CATEGORIES) expect(await fromTotals(m.user.id, cat, id), `${id} ${cat}`).toEqual(await scanned(m.user.id, cat, id));
    }
  });
});
