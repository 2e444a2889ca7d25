// Export benchmark (docs/benchmarks.md, "Esportazioni"): the production build, started as `npm
// start` starts it, against the database of DATABASE_URL filled by scripts/seed-volume.ts; the
// largest history (volume-1, about 50.000 expenses) downloads the expenses CSV and the
// personal-data export. Per download: the first byte, the whole answer, its size and the server's
// RSS growth (peak during the download minus the RSS before it, every server process sampled each
// 20 ms). The bare Express yardstick of bench-api, measured here too, scales the time bounds to the
// reference host (--reference-rps).
//   npm run build && DATABASE_URL=postgres://… npx tsx scripts/bench-export.ts [--runs 3] [--user 1]
//     [--check --max-first-byte-ms 200 --max-total-ms 2000 --max-rss-growth-mb 30 --reference-rps 9000]
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { freePort } from "../server/test/processes";
import { npmStartCommand, waitForOk } from "./built-server";

const argv = process.argv.slice(2);
const has = (name: string) => argv.includes(`--${name}`);
const arg = (name: string, def: number) => (has(name) ? Number(argv[argv.indexOf(`--${name}`) + 1]) : def);
const ROOT = path.resolve(import.meta.dirname, "..");
const URL_ = process.env.DATABASE_URL;
if (!URL_) throw new Error("DATABASE_URL mancante: il database riempito da scripts/seed-volume.ts");
if (!fs.existsSync(path.join(ROOT, "dist/server/index.js"))) throw new Error("Esegui prima npm run build");
const RUNS = arg("runs", 3);
const USER = arg("user", 1);
const loadAtStart = os.loadavg();

const rssOf = (pid: number) => {
  try {
    return Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0) * 1024;
  } catch {
    return 0;
  }
};
/** The process and its children (the supervisor's worker), from /proc. */
const treeOf = (root: number) => [
  root,
  ...fs
    .readdirSync("/proc")
    .filter((d) => /^\d+$/.test(d))
    .filter((d) => {
      try {
        return Number(fs.readFileSync(`/proc/${d}/stat`, "utf8").split(") ")[1]?.split(" ")[1]) === root;
      } catch {
        return false;
      }
    })
    .map(Number),
];

async function yardstick(): Promise<number> {
  const port = await freePort();
  const child = spawn(process.execPath, ["--input-type=module", "-e", `import express from "express"; const app = express(); app.get("/", (_req, res) => { res.json({ ok: true }); }); app.listen(${port}, "127.0.0.1");`], { cwd: ROOT, stdio: "inherit" });
  try {
    await waitForOk(`http://127.0.0.1:${port}/`, () => new Error("yardstick non risponde"));
    const r = await autocannon({ url: `http://127.0.0.1:${port}/`, connections: 50, duration: 3 });
    return r.requests.average;
  } finally {
    child.kill("SIGTERM");
  }
}

async function main() {
  const port = await freePort();
  const { startEnv, nodeFlags } = npmStartCommand();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "ff-bench-export-"));
  const server = spawn(process.execPath, [...nodeFlags, "dist/server/index.js"], {
    cwd: ROOT,
    env: { ...process.env, ...startEnv, NODE_ENV: "production", COOKIE_SECURE: "auto", PORT: String(port), HOST: "127.0.0.1", DATABASE_URL: URL_, SESSION_SECRET: "bench", DATA_DIR: dataDir },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let log = "";
  server.stdout!.on("data", (d) => (log += d));
  server.stderr!.on("data", (d) => (log += d));
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitForOk(`${base}/api/health`, () => new Error(`il server non risponde:\n${log}`));
    const headers = { "content-type": "application/json", "x-requested-with": "bench" };
    const login = await fetch(`${base}/api/auth/login`, { method: "POST", headers, body: JSON.stringify({ email: `volume-${USER}@esempio.it`, password: "volume-2026" }) });
    if (!login.ok) throw new Error(`accesso di volume-${USER}: ${login.status} (database riempito da scripts/seed-volume.ts?)`);
    const cookie = (login.headers.get("set-cookie") ?? "").split(";")[0];
    const rows: { name: string; firstByteMs: number; totalMs: number; bytes: number; rssGrowth: number; rssBefore: number }[] = [];
    for (const [name, p] of [
      ["expenses CSV", "/api/user/export/expenses.csv"],
      ["personal-data JSON", "/api/user/export"],
    ] as const) {
      for (let run = 0; run < RUNS; run++) rows.push({ name, ...(await download(`${base}${p}`, cookie, server.pid!)) });
    }
    const y = await yardstick();
    report(rows, y);
  } finally {
    server.kill("SIGTERM");
    if (server.exitCode === null && server.signalCode === null) await new Promise((r) => server.once("exit", r));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function download(url: string, cookie: string, pid: number) {
  const pids = treeOf(pid);
  const before = Math.max(...pids.map(rssOf));
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, ...pids.map(rssOf))), 20);
  const t0 = performance.now();
  const res = await fetch(url, { headers: { cookie, "x-requested-with": "bench" } });
  if (!res.ok) throw new Error(`${url}: ${res.status}`);
  const reader = res.body!.getReader();
  let firstByteMs = 0;
  let bytes = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    if (bytes === 0) firstByteMs = performance.now() - t0;
    bytes += value.length;
  }
  const totalMs = performance.now() - t0;
  clearInterval(sampler);
  return { firstByteMs, totalMs, bytes, rssGrowth: peak - before, rssBefore: before };
}

function report(rows: { name: string; firstByteMs: number; totalMs: number; bytes: number; rssGrowth: number; rssBefore: number }[], y: number) {
  const mb = (b: number) => (b / 1024 / 1024).toFixed(1);
  const load = (l: number[]) => l.map((v) => v.toFixed(2)).join(" ");
  console.log(`\ncommand: npx tsx scripts/bench-export.ts ${argv.join(" ")}`);
  console.log(`machine: ${os.cpus().length} cores, load average ${load(loadAtStart)} at the start, ${load(os.loadavg())} at the end; yardstick ${Math.round(y)} req/s\n`);
  console.log("| download | first byte ms | whole answer ms | size MB | server RSS before MB | RSS growth MB |");
  console.log("|---|---:|---:|---:|---:|---:|");
  for (const r of rows) console.log(`| ${r.name} | ${Math.round(r.firstByteMs)} | ${Math.round(r.totalMs)} | ${mb(r.bytes)} | ${mb(r.rssBefore)} | ${mb(r.rssGrowth)} |`);
  if (!has("check")) return;
  // --reference-rps N: time bounds are for a host whose yardstick answers N req/s (as bench-api).
  const scale = has("reference-rps") ? Math.max(1, arg("reference-rps", 0) / y) : 1;
  if (scale > 1) console.log(`\nhost più lento del riferimento: limiti di tempo × ${scale.toFixed(2)}`);
  const failures: string[] = [];
  for (const r of rows) {
    if (has("max-first-byte-ms") && r.firstByteMs >= arg("max-first-byte-ms", 0) * scale) failures.push(`${r.name}: primo byte ${Math.round(r.firstByteMs)} ms`);
    if (has("max-total-ms") && r.totalMs >= arg("max-total-ms", 0) * scale) failures.push(`${r.name}: risposta intera ${Math.round(r.totalMs)} ms`);
    if (has("max-rss-growth-mb") && r.rssGrowth > arg("max-rss-growth-mb", 0) * 1024 * 1024) failures.push(`${r.name}: RSS +${mb(r.rssGrowth)} MB`);
  }
  if (failures.length > 0) {
    console.log(`\nbench-export: FAILED\n- ${failures.join("\n- ")}`);
    process.exitCode = 1;
  } else console.log("\nbench-export: ok");
}

await main();
