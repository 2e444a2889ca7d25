import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { openDatabase, type Database, type Db } from "../db/client";
import { migrate } from "../db/migrate";
import { BackupError, userTables, type DbTarget } from "./backup";

// npm run db:move-to-postgres (docs/operations.md): copies the embedded database of DATA_DIR into
// the empty PostgreSQL of DATABASE_URL — same migrations, every row, the sequences where they
// were — so the site can move to a server of its own. The embedded database is left as it was.

const BATCH = 1000;
/**
 * Tables the database's own triggers fill while their sources are copied (the household's
 * per-category totals of the expenses, docs/expenses.md, "Totali per categoria e mese"): not
 * copied, or the copy would count everything twice. The
 * check at the end compares them with the source like every other table.
 */
const KEPT_BY_TRIGGERS = new Set(["household_category_totals"]);
/**
 * Triggers that create rows of other tables (a new user's own household, migrations/0028): off
 * while the rows are copied, since the copy brings those rows itself; back on before the commit.
 */
const CREATING_TRIGGERS = [{ table: "users", trigger: "users_household" }];
const rowsOf = <T>(r: unknown) => (r as { rows: T[] }).rows;
const ident = (name: string) => sql.identifier(name);

/** Parents before children (foreign keys), so every row finds the rows it points to. */
async function copyOrder(db: Db): Promise<string[]> {
  const tables = rowsOf<{ name: string }>(await db.execute(sql`select tablename as name from pg_tables where schemaname = 'public' order by 1`)).map((t) => t.name);
  const edges = rowsOf<{ child: string; parent: string }>(
    await db.execute(sql`
      select c.relname as child, p.relname as parent
      from pg_constraint k join pg_class c on c.oid = k.conrelid join pg_class p on p.oid = k.confrelid
      join pg_namespace n on n.oid = c.relnamespace
      where k.contype = 'f' and n.nspname = 'public'`),
  );
  const order: string[] = [];
  const done = new Set<string>();
  const visit = (t: string, path: Set<string>) => {
    if (done.has(t) || path.has(t)) return;
    path.add(t);
    for (const e of edges) if (e.child === t && e.parent !== t) visit(e.parent, path);
    path.delete(t);
    done.add(t);
    order.push(t);
  };
  for (const t of tables) visit(t, new Set());
  return order;
}

async function countRows(db: Db, table: string): Promise<number> {
  return Number(rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from ${ident(table)}`))[0]?.n ?? 0);
}

export type MoveReport = { tables: Array<{ name: string; rows: number }>; sequences: number };

/** Copies every row of `from` into `to` (both migrated to the same schema; `to` empty). */
export async function copyDatabase(from: Database, to: Database): Promise<MoveReport> {
  const order = (await copyOrder(to.db)).filter((t) => !KEPT_BY_TRIGGERS.has(t));
  const report: MoveReport = { tables: [], sequences: 0 };
  await to.db.transaction(async (target) => {
    for (const t of CREATING_TRIGGERS) await target.execute(sql`alter table ${ident(t.table)} disable trigger ${ident(t.trigger)}`);
    for (const table of order) {
      let copied = 0;
      // A cursor on the source keeps memory flat on large tables (page views).
      await from.db.transaction(async (source) => {
        await source.execute(sql`declare move_rows no scroll cursor for select row_to_json(t)::text as j from ${ident(table)} t`);
        for (;;) {
          const batch = rowsOf<{ j: string }>(await source.execute(sql.raw(`fetch ${BATCH} from move_rows`)));
          if (batch.length === 0) break;
          const json = `[${batch.map((r) => r.j).join(",")}]`;
          await target.execute(sql`insert into ${ident(table)} select * from json_populate_recordset(null::${ident(table)}, ${json}::json)`);
          copied += batch.length;
        }
        await source.execute(sql`close move_rows`);
      });
      report.tables.push({ name: table, rows: copied });
    }
    // Sequences continue where they were, so the next id is never one already used.
    const seqs = rowsOf<{ name: string; last_value: string | null }>(
      await from.db.execute(sql`select sequencename as name, last_value::text as last_value from pg_sequences where schemaname = 'public'`),
    );
    for (const s of seqs) {
      if (s.last_value === null) continue;
      await target.execute(sql`select setval(${`public.${JSON.stringify(s.name)}`}::regclass, ${s.last_value}::bigint, true)`);
      report.sequences++;
    }
    for (const t of CREATING_TRIGGERS) await target.execute(sql`alter table ${ident(t.table)} enable trigger ${ident(t.trigger)}`);
  });
  for (const t of report.tables) {
    const n = await countRows(to.db, t.name);
    if (n !== t.rows) throw new BackupError(`Tabella ${t.name}: copiate ${t.rows} righe ma ne risultano ${n}.`);
  }
  for (const table of KEPT_BY_TRIGGERS) {
    const [a, b] = await Promise.all([from.db, to.db].map(async (db) => rowsOf<{ j: string | null }>(await db.execute(sql`select json_agg(t order by t)::text as j from ${ident(table)} t`))[0]?.j ?? null));
    if (a !== b) throw new BackupError(`Tabella ${table}: i totali ricalcolati non corrispondono a quelli di partenza.`);
  }
  return report;
}

/** The command: DATA_DIR's embedded database into DATABASE_URL's PostgreSQL, which must be empty. */
export async function moveToPostgres(source: DbTarget, databaseUrl: string): Promise<MoveReport> {
  if (!fs.existsSync(path.join(source.dataDir, "pglite", "PG_VERSION"))) throw new BackupError(`Nessun database integrato in ${path.resolve(source.dataDir)}.`);
  const to = await openDatabase({ databaseUrl, poolMax: 2 });
  try {
    const tables = await userTables(to);
    if (tables.length > 0) throw new BackupError(`Il database di DATABASE_URL non è vuoto (${tables.length} tabelle): lo spostamento va fatto in un database vuoto.`);
    const from = await openDatabase({ dataDir: source.dataDir });
    try {
      // Both at the migrations of this version of the app, so their tables match column by column.
      await migrate(from);
      await migrate(to);
      return await copyDatabase(from, to);
    } finally {
      await from.close();
    }
  } finally {
    await to.close();
  }
}
