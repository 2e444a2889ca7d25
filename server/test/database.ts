import fs from "node:fs";
import path from "node:path";
import { createRequire } from "node:module";
import crypto from "node:crypto";
import { inject } from "vitest";
import type { PGlite } from "@electric-sql/pglite";
import { openDatabase, type Database } from "../db/client";
import { pgliteDatabase } from "../db/pglite-database";
import { withDatabase } from "./global-setup";

// The migrated and seeded database global-setup.ts dumped once for the whole run; read once per file.
let snapshot: Blob | undefined;
// PGlite's WebAssembly compiled once per worker and its file bundle read once: each new database
// then skips the compile (about a third of opening one).
let assets: { pgliteWasmModule: WebAssembly.Module; fsBundle: Blob } | undefined;

async function pgliteAssets() {
  const dist = path.dirname(createRequire(import.meta.url).resolve("@electric-sql/pglite"));
  return {
    pgliteWasmModule: await WebAssembly.compile(fs.readFileSync(path.join(dist, "pglite.wasm"))),
    fsBundle: new Blob([fs.readFileSync(path.join(dist, "pglite.data"))]),
  };
}

/** A fresh, migrated and seeded database: PGlite in memory, or a new database on DATABASE_URL. */
export async function openTestDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  const url = process.env.DATABASE_URL;
  if (url) {
    const name = `ff_test_${crypto.randomBytes(6).toString("hex")}`;
    const admin = await openDatabase({ databaseUrl: url, poolMax: 1 });
    await admin.exec(`CREATE DATABASE ${name} TEMPLATE ${inject("pgTemplate")}`);
    const database = await openDatabase({ databaseUrl: withDatabase(url, name), poolMax: 20 });
    return {
      database,
      drop: async () => {
        await database.close();
        await admin.exec(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin.close();
      },
    };
  }
  return lendPglite();
}

// Opening a PGlite from the snapshot costs about half a second; putting a used one back to the
// snapshot's rows costs a few milliseconds. So each worker keeps the databases its files
// dropped and resets them for the next file: every table of the public schema emptied and
// refilled from a copy taken when the instance was loaded, every sequence set back, the session
// state discarded. A file sees exactly the seeded database, as with a fresh copy. The handle a
// file got is closed for good when it drops it: a late query of that file (a handler still
// running) fails as on a closed database instead of writing into the next file's rows.
type Pooled = { pg: PGlite; reset: string };
const idle: Pooled[] = [];
const MAX_IDLE = 2;

async function loadPglite(): Promise<Pooled> {
  snapshot ??= new Blob([fs.readFileSync(inject("pgliteSnapshot"))]);
  assets ??= await pgliteAssets();
  const { PGlite } = await import("@electric-sql/pglite");
  const pg = new PGlite({ loadDataDir: snapshot, ...assets });
  await pg.waitReady;
  const tables = (await pg.query<{ t: string }>(`select tablename as t from pg_tables where schemaname = 'public' order by 1`)).rows.map((r) => `"${r.t}"`);
  const seqs = (await pg.query<{ s: string; v: string | null }>(`select format('%I.%I', schemaname, sequencename) as s, last_value::text as v from pg_sequences where schemaname = 'public'`)).rows;
  await pg.exec(`create schema ff_seed; ${tables.map((t) => `create table ff_seed.${t} as table public.${t};`).join(" ")}`);
  const reset = [
    "set session_replication_role = replica;",
    `truncate ${tables.map((t) => `public.${t}`).join(", ")} restart identity;`,
    ...tables.map((t) => `insert into public.${t} overriding system value select * from ff_seed.${t};`),
    ...seqs.filter((q) => q.v !== null).map((q) => `select setval('${q.s}', ${q.v});`),
    "set session_replication_role = origin;",
  ].join("\n");
  return { pg, reset };
}

function guarded(pg: PGlite, state: { closed: boolean }): PGlite {
  return new Proxy(pg, {
    get(target, prop) {
      if (prop === "closed") return state.closed || target.closed;
      if (prop === "close") return async () => void (state.closed = true);
      const value = Reflect.get(target, prop, target) as unknown;
      if (typeof value !== "function") return value;
      return (...args: unknown[]) =>
        state.closed ? Promise.reject(new Error("database del test già chiuso")) : (value as (...a: unknown[]) => unknown).apply(target, args);
    },
  });
}

async function lendPglite(): Promise<{ database: Database; drop: () => Promise<void> }> {
  const pooled = idle.pop() ?? (await loadPglite());
  const state = { closed: false };
  const database = pgliteDatabase(guarded(pooled.pg, state));
  let dropped = false;
  return {
    database,
    drop: async () => {
      if (dropped) return;
      dropped = true;
      state.closed = true;
      try {
        if (pooled.pg.closed || idle.length >= MAX_IDLE) throw new Error("not reused");
        // Outside any transaction: DISCARD ALL cannot run inside one.
        await pooled.pg.exec("discard all");
        await pooled.pg.exec(pooled.reset);
        idle.push(pooled);
      } catch {
        await pooled.pg.close().catch(() => {});
      }
    },
  };
}

export const isRealPostgres = () => Boolean(process.env.DATABASE_URL);
