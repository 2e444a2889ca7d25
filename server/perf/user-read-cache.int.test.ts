import { afterAll, beforeAll, describe, expect, it } from "vitest";
import request from "supertest";
import { sql } from "drizzle-orm";
import { call, createTestContext, withCookie, type TestContext } from "../test/harness";
import { romeDateString } from "@shared/calendar";
import { alerts } from "../db/schema";
import { alertsContract } from "@shared/contracts/alerts";
import { authContract } from "@shared/contracts/auth";
import { dashboardContract } from "@shared/contracts/dashboard";
import { eventsContract } from "@shared/contracts/events";
import { expensesContract } from "@shared/contracts/expenses";

// Two apps on one database stand for two server processes: each keeps its own answers of the
// users' reads, and only the database's notices tell B what changed through A, a job or a script
// (docs/scale-out.md, "Letture dell'utente in cache").
const CACHE = { USER_READ_CACHE_TTL_MS: "60000", SESSION_CACHE_TTL_MS: "60000" };
let a: TestContext;
let b: TestContext;
beforeAll(async () => {
  // A answers right after its commit (as in production), not once its event worker is idle.
  a = await createTestContext({ config: CACHE, settleEvents: false });
  b = await createTestContext({ database: a.database, config: CACHE });
  // The listeners start with the app: wait until B's cache is live (it keeps an answer).
  for (let i = 0; !(await servesFromCache(b.app)); i++) {
    if (i > 50) throw new Error("la cache delle letture di B non è mai attiva");
    await new Promise((r) => setTimeout(r, 100));
  }
});
afterAll(async () => {
  await b.close();
  await a.close();
});

// The embedded database delivers its notices before the write's statement returns; a real server
// delivers them on B's listening connection a moment after the commit: B is asked until it agrees.
const POLL = { timeout: 5000, interval: 10 };
const count = async (app: TestContext["app"], cookie: string) => (await call(withCookie(app, cookie), expensesContract.count)).body.count as number;
const summary = async (app: TestContext["app"], cookie: string) => (await call(withCookie(app, cookie), dashboardContract.summary)).body as { monthExpenseCount: number; streak: { current: number } };

async function newUser() {
  const u = await a.signUp();
  const res = await call(request(a.app), authContract.login).set("X-Requested-With", "vitest").send({ email: u.email, password: u.password });
  expect(res.status).toBe(200);
  return { id: u.user.id, cookie: String(res.headers["set-cookie"]).split(";")[0] };
}

/** An expense written straight into the table (as a script would), announced or not. */
async function insertExpense(userId: number, announced: boolean) {
  const today = romeDateString(new Date());
  const insert = sql`insert into expenses (user_id, amount, category, subcategory, description, date) values (${userId}, '12.50', 'necessita', 'altro', 'scritta a mano', ${today})`;
  if (announced) return void (await a.db.execute(insert));
  // Both notices of an expense are off: the author's and the household members' (docs/household.md).
  await a.database.exec("ALTER TABLE expenses DISABLE TRIGGER expenses_user_data, DISABLE TRIGGER expenses_household_data");
  try {
    await a.db.execute(insert);
  } finally {
    await a.database.exec("ALTER TABLE expenses ENABLE TRIGGER expenses_user_data, ENABLE TRIGGER expenses_household_data");
  }
}

/** Whether the app keeps a user's answer: a change nobody announces is not seen. */
async function servesFromCache(app: TestContext["app"]): Promise<boolean> {
  const u = await newUser();
  expect(await count(app, u.cookie)).toBe(0);
  await insertExpense(u.id, false);
  return (await count(app, u.cookie)) === 0;
}

describe("letture dell'utente in cache: un processo rilegge solo quello che è cambiato", () => {
  it("una modifica non annunciata non si vede finché la copia è valida; con un TTL breve si vede allo scadere", async () => {
    expect(await servesFromCache(b.app)).toBe(true);
    const short = await createTestContext({ database: a.database, config: { USER_READ_CACHE_TTL_MS: "300" } });
    try {
      for (let i = 0; !(await servesFromCache(short.app)); i++) {
        if (i > 50) throw new Error("la cache non è mai attiva");
        await new Promise((r) => setTimeout(r, 100));
      }
      const u = await newUser();
      expect(await count(short.app, u.cookie)).toBe(0);
      await insertExpense(u.id, false);
      await expect.poll(() => count(short.app, u.cookie), { timeout: 5000, interval: 50 }).toBe(1);
    } finally {
      await short.close();
    }
  });

  it("una spesa scritta da uno script è annunciata: l'altro processo la conta", async () => {
    const u = await newUser();
    expect(await count(b.app, u.cookie)).toBe(0);
    expect((await summary(b.app, u.cookie)).monthExpenseCount).toBe(0);
    await insertExpense(u.id, true);
    await expect.poll(() => count(b.app, u.cookie), POLL).toBe(1);
    await expect.poll(async () => (await summary(b.app, u.cookie)).monthExpenseCount, POLL).toBe(1);
  });

  it("chi scrive vede subito la propria spesa nello stesso processo, e l'altro processo poco dopo", async () => {
    const u = await newUser();
    expect(await count(a.app, u.cookie)).toBe(0);
    expect(await count(b.app, u.cookie)).toBe(0);
    const before = await summary(a.app, u.cookie);
    expect(before.streak.current).toBe(0);
    const today = romeDateString(new Date());
    const res = await call(withCookie(a.app, u.cookie), expensesContract.create).send({ amount: "1.800,50", category: "necessita", description: "affitto", date: today });
    expect(res.status).toBe(201);
    // No waiting here: the write emptied the user's answers in its own process.
    expect(await count(a.app, u.cookie)).toBe(1);
    await expect.poll(() => count(b.app, u.cookie), POLL).toBe(1);
    // The streak's day is a reaction of the event worker (docs/events.md): once the client is told
    // nothing is pending, its next read shows it, in either process.
    await expect.poll(async () => (await call(withCookie(a.app, u.cookie), eventsContract.pending)).body.pending, POLL).toBe(0);
    expect((await summary(a.app, u.cookie)).streak.current).toBe(1);
    await expect.poll(async () => (await summary(b.app, u.cookie)).streak.current, POLL).toBe(1);
  });

  it("il processo che scrive non aspetta l'avviso del database: la scrittura svuota le risposte di chi scrive", async () => {
    const u = await newUser();
    const [alert] = await a.db.insert(alerts).values({ userId: u.id, alertType: "prova", title: "Avviso di prova", message: "Da leggere", priority: "low", dedupeKey: "prova" }).returning({ id: alerts.id });
    const unread = async () => ((await call(withCookie(a.app, u.cookie), alertsContract.list, { query: { unread: "true" } })).body as unknown[]).length;
    await expect.poll(unread, POLL).toBe(1);
    // Marking it read changes the alert without its notice (and records no event): only the
    // write's own hook can tell A.
    await a.database.exec("ALTER TABLE alerts DISABLE TRIGGER alerts_user_data");
    try {
      const res = await call(withCookie(a.app, u.cookie), alertsContract.markRead, { params: { id: alert!.id } });
      expect(res.status).toBe(200);
    } finally {
      await a.database.exec("ALTER TABLE alerts ENABLE TRIGGER alerts_user_data");
    }
    expect(await unread()).toBe(0);
  });

  it("le risposte di un utente non sono mai quelle di un altro", async () => {
    const u1 = await newUser();
    const u2 = await newUser();
    await insertExpense(u1.id, true);
    await expect.poll(() => count(b.app, u1.cookie), POLL).toBe(1);
    expect(await count(b.app, u2.cookie)).toBe(0);
  });
});
