import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiClient, startServerProcess, killQuietly, processAlive, workerPidsIn, type ServerProcess } from "../test/harness";
import { authContract } from "@shared/contracts/auth";

// docs/operations.md ("Riavvio automatico"): with WEB_CONCURRENCY=1 the primary forks one server
// and forks another when it dies unexpectedly, after a delay that doubles while deaths repeat;
// SIGTERM still closes everything with exit code 0. On the embedded database (PGlite), the default
// deployment: the new worker reopens the data directory the killed one left.
let dir: string;
let server: ServerProcess;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "ff-supervisor-"));
  server = await startServerProcess({ DATABASE_URL: "", DATA_DIR: dir, WEB_CONCURRENCY: "1", SUPERVISOR: "true", WORKER_RESTART_DELAY_MS: "300", WORKER_RESTART_MAX_DELAY_MS: "5000", SHUTDOWN_DRAIN_MS: "0" });
}, 120_000);

afterAll(async () => {
  if (server && server.child.exitCode === null) {
    for (const pid of workerPids()) killQuietly(pid);
    server.child.kill("SIGKILL");
    await server.exited;
  }
  fs.rmSync(dir, { recursive: true, force: true });
});

const workerPids = () => workerPidsIn(server.log());
const alive = processAlive;
/** 200 from /api/health, or 0 while nothing listens. */
const health = async () => {
  try {
    return (await fetch(`${server.url}/api/health`)).status;
  } catch {
    return 0;
  }
};

describe("supervisore con WEB_CONCURRENCY=1", () => {
  it("il processo server ucciso torna: il server risponde di nuovo, con gli stessi dati e la stessa sessione", async () => {
    expect(server.log()).toContain("un processo server, riavviato se termina da solo");
    const [first] = workerPids();
    expect(first).toBeDefined();
    expect(first).not.toBe(server.child.pid);
    const c = apiClient(server.url);
    expect((await c.call(authContract.register, { body: { email: "supervisore@esempio.it", password: "password123" } })).status).toBe(201);

    process.kill(first!, "SIGKILL");
    await expect.poll(() => alive(first!), { timeout: 10_000 }).toBe(false);
    await expect.poll(health, { timeout: 60_000, interval: 200 }).toBe(200);
    expect(server.log()).toContain(`[cluster] processo ${first} terminato (segnale SIGKILL): ne avvio un altro tra 0,3 s`);
    const second = workerPids().at(-1)!;
    expect(second).not.toBe(first);
    expect(alive(second)).toBe(true);
    expect(server.child.exitCode).toBeNull();
    // The account and its session outlived the worker.
    const me = await c.call(authContract.user);
    expect(me.status).toBe(200);
    expect(me.body.email).toBe("supervisore@esempio.it");
  });

  it("morti ripetute: l'attesa prima del nuovo processo raddoppia", async () => {
    const second = workerPids().at(-1)!;
    process.kill(second, "SIGKILL");
    await expect.poll(() => server.log(), { timeout: 10_000 }).toContain(`[cluster] processo ${second} terminato (segnale SIGKILL): ne avvio un altro tra 0,6 s`);
    await expect.poll(() => workerPids().length, { timeout: 60_000 }).toBe(3);
    const third = workerPids().at(-1)!;
    process.kill(third, "SIGKILL");
    await expect.poll(() => server.log(), { timeout: 10_000 }).toContain(`[cluster] processo ${third} terminato (segnale SIGKILL): ne avvio un altro tra 1,2 s`);
    await expect.poll(health, { timeout: 60_000, interval: 200 }).toBe(200);
  });

  it("SIGTERM al processo principale chiude il server ed esce con codice 0", async () => {
    const worker = workerPids().at(-1)!;
    server.child.kill("SIGTERM");
    expect(await server.exited).toBe(0);
    // "exit" can come before the last lines of the pipe are read: wait for them (docs/scale-out.md).
    await expect.poll(() => server.log(), { timeout: 5000 }).toContain("[cluster] tutti i processi chiusi");
    expect(alive(worker)).toBe(false);
  });
});
