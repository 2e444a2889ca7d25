import { afterAll, beforeAll, describe, expect, it } from "vitest";
import crypto from "node:crypto";
import pg from "pg";
import { apiClient, isRealPostgres, startServerProcess, withDatabase, type ServerProcess } from "../../test/harness";
import { authContract } from "@shared/contracts/auth";
import { expensesContract } from "@shared/contracts/expenses";
import { householdContract } from "@shared/contracts/household";

// A member removed on process A is refused the household at their next request on process B,
// whose session cache had their membership (docs/household.md, "Notifiche di modifica"). Real
// PostgreSQL only (the embedded database is one process), like server/http/session-invalidation.slow.int.test.ts.
const skip = !isRealPostgres();

let admin: pg.Client;
let dbName: string;
let a: ServerProcess;
let b: ServerProcess;

beforeAll(async () => {
  if (skip) return;
  admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  dbName = `ff_household_${crypto.randomBytes(5).toString("hex")}`;
  await admin.query(`CREATE DATABASE ${dbName}`);
  // Long cache lifetimes: without the change notices B would keep serving the old membership.
  const env = { DATABASE_URL: withDatabase(process.env.DATABASE_URL!, dbName), SESSION_CACHE_TTL_MS: "60000", USER_READ_CACHE_TTL_MS: "60000" };
  a = await startServerProcess(env);
  b = await startServerProcess(env);
}, 120_000);

afterAll(async () => {
  a?.child.kill("SIGKILL");
  b?.child.kill("SIGKILL");
  await Promise.all([a?.exited, b?.exited]);
  if (admin) {
    await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await admin.end();
  }
});

async function registered(email: string) {
  const c = apiClient(a.url);
  expect((await c.call(authContract.register, { body: { email, password: "password123" } })).status).toBe(201);
  return c;
}

/** The token of the newest invitation mail to the address, read from the outbox. */
async function invitationToken(email: string): Promise<string> {
  const db = new pg.Client({ connectionString: withDatabase(process.env.DATABASE_URL!, dbName) });
  await db.connect();
  try {
    let body = "";
    await expect
      .poll(async () => {
        const r = await db.query("select body from email_outbox where to_email = $1 and scenario = 'household_invitation' order by id desc limit 1", [email]);
        body = r.rows[0]?.body ?? "";
        return body;
      }, { timeout: 10_000 })
      .toMatch(/token=/);
    return /token=([A-Za-z0-9_-]+)/.exec(body)![1]!;
  } finally {
    await db.end();
  }
}

describe.skipIf(skip)("membro rimosso su due processi", () => {
  it("rimosso su A: alla richiesta successiva B non gli mostra più la famiglia né le sue spese", async () => {
    const stamp = Date.now();
    const ownerEmail = `titolare.${stamp}@esempio.it`;
    const partnerEmail = `partner.${stamp}@esempio.it`;
    const owner = await registered(ownerEmail);
    const partner = await registered(partnerEmail);
    expect((await owner.call(householdContract.invite, { body: { email: partnerEmail, role: "editor" } })).status).toBe(201);
    const accepted = await partner.call(householdContract.accept, { body: { token: await invitationToken(partnerEmail) } });
    expect(accepted.status).toBe(200);
    const memberId = (accepted.body.members as Array<{ id: number; userId: number; role: string }>).find((m) => m.role === "editor")!.id;
    const shared = await owner.call(expensesContract.create, { body: { description: "Spesa comune", amount: "12,00", category: "necessita", date: new Date().toISOString().slice(0, 10) } });
    expect(shared.status).toBe(201);
    const month = { month: new Date().getMonth() + 1, year: new Date().getFullYear() };
    // B has the partner's session (with the role) and their month count in its caches.
    for (let i = 0; i < 2; i++) {
      expect((await partner.call(householdContract.get, {}, b.url)).body.members).toHaveLength(2);
      expect((await partner.call(expensesContract.count, { query: month }, b.url)).body.count).toBe(1);
    }

    // The role changes on A: B refuses the partner's write at once, not after its cache's 60 s.
    expect((await owner.call(householdContract.changeRole, { params: { id: memberId }, body: { role: "viewer" } })).status).toBe(200);
    const write = { description: "Spesa del partner", amount: "5,00", category: "desideri", date: new Date().toISOString().slice(0, 10) };
    await expect.poll(async () => (await partner.call(expensesContract.create, { body: write }, b.url)).status, { timeout: 10_000, interval: 10 }).toBe(403);

    expect((await owner.call(householdContract.removeMember, { params: { id: memberId } })).status).toBe(204);

    await expect.poll(async () => (await partner.call(expensesContract.count, { query: month }, b.url)).body.count, { timeout: 10_000, interval: 10 }).toBe(0);
    expect((await partner.call(householdContract.get, {}, b.url)).body.members).toHaveLength(1);
    expect((await partner.call(expensesContract.list, {}, b.url)).body).toEqual([]);
    expect((await partner.call(expensesContract.update, { params: { id: shared.body.id }, body: { amount: "1,00" } }, b.url)).status).toBe(404);
  });
});
