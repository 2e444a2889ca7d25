import fs from "node:fs";
import path from "node:path";
import { spawn } from "node:child_process";
import type { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { openDatabase, type Database } from "../db/client";
import { lockDataDir } from "./data-dir-lock";

// Backup and restore of the whole database (docs/operations.md, "Backup and restore"): the
// embedded database is PGlite's dump of its data directory (a .tar.gz), PostgreSQL is pg_dump's
// custom format. Restore only goes into an empty database, never over live data.

export type DbTarget = { databaseUrl?: string; dataDir: string };

export class BackupError extends Error {
  override name = "BackupError";
}

const PGDUMP_MAGIC = "PGDMP";

function run(cmd: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { stdio: ["ignore", "inherit", "pipe"] });
    let stderr = "";
    child.stderr.on("data", (d) => (stderr += String(d)));
    child.on("error", (err) =>
      reject(new BackupError(`${cmd} non trovato (${err.message}): installa il client di PostgreSQL (apt-get install postgresql-client).`)),
    );
    child.on("close", (code) => (code === 0 ? resolve() : reject(new BackupError(`${cmd} è terminato con codice ${code}: ${stderr.trim().slice(0, 2000)}`))));
  });
}

const pgliteOf = (database: Database) => (database.db as unknown as { $client: PGlite }).$client;

/** The default file name: backups/finanza-<time>.<ext> under the current directory. */
export function defaultBackupFile(kind: "pglite" | "postgres", now = new Date()): string {
  const stamp = now.toISOString().replace(/[:.]/g, "-");
  return path.resolve("backups", `finanza-${stamp}.${kind === "pglite" ? "tar.gz" : "pgdump"}`);
}

/** Writes one file with the whole database; returns its path and format. */
export async function backupDatabase(target: DbTarget, file?: string): Promise<{ file: string; kind: "pglite" | "postgres" }> {
  const kind = target.databaseUrl ? "postgres" : "pglite";
  const out = path.resolve(file ?? defaultBackupFile(kind));
  fs.mkdirSync(path.dirname(out), { recursive: true });
  if (target.databaseUrl) {
    await run("pg_dump", ["--format=custom", "--no-owner", "--no-privileges", `--file=${out}`, `--dbname=${target.databaseUrl}`]);
    return { file: out, kind };
  }
  if (!fs.existsSync(path.join(target.dataDir, "pglite", "PG_VERSION"))) throw new BackupError(`Nessun database integrato in ${path.resolve(target.dataDir)}.`);
  const database = await openDatabase({ dataDir: target.dataDir });
  try {
    const blob = await pgliteOf(database).dumpDataDir("gzip");
    // Written beside, then renamed: a half-written file never looks like a backup.
    fs.writeFileSync(`${out}.part`, Buffer.from(await blob.arrayBuffer()));
    fs.renameSync(`${out}.part`, out);
  } finally {
    await database.close();
  }
  return { file: out, kind };
}

/** "postgres" for a pg_dump file, "pglite" for a data-directory dump (tar, gzipped or not). */
export function backupFormat(file: string): "pglite" | "postgres" {
  const fd = fs.openSync(file, "r");
  try {
    const head = Buffer.alloc(262);
    fs.readSync(fd, head, 0, head.length, 0);
    if (head.subarray(0, 5).toString("latin1") === PGDUMP_MAGIC) return "postgres";
    if ((head[0] === 0x1f && head[1] === 0x8b) || head.subarray(257, 262).toString("latin1") === "ustar") return "pglite";
  } finally {
    fs.closeSync(fd);
  }
  throw new BackupError(`${file} non è un backup di Finanza Familiare (né pg_dump né PGlite).`);
}

/** Tables of the application schema (public) in a database; an empty list means empty. */
export async function userTables(database: Database): Promise<string[]> {
  const r = (await database.db.execute(
    // Both the app's tables and drizzle's migration journal count: a migrated empty database is not empty.
    sql`select table_schema || '.' || table_name as name from information_schema.tables where table_schema in ('public', 'drizzle') order by 1`,
  )) as unknown as { rows: Array<{ name: string }> };
  return r.rows.map((x) => x.name);
}

/** Brings a backup back into an empty database (DATABASE_URL's, or the embedded one in dataDir). */
export async function restoreDatabase(target: DbTarget, file: string): Promise<{ kind: "pglite" | "postgres" }> {
  if (!fs.existsSync(file)) throw new BackupError(`File non trovato: ${file}`);
  const format = backupFormat(file);
  if (target.databaseUrl) {
    if (format !== "postgres") throw new BackupError("Questo è un backup del database integrato: ripristinalo senza DATABASE_URL, poi usa npm run db:move-to-postgres.");
    const database = await openDatabase({ databaseUrl: target.databaseUrl, poolMax: 1 });
    try {
      const tables = await userTables(database);
      if (tables.length > 0) throw new BackupError(`Il database di DATABASE_URL non è vuoto (${tables.length} tabelle): il ripristino va fatto in un database vuoto.`);
    } finally {
      await database.close();
    }
    await run("pg_restore", ["--no-owner", "--no-privileges", "--exit-on-error", `--dbname=${target.databaseUrl}`, file]);
    return { kind: "postgres" };
  }
  if (format !== "pglite") throw new BackupError("Questo è un backup di PostgreSQL (pg_dump): imposta DATABASE_URL su un database vuoto per ripristinarlo.");
  const dir = path.resolve(target.dataDir, "pglite");
  if (fs.existsSync(dir) && fs.readdirSync(dir).length > 0) throw new BackupError(`La cartella ${dir} contiene già un database: il ripristino va fatto in una cartella vuota.`);
  const lock = lockDataDir(target.dataDir);
  try {
    fs.mkdirSync(dir, { recursive: true });
    const { PGlite } = await import("@electric-sql/pglite");
    const client = new PGlite(dir, { loadDataDir: new Blob([fs.readFileSync(file)]) });
    await client.waitReady;
    await client.close();
  } finally {
    lock.release();
  }
  return { kind: "pglite" };
}
