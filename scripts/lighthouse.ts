// Speed budgets of issue 11: Lighthouse 12 (its default config, the mobile preset: Moto G
// Power-sized screen, simulated slow 4G and 4x CPU slowdown) on the production build, served by
// `node dist/server/index.js` on a free loopback port with a fresh embedded database.
// Prints the four category scores per page (median of --runs) and exits 1 if one is under --min
// (or, for performance, under --min-performance when given).
//
//   npm run build && npx tsx scripts/lighthouse.ts [--pages /,/blog,...] [--runs 3] [--min 95] [--min-performance 85] [--json out.json] [--lhr-dir dir] [--calibrate-cpu]
//
// --calibrate-cpu: the 4x CPU slowdown assumes a host as fast as Lighthouse's reference; on a
// slower host it emulates a slower phone than the Moto G Power. A first run (not counted) reads
// the host's benchmarkIndex and the slowdown becomes Lighthouse's own calibration for it (its
// CPU throttling calculator: 800 → 2x, 1300 → 3x, 1533 → 4x), never more than 4x. The
// multiplier used is printed beside the scores (docs/benchmarks.md, "Lighthouse").
//
// Default pages: /, /budget-calculator, /blog and the newest blog article.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { freePort } from "../server/test/processes";

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
const CHROME_FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"];
const ROOT = path.resolve(import.meta.dirname, "..");

const { values: opts } = parseArgs({
  options: {
    pages: { type: "string" },
    runs: { type: "string", default: "1" },
    min: { type: "string", default: "95" },
    "min-performance": { type: "string" },
    "min-best-practices": { type: "string" },
    json: { type: "string" },
    "lhr-dir": { type: "string" },
    "calibrate-cpu": { type: "boolean", default: false },
  },
});
const runs = Math.max(1, Number(opts.runs));
const min = Number(opts.min);
// Performance may get its own floor: its simulated timings scale with the CPU time observed on
// this machine, which other work on the same 2 cores moves by several points (docs/benchmarks.md).
const minFor = (c: (typeof CATEGORIES)[number]) =>
  c === "performance" && opts["min-performance"] ? Number(opts["min-performance"]) : c === "best-practices" && opts["min-best-practices"] ? Number(opts["min-best-practices"]) : min;

async function startServer() {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "ff-lighthouse-"));
  const child = spawn(process.execPath, ["dist/server/index.js"], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      SESSION_SECRET: "lighthouse-session-secret",
      // Many users and page views from one loopback address: the limits are set for the run (docs/security.md).
      REGISTER_LIMIT_PER_IP: "100000",
      TRACK_LIMIT_PER_IP: "1000000",
      COOKIE_SECURE: "auto",
      STRIPE_SECRET_KEY: "",
      OPENAI_API_KEY: "",
      SMTP_URL: "",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let log = "";
  child.stdout.on("data", (d) => (log += d));
  child.stderr.on("data", (d) => (log += d));
  const base = `http://127.0.0.1:${port}`;
  const stop = () => {
    child.kill("SIGTERM");
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  for (const deadline = Date.now() + 120_000; ; ) {
    if (child.exitCode !== null || Date.now() > deadline) {
      stop();
      throw new Error(`il server non è partito:\n${log}`);
    }
    if (await fetch(`${base}/api/health`).then((r) => r.ok, () => false)) return { base, stop };
    await new Promise((r) => setTimeout(r, 300));
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)];

/** Lighthouse's calibration of the CPU slowdown for a host's benchmarkIndex, capped at the preset's 4x. */
function cpuSlowdownFor(benchmarkIndex: number): number {
  const m = benchmarkIndex >= 1300 ? 3 + (benchmarkIndex - 1300) / 233 : benchmarkIndex >= 800 ? 2 + (benchmarkIndex - 800) / 500 : 1 + (benchmarkIndex - 150) / 650;
  return Math.round(Math.min(4, Math.max(1, m)) * 100) / 100;
}

let cpuSlowdownMultiplier: number | undefined;

/** One Lighthouse run; a run whose trace recording failed (NO_NAVSTART and the like, seen on a busy machine) is tried once more. */
async function audit(url: string, port: number) {
  for (let attempt = 1; ; attempt++) {
    const flags = { port, output: "json" as const, logLevel: "error" as const, onlyCategories: [...CATEGORIES], ...(cpuSlowdownMultiplier ? { throttling: { cpuSlowdownMultiplier } } : {}) };
    const lhr = (await lighthouse(url, flags))?.lhr;
    if (lhr && !lhr.runtimeError) return lhr;
    const why = lhr?.runtimeError ? `${lhr.runtimeError.code} ${lhr.runtimeError.message}` : "nessun risultato";
    if (attempt >= 2) throw new Error(`${url}: ${why}`);
    console.log(`    ${url}: ${why}; nuovo tentativo`);
  }
}

const server = await startServer();
const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium", chromeFlags: CHROME_FLAGS });
const rows: Array<{ page: string; scores: Record<string, number>; failing: string[] }> = [];
try {
  let pages = opts.pages?.split(",").filter(Boolean);
  if (!pages) {
    const articles = (await (await fetch(`${server.base}/api/blog/articles`)).json()) as Array<{ slug: string }>;
    pages = ["/", "/budget-calculator", "/blog", `/blog/${articles[0].slug}`];
  }
  if (opts["calibrate-cpu"]) {
    const probe = await audit(`${server.base}${pages[0]}`, chrome.port);
    cpuSlowdownMultiplier = cpuSlowdownFor(probe.environment.benchmarkIndex);
    console.log(`host: benchmarkIndex ${Math.round(probe.environment.benchmarkIndex)}, rallentamento CPU ${cpuSlowdownMultiplier}x (preset 4x)`);
  }
  for (const page of pages) {
    const perRun: Record<string, number[]> = {};
    const failing = new Set<string>();
    for (let i = 0; i < runs; i++) {
      const lhr = await audit(`${server.base}${page}`, chrome.port);
      if (cpuSlowdownMultiplier && lhr.configSettings.throttling.cpuSlowdownMultiplier !== cpuSlowdownMultiplier) throw new Error("il rallentamento CPU calibrato non è stato applicato");
      if (opts["lhr-dir"]) fs.writeFileSync(path.join(opts["lhr-dir"], `${page.replace(/\W+/g, "_") || "root"}-${i}.json`), JSON.stringify(lhr));
      for (const c of CATEGORIES) (perRun[c] ??= []).push(Math.round((lhr.categories[c].score ?? 0) * 100));
      // What keeps a category under 100: the audits that did not pass, for the report.
      for (const c of CATEGORIES)
        for (const ref of lhr.categories[c].auditRefs) {
          const a = lhr.audits[ref.id];
          if (ref.weight > 0 && a.score !== null && a.score < 0.9) failing.add(`${c}: ${a.id} (${a.displayValue ?? a.score})`);
        }
    }
    const scores = Object.fromEntries(CATEGORIES.map((c) => [c, median(perRun[c])]));
    rows.push({ page, scores, failing: [...failing] });
    console.log(`${page.padEnd(48)} ${CATEGORIES.map((c) => `${c} ${String(scores[c]).padStart(3)}`).join("  ")}${runs > 1 ? `  (mediana di ${runs}: ${CATEGORIES.map((c) => perRun[c].join("/")).join(" ")})` : ""}`);
    for (const f of failing) console.log(`    sotto 90: ${f}`);
  }
} finally {
  chrome.kill();
  server.stop();
}

if (opts.json) fs.writeFileSync(opts.json, JSON.stringify({ min, runs, date: new Date().toISOString(), rows }, null, 2));
const under = rows.flatMap((r) => CATEGORIES.filter((c) => r.scores[c] < minFor(c)).map((c) => `${r.page} ${c} ${r.scores[c]} < ${minFor(c)}`));
const floors = opts["min-performance"] ? `${min} (performance ${opts["min-performance"]})` : String(min);
console.log(under.length ? `Lighthouse: ${under.length} punteggi sotto la soglia: ${under.join(", ")}` : `Lighthouse: tutti i punteggi ≥ ${floors} su ${rows.length} pagine`);
process.exit(under.length ? 1 : 0);
