import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { call, createTestContext, joinHousehold, type TestContext } from "../../test/harness";
import { expenseReceipts, expenses, householdMembers, users } from "../../db/schema";
import { accountDataContract } from "@shared/contracts/account-data";
import { expensesContract, recurringExpensesContract } from "@shared/contracts/expenses";

// The deletion of an account in a household with others (docs/household.md, "Cancellazione
// dell'account"; docs/privacy.md, "Deletion"): the person's data goes, private expenses and
// receipts included; the shared expenses they entered stay with the household, by "ex membro".
// The walk reads information_schema like personal-data.int.test.ts.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const rowsOf = <T>(r: unknown) => (r as { rows: T[] }).rows;
const query = async <T>(q: ReturnType<typeof sql>) => rowsOf<T>(await ctx.db.execute(q));
const countWhere = async (table: string, cond: ReturnType<typeof sql>) =>
  Number((await query<{ n: number }>(sql`select count(*)::int as n from ${sql.identifier(table)} where ${cond}`))[0]!.n);

/** Every column that refers to a user (a foreign key to users, or named like one) and every text column. */
async function personColumns() {
  const ids = await query<{ table_name: string; column_name: string }>(sql`
    select kcu.table_name, kcu.column_name from information_schema.referential_constraints rc
    join information_schema.key_column_usage kcu on kcu.constraint_name = rc.constraint_name and kcu.constraint_schema = rc.constraint_schema
    join information_schema.constraint_column_usage ccu on ccu.constraint_name = rc.constraint_name and ccu.constraint_schema = rc.constraint_schema
    where rc.constraint_schema = 'public' and ccu.table_name = 'users' and ccu.column_name = 'id'
    union select table_name, column_name from information_schema.columns where table_schema = 'public' and data_type in ('integer', 'bigint')
      and (column_name ~ '(^|_)user_id$' or column_name in ('admin_id', 'created_by', 'author_id', 'actor_id', 'owner_id', 'invited_by'))`);
  const texts = await query<{ table_name: string; column_name: string }>(sql`
    select c.table_name, c.column_name from information_schema.columns c
    join information_schema.tables t on t.table_name = c.table_name and t.table_schema = c.table_schema and t.table_type = 'BASE TABLE'
    where c.table_schema = 'public' and c.data_type in ('text', 'character varying', 'character', 'json', 'jsonb', 'ARRAY')`);
  return { ids, texts };
}

/** Fails naming each place that still holds the person's id, address or name. */
async function expectNothingOf(person: { id: number; email: string; name: string }) {
  const { ids, texts } = await personColumns();
  const left: string[] = [];
  for (const c of ids) {
    if (c.table_name !== "users" && (await countWhere(c.table_name, sql`${sql.identifier(c.column_name)} = ${person.id}`)) > 0) left.push(`${c.table_name}.${c.column_name}`);
  }
  if ((await countWhere("users", sql`id = ${person.id}`)) > 0) left.push("users.id");
  for (const needle of [person.email.toLowerCase(), person.name.toLowerCase()]) {
    for (const c of texts) {
      if ((await countWhere(c.table_name, sql`lower(${sql.identifier(c.column_name)}::text) like ${`%${needle}%`}`)) > 0) left.push(`${c.table_name}.${c.column_name} (${needle})`);
    }
  }
  expect(left, "dati della persona rimasti dopo la cancellazione").toEqual([]);
}

const day = () => new Date().toISOString().slice(0, 10);
type Listed = { id: number; description: string; author?: { memberId: number | null; displayName: string | null } };

describe("cancellazione dell'account in una famiglia con altri membri", () => {
  it("le spese condivise del partner restano alla famiglia come «ex membro», le sue private e i suoi dati spariscono; poi anche il titolare", async () => {
    const owner = await ctx.signUp();
    const partner = await joinHousehold(ctx, owner, "editor");
    const tag = `${partner.user.id}x${Date.now()}`;
    const partnerName = `Brunilde${tag}`;
    const ownerName = `Ottavio${tag}`;
    await ctx.db.update(users).set({ displayName: partnerName }).where(eq(users.id, partner.user.id));
    await ctx.db.update(users).set({ displayName: ownerName }).where(eq(users.id, owner.user.id));
    const [{ householdId }] = await ctx.db.select({ householdId: householdMembers.householdId }).from(householdMembers).where(eq(householdMembers.userId, owner.user.id));

    const add = async (who: typeof owner, description: string, visibility: "shared" | "private") => {
      const res = await call(who.agent, expensesContract.create).send({ description, amount: "12,50", category: "necessita", date: day(), visibility });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return res.body as Listed;
    };
    const ownerShared = await add(owner, "Bolletta luce", "shared");
    await add(owner, "Regalo sorpresa", "private");
    const partnerShared = await add(partner, "Spesa al mercato", "shared");
    await add(partner, "Parrucchiere", "private");
    // The receipt of the partner's shared expense: personal data (it may show a name, a health
    // detail), deleted with them; the expense stays (docs/household.md, "Cancellazione dell'account").
    // The partner's recurring bill is the household's (docs/household.md, "Bollette ricorrenti,
    // budget e ripartizione"): exported with them, kept by the household without them.
    const bill = await call(partner.agent, recurringExpensesContract.create).send({ description: "Canone internet", amount: "29,90", category: "necessita", subcategory: "bollette", dayOfMonth: 28, startDate: `${Number(day().slice(0, 4)) + 1}-01-01` });
    expect(bill.status, JSON.stringify(bill.body)).toBe(201);
    const pdf = Buffer.from("%PDF-1.4\n%%EOF\n");
    await ctx.db.insert(expenseReceipts).values({ id: `ric-${tag}`.padEnd(22, "x"), expenseId: partnerShared.id, userId: partner.user.id, mimeType: "application/pdf", data: pdf, size: pdf.length });

    // The export has the shared records the person entered, and their private ones.
    const exported = await call(partner.agent, accountDataContract.export);
    expect(exported.status).toBe(200);
    const exportedExpenses = (JSON.parse(exported.text) as { data: { expenses: Array<{ description: string }> } }).data.expenses.map((e) => e.description).sort();
    expect(exportedExpenses).toEqual(["Parrucchiere", "Spesa al mercato"]);
    const exportedBills = (JSON.parse(exported.text) as { data: { recurring_expenses: Array<{ description: string }> } }).data.recurring_expenses.map((r) => r.description);
    expect(exportedBills).toEqual(["Canone internet"]);
    const csv = await call(partner.agent, accountDataContract.exportExpensesCsv);
    expect(csv.text).toContain("Spesa al mercato");
    expect(csv.text).toContain("Parrucchiere");

    const gone = await call(partner.agent, accountDataContract.deleteAccount).send({ password: partner.password, confirmation: "ELIMINA" });
    expect(gone.status, JSON.stringify(gone.body)).toBe(200);

    await expectNothingOf({ id: partner.user.id, email: partner.email, name: partnerName });
    expect(await countWhere("expenses", sql`description = 'Parrucchiere'`)).toBe(0);
    expect(await countWhere("expense_receipts", sql`expense_id = ${partnerShared.id}`)).toBe(0);
    const bills = await call(owner.agent, recurringExpensesContract.list);
    expect((bills.body as Listed[]).map((r) => [r.id, r.description])).toEqual([[bill.body.id, "Canone internet"]]);

    // The owner's view is intact: their own expenses and the partner's shared one, by "ex membro".
    const list = await call(owner.agent, expensesContract.list);
    expect(list.status).toBe(200);
    const listed = (list.body as Listed[]).map((e) => ({ description: e.description, author: e.author })).sort((x, y) => x.description.localeCompare(y.description));
    expect(listed).toEqual([
      { description: "Bolletta luce", author: { memberId: expect.any(Number), displayName: ownerName } },
      { description: "Regalo sorpresa", author: { memberId: expect.any(Number), displayName: ownerName } },
      { description: "Spesa al mercato", author: { memberId: null, displayName: "ex membro" } },
    ]);
    const month = { year: Number(day().slice(0, 4)), month: Number(day().slice(5, 7)) };
    const count = await call(owner.agent, expensesContract.count, { query: month });
    expect(count.body).toMatchObject({ count: 3 });
    const report = await call(owner.agent, expensesContract.report, { query: month });
    expect(report.status).toBe(200);
    expect(report.body).toMatchObject({ total: "37.50", count: 3 });
    // The owner can still change and delete the "ex membro" expense.
    expect((await call(owner.agent, expensesContract.update, { params: { id: partnerShared.id } }).send({ description: "Mercato del sabato" })).status).toBe(200);
    expect((await call(owner.agent, expensesContract.remove, { params: { id: ownerShared.id } })).status).toBeLessThan(300);
    expect((await call(owner.agent, expensesContract.remove, { params: { id: partnerShared.id } })).status).toBeLessThan(300);

    // Then the owner goes too, alone in the household: nothing of either is left.
    expect((await call(owner.agent, accountDataContract.deleteAccount).send({ password: owner.password, confirmation: "ELIMINA" })).status).toBe(200);
    await expectNothingOf({ id: owner.user.id, email: owner.email, name: ownerName });
    await expectNothingOf({ id: partner.user.id, email: partner.email, name: partnerName });
    expect(await countWhere("expenses", sql`household_id = ${householdId}`)).toBe(0);
    expect(await countWhere("deleted_expenses", sql`description in ('Mercato del sabato', 'Bolletta luce')`)).toBe(0);
    expect(await countWhere("households", sql`id = ${householdId}`)).toBe(0);
  });

  it("chi è solo nella sua famiglia porta via tutte le sue spese, condivise e private", async () => {
    const alone = await ctx.signUp();
    const res = await call(alone.agent, expensesContract.create).send({ description: "Spesa da solo", amount: "5", category: "desideri", date: day() });
    expect(res.status).toBe(201);
    expect((await call(alone.agent, accountDataContract.deleteAccount).send({ password: alone.password, confirmation: "ELIMINA" })).status).toBe(200);
    expect(await countWhere("expenses", sql`id = ${(res.body as Listed).id}`)).toBe(0);
    expect(await ctx.db.select({ id: expenses.id }).from(expenses).where(eq(expenses.description, "Spesa da solo"))).toEqual([]);
  });
});
