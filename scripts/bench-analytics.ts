// Analytics benchmark (issues 8 and 24): N page views over 90 days in a real PostgreSQL, the
// roll-ups rebuilt from them, then the PRODUCTION build (dist/, started with the environment and
// node flags of `npm start`) measured over HTTP: every analytics read (max over 20 calls after
// three warm-up calls) and tracking throughput with autocannon on loopback. Method and figures:
// docs/benchmarks.md, "Analytics".
//   npm run build && DATABASE_URL=postgres://postgres@127.0.0.1:54329/postgres npx tsx scripts/bench-analytics.ts \
//     [--views 1000000] [--duration 10] [--connections 50] [--reuse NAME | --keep] \
//     [--check --max-read-ms 50 --min-track 3000 --max-track-p99 50 --min-track-ratio 50 --reference-rps 9000] [--load-only]
// Creates and drops its own database on that server (--keep leaves it; --reuse NAME loads into
// database NAME once and reuses it while it holds --views page views). With --check it exits 1
// naming every figure that misses its bound.
// The yardstick (issue 44): a bare Express hello-world in a process of its own, measured with the
// same connections and duration before and after the tracking load, as bench-api measures it;
// tracking is reported as a % of their mean (--min-track-ratio), and --reference-rps N scales the
// p99 bound by N / yardstick on a slower host (docs/benchmarks.md, "Analytics").
import { spawn } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { sql } from "drizzle-orm";
import { openDatabase, type Database } from "../server/db/client";
import { migrate } from "../server/db/migrate";
import { seedAll } from "../server/features";
import { rebuildRollups } from "../server/features/analytics/rollup.repo";
import { freePort } from "../server/test/processes";
import { withDatabase } from "../server/test/global-setup";
import { npmStartCommand, waitForOk } from "./built-server";

const argv = process.argv.slice(2);
const has = (name: string) => argv.includes(`--${name}`);
const argStr = (name: string) => (has(name) ? argv[argv.indexOf(`--${name}`) + 1] : undefined);
const arg = (name: string, def: number) => {
  const v = argStr(name);
  if (v === undefined) return def;
  const n = Number(v);
  if (!Number.isFinite(n)) throw new Error(`--${name}: numero non valido (${v})`);
  return n;
};
const VIEWS = arg("views", 1_000_000);
const DURATION = arg("duration", 10);
const CONNECTIONS = arg("connections", 50);
const CHECK = has("check");
const MAX_READ_MS = arg("max-read-ms", 150);
const MIN_TRACK = arg("min-track", 1000);
const MAX_TRACK_P99 = arg("max-track-p99", Infinity);
const MIN_TRACK_RATIO = arg("min-track-ratio", 0);
const REFERENCE_RPS = arg("reference-rps", 0);
const REUSE = argStr("reuse");
if (REUSE !== undefined && !/^[a-z_][a-z0-9_]{0,40}$/.test(REUSE)) throw new Error("--reuse: nome di database non valido (a-z, 0-9, _)");
const URL_ = process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:54329/postgres";
const NAME = REUSE ?? `ff_bench_${crypto.randomBytes(4).toString("hex")}`;
const ROOT = path.resolve(import.meta.dirname, "..");
const LOAD_ONLY = has("load-only");
if (LOAD_ONLY && REUSE === undefined) throw new Error("--load-only va con --reuse NOME");
if (!LOAD_ONLY && !fs.existsSync(path.join(ROOT, "dist/server/index.js"))) throw new Error("Esegui prima npm run build: il benchmark misura la build di produzione");

const machine = () => {
  const [l1, l5, l15] = os.loadavg();
  return `carico ${l1.toFixed(2)} / ${l5.toFixed(2)} / ${l15.toFixed(2)} (1/5/15 min), ${os.cpus().length} core`;
};
const command = `npx tsx scripts/bench-analytics.ts ${argv.join(" ")}`.trim();
console.log(`Comando: ${command}\nMacchina all'avvio: ${machine()}`);

const t = () => performance.now();
const rowsOf = <T>(r: unknown) => (r as { rows: T[] }).rows;

/** ~30 pages, weighted devices/browsers/sources; about 4,000 visitors a day (hash per day, as in production). */
async function load(database: Database) {
  const t0 = t();
  // Bulk load without the secondary index, built once afterwards (much faster than 10 M inserts into it).
  await database.exec(`
    set maintenance_work_mem = '256MB';
    drop index if exists page_views_occurred_idx;
    insert into page_views (occurred_at, page, visitor_hash, ip_truncated, device, browser, source, user_id)
    select at,
      (array['/','/','/','/blog','/blog/come-risparmiare','/blog/pac-spiegato','/budget-calculator','/pac-simulator','/mortgage-calculator',
             '/courses','/courses/1','/courses/2','/login','/feedback','/guida-principianti','/come-risparmiare-soldi','/expenses','/subscribe',
             '/blog/fondo-emergenza','/blog/inflazione','/alerts','/analytics','/admin','/content-marketing','/email-automation','/courses/3',
             '/blog/mutuo-fisso-variabile','/blog/etf','/calcolatori','/calcolatori/budget'])[1 + (g * 7919) % 30],
      md5(to_char(at at time zone 'Europe/Rome', 'YYYY-MM-DD') || ':' || ((g * 104729) % 4000)::text),
      ((g % 223) + 1)::text || '.' || ((g / 7) % 256)::text || '.' || ((g / 13) % 256)::text || '.0',
      (array['mobile','mobile','mobile','desktop','desktop','tablet'])[1 + g % 6],
      (array['Chrome','Chrome','Safari','Safari','Firefox','Edge','Samsung Internet','Altro'])[1 + (g / 3) % 8],
      (array['Google','Google','Google','Direct','Direct','Facebook','Instagram','Bing','ilsole24ore.com','Email'])[1 + (g / 5) % 10],
      null
    from (select g, now() - (random() * interval '90 days') as at from generate_series(1::bigint, ${VIEWS}::bigint) g) s;
    create index page_views_occurred_idx on page_views (occurred_at);
    insert into analytics_events (occurred_at, type, visitor_hash)
    select now() - (random() * interval '90 days'),
      (array['login_attempt','login_attempt','login_attempt','registration_completed','exit_intent_shown','exit_intent_shown','exit_intent_converted'])[1 + g % 7], ''
    from generate_series(1, ${Math.round(VIEWS / 50)}) g;`);
  const loadMs = t() - t0;
  const t1 = t();
  await database.exec("set work_mem = '256MB'");
  await rebuildRollups(database);
  await database.exec("vacuum analyze page_views");
  console.log(`Caricate ${VIEWS.toLocaleString("it-IT")} visite in ${(loadMs / 1000).toFixed(1)} s; roll-up ricostruiti in ${((t() - t1) / 1000).toFixed(1)} s`);
}

const counts = async (database: Database) =>
  rowsOf<{ views: number; daily_views: number; sessions: number }>(
    await database.db.execute(
      sql`select (select count(*) from page_views)::int as views, (select coalesce(sum(visits), 0) from analytics_daily where dimension = 'views')::int as daily_views, (select count(*) from analytics_sessions)::int as sessions`,
    ),
  )[0];

/** The yardstick: a bare Express hello-world in its own process (as scripts/bench-api.ts starts it). */
async function startYardstick() {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    ["--input-type=module", "-e", `import express from "express"; const app = express(); app.get("/", (_req, res) => { res.json({ ok: true }); }); app.listen(${port}, "127.0.0.1");`],
    { cwd: ROOT, stdio: "inherit" },
  );
  const url = `http://127.0.0.1:${port}/`;
  await waitForOk(url, () => new Error("il riferimento (Express nudo) non risponde"));
  return { url, child };
}

const measureYardstick = async (url: string) => {
  const r = await autocannon({ url, connections: CONNECTIONS, duration: DURATION });
  return { rps: r.requests.average, p99: r.latency.p99 };
};

/** The production server as `npm start` runs it: its environment words and node flags, from package.json. */
async function startProductionServer(dbUrl: string) {
  const { startEnv, nodeFlags } = npmStartCommand();
  const port = await freePort();
  const env = {
    ...startEnv,
    // HTTP on loopback: the session cookie must not require HTTPS.
    COOKIE_SECURE: "auto",
    PORT: String(port),
    HOST: "127.0.0.1",
    DATABASE_URL: dbUrl,
    SESSION_SECRET: "bench-analytics",
    ADMIN_EMAIL: "bench@esempio.it",
    ADMIN_PASSWORD: "bench-password-123",
    SEED_DEMO: "false",
    // Every view of the load comes from 127.0.0.1: the per-address limit is raised, as configuration allows.
    TRACK_LIMIT_PER_IP: "100000000",
    DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), "ff-bench-analytics-")),
  };
  console.log(`Server: ${Object.entries(startEnv).map(([k, v]) => `${k}=${v}`).join(" ")} node ${nodeFlags.join(" ")} dist/server/index.js (TRACK_LIMIT_PER_IP=${env.TRACK_LIMIT_PER_IP}, COOKIE_SECURE=auto)`);
  const child = spawn(process.execPath, [...nodeFlags, "dist/server/index.js"], { cwd: ROOT, env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"] });
  let log = "";
  child.stdout!.on("data", (d) => (log += d));
  child.stderr!.on("data", (d) => (log += d));
  const exited = new Promise<number | null>((r) => child.on("exit", (code) => r(code)));
  const url = `http://127.0.0.1:${port}`;
  await waitForOk(
    `${url}/api/health`,
    () => new Error(`server non partito:\n${log}`),
    () => (child.exitCode !== null ? new Error(`server terminato:\n${log}`) : null),
  );
  return { url, child, exited, log: () => log };
}

const admin = await openDatabase({ databaseUrl: URL_, poolMax: 1 });
const exists = rowsOf<{ n: number }>(await admin.db.execute(sql`select count(*)::int as n from pg_database where datname = ${NAME}`))[0].n > 0;
if (!exists) await admin.exec(`CREATE DATABASE ${NAME}`);
const dbUrl = withDatabase(URL_, NAME);
const database = await openDatabase({ databaseUrl: dbUrl, poolMax: 2 });
let server: Awaited<ReturnType<typeof startProductionServer>> | null = null;
let yardstick: Awaited<ReturnType<typeof startYardstick>> | null = null;
const misses: string[] = [];

try {
  await migrate(database);
  const before = exists ? await counts(database) : null;
  // A reused database also holds the views tracked by earlier runs (a few tens of thousands).
  if (before && before.views >= VIEWS && before.views < VIEWS * 1.1 && before.daily_views === before.views) {
    console.log(`Riuso ${NAME}: ${before.views.toLocaleString("it-IT")} visite già caricate`);
  } else {
    if (exists) await database.exec("truncate page_views, analytics_events, analytics_daily, analytics_daily_visitors, analytics_sessions");
    await seedAll(database.db);
    await load(database);
  }
  const start = await counts(database);
  if (LOAD_ONLY) process.exit(0);

  server = await startProductionServer(dbUrl);
  const login = await fetch(`${server.url}/api/admin/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-Requested-With": "bench" },
    body: JSON.stringify({ email: "bench@esempio.it", password: "bench-password-123" }),
  });
  if (login.status !== 200) throw new Error(`login admin: ${login.status}`);
  const cookie = login.headers.get("set-cookie")!.split(";")[0];

  const endpoints = [
    "/api/analytics/overview?days=7",
    "/api/analytics/overview?days=30",
    "/api/analytics/conversion-funnel?days=30",
    "/api/analytics/real",
    "/api/analytics/conversion-metrics",
    "/api/admin/overview",
  ];
  const rows: string[] = [];
  // /api/health first, timed the same way and not checked: what a request costs on this machine
  // before any analytics work (on a busy machine it is most of each figure).
  for (const p of ["/api/health", ...endpoints]) {
    const times: number[] = [];
    for (let i = 0; i < 23; i++) {
      const s = t();
      const res = await fetch(server.url + p, { headers: { Cookie: cookie } });
      await res.text();
      if (res.status !== 200) throw new Error(`${p}: ${res.status}`);
      if (i >= 3) times.push(t() - s); // the first three warm the caches
    }
    times.sort((a, b) => a - b);
    const p50 = times[Math.floor(times.length / 2)];
    const max = times[times.length - 1];
    if (p === "/api/health") {
      rows.push(`| GET ${p} (riferimento, non controllato) | ${p50.toFixed(1)} | ${max.toFixed(1)} | — |`);
      continue;
    }
    if (max > MAX_READ_MS) misses.push(`GET ${p}: max ${max.toFixed(1)} ms > ${MAX_READ_MS} ms`);
    rows.push(`| GET ${p} | ${p50.toFixed(1)} | ${max.toFixed(1)} | ${max <= MAX_READ_MS ? "sì" : "NO"} |`);
  }

  yardstick = await startYardstick();
  const yardBefore = await measureYardstick(yardstick.url);
  // Tracking: distinct visitors (user agent varies), the hot daily roll-up rows shared by all.
  let n = 0;
  const track = await autocannon({
    url: `${server.url}/api/analytics/track`,
    connections: CONNECTIONS,
    duration: DURATION,
    requests: [
      {
        method: "POST",
        setupRequest: (req) => ({
          ...req,
          headers: {
            "Content-Type": "application/json",
            "X-Requested-With": "bench",
            "User-Agent": `Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36 b${n++}`,
          },
          body: JSON.stringify({ page: n % 3 ? "/" : "/blog/come-risparmiare", referrer: "https://www.google.it/" }),
        }),
      },
    ],
  });
  const accepted = track["2xx"];
  const yardAfter = await measureYardstick(yardstick.url);
  const loadAfter = machine();
  yardstick.child.kill("SIGTERM");
  yardstick = null;

  // SIGTERM flushes the views answered but still in memory: after the exit, every accepted view is a row.
  server.child.kill("SIGTERM");
  const code = await server.exited;
  server = null;
  const end = await counts(database);
  const stored = end.views - start.views;

  console.log(`\n| Endpoint (${start.views.toLocaleString("it-IT")} visite in 90 giorni) | p50 ms | max ms | ≤ ${MAX_READ_MS} ms |\n|---|---|---|---|\n${rows.join("\n")}`);
  const rps = Math.round(track.requests.average);
  console.log(
    `\nTracciamento: ${rps} visite/s in media (${CONNECTIONS} connessioni, ${DURATION} s), p50 ${track.latency.p50} ms, p99 ${track.latency.p99} ms, errori ${track.errors + track.timeouts}, non-2xx ${track.non2xx}; ` +
      `accettate ${accepted}, scritte ${stored} (dopo SIGTERM, uscita ${code}); roll-up 'views' ${end.daily_views} = righe ${end.views}: ${end.daily_views === end.views ? "sì" : "NO"}`,
  );
  const yard = (yardBefore.rps + yardAfter.rps) / 2;
  const ratio = (rps / yard) * 100;
  // --reference-rps N: a host whose yardstick answers fewer than N req/s takes longer per request
  // in proportion, so the p99 bound is multiplied by N / yardstick (never below 1), as bench-api does.
  const hostScale = REFERENCE_RPS > 0 ? Math.max(1, REFERENCE_RPS / yard) : 1;
  const maxP99 = MAX_TRACK_P99 * hostScale;
  console.log(
    `Riferimento (Express nudo, ${CONNECTIONS} connessioni, ${DURATION} s, prima e dopo il tracciamento): ${Math.round(yardBefore.rps)} e ${Math.round(yardAfter.rps)} req/s (p99 ${yardBefore.p99} e ${yardAfter.p99} ms), media ${Math.round(yard)} req/s; ` +
      `tracciamento ${ratio.toFixed(1).replace(".", ",")} % del riferimento` +
      (REFERENCE_RPS > 0 ? `; host ${hostScale > 1 ? "più lento" : "non più lento"} del riferimento (${REFERENCE_RPS} req/s): limite p99 × ${hostScale.toFixed(2).replace(".", ",")} = ${Math.round(maxP99)} ms` : ""),
  );
  console.log(`Macchina alla fine del carico: ${loadAfter}\nComando: ${command}`);

  if (rps < MIN_TRACK) misses.push(`tracciamento ${rps} visite/s < ${MIN_TRACK}`);
  if (ratio < MIN_TRACK_RATIO) misses.push(`tracciamento ${ratio.toFixed(1)} % del riferimento < ${MIN_TRACK_RATIO} %`);
  if (track.latency.p99 > maxP99) misses.push(`tracciamento p99 ${track.latency.p99} ms > ${Math.round(maxP99)} ms`);
  if (track.errors + track.timeouts + track.non2xx > 0) misses.push(`tracciamento: ${track.errors + track.timeouts} errori, ${track.non2xx} risposte non-2xx`);
  // autocannon counts the answers received within the run; up to one request per connection was
  // still in flight when it stopped, and may have been written too.
  if (stored < accepted || stored > accepted + CONNECTIONS) misses.push(`visite accettate ${accepted} ma scritte ${stored}`);
  if (end.daily_views !== end.views) misses.push(`roll-up 'views' ${end.daily_views} ≠ righe ${end.views}`);
  if (code !== 0) misses.push(`il server è uscito con ${code} dopo SIGTERM`);
  if (CHECK && misses.length > 0) {
    console.error(`\nCONTROLLO NON SUPERATO:\n- ${misses.join("\n- ")}`);
    process.exitCode = 1;
  } else if (CHECK) console.log("\nControllo superato.");
} finally {
  yardstick?.child.kill("SIGTERM");
  if (server) {
    server.child.kill("SIGTERM");
    await server.exited;
  }
  await database.close();
  if (REUSE === undefined && !has("keep")) await admin.exec(`DROP DATABASE IF EXISTS ${NAME} WITH (FORCE)`);
  await admin.close();
}
