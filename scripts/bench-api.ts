// API load benchmark (docs/benchmarks.md, "API load"): the production build on a real PostgreSQL,
// started as `npm start` starts it, a bare Express hello-world measured in the same run as the
// yardstick, autocannon on loopback.
//   npm run build && npx tsx scripts/bench-api.ts [--duration 10] [--connections 50] [--workers N]
//     [--only TEXT] [--yardstick-runs 3] [--warmup 1] [--server-flags "..."] [--check --min-public % --min-signed % --max-p99 ms --max-write-p99 ms --max-rss-mb MB]
//     [--dataset volume]
// --dataset volume (docs/benchmarks.md, "API load in volume"): against the database of DATABASE_URL,
// already filled by scripts/seed-volume.ts, no throwaway database and no registration: it signs in
// seeded users (volume-1, the largest history, and volume-2, a typical one; volume-3… write) and
// measures every signed-in read of the dashboard, the expenses month, the report, the plan and
// the 730 summary for both. Its writes are deleted at the end, so every run starts from the same data.
// Prints the command, the machine's load and a Markdown table for docs/benchmarks-log.md. Needs
// PostgreSQL binaries (scripts/pg-throwaway.sh).
import { formatEventLag, measureEventLag } from "./event-lag";
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import pg from "pg";
import { freePort, startOwnPostgres } from "../server/test/processes";
import { describeInvalidation, measureAgainstSecondProcess } from "./session-invalidation";
import { npmStartCommand, waitForOk } from "./built-server";

const arg = (name: string, def: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : def;
};
const DURATION = arg("duration", 10);
const CONNECTIONS = arg("connections", 50);
// --workers N: the server as `WEB_CONCURRENCY=N npm start` runs it (docs/scale-out.md).
const WORKERS = arg("workers", 1);
const ROOT = path.resolve(import.meta.dirname, "..");
const BUILT = path.join(ROOT, "dist/server/index.js");
if (!fs.existsSync(BUILT)) throw new Error("Esegui prima npm run build");
// A build older than the server's sources measures yesterday's code: say so beside the figures.
const newestSource = (dir: string): number =>
  Math.max(
    0,
    ...fs
      .readdirSync(dir, { withFileTypes: true, recursive: true })
      .filter((e) => e.isFile() && e.name.endsWith(".ts") && !e.name.endsWith(".test.ts"))
      .map((e) => fs.statSync(path.join(e.parentPath, e.name)).mtimeMs),
  );
const staleBuild = Math.max(newestSource(path.join(ROOT, "server")), newestSource(path.join(ROOT, "shared"))) > fs.statSync(BUILT).mtimeMs;
const quote = (a: string) => (/^[\w./:=@%+-]+$/.test(a) ? a : `'${a.replace(/'/g, "'\\''")}'`);
const commandLine = ["npx", "tsx", path.relative(ROOT, process.argv[1]), ...process.argv.slice(2)].map(quote).join(" ");
const loadAtStart = os.loadavg();

// --warmup S (default 1): each row runs S seconds longer, first, on the same connections, and
// those seconds are not counted. autocannon opens its 50 connections at once; on a saturated
// 2-core host the server took them from the kernel's queue one per turn of its event loop, 10-20
// ms apart, so the last connections' first answers waited up to 650 ms (docs/benchmarks-log.md,
// "Un metro più stabile"): in a 3 s row those 50 first answers were the whole top 1 % of a write.
// Errors and non-2xx answers count over the whole row, warm-up included.
const WARMUP = arg("warmup", 1);

type Row = { name: string; rps: number; p50: number; p99: number; errors: number; non2xx: number; answered: number; warmupMax: number };

/** The row's load for WARMUP + DURATION seconds; onMeasured is called when the counted seconds start. */
async function run(name: string, opts: autocannon.Options, onMeasured: () => void = () => {}): Promise<Row> {
  const latencies: number[] = [];
  let warmupMax = 0;
  let counting = WARMUP <= 0;
  let countedFrom = performance.now();
  if (counting) onMeasured();
  const timer = counting
    ? undefined
    : setTimeout(() => {
        counting = true;
        countedFrom = performance.now();
        onMeasured();
      }, WARMUP * 1000);
  // Without a callback autocannon answers its instance, which is also the result's promise.
  const instance = autocannon({ connections: CONNECTIONS, duration: WARMUP + DURATION, ...opts }) as unknown as autocannon.Instance & Promise<autocannon.Result>;
  instance.on("response", (_client, _status, _bytes, ms) => {
    if (counting) latencies.push(ms);
    else warmupMax = Math.max(warmupMax, ms);
  });
  const r = await instance;
  clearTimeout(timer);
  const seconds = (performance.now() - countedFrom) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (q: number) => (latencies.length === 0 ? 0 : Math.round(latencies[Math.max(0, Math.ceil(q * latencies.length) - 1)]!));
  return { name, rps: latencies.length / seconds, p50: at(0.5), p99: at(0.99), errors: r.errors + r.timeouts, non2xx: r.non2xx, answered: latencies.length, warmupMax: Math.round(warmupMax) };
}

const VOLUME = process.argv.includes("--dataset") && process.argv[process.argv.indexOf("--dataset") + 1] === "volume";
if (process.argv.includes("--dataset") && !VOLUME) throw new Error("--dataset: solo 'volume' è previsto");
if (VOLUME && !process.env.DATABASE_URL) throw new Error("--dataset volume: DATABASE_URL deve indicare il database riempito da scripts/seed-volume.ts");
const db = VOLUME ? { url: process.env.DATABASE_URL!, destroy: () => {} } : await startOwnPostgres();
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
const { startEnv, nodeFlags } = npmStartCommand();
// --server-flags "...": more node flags for the server (e.g. "--cpu-prof --cpu-prof-dir=/tmp/p").
if (process.argv.includes("--server-flags")) nodeFlags.push(...process.argv[process.argv.indexOf("--server-flags") + 1].split(" ").filter(Boolean));
const server = spawn(process.execPath, [...nodeFlags, "dist/server/index.js"], {
  cwd: ROOT,
  // The per-address limits the setup and the load would hit from one loopback address are raised
  // through their configuration (server/config.ts); every other setting is production's default.
  env: {
    ...process.env,
    ...startEnv,
    NODE_ENV: "production",
    COOKIE_SECURE: "auto",
    PORT: String(port),
    HOST: "127.0.0.1",
    DATABASE_URL: db.url,
    SESSION_SECRET: "bench",
    WEB_CONCURRENCY: String(WORKERS),
    REGISTER_LIMIT_PER_IP: "100000",
    TRACK_LIMIT_PER_IP: "1000000",
    // The volume dataset signs its users in from this one address.
    ...(VOLUME ? { LOGIN_LIMIT_PER_IP: "100000", LOGIN_LIMIT_PER_IP_ACCOUNT: "100000" } : {}),
    DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), "ff-bench-")),
  },
  stdio: ["ignore", "pipe", "pipe"],
});
let log = "";
server.stdout!.on("data", (d) => (log += d));
server.stderr!.on("data", (d) => (log += d));
const base = `http://127.0.0.1:${port}`;
const waitFor = (url: string) => waitForOk(url, () => new Error(`${url} non risponde:\n${log}`));
await waitFor(`${base}/api/health`);
await waitFor(`http://127.0.0.1:${yardstickPort}/`);
// Several workers: every one of them listening before the load starts (server/ops/cluster.ts).
for (let i = 0; WORKERS > 1 && (log.match(/\[cluster\] processo \d+ pronto/g) ?? []).length < WORKERS; i++) {
  if (i > 300) throw new Error(`i ${WORKERS} processi non sono partiti:\n${log}`);
  await new Promise((r) => setTimeout(r, 200));
}

/** The description of the write's expenses (deleted after a volume run, by it and the run's start). */
const BENCH_EXPENSE = "Spesa di prova";
const json = (c: string) => ({ "Content-Type": "application/json", "X-Requested-With": "bench", cookie: c });
const today = new Date().toISOString().slice(0, 10);
const { cookie, writers, largeCookie } = VOLUME ? await volumeSetup() : await emptySetup();

/** The seeded users signed in: volume-2 (typical) reads, volume-1 (largest) reads, volume-3… write. */
async function volumeSetup() {
  const signIn = async (n: number) => {
    const r = await fetch(`${base}/api/auth/login`, { method: "POST", headers: json(""), body: JSON.stringify({ email: `volume-${n}@esempio.it`, password: "volume-2026" }) });
    if (!r.ok) throw new Error(`accesso di volume-${n}: ${r.status} (il database è stato riempito da scripts/seed-volume.ts?)`);
    return (r.headers.get("set-cookie") ?? "").split(";")[0];
  };
  const writers: string[] = [];
  for (let i = 0; i < CONNECTIONS; i++) writers.push(await signIn(3 + i));
  return { cookie: await signIn(2), largeCookie: await signIn(1), writers };
}

/** The empty database's users, registered here. */
async function emptySetup() {
  // A premium user (no expense limit) with a session cookie and a month of data: a budget, a PAC
  // simulation, 30 expenses and the week's challenges started, so the dashboard reads have rows.
  const reg = await fetch(`${base}/api/auth/register`, { method: "POST", headers: json(""), body: JSON.stringify({ email: "bench@esempio.it", password: "password123" }) });
  const cookie = (reg.headers.get("set-cookie") ?? "").split(";")[0];
  const client = new pg.Client({ connectionString: db.url });
  await client.connect();
  await client.query("update users set is_premium = true where email = 'bench@esempio.it'");
  await client.end();
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
  return { cookie, writers, largeCookie: null as string | null };
}

// The memory of every server process: the one started, and with --workers the workers it forked
// (its children). Each process's own peak, and the peak of their sum at one instant.
const rssOf = (pid: number) => {
  try {
    return Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0) * 1024;
  } catch {
    return 0; // process gone
  }
};
const childrenOf = (ppid: number) =>
  fs
    .readdirSync("/proc")
    .filter((d) => /^\d+$/.test(d))
    .filter((d) => {
      try {
        // Field 4 of /proc/PID/stat, after the command name in parentheses.
        return Number(fs.readFileSync(`/proc/${d}/stat`, "utf8").split(") ")[1]?.split(" ")[1]) === ppid;
      } catch {
        return false;
      }
    })
    .map(Number);
let serverPids = [server.pid!, ...childrenOf(server.pid!)];
const setupRss = serverPids.reduce((sum, pid) => sum + rssOf(pid), 0);
const peakByPid = new Map<number, number>();
let peakSum = 0;
let samples = 0;
const sampler = setInterval(() => {
  // A worker that died and was replaced is a new pid: look for children again every 2 s.
  if (++samples % 8 === 0 && WORKERS > 1) serverPids = [server.pid!, ...childrenOf(server.pid!)];
  let sum = 0;
  for (const pid of serverPids) {
    const rss = rssOf(pid);
    sum += rss;
    peakByPid.set(pid, Math.max(peakByPid.get(pid) ?? 0, rss));
  }
  peakSum = Math.max(peakSum, sum);
}, 250);

type Kind = "yardstick" | "public" | "signed-in" | "write";
const signed = { headers: { cookie } };
type PlanRow = { kind: Kind; name: string; opts: autocannon.Options };
const emptyPlan: PlanRow[] = [
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
      body: JSON.stringify({ description: BENCH_EXPENSE, amount: "12.50", category: "necessita", date: today }),
      setupClient: (() => {
        let next = 0;
        return (client: autocannon.Client) => client.setHeaders({ cookie: writers[next++ % writers.length], "content-type": "application/json", "x-requested-with": "bench" });
      })(),
    },
  },
];

// --dataset volume: every signed-in read of the dashboard, the expenses month, the report with its
// trend, the plan (goals, category budgets' status, the month's balance), the leaderboard and the
// 730 summary, for the typical user and for the largest history; then the same write.
const VOLUME_READS = [
  "/api/auth/user",
  "/api/dashboard/summary",
  "/api/user/alerts",
  "/api/user/challenges",
  "/api/leaderboard",
  "/api/user/expenses/count",
  // The month the expenses page asks for (client/src/features/expenses/api.ts, useMonthExpenses).
  `/api/user/expenses?month=${new Date().getUTCMonth() + 1}&year=${new Date().getUTCFullYear()}`,
  "/api/user/expenses/report",
  "/api/user/recurring-expenses",
  "/api/user/goals",
  "/api/user/category-budgets/status",
  "/api/user/month-balance",
  "/api/user/deductions/summary",
];
const volumePlan: PlanRow[] = [
  ...[
    ["typical", cookie],
    ["largest", largeCookie ?? ""],
  ].flatMap(([who, c]) => VOLUME_READS.map((path): PlanRow => ({ kind: "signed-in", name: `GET ${path} (${who})`, opts: { url: `${base}${path}`, headers: { cookie: c } } }))),
  emptyPlan.find((p) => p.kind === "write")!,
];
const appPlan = VOLUME ? volumePlan : emptyPlan;
// --only TEXT: the yardstick and the rows whose name contains TEXT (to look at one endpoint).
const only = process.argv.includes("--only") ? process.argv[process.argv.indexOf("--only") + 1] : null;
const appRows = appPlan.filter((p) => !only || p.name.includes(only));
// --yardstick-runs N (default 3, 1 with --only): the yardstick runs N times spread over the run
// (first, last and evenly between the app's rows) and every percentage and latency scale uses the
// median. On a shared host one yardstick row moved by a third from run to run while the app's rows
// moved far less (docs/benchmarks-log.md, "Un metro più stabile"): the median of rows taken at
// different moments follows the host rather than one moment of it.
const YARDSTICK_RUNS = Math.max(1, Math.round(arg("yardstick-runs", only ? 1 : 3)));
const yardstickAt = Array.from({ length: YARDSTICK_RUNS }, (_, k) => (YARDSTICK_RUNS === 1 ? 0 : Math.round((k * appRows.length) / (YARDSTICK_RUNS - 1))));
const plan: typeof appPlan = [];
for (let i = 0, k = 0; i <= appRows.length; i++) {
  // With few app rows two positions can coincide: the yardstick then runs twice in a row.
  for (const at of yardstickAt) if (at === i) plan.push({ kind: "yardstick", name: `bare Express hello-world (${++k}/${YARDSTICK_RUNS})`, opts: { url: `http://127.0.0.1:${yardstickPort}/` } });
  if (i < appRows.length) plan.push(appRows[i]);
}
// Where each row's CPU went (docs/scale-out.md, "The first bottleneck"): the server processes,
// PostgreSQL's (the postmaster and its children), and this process (autocannon), from
// /proc/PID/stat's user+system ticks; a process that ended during the row counts through its
// parent's reaped-children ticks.
const TICK_MS = 10; // CLK_TCK is 100 on Linux
const statFields = (pid: number) => {
  try {
    return fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
  } catch {
    return null;
  }
};
// Fields after the command name: [11] utime, [12] stime, [13] cutime, [14] cstime (stat fields 14–17).
const ownTicks = (pid: number) => ((f) => (f ? Number(f[11]) + Number(f[12]) : 0))(statFields(pid));
const groupTicks = (root: number) => {
  if (!root) return 0;
  const f = statFields(root);
  const reaped = f ? Number(f[13]) + Number(f[14]) : 0;
  return ownTicks(root) + reaped + childrenOf(root).reduce((sum, pid) => sum + ownTicks(pid), 0);
};
// The postmaster of our PostgreSQL: the postgres process started with "-p <its port>" (pg_backend_pid()
// is no help: in a sandbox it may number processes differently from /proc).
const pgPort = new URL(db.url).port;
const postmaster = Number(
  fs
    .readdirSync("/proc")
    .filter((d) => /^\d+$/.test(d))
    .find((d) => {
      try {
        const argv = fs.readFileSync(`/proc/${d}/cmdline`, "utf8").split("\0");
        return path.basename(argv[0]) === "postgres" && argv.some((a, i) => a === "-p" && argv[i + 1] === pgPort);
      } catch {
        return false;
      }
    }) ?? 0,
);
if (!postmaster) console.warn("[bench] processo di PostgreSQL non trovato: la sua CPU non è misurata");
// A write's reactions run after its answer (the event worker, docs/events.md), partly after the
// row's seconds: the CPU a write costs with its reactions is measured until no event is pending.
type Cpu = { server: number; postgres: number; bench: number; ms: number; withReactions?: { server: number; postgres: number; drainMs: number } };
const untilNoEventPending = async (timeoutMs = 60_000) => {
  const started = performance.now();
  const c = new pg.Client({ connectionString: db.url });
  await c.connect();
  try {
    while (performance.now() - started < timeoutMs) {
      const { rows } = await c.query("select count(*)::int as n from domain_events where processed_at is null and available_at <> 'infinity'");
      if (rows[0].n === 0) break;
      await new Promise((r) => setTimeout(r, 100));
    }
  } finally {
    await c.end();
  }
  return performance.now() - started;
};
const cpuByRow = new Map<string, Cpu>();

const rows: Array<Row & { kind: Kind }> = [];
const eventsSince = new Date(); // the lag of the events the runs cause (scripts/event-lag.ts)
for (const p of plan) {
  const name = `${p.kind}: ${p.name}`;
  // The CPU of the counted seconds only, from the end of the warm-up.
  let before = { server: 0, postgres: 0, bench: process.cpuUsage(), at: 0 };
  const startCounting = () => (before = { server: groupTicks(server.pid!), postgres: groupTicks(postmaster), bench: process.cpuUsage(), at: performance.now() });
  rows.push({ kind: p.kind, ...(await run(name, p.opts, startCounting)) });
  const bench = process.cpuUsage(before.bench);
  const cpu: Cpu = {
    server: (groupTicks(server.pid!) - before.server) * TICK_MS,
    postgres: (groupTicks(postmaster) - before.postgres) * TICK_MS,
    bench: (bench.user + bench.system) / 1000,
    ms: performance.now() - before.at,
  };
  if (p.kind === "write") {
    const drainMs = await untilNoEventPending();
    cpu.withReactions = { server: (groupTicks(server.pid!) - before.server) * TICK_MS, postgres: (groupTicks(postmaster) - before.postgres) * TICK_MS, drainMs };
  }
  cpuByRow.set(name, cpu);
}
clearInterval(sampler);
const eventLag = await measureEventLag(db.url, eventsSince);
// The volume database stays as seeded: without this, each run's writes (thousands a run) grew
// the writers' month, and with it the cost of the next run's write reactions.
if (VOLUME) await removeBenchWrites(eventsSince);
async function removeBenchWrites(since: Date) {
  const c = new pg.Client({ connectionString: db.url });
  await c.connect();
  try {
    const writerEmails = Array.from({ length: CONNECTIONS }, (_, i) => `volume-${3 + i}@esempio.it`);
    const { rowCount } = await c.query(
      "delete from expenses where description = $1 and created_at >= $2 and user_id in (select id from users where email = any($3::text[]))",
      [BENCH_EXPENSE, since, writerEmails],
    );
    console.log(`[bench] ${rowCount} spese di prova eliminate dal database in volume`);
  } finally {
    await c.end();
  }
}
// A logout here, refused by a second process on the same database (docs/security.md).
// (Not with --dataset volume: it registers users of its own.)
const invalidation = VOLUME ? null : await measureAgainstSecondProcess(base, db.url, 10, startEnv, nodeFlags);
server.kill("SIGTERM");
yardstick.kill("SIGTERM");
db.destroy();
// --server-log FILE: what the server printed (with --server-flags "--trace-gc", its collections).
if (process.argv.includes("--server-log")) fs.writeFileSync(process.argv[process.argv.indexOf("--server-log") + 1], log);

const yardsticks = rows.filter((r) => r.kind === "yardstick");
const median = (v: number[]) => ((s) => (s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2))([...v].sort((a, b) => a - b));
const y = median(yardsticks.map((r) => r.rps));
const pct = (r: Row) => Math.round((r.rps / y) * 100);
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const load = (l: number[]) => l.map((v) => v.toFixed(2)).join(" ");
const peakRss = Math.max(0, ...peakByPid.values());

// The report: what ran, on what, then the table, then one line per further measurement. A new
// measurement taken during the run adds its line to `report` (and its floor to `failures` below).
const report: string[] = [];
report.push(`warm-up (${WARMUP} s per row, not counted), its slowest answer per row in the table's order: ${rows.map((r) => r.warmupMax).join(", ")} ms`);
report.push(`yardstick: ${yardsticks.length > 1 ? `median of ${yardsticks.length} runs` : "one run"}, ${Math.round(y)} req/s (${yardsticks.map((r) => `${Math.round(r.rps)} req/s p99 ${r.p99} ms`).join("; ")}); every % and the latency scale use it`);
report.push(`memory: ${peakByPid.size} server process(es), peak RSS ${mb(peakRss)} for the largest, ${mb(peakSum)} summed (${mb(setupRss)} summed after the setup: start, ${VOLUME ? `${CONNECTIONS + 2} sign-ins of seeded users` : "51 registrations, the bench data"})`);
if (invalidation) report.push(describeInvalidation(invalidation));
report.push(`${formatEventLag(eventLag)} (goal p99 < 1000 ms)`);
if (peakByPid.size > 1) report.push(`memory per process (peak): ${[...peakByPid].map(([pid, rss]) => `${pid === server.pid ? "primary" : "worker"} ${pid} ${mb(rss)}`).join(", ")}`);

console.log(`\ncommand: ${commandLine}`);
console.log(`machine: ${os.cpus().length} cores (${os.cpus()[0]?.model.trim() ?? "?"}), load average ${load(loadAtStart)} at the start, ${load(os.loadavg())} at the end (1, 5, 15 min)`);
console.log(`run: ${CONNECTIONS} connections, ${DURATION} s each after ${WARMUP} s of warm-up on the same connections (not counted), Node ${process.version}, server: ${[...Object.entries(startEnv).map(([k, v]) => `${k}=${v}`), `WEB_CONCURRENCY=${WORKERS}`, `DATABASE_POOL_MAX=${process.env.DATABASE_POOL_MAX ?? "10"}`, "node", ...nodeFlags].join(" ")}${staleBuild ? "\nWARNING: dist/ is older than the sources in server/ or shared/: run npm run build" : ""}\n`);
console.log("| endpoint | req/s | % of yardstick | p50 ms | p99 ms | errors | non-2xx |");
console.log("|---|---:|---:|---:|---:|---:|---:|");
for (const r of rows) console.log(`| ${r.name} | ${Math.round(r.rps)} | ${pct(r)}% | ${r.p50} | ${r.p99} | ${r.errors} | ${r.non2xx} |`);
console.log(`\n${report.join("\n")}`);
// CPU per row, in a table of its own so that the one above stays comparable with older runs.
console.log(`\nCPU during each row (% of one core; ${os.cpus().length} cores = ${os.cpus().length * 100} %), and CPU per answered request:\n`);
console.log("| endpoint | server % | PostgreSQL % | autocannon % | server µs/req | PostgreSQL µs/req |");
console.log("|---|---:|---:|---:|---:|---:|");
for (const r of rows) {
  const c = cpuByRow.get(r.name);
  if (!c) continue;
  const share = (ms: number) => `${Math.round((ms / c.ms) * 100)}%`;
  const answered = r.answered;
  const perReq = (ms: number) => (r.kind === "yardstick" || answered === 0 ? "—" : String(Math.round((ms * 1000) / answered)));
  console.log(`| ${r.name} | ${share(c.server)} | ${share(c.postgres)} | ${share(c.bench)} | ${perReq(c.server)} | ${perReq(c.postgres)} |`);
}
// The writes again, with the reactions the worker applied after the row until none was pending.
for (const r of rows) {
  const w = cpuByRow.get(r.name)?.withReactions;
  const answered = r.answered;
  if (!w || answered === 0) continue;
  console.log(`\n${r.name}, with its reactions (events pending for ${(w.drainMs / 1000).toFixed(1)} s after the row): server ${Math.round((w.server * 1000) / answered)} µs/req, PostgreSQL ${Math.round((w.postgres * 1000) / answered)} µs/req`);
}

// --check: fail (exit 1) on any error or non-2xx answer, and past the bounds given, e.g. CI's short run:
//   --min-public 50 --min-signed 30 --max-p99 100 --max-write-p99 80 --max-rss-mb 250 [--reference-rps 7600]
// --max-p99 bounds the reads (public and signed-in), --max-write-p99 the writes, --max-rss-mb each
// server process's peak (the primary and every worker with --workers).
if (process.argv.includes("--check")) {
  const failures: string[] = [];
  const floor = (name: string) => (process.argv.includes(`--${name}`) ? arg(name, 0) : null);
  const minPublic = floor("min-public");
  const minSigned = floor("min-signed");
  // --reference-rps N: the latency bounds are for a host whose yardstick answers N req/s; on a
  // slower host (yardstick below N) every request takes longer in proportion, so the bounds are
  // scaled by N / yardstick (never below 1). The percentages need no scaling: they are already
  // relative to the yardstick of the same run.
  const referenceRps = floor("reference-rps");
  const hostScale = referenceRps !== null && Number.isFinite(referenceRps) ? Math.max(1, referenceRps / y) : 1;
  const scaled = (v: number | null) => (v === null ? null : Math.round(v * hostScale));
  if (hostScale > 1) console.log(`\nhost più lento del riferimento (${Math.round(y)} req/s contro ${referenceRps}): limiti di latenza × ${hostScale.toFixed(2)}`);
  const maxP99 = scaled(floor("max-p99"));
  const maxWriteP99 = scaled(floor("max-write-p99"));
  const maxRss = floor("max-rss-mb");
  for (const [name, value] of Object.entries({ minPublic, minSigned, maxP99, maxWriteP99, maxRss, referenceRps })) {
    if (value !== null && !Number.isFinite(value)) failures.push(`${name}: valore non numerico`);
  }
  for (const r of rows) {
    if (r.errors > 0 || r.non2xx > 0) failures.push(`${r.name}: ${r.errors} errori, ${r.non2xx} risposte non 2xx`);
    if (r.kind === "public" && minPublic !== null && pct(r) < minPublic) failures.push(`${r.name}: ${pct(r)}% < ${minPublic}%`);
    if (r.kind === "signed-in" && minSigned !== null && pct(r) < minSigned) failures.push(`${r.name}: ${pct(r)}% < ${minSigned}%`);
    if ((r.kind === "public" || r.kind === "signed-in") && maxP99 !== null && r.p99 >= maxP99) failures.push(`${r.name}: p99 ${r.p99} ms >= ${maxP99} ms`);
    if (r.kind === "write" && maxWriteP99 !== null && r.p99 >= maxWriteP99) failures.push(`${r.name}: p99 ${r.p99} ms >= ${maxWriteP99} ms (scritture)`);
  }
  // A bound on a row kind that did not run (--only) checks nothing: say so rather than pass.
  const ran = (kind: Kind) => rows.some((r) => r.kind === kind);
  if (maxWriteP99 !== null && !ran("write")) failures.push("--max-write-p99 dato ma nessuna scrittura misurata (--only?)");
  if (minSigned !== null && !ran("signed-in")) failures.push("--min-signed dato ma nessuna lettura con sessione misurata (--only?)");
  if (minPublic !== null && !ran("public")) failures.push("--min-public dato ma nessuna lettura pubblica misurata (--only?)");
  if (maxRss !== null) for (const [pid, rss] of peakByPid) if (rss > maxRss * 1024 * 1024) failures.push(`RSS del processo ${pid}: ${mb(rss)} > ${maxRss} MB`);
  if (floor("max-event-lag-ms") !== null && (eventLag.pending > 0 || (eventLag.p99 ?? 0) >= floor("max-event-lag-ms")!)) failures.push(formatEventLag(eventLag));
  if (failures.length > 0) {
    console.log(`\nbench-api: FAILED\n- ${failures.join("\n- ")}`);
    process.exit(1);
  }
  console.log("\nbench-api: ok");
}
process.exit(0);
