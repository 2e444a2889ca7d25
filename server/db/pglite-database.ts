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
    listen: (channel, onMessage, onLive) => {
      // One process on the embedded database: NOTIFY comes back on the same client, before the
      // statement that caused it resolves, and there is no connection to lose.
      let stopped = false;
      let unsubscribe: (() => Promise<void>) | undefined;
      client.listen(channel, onMessage).then(
        (unsub) => {
          if (stopped) return void unsub().catch(() => {});
          unsubscribe = unsub;
          onLive(true);
        },
        () => onLive(false),
      );
      return () => {
        stopped = true;
        onLive(false);
        unsubscribe?.().catch(() => {});
      };
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
