// One or more endpoints under load, with the server's CPU time per request: the tool behind the
// figures of docs/benchmarks.md "Where the time goes". Production build, throwaway PostgreSQL,
// a signed-in premium user (its cookie is sent unless --visitor), 50 connections.
//   npm run build && npx tsx scripts/bench-endpoint.ts /api/auth/user,/api/dashboard/summary [--visitor]
//       [--post] [--duration 8] [--cpu-prof DIR] [--node-flags "--max-semi-space-size=8"]
// --post sends a new expense as the body (POST /api/user/expenses); --cpu-prof writes a V8
// profile of the server to DIR (open it in Chrome's DevTools).
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import pg from "pg";
import { freePort, startOwnPostgres } from "../server/test/processes";
import { waitForOk } from "./built-server";

const ROOT = path.resolve(import.meta.dirname, "..");
const argv = process.argv.slice(2);
const opt = (name: string) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? argv[i + 1] : undefined;
};
const targets = (argv[0] ?? "").split(",").filter((t) => t.startsWith("/"));
if (targets.length === 0) throw new Error("Indica almeno un percorso, ad esempio /api/auth/user");
const duration = Number(opt("duration") ?? 8);
const profDir = opt("cpu-prof");
const nodeFlags = (opt("node-flags") ?? "").split(" ").filter(Boolean);
if (!fs.existsSync(path.join(ROOT, "dist/server/index.js"))) throw new Error("Esegui prima npm run build");

const db = await startOwnPostgres();
const port = await freePort();
const server = spawn(process.execPath, [...(profDir ? ["--cpu-prof", `--cpu-prof-dir=${profDir}`] : []), ...nodeFlags, "dist/server/index.js"], {
  cwd: ROOT,
  // SUPERVISOR=false: the server is this pid itself, whose CPU and RSS are read below (npm start
  // puts a primary in front that serves nothing, docs/operations.md "Riavvio automatico").
  env: { ...process.env, NODE_ENV: "production", SUPERVISOR: "false", COOKIE_SECURE: "auto", PORT: String(port), HOST: "127.0.0.1", DATABASE_URL: db.url, SESSION_SECRET: "bench", REGISTER_LIMIT_PER_IP: "100000", TRACK_LIMIT_PER_IP: "1000000", DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), "ff-bench-")) },
  stdio: ["ignore", "inherit", "inherit"],
});
const base = `http://127.0.0.1:${port}`;
await waitForOk(`${base}/api/health`, () => new Error("il server non risponde"));
const reg = await fetch(`${base}/api/auth/register`, {
  method: "POST",
  headers: { "Content-Type": "application/json", "X-Requested-With": "bench" },
  body: JSON.stringify({ email: "bench@esempio.it", password: "password123" }),
});
const cookie = (reg.headers.get("set-cookie") ?? "").split(";")[0];
const client = new pg.Client({ connectionString: db.url });
await client.connect();
await client.query("update users set is_premium = true");
await client.end();

// utime + stime of the server process (all its threads), in microseconds.
const cpuMicros = () => {
  const f = fs.readFileSync(`/proc/${server.pid}/stat`, "utf8").split(") ")[1].split(" ");
  return (Number(f[11]) + Number(f[12])) * (1_000_000 / 100);
};
// The same for PostgreSQL: its server process and every child (the pool's backends, which live
// through the run), so what a request costs the database is counted too (this machine only).
const dbCpuMicros = () => {
  const postmaster = Number(fs.readFileSync(path.join(db.dataDir, "postmaster.pid"), "utf8").split("\n")[0]);
  let total = 0;
  for (const pid of fs.readdirSync("/proc").filter((d) => /^\d+$/.test(d))) {
    try {
      const f = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
      if (Number(pid) === postmaster || Number(f[1]) === postmaster) total += (Number(f[11]) + Number(f[12])) * (1_000_000 / 100);
    } catch {
      /* ended meanwhile */
    }
  }
  return total;
};
const rssMb = () => Math.round(Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${server.pid}/status`, "utf8"))![1]) / 1024);

console.log(`| endpoint | req/s | p50 ms | p99 ms | server CPU µs/request | PostgreSQL CPU µs/request | RSS MB | errors | non-2xx |`);
console.log(`|---|---:|---:|---:|---:|---:|---:|---:|---:|`);
for (const target of targets) {
  const opts: autocannon.Options = argv.includes("--post")
    ? {
        url: base + target,
        method: "POST",
        headers: { cookie, "content-type": "application/json", "x-requested-with": "bench" },
        body: JSON.stringify({ description: "Spesa di prova", amount: "12.50", category: "necessita", date: new Date().toISOString().slice(0, 10) }),
      }
    : { url: base + target, headers: argv.includes("--visitor") ? {} : { cookie } };
  const before = cpuMicros();
  const dbBefore = dbCpuMicros();
  const r = await autocannon({ connections: 50, duration, ...opts });
  const perRequest = (cpuMicros() - before) / Math.max(1, r.requests.total);
  const dbPerRequest = (dbCpuMicros() - dbBefore) / Math.max(1, r.requests.total);
  console.log(`| ${argv.includes("--post") ? "POST" : "GET"} ${target} | ${Math.round(r.requests.average)} | ${r.latency.p50} | ${r.latency.p99} | ${Math.round(perRequest)} | ${Math.round(dbPerRequest)} | ${rssMb()} | ${r.errors + r.timeouts} | ${r.non2xx} |`);
}
server.kill("SIGTERM");
await new Promise((r) => server.on("exit", r));
db.destroy();
process.exit(0);
