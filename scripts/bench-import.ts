// Bank import benchmark (issue 44): a 5.000-row statement, as CSV (Windows-1252, ";") and as XLSX
// (three title lines above the header), previewed and committed through the real route
// (`POST /api/user/expenses/import`, in-process, the JSON body as the browser sends it) on a real
// PostgreSQL. Each run uses a new Premium user (nothing to skip as a duplicate); the figure is the
// median of --runs. Method and figures: docs/benchmarks.md, "Importazione dell'estratto conto".
//   DATABASE_URL=postgres://postgres@127.0.0.1:54329/postgres npx tsx scripts/bench-import.ts \
//     [--rows 5000] [--runs 3] [--reference-rps 9000] [--check --max-preview-ms 1000 --max-commit-ms 2000]
// Creates and drops its own database on that server. The yardstick is a bare Express hello-world
// measured with autocannon on loopback, as in bench-api: a time at the reference host is the time
// here × (the yardstick here ÷ --reference-rps). With --check it exits 1 naming every scaled
// figure over its bound.
import { spawn } from "node:child_process";
import crypto from "node:crypto";
import os from "node:os";
import autocannon from "autocannon";
import iconv from "iconv-lite";
import { sql } from "drizzle-orm";
import writeXlsxFile, { type SheetData } from "write-excel-file/node";
import { openDatabase } from "../server/db/client";
import { migrate } from "../server/db/migrate";
import { seedAll } from "../server/features";
import { createTestContext } from "../server/test/context";
import { freePort } from "../server/test/processes";
import { withDatabase } from "../server/test/global-setup";

const argv = process.argv.slice(2);
const has = (name: string) => argv.includes(`--${name}`);
const arg = (name: string, def: number) => {
  if (!has(name)) return def;
  const n = Number(argv[argv.indexOf(`--${name}`) + 1]);
  if (!Number.isFinite(n)) throw new Error(`--${name}: numero non valido`);
  return n;
};
const ROWS = arg("rows", 5000);
const RUNS = Math.max(1, arg("runs", 3));
const REFERENCE_RPS = arg("reference-rps", 9000);
const MAX_PREVIEW_MS = arg("max-preview-ms", 1000);
const MAX_COMMIT_MS = arg("max-commit-ms", 2000);
const URL_ = process.env.DATABASE_URL;
if (!URL_) throw new Error("Serve DATABASE_URL (un PostgreSQL usa e getta: scripts/pg-throwaway.sh)");

const load = () => os.loadavg().map((n) => n.toFixed(2)).join(" / ");
console.log(`Comando: npx tsx scripts/bench-import.ts ${argv.join(" ")}`.trim());
console.log(`Macchina all'avvio: carico ${load()} (1/5/15 min), ${os.cpus().length} core`);

const SHOPS = ["PAGAMENTO POS ESSELUNGA VIALE MONZA", "Farmacia Città Alta", "Caffè Sant'Andrea", "ADDEBITO SDD ENEL ENERGIA", "Benzina Q8 Forlì", "Libreria Più Libri", "Netflix abbonamento", "Bottega Verdi"];

/** ROWS movements over the last 11 months (every 25th an incoming salary), amounts up to 1.234,56. */
function movements() {
  return Array.from({ length: ROWS }, (_, i) => {
    const income = i % 25 === 0;
    const cents = income ? 180_000 + i : 100 + ((i * 617) % 123_456);
    return { day: 1 + (i % 20), month: 1 + (i % 11), description: income ? `ACCREDITO STIPENDIO ${i}` : `${SHOPS[i % SHOPS.length]} ${i}`, cents: income ? cents : -cents };
  });
}

function csvStatement(): string {
  const lines = ["Data contabile;Data valuta;Descrizione operazione;Importo"];
  for (const m of movements()) {
    const date = `${String(m.day).padStart(2, "0")}/${String(m.month).padStart(2, "0")}/2026`;
    const abs = Math.abs(m.cents);
    const amount = `${m.cents < 0 ? "-" : ""}${Math.floor(abs / 100).toLocaleString("it-IT", { useGrouping: "always" } as Intl.NumberFormatOptions)},${String(abs % 100).padStart(2, "0")}`;
    lines.push(`${date};${date};${m.description};${amount}`);
  }
  return iconv.encode(lines.join("\r\n"), "windows-1252").toString("base64");
}

async function xlsxStatement(): Promise<string> {
  const rows: SheetData = [["FinecoBank - Movimenti del conto"], ["Conto corrente n. 000012345"], ["Periodo: 2026"], ["Data operazione", "Descrizione", "Importo"]];
  for (const m of movements()) rows.push([{ value: new Date(Date.UTC(2026, m.month - 1, m.day)), type: Date, format: "dd/mm/yyyy" }, m.description, m.cents / 100]);
  return (await writeXlsxFile(rows).toBuffer()).toString("base64");
}

/** The bare Express yardstick's req/s on this host now (autocannon, 50 connections, 5 s). */
async function yardstick(): Promise<number> {
  const port = await freePort();
  const child = spawn(process.execPath, ["--input-type=module", "-e", `import express from "express"; const app = express(); app.get("/", (_q, r) => { r.json({ ok: true }); }); app.listen(${port}, "127.0.0.1");`], { stdio: "ignore" });
  try {
    for (let i = 0; i < 100; i++) {
      if (await fetch(`http://127.0.0.1:${port}/`).then((r) => r.ok, () => false)) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    const result = await autocannon({ url: `http://127.0.0.1:${port}/`, connections: 50, duration: 5 });
    return result.requests.average;
  } finally {
    child.kill("SIGTERM");
  }
}

/** Waits (untimed) until the events' reactions of the last commit are applied, so no run measures the previous one's. */
async function drainEvents(db: Awaited<ReturnType<typeof openDatabase>>): Promise<void> {
  for (let i = 0; i < 600; i++) {
    const [row] = ((await db.db.execute(sql`select count(*)::int as n from domain_events where processed_at is null`)) as unknown as { rows: Array<{ n: number }> }).rows;
    if (Number(row?.n ?? 0) === 0) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error("le reazioni agli eventi non finiscono");
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

const name = `ff_bench_import_${crypto.randomBytes(4).toString("hex")}`;
const admin = await openDatabase({ databaseUrl: URL_, poolMax: 1 });
await admin.exec(`CREATE DATABASE ${name}`);
const database = await openDatabase({ databaseUrl: withDatabase(URL_, name), poolMax: 4 });
try {
  await migrate(database);
  await seedAll(database.db);
  // The answer does not wait for the events' reactions, as in production (the test harness's default would hold it).
  const ctx = await createTestContext({ database, settleEvents: false, config: { IMPORT_LIMIT_PER_USER: "100000" } });
  const files = { csv: csvStatement(), xlsx: await xlsxStatement() };
  // The yardstick before and after the runs: their mean scales the times.
  const before = await yardstick();
  const times: Record<string, { preview: number[]; commit: number[] }> = {};
  for (const [format, content] of Object.entries(files)) {
    times[format] = { preview: [], commit: [] };
    for (let run = 0; run < RUNS + 1; run++) {
      const { agent } = await ctx.signUpPremium();
      const body = { filename: `estratto.${format}`, contentBase64: content, commit: false };
      let t = performance.now();
      const preview = await agent.post("/api/user/expenses/import").send(body);
      const previewMs = performance.now() - t;
      t = performance.now();
      const commit = await agent.post("/api/user/expenses/import").send({ ...body, commit: true });
      const commitMs = performance.now() - t;
      if (preview.status !== 200 || commit.status !== 200) throw new Error(`${format}: ${preview.status} ${commit.status} ${JSON.stringify(commit.body).slice(0, 300)}`);
      await drainEvents(database);
      if (commit.body.summary.total !== ROWS || commit.body.imported + commit.body.importedIncome !== ROWS) throw new Error(`${format}: importate ${commit.body.imported} + ${commit.body.importedIncome} righe su ${ROWS}`);
      // The first run warms the code paths and the prepared statements: not counted.
      if (run === 0) continue;
      times[format]!.preview.push(previewMs);
      times[format]!.commit.push(commitMs);
    }
  }
  await ctx.close();
  const rps = (before + (await yardstick())) / 2;
  const scale = rps / REFERENCE_RPS;
  console.log(`\nyardstick: ${Math.round(rps)} req/s (riferimento ${REFERENCE_RPS}): ogni tempo × ${scale.toFixed(2)} per l'host di riferimento; carico alla fine ${load()}`);
  console.log(`\n| ${ROWS} righe | anteprima ms (qui) | salvataggio ms (qui) | anteprima ms (riferimento) | salvataggio ms (riferimento) |\n|---|---|---|---|---|`);
  const misses: string[] = [];
  for (const [format, t] of Object.entries(times)) {
    const p = median(t.preview);
    const c = median(t.commit);
    console.log(`| ${format.toUpperCase()} | ${Math.round(p)} (${t.preview.map(Math.round).join(", ")}) | ${Math.round(c)} (${t.commit.map(Math.round).join(", ")}) | ${Math.round(p * scale)} | ${Math.round(c * scale)} |`);
    if (p * scale > MAX_PREVIEW_MS) misses.push(`${format}: anteprima ${Math.round(p * scale)} ms > ${MAX_PREVIEW_MS} ms`);
    if (c * scale > MAX_COMMIT_MS) misses.push(`${format}: salvataggio ${Math.round(c * scale)} ms > ${MAX_COMMIT_MS} ms`);
  }
  if (has("check") && misses.length) {
    console.error(`\nFuori dai limiti:\n${misses.join("\n")}`);
    process.exitCode = 1;
  }
} finally {
  await database.close();
  await admin.exec(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.close();
}
