import { afterAll, beforeAll, describe, expect, it } from "vitest";
import crypto from "node:crypto";
import pg from "pg";
import { SESSION_CACHE_CHANNEL } from "../perf/session-cache";
import { USER_DATA_CHANNEL } from "../perf/user-read-cache";
import { apiClient, isRealPostgres, measureSessionInvalidation, startServerProcess, withDatabase, type ServerProcess } from "../test/harness";
import { accountContract } from "@shared/contracts/account";
import { authContract } from "@shared/contracts/auth";

// Two server processes on one PostgreSQL, each with its session cache (docs/security.md, "Cache
// delle sessioni"): what one process ends, the other refuses within moments. Real PostgreSQL only
// (the embedded database is one process); .ci/run's "integration suite on a real PostgreSQL" runs it.
const skip = !isRealPostgres();

let admin: pg.Client;
let dbName: string;
let a: ServerProcess;
let b: ServerProcess;

beforeAll(async () => {
  if (skip) return;
  admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  dbName = `ff_inval_${crypto.randomBytes(5).toString("hex")}`;
  await admin.query(`CREATE DATABASE ${dbName}`);
  const env = { DATABASE_URL: withDatabase(process.env.DATABASE_URL!, dbName), SESSION_CACHE_TTL_MS: "60000" };
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

async function signedIn(email: string) {
  const c = apiClient(a.url);
  expect((await c.call(authContract.register, { body: { email, password: "password123" } })).status).toBe(201);
  // Read twice on B: the second read is served from B's cache.
  for (let i = 0; i < 2; i++) expect((await c.call(authContract.user, {}, b.url)).status).toBe(200);
  return c;
}

/** Milliseconds until B refuses the session (polling every 5 ms; fails after 10 s). */
async function untilRefusedOnB(c: ReturnType<typeof apiClient>): Promise<number> {
  const start = performance.now();
  await expect.poll(async () => (await c.call(authContract.user, {}, b.url)).status, { timeout: 10_000, interval: 5 }).toBe(401);
  return performance.now() - start;
}

describe.skipIf(skip)("cache delle sessioni su due processi", () => {
  it("logout su A: B rifiuta la sessione", async () => {
    const took = await measureSessionInvalidation(a.url, b.url, 3);
    console.log(`[sessioni] logout su A, rifiutato da B dopo ${took.map((t) => t.toFixed(1)).join(", ")} ms`);
    // The notice crosses in milliseconds; the TTL (60 s here) would be the bound without it.
    for (const t of took) expect(t).toBeLessThan(10_000);
  });

  it("cambio password su A: B rifiuta le altre sessioni dell'utente", async () => {
    const email = `password.${Date.now()}@esempio.it`;
    const first = await signedIn(email);
    const second = apiClient(a.url);
    expect((await second.call(authContract.login, { body: { email, password: "password123" } })).status).toBe(200);
    for (let i = 0; i < 2; i++) expect((await second.call(authContract.user, {}, b.url)).status).toBe(200);
    expect((await first.call(accountContract.password, { body: { currentPassword: "password123", newPassword: "nuova-password-456" } })).status).toBe(200);
    console.log(`[sessioni] cambio password su A, altra sessione rifiutata da B dopo ${(await untilRefusedOnB(second)).toFixed(1)} ms`);
    expect((await first.call(authContract.user, {}, b.url)).status).toBe(200);
  });

  it("account disattivato su A: B rifiuta la sessione", async () => {
    const c = await signedIn(`disattivato.${Date.now()}@esempio.it`);
    const me = await c.call(authContract.user, {}, b.url);
    // What the administrator's switch writes (server/features/admin): the database announces it.
    const db = new pg.Client({ connectionString: withDatabase(process.env.DATABASE_URL!, dbName) });
    await db.connect();
    await db.query("update users set disabled_at = now() where id = $1", [me.body.id]);
    await db.end();
    console.log(`[sessioni] account disattivato, sessione rifiutata da B dopo ${(await untilRefusedOnB(c)).toFixed(1)} ms`);
  });

  it("se B perde la connessione delle notifiche non si fida della cache: un logout vale subito", async () => {
    const c = await signedIn(`riconnessione.${Date.now()}@esempio.it`);
    // Each process listens on its own connection per channel: the session cache's and the user reads' (docs/scale-out.md).
    const listening = async (channel: string) =>
      (await admin.query("select count(*)::int as n from pg_stat_activity where datname = $1 and query ilike 'LISTEN%' and query ilike $2", [dbName, `%${channel}%`])).rows[0].n;
    expect(await listening(SESSION_CACHE_CHANNEL)).toBe(2);
    expect(await listening(USER_DATA_CHANNEL)).toBe(2);
    await admin.query("select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and query ilike 'LISTEN%'", [dbName]);
    await expect.poll(() => b.log(), { timeout: 10_000 }).toContain("ascolto delle notifiche interrotto");
    expect((await c.call(authContract.logout, { body: {} })).status).toBe(200);
    expect((await c.call(authContract.user, {}, b.url)).status).toBe(401);
    // Both processes listen again.
    await expect.poll(() => listening(SESSION_CACHE_CHANNEL), { timeout: 20_000 }).toBe(2);
    await expect.poll(() => listening(USER_DATA_CHANNEL), { timeout: 20_000 }).toBe(2);
    expect(await measureSessionInvalidation(a.url, b.url, 1, "dopo")).toHaveLength(1);
  });
});
