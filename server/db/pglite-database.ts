// Loaded only when the embedded database is used (server/db/client.ts imports it on demand), so a
// server on PostgreSQL never loads PGlite.
import type { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import * as schema from "./schema";
import type { Database, Db } from "./client";

/** The Database over a PGlite client; `release` runs after it is closed. */
export function pgliteDatabase(client: PGlite, release: () => void = () => {}): Database {
  const db = drizzle(client, { schema }) as unknown as Db;
  return {
    db,
    kind: "pglite",
    exec: async (sql) => {
      await client.exec(sql);
    },
    migrate: async (folder) => {
      const { migrate } = await import("drizzle-orm/pglite/migrator");
      await migrate(drizzle(client, { schema }), { migrationsFolder: folder });
    },
    close: async () => {
      try {
        await client.close();
      } finally {
        release();
      }
    },
  };
}
