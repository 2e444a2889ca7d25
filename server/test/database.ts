import fs from "node:fs";
import crypto from "node:crypto";
import { inject } from "vitest";
import { openDatabase, type Database } from "../db/client";
import { withDatabase } from "./global-setup";

// The migrated and seeded database global-setup.ts dumped once for the whole run; read once per file.
let snapshot: Blob | undefined;

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
  snapshot ??= new Blob([fs.readFileSync(inject("pgliteSnapshot"))]);
  const database = await openDatabase({ pgliteLoadDataDir: snapshot });
  return { database, drop: () => database.close() };
}

export const isRealPostgres = () => Boolean(process.env.DATABASE_URL);
