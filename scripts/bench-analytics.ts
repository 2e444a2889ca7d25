// Analytics benchmark (issue 8): 1,000,000 page views over 90 days in a real PostgreSQL, the
// roll-ups rebuilt from them, then every analytics read timed over HTTP and tracking throughput
// measured with autocannon against the API server (tsx, NODE_ENV=test) on loopback.
//   DATABASE_URL=postgres://postgres@127.0.0.1:54329/postgres npx tsx scripts/bench-analytics.ts [--views 1000000] [--duration 10] [--connections 50]
// Creates and drops its own database on that server. Prints a Markdown table for docs/benchmarks.md.
import crypto from "node:crypto";
import autocannon from "autocannon";
import { openDatabase } from "../server/db/client";
import { migrate } from "../server/db/migrate";
import { seedAll } from "../server/features";
import { rebuildRollups } from "../server/features/analytics/rollup.repo";
import { startServerProcess } from "../server/test/processes";
import { withDatabase } from "../server/test/global-setup";

const arg = (name: string, def: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : def;
};
const VIEWS = arg("views", 1_000_000);
const DURATION = arg("duration", 10);
const CONNECTIONS = arg("connections", 50);
const URL_ = process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:54329/postgres";
const NAME = `ff_bench_${crypto.randomBytes(4).toString("hex")}`;
const TARGET_MS = 150;

const admin = await openDatabase({ databaseUrl: URL_, poolMax: 1 });
await admin.exec(`CREATE DATABASE ${NAME}`);
const dbUrl = withDatabase(URL_, NAME);
const database = await openDatabase({ databaseUrl: dbUrl, poolMax: 2 });
const t = () => performance.now();
let server: Awaited<ReturnType<typeof startServerProcess>> | null = null;

try {
  await migrate(database);
  await seedAll(database.db);

  // ~30 pages, weighted devices/browsers/sources; about 4,000 visitors a day (hash per day, as in production).
  let t0 = t();
  await database.exec(`
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
    insert into analytics_events (occurred_at, type, visitor_hash)
    select now() - (random() * interval '90 days'),
      (array['login_attempt','login_attempt','login_attempt','registration_completed','exit_intent_shown','exit_intent_shown','exit_intent_converted'])[1 + g % 7], ''
    from generate_series(1, ${Math.round(VIEWS / 50)}) g;`);
  const loadMs = t() - t0;
  t0 = t();
  await rebuildRollups(database);
  const rollupMs = t() - t0;
  const counts = (await database.db.execute(
    (await import("drizzle-orm")).sql`select (select count(*) from page_views)::int as views, (select count(*) from analytics_daily)::int as daily, (select count(*) from analytics_sessions)::int as sessions, (select count(*) from analytics_daily_visitors)::int as visitors`,
  )) as unknown as { rows: Array<Record<string, number>> };
  console.log(`Caricate ${counts.rows[0].views} visite in ${(loadMs / 1000).toFixed(1)} s; roll-up in ${(rollupMs / 1000).toFixed(1)} s`, counts.rows[0]);

  server = await startServerProcess({ DATABASE_URL: dbUrl, ADMIN_EMAIL: "bench@esempio.it", ADMIN_PASSWORD: "bench-password-123", SEED_DEMO: "false", TRACK_LIMIT_PER_IP: "1000000" });
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
  let allOk = true;
  for (const path of endpoints) {
    const times: number[] = [];
    for (let i = 0; i < 23; i++) {
      const s = t();
      const res = await fetch(server.url + path, { headers: { Cookie: cookie } });
      await res.text();
      if (res.status !== 200) throw new Error(`${path}: ${res.status}`);
      if (i >= 3) times.push(t() - s); // first three warm the caches
    }
    times.sort((a, b) => a - b);
    const p50 = times[Math.floor(times.length / 2)];
    const max = times[times.length - 1];
    allOk &&= max < TARGET_MS;
    rows.push(`| GET ${path} | ${p50.toFixed(1)} | ${max.toFixed(1)} | ${max < TARGET_MS ? "sì" : "NO"} |`);
  }

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
  console.log(`\n| Endpoint (${counts.rows[0].views.toLocaleString("it-IT")} visite in 90 giorni) | p50 ms | max ms | < ${TARGET_MS} ms |\n|---|---|---|---|\n${rows.join("\n")}`);
  console.log(
    `\nTracciamento: ${Math.round(track.requests.average)} visite/s in media (${CONNECTIONS} connessioni, ${DURATION} s), p50 ${track.latency.p50} ms, p99 ${track.latency.p99} ms, errori ${track.errors + track.timeouts}, non-2xx ${track.non2xx}`,
  );
  if (!allOk || track.requests.average < 1000 || track.non2xx > 0) process.exitCode = 1;
} finally {
  server?.child.kill("SIGTERM");
  if (server) await server.exited;
  await database.close();
  if (!process.argv.includes("--keep")) await admin.exec(`DROP DATABASE IF EXISTS ${NAME} WITH (FORCE)`);
  await admin.close();
}
