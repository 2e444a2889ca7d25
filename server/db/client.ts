import path from "node:path";
import fs from "node:fs";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import * as schema from "./schema";
import { lockDataDir } from "../ops/data-dir-lock";

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
export type DbOrTx = Db | Tx;

export type Database = {
  db: Db;
  kind: "pglite" | "postgres";
  /** Run raw SQL (migrations, maintenance); not for feature code. */
  exec(sql: string): Promise<void>;
  /** Apply the SQL migrations in folder (serialised across processes on a real server). */
  migrate(folder: string): Promise<void>;
  close(): Promise<void>;
};

export type OpenOptions = {
  databaseUrl?: string;
  dataDir?: string;
  pgliteLoadDataDir?: Blob;
  /** PGlite's compiled WebAssembly module and file bundle, reused by callers that open many databases (the tests). */
  pgliteAssets?: { pgliteWasmModule: WebAssembly.Module; fsBundle: Blob };
  poolMax?: number;
};

/** PostgreSQL server when a URL is given, otherwise PGlite persisted under dataDir (or in memory). */
export async function openDatabase(opts: OpenOptions): Promise<Database> {
  if (opts.databaseUrl) {
    const { default: pg } = await import("pg");
    const { drizzle } = await import("drizzle-orm/node-postgres");
    // numeric and bigint stay strings (exact money); timestamps are parsed to Date by drizzle.
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: opts.poolMax ?? 10, connectionTimeoutMillis: 5000 });
    // A lost connection must not crash the process: the next query reports the error (503).
    pool.on("error", (err) => console.error("[db] errore di connessione:", err.message));
    // The pool listens only to idle clients: one checked out (inside a transaction, between two
    // statements) whose server connection ends would emit an unhandled 'error' and stop the
    // process. Every client gets its own listener; the statement in flight still fails (503).
    pool.on("connect", (client) => client.on("error", (err) => console.error("[db] connessione persa:", err.message)));
    const db = drizzle(pool, { schema }) as unknown as Db;
    return {
      db,
      kind: "postgres",
      exec: async (sql) => {
        await pool.query(sql);
      },
      migrate: async (folder) => {
        const { migrate } = await import("drizzle-orm/node-postgres/migrator");
        const client = await pool.connect();
        try {
          await client.query("select pg_advisory_lock(7243001)");
          await migrate(drizzle(client, { schema }), { migrationsFolder: folder });
        } finally {
          await client.query("select pg_advisory_unlock(7243001)").catch(() => {});
          client.release();
        }
      },
      close: () => pool.end(),
    };
  }
  const { PGlite } = await import("@electric-sql/pglite");
  let client;
  let lock: { release(): void } | null = null;
  if (opts.pgliteLoadDataDir) {
    client = new PGlite({ loadDataDir: opts.pgliteLoadDataDir, ...opts.pgliteAssets });
  } else if (opts.dataDir) {
    // One process at a time on the embedded database's files (server/ops/data-dir-lock.ts).
    lock = lockDataDir(opts.dataDir);
    const dir = path.resolve(opts.dataDir, "pglite");
    fs.mkdirSync(dir, { recursive: true });
    client = new PGlite(dir);
  } else {
    client = new PGlite();
  }
  try {
    await client.waitReady;
  } catch (err) {
    lock?.release();
    throw err;
  }
  const { pgliteDatabase } = await import("./pglite-database");
  return pgliteDatabase(client, () => lock?.release());
}
