import { afterAll, beforeAll, describe, expect, it } from "vitest";
import request from "supertest";
import { sql } from "drizzle-orm";
import { call, createTestContext, withCookie, type TestContext } from "../test/harness";
import { joinHousehold } from "../test/household";
import { romeDateString } from "@shared/calendar";
import { authContract } from "@shared/contracts/auth";
import { expensesContract } from "@shared/contracts/expenses";
import { incomeContract } from "@shared/contracts/income";
import { householdContract } from "@shared/contracts/household";

// The history reads kept per user (docs/scale-out.md, "Letture della storia in cache"): two apps
// on one database stand for two server processes; B keeps its answers and only the database's
// notices tell it what a partner, a job or a script changed through A.
const CACHE = { USER_READ_CACHE_TTL_MS: "60000", SESSION_CACHE_TTL_MS: "60000" };
const POLL = { timeout: 5000, interval: 10 };
let a: TestContext;
let b: TestContext;

type Listed = { id: number; description: string; receiptId?: string; author?: { displayName: string | null } };

async function cookieOf(email: string, password: string): Promise<string> {
  const res = await call(request(a.app), authContract.login).set("X-Requested-With", "vitest").send({ email, password });
  expect(res.status).toBe(200);
  return String(res.headers["set-cookie"]).split(";")[0]!;
}

const now = () => new Date();
const month = () => ({ month: String(Number(romeDateString(now()).slice(5, 7))), year: romeDateString(now()).slice(0, 4) });
const listOn = async (app: TestContext["app"], cookie: string) =>
  (await call(withCookie(app, cookie), expensesContract.list, { query: month() })).body as Listed[];
const spentOn = async (app: TestContext["app"], cookie: string) =>
  ((await call(withCookie(app, cookie), incomeContract.monthBalance, { query: month() })).body as { spending: string }).spending;

/** A couple: the owner and an editor partner, each with a cookie that works on A and B. */
async function couple() {
  const owner = await a.signUp();
  const partner = await joinHousehold(a, owner);
  return { owner, partner, ownerCookie: await cookieOf(owner.email, owner.password), partnerCookie: await cookieOf(partner.email, partner.password) };
}

async function addExpense(agent: Parameters<typeof call>[0], description: string, visibility: "shared" | "private") {
  const res = await call(agent, expensesContract.create).send({ amount: "40,00", category: "necessita", description, date: romeDateString(now()), visibility });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return (res.body as { id: number }).id;
}

/** An expense written straight into the table with its notices off: a change nobody announced. */
async function silentExpense(userId: number) {
  await a.database.exec("ALTER TABLE expenses DISABLE TRIGGER expenses_user_data, DISABLE TRIGGER expenses_household_data");
  try {
    await a.db.execute(sql`insert into expenses (user_id, amount, category, subcategory, description, date) values (${userId}, '9.90', 'necessita', 'altro', 'non annunciata', ${romeDateString(now())})`);
  } finally {
    await a.database.exec("ALTER TABLE expenses ENABLE TRIGGER expenses_user_data, ENABLE TRIGGER expenses_household_data");
  }
}

beforeAll(async () => {
  a = await createTestContext({ config: CACHE, settleEvents: false });
  b = await createTestContext({ database: a.database, config: CACHE });
  // B's cache is live once it keeps an answer: a change nobody announced stays unseen.
  for (let i = 0; ; i++) {
    const u = await a.signUp();
    const cookie = await cookieOf(u.email, u.password);
    expect(await listOn(b.app, cookie)).toEqual([]);
    await silentExpense(u.user.id);
    if ((await listOn(b.app, cookie)).length === 0) break;
    if (i > 50) throw new Error("la cache delle letture di B non è mai attiva");
    await new Promise((r) => setTimeout(r, 100));
  }
});
afterAll(async () => {
  await b?.close();
  await a?.close();
});

describe("letture della storia in cache: la famiglia vede le modifiche dell'altro", () => {
  it("il mese delle spese è tenuto: una spesa non annunciata non si vede in B finché la copia vale", async () => {
    const { owner, ownerCookie } = await couple();
    expect(await listOn(b.app, ownerCookie)).toEqual([]);
    await silentExpense(owner.user.id);
    expect(await listOn(b.app, ownerCookie)).toEqual([]);
    // The same process as the writer's request reads the database again after any write of the user.
    expect(await listOn(a.app, ownerCookie)).toHaveLength(1);
  });

  it("la spesa condivisa del partner, scritta in A, cambia il mese e il saldo del titolare letti in B", async () => {
    const { partner, ownerCookie } = await couple();
    expect(await listOn(b.app, ownerCookie)).toEqual([]);
    expect(await spentOn(b.app, ownerCookie)).toBe("0.00");
    await addExpense(partner.agent, "spesa al mercato", "shared");
    await expect.poll(async () => (await listOn(b.app, ownerCookie)).map((e) => e.description), POLL).toEqual(["spesa al mercato"]);
    await expect.poll(() => spentOn(b.app, ownerCookie), POLL).toBe("40.00");
  });

  it("la spesa privata del partner non arriva mai nelle risposte tenute del titolare", async () => {
    const { partner, ownerCookie, partnerCookie } = await couple();
    expect(await listOn(b.app, ownerCookie)).toEqual([]);
    await addExpense(partner.agent, "regalo a sorpresa", "private");
    await addExpense(partner.agent, "bolletta della luce", "shared");
    await expect.poll(async () => (await listOn(b.app, ownerCookie)).map((e) => e.description), POLL).toEqual(["bolletta della luce"]);
    expect((await listOn(b.app, partnerCookie)).map((e) => e.description).sort()).toEqual(["bolletta della luce", "regalo a sorpresa"]);
  });

  it("una ricevuta aggiunta da uno script è annunciata: il segno della ricevuta compare in B", async () => {
    const { owner, ownerCookie } = await couple();
    const id = await addExpense(owner.agent, "visita medica", "shared");
    await expect.poll(async () => (await listOn(b.app, ownerCookie)).map((e) => e.receiptId ?? null), POLL).toEqual([null]);
    await a.db.execute(sql`insert into expense_receipts (id, expense_id, user_id, mime_type, data, size) values ('ricevuta-di-prova-history-cache', ${id}, ${owner.user.id}, 'application/pdf', decode('255044462d', 'hex'), 5)`);
    await expect.poll(async () => (await listOn(b.app, ownerCookie)).map((e) => e.receiptId ?? null), POLL).toEqual(["ricevuta-di-prova-history-cache"]);
  });

  it("il nome nuovo del partner compare come autore della sua spesa condivisa in B", async () => {
    const { partner, ownerCookie } = await couple();
    await addExpense(partner.agent, "pieno di benzina", "shared");
    await expect.poll(async () => (await listOn(b.app, ownerCookie)).length, POLL).toBe(1);
    const before = (await listOn(b.app, ownerCookie))[0]!.author?.displayName;
    await a.db.execute(sql`update users set first_name = 'Giuliana', last_name = 'Verdi', display_name = 'Giuliana V.' where id = ${partner.user.id}`);
    await expect.poll(async () => (await listOn(b.app, ownerCookie))[0]!.author?.displayName, POLL).not.toBe(before);
  });

  it("chi lascia la famiglia sparisce dalle risposte tenute: le sue spese condivise restano alla famiglia", async () => {
    const { owner, partner, ownerCookie } = await couple();
    const partnerCookie = await cookieOf(partner.email, partner.password);
    await addExpense(owner.agent, "farmacia", "shared");
    await expect.poll(async () => (await listOn(b.app, partnerCookie)).map((e) => e.description), POLL).toEqual(["farmacia"]);
    const res = await call(owner.agent, householdContract.removeMember, { params: { id: partner.memberId } });
    expect(res.status, JSON.stringify(res.body)).toBeLessThan(300);
    await expect.poll(async () => (await listOn(b.app, partnerCookie)).map((e) => e.description), POLL).toEqual([]);
    expect((await listOn(b.app, ownerCookie)).map((e) => e.description)).toEqual(["farmacia"]);
  });
});
