import { describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { openDatabase } from "./client";
import { isRealPostgres } from "../test/harness";

// The app's connections ask PostgreSQL for no JIT unless DATABASE_JIT=server (docs/scale-out.md,
// "Moving to a managed PostgreSQL"). PGlite has no JIT: only on a real server.
const jitOf = async (jit: "off" | "server") => {
  const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, poolMax: 1, jit });
  try {
    const rows = (await database.db.execute(sql`select current_setting('jit') as jit`)) as unknown as { rows: { jit: string }[] };
    return rows.rows[0]!.jit;
  } finally {
    await database.close();
  }
};

describe.skipIf(!isRealPostgres())("JIT di PostgreSQL sulle connessioni dell'app", () => {
  it("spento per impostazione; con DATABASE_JIT=server resta quello del server", async () => {
    const server = (await jitOf("server")) as string;
    expect(await jitOf("off")).toBe("off");
    // The throwaway server keeps PostgreSQL's default (on): the option is what turns it off.
    expect(server).toBe("on");
  });
});
