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
  /**
   * Listens to NOTIFY on channel: onMessage gets each payload, onLive(true) once listening (again,
   * after a reconnect), onLive(false) as soon as the listening connection is lost (notifications
   * may then be missed). A real server gets one dedicated connection, reconnected after errors.
   * Stops at close() or when the returned function is called.
   */
  listen(channel: string, onMessage: (payload: string) => void, onLive: (live: boolean) => void): () => void;
  close(): Promise<void>;
};

export type OpenOptions = {
  databaseUrl?: string;
  dataDir?: string;
  pgliteLoadDataDir?: Blob;
  /** PGlite's compiled WebAssembly module and file bundle, reused by callers that open many databases (the tests). */
  pgliteAssets?: { pgliteWasmModule: WebAssembly.Module; fsBundle: Blob };
  poolMax?: number;
  /** "off": the connections ask PostgreSQL for no JIT (docs/scale-out.md, "Moving to a managed PostgreSQL"). */
  jit?: "off" | "server";
};

/** PostgreSQL server when a URL is given, otherwise PGlite persisted under dataDir (or in memory). */
export async function openDatabase(opts: OpenOptions): Promise<Database> {
  if (opts.databaseUrl) {
    const { default: pg } = await import("pg");
    const { drizzle } = await import("drizzle-orm/node-postgres");
    // numeric and bigint stay strings (exact money); timestamps are parsed to Date by drizzle.
    // The JIT compiles a plan's expressions when its estimated cost is high: for the app's short
    // statements that costs more than it saves (a second of compiling for a 0,3 s statement of the
    // recurring job at 10.000 households), so it is asked off unless DATABASE_JIT=server.
    const options = (opts.jit ?? "off") === "off" ? "-c jit=off" : undefined;
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: opts.poolMax ?? 10, connectionTimeoutMillis: 5000, ...(options ? { options } : {}) });
    // A lost connection must not crash the process: the next query reports the error (503).
    pool.on("error", (err) => console.error("[db] errore di connessione:", err.message));
    // The pool listens only to idle clients: one checked out (inside a transaction, between two
    // statements) whose server connection ends would emit an unhandled 'error' and stop the
    // process. Every client gets its own listener; the statement in flight still fails (503).
    pool.on("connect", (client) => client.on("error", (err) => console.error("[db] connessione persa:", err.message)));
    const db = drizzle(pool, { schema }) as unknown as Db;
    const listeners = new Set<() => Promise<void>>();
    return {
      db,
      kind: "postgres",
      listen: (channel, onMessage, onLive) => {
        const stop = listenWithReconnect(pg.Client, opts.databaseUrl!, channel, onMessage, onLive);
        const unlisten = () => {
          listeners.delete(unlisten);
          return stop();
        };
        listeners.add(unlisten);
        return unlisten;
      },
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
      close: async () => {
        // The listening connections end before the pool (a DROP DATABASE may follow at once).
        await Promise.all([...listeners].map((unlisten) => unlisten()));
        await pool.end();
      },
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

type PgClientClass = typeof import("pg").Client;

/** LISTEN on a dedicated connection of its own; reconnects (1 s, then up to 10 s apart) after an error. */
function listenWithReconnect(Client: PgClientClass, url: string, channel: string, onMessage: (payload: string) => void, onLive: (live: boolean) => void): () => Promise<void> {
  let stopped = false;
  let client: InstanceType<PgClientClass> | null = null;
  let timer: NodeJS.Timeout | undefined;
  let delay = 1000;
  const quoted = `"${channel.replace(/"/g, '""')}"`;
  const lost = (c: InstanceType<PgClientClass>) => {
    if (client !== c) return;
    client = null;
    onLive(false);
    c.end().catch(() => {});
    if (!stopped) timer = setTimeout(connect, delay).unref();
    delay = Math.min(delay * 2, 10_000);
  };
  const connect = () => {
    if (stopped) return;
    const c = new Client({ connectionString: url, connectionTimeoutMillis: 5000, keepAlive: true });
    client = c;
    c.on("error", (err) => {
      if (client === c) console.error("[db] ascolto delle notifiche interrotto:", err.message);
      lost(c);
    });
    c.on("end", () => lost(c));
    c.on("notification", (n) => {
      if (n.channel === channel && n.payload !== undefined) onMessage(n.payload);
    });
    c.connect()
      .then(() => c.query(`LISTEN ${quoted}`))
      .then(() => {
        // Stopped (or replaced) while connecting: this connection is nobody's.
        if (client !== c) return void c.end().catch(() => {});
        delay = 1000;
        onLive(true);
      })
      .catch((err: Error) => {
        console.error("[db] ascolto delle notifiche non riuscito:", err.message);
        lost(c);
      });
  };
  connect();
  return () => {
    stopped = true;
    clearTimeout(timer);
    const c = client;
    client = null;
    onLive(false);
    return c ? c.end().catch(() => {}) : Promise.resolve();
  };
}
