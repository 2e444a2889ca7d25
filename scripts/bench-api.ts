// API load benchmark (issue 11): the production build on a real PostgreSQL, a bare Express
// hello-world measured in the same run as the yardstick, autocannon on loopback.
//   npm run build && npx tsx scripts/bench-api.ts [--duration 10] [--connections 50]
// Prints a Markdown table for docs/benchmarks.md. Needs PostgreSQL binaries (scripts/pg-throwaway.sh).
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import express from "express";
import autocannon from "autocannon";
import pg from "pg";
import { freePort, startOwnPostgres } from "../server/test/processes";

const arg = (name: string, def: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : def;
};
const DURATION = arg("duration", 10);
const CONNECTIONS = arg("connections", 50);
const ROOT = path.resolve(import.meta.dirname, "..");
if (!fs.existsSync(path.join(ROOT, "dist/server/index.js"))) throw new Error("Esegui prima npm run build");

type Row = { name: string; rps: number; p50: number; p99: number; errors: number; non2xx: number };

async function run(name: string, opts: autocannon.Options): Promise<Row> {
  const r = await autocannon({ connections: CONNECTIONS, duration: DURATION, ...opts });
  return { name, rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, errors: r.errors + r.timeouts, non2xx: r.non2xx };
}

const db = await startOwnPostgres();
const yardstickPort = await freePort();
const hello = express();
hello.get("/", (_req, res) => {
  res.json({ ok: true });
});
const yardstick = hello.listen(yardstickPort, "127.0.0.1");

const port = await freePort();
const server = spawn(process.execPath, ["dist/server/index.js"], {
  cwd: ROOT,
  env: { ...process.env, NODE_ENV: "production", COOKIE_SECURE: "auto", PORT: String(port), HOST: "127.0.0.1", DATABASE_URL: db.url, SESSION_SECRET: "bench", DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), "ff-bench-")) },
  stdio: ["ignore", "pipe", "pipe"],
});
let log = "";
server.stdout!.on("data", (d) => (log += d));
server.stderr!.on("data", (d) => (log += d));
const base = `http://127.0.0.1:${port}`;
for (let i = 0; ; i++) {
  try {
    if ((await fetch(`${base}/api/health`)).ok) break;
  } catch {
    /* starting */
  }
  if (i > 300) throw new Error(`server non partito:\n${log}`);
  await new Promise((r) => setTimeout(r, 200));
}

// A premium user (no expense limit) with a session cookie.
const reg = await fetch(`${base}/api/auth/register`, {
  method: "POST",
  headers: { "Content-Type": "application/json", "X-Requested-With": "bench" },
  body: JSON.stringify({ email: "bench@esempio.it", password: "password123" }),
});
const cookie = (reg.headers.get("set-cookie") ?? "").split(";")[0];
const client = new pg.Client({ connectionString: db.url });
await client.connect();
await client.query("update users set is_premium = true where email = 'bench@esempio.it'");
await client.end();

let peakRss = 0;
const sampler = setInterval(() => {
  try {
    const status = fs.readFileSync(`/proc/${server.pid}/status`, "utf8");
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
    peakRss = Math.max(peakRss, kb * 1024);
  } catch {
    /* process gone */
  }
}, 250);

const signed = { headers: { cookie } };
const rows: Row[] = [];
rows.push(await run("yardstick: bare Express hello-world", { url: `http://127.0.0.1:${yardstickPort}/` }));
rows.push(await run("public read: GET /api/courses", { url: `${base}/api/courses` }));
rows.push(await run("public read: GET /api/blog/articles", { url: `${base}/api/blog/articles` }));
rows.push(await run("signed-in read: GET /api/auth/user", { url: `${base}/api/auth/user`, ...signed }));
rows.push(await run("signed-in read: GET /api/user/expenses/count", { url: `${base}/api/user/expenses/count`, ...signed }));
rows.push(await run("signed-in read: GET /api/user/alerts?unread=false", { url: `${base}/api/user/alerts?unread=false`, ...signed }));
rows.push(
  await run("write: POST /api/user/expenses", {
    url: `${base}/api/user/expenses`,
    method: "POST",
    headers: { cookie, "content-type": "application/json", "x-requested-with": "bench" },
    body: JSON.stringify({ description: "Spesa di prova", amount: "12.50", category: "necessita", date: new Date().toISOString().slice(0, 10) }),
  }),
);
clearInterval(sampler);
server.kill("SIGTERM");
yardstick.close();
db.destroy();

const y = rows[0].rps;
console.log(`\n${os.cpus().length} cores, ${CONNECTIONS} connections, ${DURATION} s each, Node ${process.version}\n`);
console.log("| endpoint | req/s | % of yardstick | p50 ms | p99 ms | errors | non-2xx |");
console.log("|---|---:|---:|---:|---:|---:|---:|");
for (const r of rows) console.log(`| ${r.name} | ${Math.round(r.rps)} | ${Math.round((r.rps / y) * 100)}% | ${r.p50} | ${r.p99} | ${r.errors} | ${r.non2xx} |`);
console.log(`\nserver peak RSS: ${(peakRss / 1024 / 1024).toFixed(0)} MB`);
process.exit(0);
