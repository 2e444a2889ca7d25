import { spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hasPostgresBinaries, startOwnPostgres, startServerProcess, killQuietly, processAlive, workerPidsIn, type ServerProcess } from "../test/harness";

// WEB_CONCURRENCY (docs/scale-out.md): the refusal without a shared database and secret, and two
// workers on one port and one PostgreSQL of the file's own (skipped without PostgreSQL binaries).
const ROOT = path.resolve(import.meta.dirname, "../..");

/** The server entry point with this environment (no DATABASE_URL or SESSION_SECRET inherited). */
function runEntry(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const inherited = { ...process.env };
  delete inherited.DATABASE_URL;
  delete inherited.SESSION_SECRET;
  const child = spawn(process.execPath, ["--import", "tsx", "server/index.ts"], {
    cwd: ROOT,
    env: { ...inherited, NODE_ENV: "test", PORT: "0", HOST: "127.0.0.1", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (d) => (output += d));
  child.stderr.on("data", (d) => (output += d));
  const killer = setTimeout(() => child.kill("SIGKILL"), 60_000);
  return new Promise((resolve) =>
    child.on("exit", (code) => {
      clearTimeout(killer);
      resolve({ code, output });
    }),
  );
}

describe("WEB_CONCURRENCY senza database condiviso", () => {
  it("due processi senza DATABASE_URL né SESSION_SECRET: l'avvio è rifiutato con il motivo in italiano", async () => {
    const { code, output } = await runEntry({ WEB_CONCURRENCY: "2" });
    expect(code).not.toBe(0);
    expect(output).toContain("avvio rifiutato");
    expect(output).toContain("WEB_CONCURRENCY=2 richiede un PostgreSQL (DATABASE_URL): il database integrato (PGlite) si usa da un solo processo.");
    expect(output).toContain("WEB_CONCURRENCY=2 richiede SESSION_SECRET");
    // Refused before anything started: no database opened, no port taken.
    expect(output).not.toContain("[db]");
    expect(output).not.toContain("in ascolto");
  });

  it("con DATABASE_URL ma senza SESSION_SECRET è rifiutato lo stesso (il segreto deve essere uno per tutti)", async () => {
    const { code, output } = await runEntry({ WEB_CONCURRENCY: "3", DATABASE_URL: "postgres://nessuno@127.0.0.1:1/nulla" });
    expect(code).not.toBe(0);
    expect(output).toContain("WEB_CONCURRENCY=3 richiede SESSION_SECRET");
    expect(output).not.toContain("richiede un PostgreSQL");
  });
});

const skip = !hasPostgresBinaries() && !process.env.CI;
if (!hasPostgresBinaries()) console.warn("[cluster] binari di PostgreSQL assenti: test dei due processi saltati");

let db: Awaited<ReturnType<typeof startOwnPostgres>>;
let server: ServerProcess;

beforeAll(async () => {
  if (skip) return;
  db = await startOwnPostgres();
  server = await startServerProcess({ DATABASE_URL: db.url, WEB_CONCURRENCY: "2" });
}, 120_000);

afterAll(async () => {
  if (server && server.child.exitCode === null) {
    for (const pid of workerPids()) killQuietly(pid);
    server.child.kill("SIGKILL");
  }
  db?.destroy();
});

const workerPids = () => workerPidsIn(server.log());
const alive = processAlive;
/** Bytes a process has passed to write(): its answers on sockets and its queries to PostgreSQL. */
const written = (pid: number) => Number(/wchar:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/io`, "utf8"))?.[1] ?? 0);

/** One request on a connection of its own (node:cluster hands each new connection to the next worker). */
function get(url: string, cookie = ""): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { agent: false, headers: { "X-Requested-With": "ops", ...(cookie ? { cookie } : {}) } }, (res) => {
      let body = "";
      res.on("data", (d) => (body += d));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on("error", reject);
  });
}

describe.skipIf(skip)("WEB_CONCURRENCY=2 su PostgreSQL", () => {
  it("due processi rispondono sulla stessa porta, con le stesse sessioni", async () => {
    await expect.poll(() => workerPids().length, { timeout: 60_000 }).toBe(2);
    const [a, b] = workerPids();
    expect(a).not.toBe(b);
    const reg = await fetch(`${server.url}/api/auth/register`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Requested-With": "ops" },
      body: JSON.stringify({ email: "cluster@esempio.it", password: "password123" }),
    });
    expect(reg.status).toBe(201);
    const cookie = (reg.headers.get("set-cookie") ?? "").split(";")[0];

    const before = [written(a), written(b)];
    const answers = [];
    for (let i = 0; i < 40; i++) answers.push(await get(`${server.url}/api/auth/user`, cookie));
    // Every answer knows the user, whichever process served it.
    expect(answers.every((r) => r.status === 200 && JSON.parse(r.body).email === "cluster@esempio.it")).toBe(true);
    // And both processes served some: each wrote at least ten answers' worth of bytes.
    const perAnswer = Buffer.byteLength(answers[0].body);
    expect(written(a) - before[0]).toBeGreaterThan(10 * perAnswer);
    expect(written(b) - before[1]).toBeGreaterThan(10 * perAnswer);
  });

  it("un processo ucciso è sostituito e intanto l'altro risponde", async () => {
    const [victim] = workerPids();
    process.kill(victim, "SIGKILL");
    await expect.poll(() => alive(victim), { timeout: 10_000 }).toBe(false);
    for (let i = 0; i < 10; i++) expect((await get(`${server.url}/api/health`)).status).toBe(200);
    await expect.poll(() => workerPids().length, { timeout: 60_000 }).toBe(3);
    expect(server.log()).toContain(`[cluster] processo ${victim} terminato (segnale SIGKILL): ne avvio un altro`);
    const live = workerPids().filter(alive);
    expect(live).toHaveLength(2);
    expect(live).not.toContain(victim);
  });

  it("SIGTERM al processo principale chiude ogni processo in ordine ed esce con codice 0", async () => {
    const pids = workerPids().filter(alive);
    server.child.kill("SIGTERM");
    expect(await server.exited).toBe(0);
    // "exit" can come before the last lines of the pipe are read: wait for them (docs/scale-out.md).
    await expect.poll(() => server.log(), { timeout: 5000 }).toContain("[cluster] tutti i processi chiusi");
    expect(server.log().match(/\[server\] SIGTERM: chiusura in corso/g)).toHaveLength(2);
    expect(pids.filter(alive)).toEqual([]);
  });
});
