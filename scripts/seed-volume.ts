// Volume data generator (docs/benchmarks.md, "Dati in volume"): N households with years of
// realistic history written with PostgreSQL's COPY into the database of DATABASE_URL.
//   DATABASE_URL=postgres://… npx tsx scripts/seed-volume.ts [--households 10000] [--seed 1] [--years 3]
//     [--end 2026-11] [--large-expenses 50000]
// Every seeded user signs in with VOLUME_PASSWORD (below); household 1 is the largest history
// (about --large-expenses expenses over ten years), every other one a typical family of about 40
// expenses a month. Deterministic: the same arguments give the same rows. The database must not
// hold seeded users already (run it on a throwaway PostgreSQL, scripts/pg-throwaway.sh).
// Needs a superuser connection: triggers are off while loading (session_replication_role =
// replica), and the totals they keep are rebuilt after (docs/benchmarks.md, "Dati in volume").
import os from "node:os";
import { Writable } from "node:stream";
import argon2 from "argon2";
import pg from "pg";
import { from as copyFrom } from "pg-copy-streams";
import { openDatabase } from "../server/db/client";
import { migrate } from "../server/db/migrate";
import { seedAll } from "../server/features";
import { rebuildRollups } from "../server/features/analytics/rollup.repo";
import { createHouseholdWriter, type HouseholdIds, type Tables } from "./seed-volume-rows";

/** The one password of every seeded user (docs/benchmarks.md, "Dati in volume"). */
const VOLUME_PASSWORD = "volume-2026";

const argv = process.argv.slice(2);
const argStr = (name: string) => (argv.includes(`--${name}`) ? argv[argv.indexOf(`--${name}`) + 1] : undefined);
const argNum = (name: string, def: number) => {
  const v = argStr(name);
  if (v === undefined) return def;
  const n = Number(v);
  if (!Number.isInteger(n) || n < 0) throw new Error(`--${name}: numero intero non valido (${v})`);
  return n;
};
const HOUSEHOLDS = argNum("households", 10_000);
const SEED = argNum("seed", 1);
const YEARS = Math.max(1, argNum("years", 3));
const LARGE_EXPENSES = argNum("large-expenses", 50_000);
const END_MONTH = argStr("end") ?? new Date().toISOString().slice(0, 7);
if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(END_MONTH)) throw new Error(`--end: mese non valido (${END_MONTH}), usa AAAA-MM`);
const URL = process.env.DATABASE_URL;
if (!URL) throw new Error("DATABASE_URL mancante: il generatore scrive in un PostgreSQL (scripts/pg-throwaway.sh)");

// The tables, in the order their COPY streams open, with the columns written (explicit lists:
// a column added later with a default does not break the generator).
const COLUMNS: Record<keyof Tables, string[]> = {
  users: ["id", "email", "password_hash", "first_name", "display_name", "is_premium", "email_verified_at", "terms_accepted_at", "terms_version", "created_at", "last_seen_at"],
  households: ["id", "name", "created_at"],
  household_members: ["household_id", "user_id", "role", "joined_at"],
  household_profiles: ["household_id", "user_id", "monthly_income", "household_size", "children", "single_income", "goal", "updated_at"],
  budgets: ["household_id", "user_id", "monthly_income", "necessities", "wants", "savings", "created_at"],
  category_budgets: ["household_id", "user_id", "subcategory", "amount", "carry_over", "updated_at"],
  goals: ["id", "household_id", "user_id", "name", "kind", "target_amount", "target_date", "monthly_amount", "due_month", "created_at"],
  goal_contributions: ["goal_id", "user_id", "amount", "date", "note", "created_at"],
  recurring_expenses: ["id", "household_id", "user_id", "description", "amount", "category", "subcategory", "day_of_month", "start_date", "remind", "created_at"],
  recurring_occurrences: ["recurring_id", "month", "status", "expense_id", "created_at"],
  expenses: ["id", "user_id", "household_id", "description", "amount", "category", "subcategory", "date", "created_at", "goal_id", "deduction"],
  income_entries: ["household_id", "user_id", "kind", "amount", "date", "note", "created_at"],
  user_progress: ["user_id", "lesson_id", "completed", "quiz_score", "best_score", "attempts", "completed_at", "updated_at"],
  review_items: ["user_id", "question_id", "step", "due_on", "updated_at"],
  points_ledger: ["user_id", "amount", "reason", "ref_id", "created_at"],
  user_badges: ["user_id", "badge_type", "earned_at"],
  activity_days: ["user_id", "day"],
  page_views: ["occurred_at", "page", "visitor_hash", "ip_truncated", "device", "browser", "source", "user_id"],
};
const TABLES = Object.keys(COLUMNS) as (keyof Tables)[];
// The tables whose ids the generator gives (so children can point at them): sequences moved after.
const EXPLICIT_IDS = ["users", "households", "goals", "recurring_expenses", "expenses"] as const;

/** One COPY … FROM STDIN per table, each on its own connection, fed in 256 KB writes with backpressure. */
async function openSinks(url: string) {
  const clients: pg.Client[] = [];
  const sinks = {} as Record<keyof Tables, { push(line: string): void; flush(): Promise<void>; end(): Promise<void> }>;
  for (const table of TABLES) {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    // Triggers (the totals, the NOTIFYs) and foreign-key checks off on this connection only.
    await client.query("set session_replication_role = replica");
    clients.push(client);
    const stream: Writable = client.query(copyFrom(`copy ${table} (${COLUMNS[table].join(", ")}) from stdin`));
    const done = new Promise<void>((resolve, reject) => {
      stream.on("finish", resolve);
      stream.on("error", reject);
    });
    let buffer = "";
    const write = async () => {
      const chunk = buffer;
      buffer = "";
      if (!stream.write(chunk)) await new Promise<void>((r) => stream.once("drain", r));
    };
    sinks[table] = {
      push: (line) => void (buffer += line),
      flush: () => (buffer.length >= 256 * 1024 ? write() : Promise.resolve()),
      end: async () => {
        if (buffer) await write();
        stream.end();
        await done;
      },
    };
  }
  return { sinks, close: () => Promise.all(clients.map((c) => c.end())) };
}

/** The rows the triggers would have kept, the cached points and the sequences, after the load. */
async function rebuildAfterLoad(client: pg.Client, firstUserId: number, lastUserId: number) {
  const range = [firstUserId, lastUserId];
  // The household's totals (docs/expenses.md, "Totali per categoria e mese") of the seeded users' households, in one statement.
  const seeded = "(select household_id from household_members where user_id between $1 and $2)";
  await client.query(`delete from household_category_totals where household_id in ${seeded}`, range);
  await client.query(
    `insert into household_category_totals (household_id, month, category, owner_user_id, count, total)
       select household_id, date_trunc('month', date)::date, category, case when visibility = 'private' then user_id end, count(*), sum(amount) from expenses
       where household_id in ${seeded} group by 1, 2, 3, 4`,
    range,
  );
  await client.query(
    `update users u set points = p.total from (select user_id, sum(amount)::int as total from points_ledger
       where user_id between $1 and $2 group by user_id) p where u.id = p.user_id`,
    range,
  );
  for (const table of [...EXPLICIT_IDS, "household_members", "goal_contributions", "recurring_occurrences", "income_entries", "user_progress", "review_items", "points_ledger", "user_badges", "category_budgets", "budgets"]) {
    await client.query(`select setval(pg_get_serial_sequence('${table}', 'id'), (select coalesce(max(id), 0) + 1 from ${table}), false)`);
  }
  await client.query("select setval(pg_get_serial_sequence('page_views', 'id'), (select coalesce(max(id), 0) + 1 from page_views), false)");
}

async function main() {
  const started = performance.now();
  const loadAtStart = os.loadavg();
  // The schema and the shared content (courses, lessons, quizzes, challenges) as the app creates them.
  const database = await openDatabase({ databaseUrl: URL, poolMax: 2 });
  await migrate(database);
  await seedAll(database.db);
  const admin = new pg.Client({ connectionString: URL });
  await admin.connect();
  const { rows: already } = await admin.query("select count(*)::int as n from users where email like 'volume-%@esempio.it'");
  if (already[0].n > 0) throw new Error(`il database ha già ${already[0].n} utenti generati: usa un PostgreSQL nuovo`);
  const { rows: lessonRows } = await admin.query("select l.id, array_agg(q.id order by q.position) as questions from lessons l left join quiz_questions q on q.lesson_id = l.id group by l.id order by l.id");
  const next = async (table: string) => Number((await admin.query(`select coalesce(max(id), 0) + 1 as n from ${table}`)).rows[0].n);
  const ids: HouseholdIds = { user: await next("users"), household: await next("households"), goal: await next("goals"), recurring: await next("recurring_expenses"), expense: await next("expenses") };
  const firstUserId = ids.user;
  // One argon2id hash for every user (the app's own parameters would cost seconds per thousand).
  const passwordHash = await argon2.hash(VOLUME_PASSWORD, { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 });

  const { sinks, close } = await openSinks(URL!);
  const write = createHouseholdWriter({ seed: SEED, years: YEARS, endMonth: END_MONTH, largeExpenses: LARGE_EXPENSES, passwordHash, lessons: lessonRows.map((r) => ({ id: r.id as number, questions: ((r.questions as (number | null)[]) ?? []).filter((q): q is number => q !== null) })) });
  const counts = Object.fromEntries(TABLES.map((t) => [t, 0])) as Record<keyof Tables, number>;
  const out = Object.fromEntries(TABLES.map((t) => [t, (line: string) => (counts[t]++, sinks[t].push(line))])) as Tables;
  for (let h = 1; h <= HOUSEHOLDS; h++) {
    write(h, ids, out);
    for (const t of TABLES) await sinks[t].flush();
    if (h % 1000 === 0) console.log(`[seed-volume] ${h} famiglie, ${counts.expenses} spese, ${Math.round((performance.now() - started) / 1000)} s`);
  }
  for (const t of TABLES) await sinks[t].end();
  await close();
  const loadedAt = performance.now();
  await rebuildAfterLoad(admin, firstUserId, ids.user - 1);
  await rebuildRollups(database);
  await admin.query("analyze");
  const size = (await admin.query("select pg_size_pretty(pg_database_size(current_database())) as s")).rows[0].s as string;
  await admin.end();
  await database.close();
  const secs = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  console.log(`\ncommand: npx tsx scripts/seed-volume.ts ${argv.join(" ")}`);
  console.log(`machine: ${os.cpus().length} cores, load average ${loadAtStart.map((v) => v.toFixed(2)).join(" ")} at the start, ${os.loadavg().map((v) => v.toFixed(2)).join(" ")} at the end`);
  console.log(`rows: ${TABLES.map((t) => `${t} ${counts[t]}`).join(", ")}`);
  console.log(`time: ${secs(performance.now() - started)} in all (COPY ${secs(loadedAt - started)}, totals/sequences/analyze ${secs(performance.now() - loadedAt)}); database size ${size}`);
  console.log(`users: volume-1@esempio.it (largest history) … volume-${HOUSEHOLDS}@esempio.it, password ${VOLUME_PASSWORD}`);
}

await main();
