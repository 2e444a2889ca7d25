// API load benchmark (issue 11): the production build on a real PostgreSQL, a bare Express
// hello-world measured in the same run as the yardstick, autocannon on loopback.
//   npm run build && npx tsx scripts/bench-api.ts [--duration 10] [--connections 50] [--only TEXT] [--server-flags "..."] [--check ...floors]
// Prints a Markdown table for docs/benchmarks.md. Needs PostgreSQL binaries (scripts/pg-throwaway.sh).
import { formatEventLag, measureEventLag } from "./event-lag";
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
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
// The yardstick runs in a process of its own, like the app's server, so that it does not share
// autocannon's event loop (in the same process it measured about half of what it serves alone).
const yardstickPort = await freePort();
const yardstick = spawn(
  process.execPath,
  ["--input-type=module", "-e", `import express from "express"; const app = express(); app.get("/", (_req, res) => { res.json({ ok: true }); }); app.listen(${yardstickPort}, "127.0.0.1");`],
  { cwd: ROOT, stdio: "inherit" },
);

const port = await freePort();
// The environment and node flags of `npm start` (package.json), so the server runs as it does in
// production: "KEY=value ... node --flag ... dist/server/index.js".
const startScript = JSON.parse(fs.readFileSync(path.join(ROOT, "package.json"), "utf8")).scripts.start as string;
const startWords = startScript.split(/\s+/);
const nodeAt = startWords.indexOf("node");
const startEnv = Object.fromEntries(startWords.slice(0, nodeAt).map((w) => w.split("=") as [string, string]));
const nodeFlags: string[] = startWords.slice(nodeAt + 1).filter((w) => w.startsWith("--"));
// --server-flags "...": more node flags for the server (e.g. "--cpu-prof --cpu-prof-dir=/tmp/p").
if (process.argv.includes("--server-flags")) nodeFlags.push(...process.argv[process.argv.indexOf("--server-flags") + 1].split(" ").filter(Boolean));
const server = spawn(process.execPath, [...nodeFlags, "dist/server/index.js"], {
  cwd: ROOT,
  env: { ...process.env, ...startEnv, NODE_ENV: "production", COOKIE_SECURE: "auto", PORT: String(port), HOST: "127.0.0.1", DATABASE_URL: db.url, SESSION_SECRET: "bench", REGISTER_LIMIT_PER_IP: "100000", TRACK_LIMIT_PER_IP: "1000000", DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), "ff-bench-")) },
  stdio: ["ignore", "pipe", "pipe"],
});
let log = "";
server.stdout!.on("data", (d) => (log += d));
server.stderr!.on("data", (d) => (log += d));
const base = `http://127.0.0.1:${port}`;
async function waitFor(url: string) {
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* starting */
    }
    if (i > 300) throw new Error(`${url} non risponde:\n${log}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}
await waitFor(`${base}/api/health`);
await waitFor(`http://127.0.0.1:${yardstickPort}/`);

// A premium user (no expense limit) with a session cookie and a month of data: a budget, a PAC
// simulation, 30 expenses and the week's challenges started, so the dashboard reads have rows.
const json = (c: string) => ({ "Content-Type": "application/json", "X-Requested-With": "bench", cookie: c });
const reg = await fetch(`${base}/api/auth/register`, { method: "POST", headers: json(""), body: JSON.stringify({ email: "bench@esempio.it", password: "password123" }) });
const cookie = (reg.headers.get("set-cookie") ?? "").split(";")[0];
const client = new pg.Client({ connectionString: db.url });
await client.connect();
await client.query("update users set is_premium = true where email = 'bench@esempio.it'");
await client.end();
const today = new Date().toISOString().slice(0, 10);
const must = async (path: string, body: unknown) => {
  const r = await fetch(`${base}${path}`, { method: "POST", headers: json(cookie), body: JSON.stringify(body) });
  if (!r.ok) throw new Error(`${path}: ${r.status} ${await r.text()}`);
  return r.json();
};
await must("/api/user/budget", { monthlyIncome: "2400" });
await must("/api/user/pac-simulations", { monthlyAmount: 100, years: 10, expectedReturn: 5.8 });
for (let i = 0; i < 30; i++) await must("/api/user/expenses", { description: `Spesa ${i + 1}`, amount: String(5 + (i % 7) * 3), category: ["necessita", "desideri", "risparmi"][i % 3], date: today });
const active = (await (await fetch(`${base}/api/challenges/active`)).json()) as { id: number }[];
for (const c of active) await must("/api/user/challenges", { challengeId: c.id });

// The writers: one premium user per connection, each with a saved budget, as 50 families adding
// their expenses at once (one user adding hundreds per second would measure a growing history).
const writers: string[] = [];
for (let i = 0; i < CONNECTIONS; i++) {
  const r = await fetch(`${base}/api/auth/register`, { method: "POST", headers: json(""), body: JSON.stringify({ email: `famiglia${i}@esempio.it`, password: "password123" }) });
  if (!r.ok) throw new Error(`registrazione: ${r.status}`);
  writers.push((r.headers.get("set-cookie") ?? "").split(";")[0]);
}
{
  const c = new pg.Client({ connectionString: db.url });
  await c.connect();
  await c.query("update users set is_premium = true where email like 'famiglia%@esempio.it'");
  await c.end();
}
for (const w of writers) {
  const r = await fetch(`${base}/api/user/budget`, { method: "POST", headers: json(w), body: JSON.stringify({ monthlyIncome: "2400" }) });
  if (!r.ok) throw new Error(`budget: ${r.status}`);
}

const rssNow = () => Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${server.pid}/status`, "utf8"))?.[1] ?? 0) * 1024;
const setupRss = rssNow();
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

type Kind = "yardstick" | "public" | "signed-in" | "write";
const signed = { headers: { cookie } };
const plan: Array<{ kind: Kind; name: string; opts: autocannon.Options }> = [
  { kind: "yardstick", name: "bare Express hello-world", opts: { url: `http://127.0.0.1:${yardstickPort}/` } },
  { kind: "public", name: "GET /api/courses", opts: { url: `${base}/api/courses` } },
  { kind: "public", name: "GET /api/blog/articles", opts: { url: `${base}/api/blog/articles` } },
  // What the dashboard (docs/gamification.md) asks for when it opens.
  { kind: "signed-in", name: "GET /api/auth/user", opts: { url: `${base}/api/auth/user`, ...signed } },
  { kind: "signed-in", name: "GET /api/dashboard/summary", opts: { url: `${base}/api/dashboard/summary`, ...signed } },
  { kind: "signed-in", name: "GET /api/user/alerts", opts: { url: `${base}/api/user/alerts`, ...signed } },
  { kind: "signed-in", name: "GET /api/challenges/active", opts: { url: `${base}/api/challenges/active`, ...signed } },
  { kind: "signed-in", name: "GET /api/user/challenges", opts: { url: `${base}/api/user/challenges`, ...signed } },
  { kind: "signed-in", name: "GET /api/leaderboard", opts: { url: `${base}/api/leaderboard`, ...signed } },
  { kind: "signed-in", name: "GET /api/user/expenses/count", opts: { url: `${base}/api/user/expenses/count`, ...signed } },
  {
    kind: "write",
    name: "POST /api/user/expenses (one user per connection)",
    opts: {
      url: `${base}/api/user/expenses`,
      method: "POST",
      headers: { cookie, "content-type": "application/json", "x-requested-with": "bench" },
      body: JSON.stringify({ description: "Spesa di prova", amount: "12.50", category: "necessita", date: today }),
      setupClient: (() => {
        let next = 0;
        return (client: autocannon.Client) => client.setHeaders({ cookie: writers[next++ % writers.length], "content-type": "application/json", "x-requested-with": "bench" });
      })(),
    },
  },
];
// --only TEXT: the yardstick and the rows whose name contains TEXT (to look at one endpoint).
const only = process.argv.includes("--only") ? process.argv[process.argv.indexOf("--only") + 1] : null;
const rows: Array<Row & { kind: Kind }> = [];
const eventsSince = new Date(); // the lag of the events the runs cause (scripts/event-lag.ts)
for (const p of plan) if (!only || p.kind === "yardstick" || p.name.includes(only)) rows.push({ kind: p.kind, ...(await run(`${p.kind}: ${p.name}`, p.opts)) });
clearInterval(sampler);
const eventLag = await measureEventLag(db.url, eventsSince);
server.kill("SIGTERM");
yardstick.kill("SIGTERM");
db.destroy();

const y = rows[0].rps;
const pct = (r: Row) => Math.round((r.rps / y) * 100);
console.log(`\n${os.cpus().length} cores, ${CONNECTIONS} connections, ${DURATION} s each, Node ${process.version}, server: ${[...Object.entries(startEnv).map(([k, v]) => `${k}=${v}`), "node", ...nodeFlags].join(" ")}\n`);
console.log("| endpoint | req/s | % of yardstick | p50 ms | p99 ms | errors | non-2xx |");
console.log("|---|---:|---:|---:|---:|---:|---:|");
for (const r of rows) console.log(`| ${r.name} | ${Math.round(r.rps)} | ${pct(r)}% | ${r.p50} | ${r.p99} | ${r.errors} | ${r.non2xx} |`);
console.log(`\n${formatEventLag(eventLag)} (goal p99 < 1000 ms)`);
console.log(`\nserver peak RSS: ${(peakRss / 1024 / 1024).toFixed(0)} MB (${(setupRss / 1024 / 1024).toFixed(0)} MB after the setup: start, 51 registrations, the bench data)`);

// --check: fail (exit 1) below the floors given, e.g. in CI's short run:
//   --min-public 50 --min-signed 25 --max-p99 50 --max-rss-mb 250
if (process.argv.includes("--check")) {
  const failures: string[] = [];
  const floor = (name: string) => (process.argv.includes(`--${name}`) ? arg(name, 0) : null);
  const minPublic = floor("min-public");
  const minSigned = floor("min-signed");
  const maxP99 = floor("max-p99");
  const maxRss = floor("max-rss-mb");
  for (const r of rows) {
    if (r.errors > 0 || r.non2xx > 0) failures.push(`${r.name}: ${r.errors} errori, ${r.non2xx} risposte non 2xx`);
    if (r.kind === "public" && minPublic !== null && pct(r) < minPublic) failures.push(`${r.name}: ${pct(r)}% < ${minPublic}%`);
    if (r.kind === "signed-in" && minSigned !== null && pct(r) < minSigned) failures.push(`${r.name}: ${pct(r)}% < ${minSigned}%`);
    if (r.kind !== "yardstick" && r.kind !== "write" && maxP99 !== null && r.p99 >= maxP99) failures.push(`${r.name}: p99 ${r.p99} ms >= ${maxP99} ms`);
  }
  if (floor("max-event-lag-ms") !== null && (eventLag.pending > 0 || (eventLag.p99 ?? 0) >= floor("max-event-lag-ms")!)) failures.push(formatEventLag(eventLag));
  if (maxRss !== null && peakRss > maxRss * 1024 * 1024) failures.push(`RSS ${(peakRss / 1024 / 1024).toFixed(0)} MB > ${maxRss} MB`);
  if (failures.length > 0) {
    console.log(`\nbench-api: FAILED\n- ${failures.join("\n- ")}`);
    process.exit(1);
  }
  console.log("\nbench-api: ok");
}
process.exit(0);
