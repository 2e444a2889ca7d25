import { afterAll, beforeAll, describe, expect, it } from "vitest";
import pg from "pg";
import { CONFIG_DEFAULTS } from "../config";
import { apiClient, hasPostgresBinaries, startOwnPostgres, startServerProcess, type ServerProcess } from "../test/harness";
import { authContract } from "@shared/contracts/auth";

// Several server processes on one PostgreSQL, a database restart under load, and SIGTERM.
// Each test file here runs its own PostgreSQL, so it can stop and start it freely.
const skip = !hasPostgresBinaries() && !process.env.CI;
if (!hasPostgresBinaries()) console.warn("[ops] binari di PostgreSQL assenti: test dei processi saltati");

let db: Awaited<ReturnType<typeof startOwnPostgres>>;
let a: ServerProcess;
let b: ServerProcess;

beforeAll(async () => {
  if (skip) return;
  db = await startOwnPostgres();
  a = await startServerProcess({ DATABASE_URL: db.url });
  b = await startServerProcess({ DATABASE_URL: db.url });
}, 120_000);

afterAll(async () => {
  a?.child.kill("SIGKILL");
  b?.child.kill("SIGKILL");
  db?.destroy();
});

describe.skipIf(skip)("due processi, un database", () => {
  it("una sessione aperta su un processo vale sull'altro", async () => {
    const c = apiClient(a.url);
    expect((await c.call(authContract.register, { body: { email: "condivisa@esempio.it", password: "password123" } })).status).toBe(201);
    const onB = await c.call(authContract.user, {}, b.url);
    expect(onB.status).toBe(200);
    expect(onB.body.email).toBe("condivisa@esempio.it");
    // Logging out on B ends the session on A too.
    await c.call(authContract.logout, { body: {} }, b.url);
    expect((await c.call(authContract.user, {}, a.url)).status).toBe(401);
  });

  it("il limite ai tentativi vale sommando i due processi", async () => {
    const email = "bersaglio@esempio.it";
    await apiClient(a.url).call(authContract.register, { body: { email, password: "password123" } });
    for (let i = 0; i < CONFIG_DEFAULTS.LOGIN_LIMIT_PER_IP_ACCOUNT; i++) {
      const target = i % 2 === 0 ? a.url : b.url;
      expect((await apiClient(target).call(authContract.login, { body: { email, password: `no${i}` } })).status).toBe(401);
    }
    expect((await apiClient(a.url).call(authContract.login, { body: { email, password: "password123" } })).status).toBe(429);
    expect((await apiClient(b.url).call(authContract.login, { body: { email, password: "password123" } })).status).toBe(429);
  });
});

describe.skipIf(skip)("PostgreSQL riavviato sotto carico", () => {
  it("risponde 503 mentre il database è giù, si riprende da solo e ogni scrittura confermata c'è", async () => {
    const confirmed: string[] = [];
    const statuses = new Map<number, number>();
    let n = 0;
    let stopLoad = false;
    const worker = async () => {
      while (!stopLoad) {
        const email = `carico${n++}@esempio.it`;
        try {
          const r = await apiClient(a.url).call(authContract.register, { body: { email, password: "password123" } });
          statuses.set(r.status, (statuses.get(r.status) ?? 0) + 1);
          if (r.status === 201) confirmed.push(email);
          expect(JSON.stringify(r.body ?? "")).not.toMatch(/at .+\.(ts|js):\d+/);
        } catch (err) {
          statuses.set(-1, (statuses.get(-1) ?? 0) + 1);
          // The server's own last words say why the connection dropped.
          throw new Error(`${String(err)} (uscita: ${a.child.exitCode})\n--- log del server ---\n${a.log().slice(-4000)}`);
        }
        await new Promise((r) => setTimeout(r, 20));
      }
    };
    const load = Promise.all([worker(), worker(), worker()]);
    await new Promise((r) => setTimeout(r, 1000));
    db.stop();
    await new Promise((r) => setTimeout(r, 1500));
    const during503 = statuses.get(503) ?? 0;
    db.start();
    // Recovery: successful writes again within a few seconds.
    const before = confirmed.length;
    const deadline = Date.now() + 15_000;
    while (confirmed.length < before + 5 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
    stopLoad = true;
    await load;

    expect(during503).toBeGreaterThan(0);
    expect(statuses.get(500) ?? 0).toBe(0);
    expect(statuses.get(-1) ?? 0).toBe(0);
    expect(confirmed.length).toBeGreaterThanOrEqual(before + 5);
    expect(a.child.exitCode).toBeNull();

    const client = new pg.Client({ connectionString: db.url });
    await client.connect();
    const { rows } = await client.query("select email from users where email = any($1)", [confirmed]);
    await client.end();
    expect(rows.length).toBe(confirmed.length);
  }, 60_000);
});

describe.skipIf(skip)("arresto ordinato", () => {
  it("con SIGTERM finisce le richieste in corso ed esce con codice 0", async () => {
    const c = apiClient(b.url);
    // Logins hash with argon2, so a batch keeps the server busy for a while.
    const inFlight = Array.from({ length: 12 }, (_, i) => c.call(authContract.login, { body: { email: `lento${i}@esempio.it`, password: "qualcosa" } }, b.url));
    await new Promise((r) => setTimeout(r, 30));
    b.child.kill("SIGTERM");
    const results = await Promise.allSettled(inFlight);
    const answered = results.filter((r) => r.status === "fulfilled").map((r) => (r as PromiseFulfilledResult<{ status: number }>).value.status);
    expect(answered.length).toBe(12);
    for (const s of answered) expect([401, 429]).toContain(s);
    expect(await b.exited).toBe(0);
  }, 30_000);
});
