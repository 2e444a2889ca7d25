import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { openDatabase } from "../../db/client";
import { startServerProcess } from "../../test/harness";

// Page views answered 202 wait in the process's memory (docs/accounts.md, "Analytics"): the real
// server entry point, as a separate process, writes them all on SIGTERM before it exits.
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "ff-flush-"));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe("visite in memoria e SIGTERM", () => {
  it("ogni visita accettata (202) è nel database dopo l'uscita per SIGTERM", async () => {
    // The longest flush interval and no drain pause, so only the shutdown path can write them.
    const server = await startServerProcess({ DATABASE_URL: "", DATA_DIR: dir, ANALYTICS_FLUSH_MS: "1000", SHUTDOWN_DRAIN_MS: "0" });
    const track = (i: number) =>
      fetch(`${server.url}/api/analytics/track`, {
        method: "POST",
        headers: { "Content-Type": "application/json", "X-Requested-With": "test", "User-Agent": `Mozilla/5.0 prova ${i}` },
        body: JSON.stringify({ page: i % 2 ? "/" : "/blog" }),
      });
    const statuses = (await Promise.all(Array.from({ length: 40 }, (_, i) => track(i)))).map((r) => r.status);
    expect(statuses).toEqual(Array(40).fill(202));
    server.child.kill("SIGTERM");
    expect(await server.exited).toBe(0);

    const database = await openDatabase({ dataDir: dir });
    try {
      const count = async (q: ReturnType<typeof sql>) => Number(((await database.db.execute(q)) as unknown as { rows: Array<{ n: number }> }).rows[0].n);
      expect(await count(sql`select count(*)::int as n from page_views`)).toBe(40);
      // The roll-ups came with them, in the same statements.
      expect(await count(sql`select coalesce(sum(visits), 0)::int as n from analytics_daily where dimension = 'views'`)).toBe(40);
      expect(await count(sql`select count(*)::int as n from analytics_sessions`)).toBe(40);
    } finally {
      await database.close();
    }
  }, 120_000);
});
