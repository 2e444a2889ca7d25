import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { authContract } from "@shared/contracts/auth";
import { urlOf, type AnyContract } from "@shared/contracts/define";

const ROOT = path.resolve(import.meta.dirname, "../..");
const PG_SCRIPT = path.join(ROOT, "scripts/pg-throwaway.sh");

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on("error", reject);
  });
}

/** A PostgreSQL server of the test's own, which it may stop and start. */
export async function startOwnPostgres() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "ff-ops-pg-"));
  fs.chmodSync(dir, 0o777);
  const data = path.join(dir, "data");
  const port = await freePort();
  const url = execFileSync(PG_SCRIPT, ["start", data, String(port)], { encoding: "utf8" }).trim();
  return {
    url,
    /** The cluster's data directory (its postmaster.pid names the server process). */
    dataDir: data,
    stop: () => execFileSync(PG_SCRIPT, ["stop", data]),
    start: () => execFileSync(PG_SCRIPT, ["start", data, String(port)]),
    destroy: () => {
      try {
        execFileSync(PG_SCRIPT, ["stop", data]);
      } catch {
        /* already stopped */
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

export type ServerProcess = { url: string; child: ChildProcess; log: () => string; exited: Promise<number | null> };

/** The real server entry point (API only) as a separate process. */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  let output = "";
  const child = spawn(process.execPath, ["--import", "tsx", "server/index.ts"], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: "test", PORT: String(port), HOST: "127.0.0.1", SESSION_SECRET: "segreto-condiviso", REGISTER_LIMIT_PER_IP: "100000", TRACK_LIMIT_PER_IP: "1000000", SEED_DEMO: "false", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout!.on("data", (d) => (output += d));
  child.stderr!.on("data", (d) => (output += d));
  const exited = new Promise<number | null>((r) => child.on("exit", (code) => r(code)));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server terminato: ${output}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      /* starting */
    }
    if (Date.now() > deadline) throw new Error(`server non partito: ${output}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return { url, child, log: () => output, exited };
}

/** The pids of the cluster's workers, in the order they listened, from a primary's log. */
export function workerPidsIn(log: string): number[] {
  return [...log.matchAll(/\[cluster\] processo (\d+) pronto/g)].map((m) => Number(m[1]));
}

/** Whether a process of this machine is running. */
export function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** SIGKILL, whether or not the process is still there. */
export function killQuietly(pid: number): void {
  try {
    process.kill(pid, "SIGKILL");
  } catch {
    /* already gone */
  }
}

/** What a spawned server's client sends with a contract: its path params, query and JSON body. */
type ApiArgs = { params?: Record<string, string | number>; query?: Record<string, string | number>; body?: unknown };

/**
 * fetch with the API's header and a cookie jar of one; a request names its contract, not its
 * address (docs/ARCHITECTURE.md, "Route contracts"), and `target` is another process of the app.
 */
export function apiClient(base: string) {
  let cookie = "";
  return {
    get cookie() {
      return cookie;
    },
    set cookie(c: string) {
      cookie = c;
    },
    async call(contract: AnyContract, args: ApiArgs = {}, target = base) {
      const { body } = args;
      const res = await fetch(target + urlOf(contract, args), {
        method: contract.method,
        headers: { "X-Requested-With": "ops", ...(body ? { "Content-Type": "application/json" } : {}), ...(cookie ? { Cookie: cookie } : {}) },
        body: body ? JSON.stringify(body) : undefined,
      });
      const set = res.headers.get("set-cookie");
      if (set) cookie = set.split(";")[0];
      const text = await res.text();
      return { status: res.status, body: text ? JSON.parse(text) : null };
    },
  };
}

/** PostgreSQL server binaries on this machine (CI installs them; a newcomer's laptop may not have them). */
export function hasPostgresBinaries(): boolean {
  const dirs = ["/usr/local/bin", "/usr/bin"];
  try {
    for (const v of fs.readdirSync("/usr/lib/postgresql")) dirs.push(`/usr/lib/postgresql/${v}/bin`);
  } catch {
    /* none installed by Debian */
  }
  return dirs.some((d) => fs.existsSync(path.join(d, "pg_ctl")) && fs.existsSync(path.join(d, "initdb")));
}

/**
 * How long a logout on one server process takes to reach another (docs/security.md, "Cache delle
 * sessioni"): per round, a new user signs in on `a`, reads twice on `b` (so `b` caches the
 * session), logs out on `a`; then `b` is asked every few milliseconds until it refuses the session.
 * Answers the milliseconds from the logout's answer to the first refusal, one per round.
 */
export async function measureSessionInvalidation(a: string, b: string, rounds = 5, prefix = "invalidazione"): Promise<number[]> {
  const took: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const c = apiClient(a);
    const reg = await c.call(authContract.register, { body: { email: `${prefix}${i}.${Date.now()}@esempio.it`, password: "password123" } });
    if (reg.status !== 201) throw new Error(`registrazione non riuscita: ${reg.status}`);
    for (let k = 0; k < 2; k++) if ((await c.call(authContract.user, {}, b)).status !== 200) throw new Error("la sessione non vale sull'altro processo");
    if ((await c.call(authContract.logout, { body: {} })).status >= 400) throw new Error("logout non riuscito");
    const start = performance.now();
    for (;;) {
      const status = (await c.call(authContract.user, {}, b)).status;
      if (status === 401) break;
      if (performance.now() - start > 120_000) throw new Error("l'altro processo accetta ancora la sessione dopo 120 s");
      await new Promise((r) => setTimeout(r, 5));
    }
    took.push(performance.now() - start);
  }
  return took;
}
