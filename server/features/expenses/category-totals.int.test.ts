import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { call, createTestContext, type TestContext, fixedClock } from "../../test/harness";
import { categoryStatsSql, monthCategoryTotalsSql } from "./expenses.public";
import { expensesContract } from "@shared/contracts/expenses";

// The per-category and per-month totals kept by the database (docs/expenses.md, "Totali per categoria e mese") must
// always say what counting the expenses says, after any change by any path, and the anomaly
// rule's facts read from them must equal the old count over the whole history.
const clock = fixedClock("2026-11-22T10:00:00Z");
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ clock, config: { EXPENSE_UNDO_GRACE_SECONDS: "600", WRITE_GROUP_MAX: "8", WRITE_GROUP_IN_FLIGHT: "2" } });
});
afterAll(() => ctx.close());

type Agent = Awaited<ReturnType<TestContext["signUp"]>>["agent"];
type Totals = { user_id: number; category: string; month: string; count: number; total: string };
const rows = async <T,>(q: ReturnType<typeof sql>) => (await ctx.db.execute(q)) as unknown as { rows: T[] };

/** The kept totals and the same figures counted from the expenses, for the given users. */
async function keptAndCounted(userIds: number[]) {
  const ids = sql.join(
    userIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const kept = await rows<Totals>(sql`select user_id, category, month::text as month, count, total::text as total from expense_category_totals where user_id in (${ids}) order by 1, 2, 3`);
  const counted = await rows<Totals>(
    sql`select user_id, category, date_trunc('month', date)::date::text as month, count(*)::int as count, sum(amount)::numeric(16,2)::text as total from expenses where user_id in (${ids}) group by 1, 2, 3 order by 1, 2, 3`,
  );
  return { kept: kept.rows, counted: counted.rows };
}

/** The anomaly facts as they were read before the totals: every other expense of the category, counted. */
async function scanned(userId: number, category: string, excludeId: number) {
  const r = await rows<{ count: number; average: string }>(
    sql`select count(*)::int as count, coalesce(avg(amount), 0)::numeric(14,2)::text as average from expenses where user_id = ${userId} and category = ${category} and id <> ${excludeId}`,
  );
  return r.rows[0]!;
}
/** A month's totals per category: counted from the expenses, and as the alert rules read them. */
async function monthScanned(userId: number, monthStart: string) {
  const r = await rows<{ category: string; total: string }>(
    sql`select category, sum(amount)::numeric(14,2)::text as total from expenses where user_id = ${userId} and date >= ${monthStart}::date and date < ${monthStart}::date + interval '1 month' group by 1 order by 1`,
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

    const users = [free, ...premium].map((p) => p.user.id);
    const { kept, counted } = await keptAndCounted(users);
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
    const { kept, counted } = await keptAndCounted([user.id]);
    expect(kept).toEqual([{ user_id: user.id, category: "desideri", month: "2026-11-01", count: 2, total: "20.60" }]);
    expect(kept).toEqual(counted);
    expect(await fromTotals(user.id, "desideri", 0)).toEqual({ count: 2, average: "10.30" });
  });

  it("eliminare l'account con le sue spese riesce e non lascia totali", async () => {
    const { agent, user } = await ctx.signUp();
    expect((await post(agent, "12,00", "necessita")).status).toBe(201);
    expect((await post(agent, "8,00", "desideri")).status).toBe(201);
    await ctx.db.execute(sql`delete from users where id = ${user.id}`);
    const left = await rows<{ n: number }>(sql`select count(*)::int as n from expense_category_totals where user_id = ${user.id}`);
    expect(left.rows[0]!.n).toBe(0);
  });
});
