import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { inject } from "vitest";
import { sql } from "drizzle-orm";
import { openDatabase, type Database } from "../db/client";
import { migrate } from "../db/migrate";
import { blogArticles, expenses, users } from "../db/schema";
import { call, createTestContext, insertRawArticle, isRealPostgres } from "../test/harness";
import { withDatabase } from "../test/global-setup";
import { backupDatabase, BackupError, restoreDatabase } from "./backup";
import { moveToPostgres } from "./move-to-postgres";
import { blogContract } from "@shared/contracts/blog";

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "ff-backup-"));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

/** Users, expenses and articles, written as the app would. */
async function fill(db: Database["db"]) {
  const [u] = await db.insert(users).values({ email: "famiglia.rossi@esempio.it", passwordHash: "$argon2id$finto", firstName: "Anna", points: 40 }).returning();
  await db.insert(users).values({ email: "secondo@esempio.it", passwordHash: "$argon2id$finto", isPremium: true, premiumUntil: new Date("2027-01-01T00:00:00Z") });
  await db.insert(expenses).values([
    { userId: u.id, description: "Spesa al mercato", amount: "1800.50", category: "necessita", date: "2026-11-02" },
    { userId: u.id, description: "Cinema", amount: "12.00", category: "desideri", date: "2026-11-03" },
    { userId: u.id, description: "Regalo, poi eliminato", amount: "30.00", category: "desideri", date: "2026-10-20" },
  ]);
  // A month and category whose only expense is gone: no totals row is left for it (migrations/0019).
  await db.delete(expenses).where(sql`${expenses.description} = 'Regalo, poi eliminato'`);
  await insertRawArticle(db, { title: "Il fondo di emergenza", keywords: ["risparmio", "emergenze"] });
}

/** Every row of the tables, as JSON text in a fixed order and time zone, for an exact comparison. */
async function rowsOf(database: Database, tables: string[]): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  await database.db.transaction(async (tx) => {
    await tx.execute(sql`set local timezone = 'UTC'`);
    for (const t of tables) {
      const r = (await tx.execute(sql`select coalesce(json_agg(x order by x::text), '[]')::text as j from ${sql.identifier(t)} x`)) as unknown as { rows: Array<{ j: string }> };
      out[t] = r.rows[0].j;
    }
  });
  return out;
}

async function publicTables(database: Database): Promise<string[]> {
  const r = (await database.db.execute(sql`select tablename as t from pg_tables where schemaname = 'public' order by 1`)) as unknown as { rows: Array<{ t: string }> };
  return r.rows.map((x) => x.t);
}

async function embedded(dir: string, withRows: boolean): Promise<void> {
  const database = await openDatabase({ dataDir: dir });
  try {
    await migrate(database);
    if (withRows) await fill(database.db);
  } finally {
    await database.close();
  }
}

describe.skipIf(isRealPostgres())("backup e ripristino del database integrato", () => {
  it("un backup con utenti, spese e articoli si ripristina in una cartella vuota con le stesse righe", async () => {
    const source = path.join(tmp, "origine");
    await embedded(source, true);
    const { file, kind } = await backupDatabase({ dataDir: source }, path.join(tmp, "copia.tar.gz"));
    expect(kind).toBe("pglite");
    expect(fs.statSync(file).size).toBeGreaterThan(1000);

    const restored = path.join(tmp, "ripristinato");
    await restoreDatabase({ dataDir: restored }, file);
    const a = await openDatabase({ dataDir: source });
    const tables = await publicTables(a);
    const before = await rowsOf(a, tables);
    await a.close();
    const b = await openDatabase({ dataDir: restored });
    try {
      const after = await rowsOf(b, tables);
      expect(after).toEqual(before);
      expect(JSON.parse(after.users)).toHaveLength(2);
      // Amounts to the cent, as stored (numeric, not a float).
      expect(after.expenses).toContain('"amount":1800.50');
      expect(after.expenses).toContain('"amount":12.00');
      expect(JSON.parse(after.blog_articles).some((x: { title: string }) => x.title === "Il fondo di emergenza")).toBe(true);
    } finally {
      await b.close();
    }

    // Never over an existing database, never from a file that is not a backup.
    await expect(restoreDatabase({ dataDir: source }, file)).rejects.toThrow(/contiene già un database/);
    const junk = path.join(tmp, "non-backup.txt");
    fs.writeFileSync(junk, "ciao");
    await expect(restoreDatabase({ dataDir: path.join(tmp, "altro") }, junk)).rejects.toBeInstanceOf(BackupError);
  }, 120_000);
});

// On the throwaway PostgreSQL of the integration run (DATABASE_URL, as .ci/run starts it).
describe.runIf(isRealPostgres())("backup su PostgreSQL e spostamento dal database integrato", () => {
  const url = process.env.DATABASE_URL!;
  const created: string[] = [];
  const newDatabase = async (template?: string) => {
    const name = `ff_ops_${Math.random().toString(36).slice(2, 10)}`;
    const admin = await openDatabase({ databaseUrl: url, poolMax: 1 });
    await admin.exec(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ""}`);
    await admin.close();
    created.push(name);
    return withDatabase(url, name);
  };
  afterAll(async () => {
    const admin = await openDatabase({ databaseUrl: url, poolMax: 1 });
    for (const name of created) await admin.exec(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.close();
  });

  it("pg_dump di un database con utenti, spese e articoli si ripristina in uno vuoto con le stesse righe", async () => {
    const sourceUrl = await newDatabase(inject("pgTemplate"));
    const source = await openDatabase({ databaseUrl: sourceUrl, poolMax: 2 });
    await fill(source.db);
    const { file, kind } = await backupDatabase({ databaseUrl: sourceUrl, dataDir: tmp }, path.join(tmp, "pg.pgdump"));
    expect(kind).toBe("postgres");
    const tables = await publicTables(source);
    const before = await rowsOf(source, tables);
    await source.close();

    const targetUrl = await newDatabase();
    await restoreDatabase({ databaseUrl: targetUrl, dataDir: tmp }, file);
    const target = await openDatabase({ databaseUrl: targetUrl, poolMax: 2 });
    try {
      expect(await rowsOf(target, tables)).toEqual(before);
    } finally {
      await target.close();
    }
    await expect(restoreDatabase({ databaseUrl: targetUrl, dataDir: tmp }, file)).rejects.toThrow(/non è vuoto/);
  }, 120_000);

  it("lo spostamento copia ogni riga e le sequenze, e l'app funziona sul PostgreSQL", async () => {
    const dir = path.join(tmp, "integrato");
    await embedded(dir, true);
    const targetUrl = await newDatabase();
    const report = await moveToPostgres({ dataDir: dir }, targetUrl);
    expect(report.tables.find((t) => t.name === "expenses")?.rows).toBe(2);

    const from = await openDatabase({ dataDir: dir });
    const tables = await publicTables(from);
    const before = await rowsOf(from, tables);
    await from.close();
    const to = await openDatabase({ databaseUrl: targetUrl, poolMax: 5 });
    const ctx = await createTestContext({ database: to });
    try {
      expect(await rowsOf(to, tables)).toEqual(before);
      // Sequences continue: a new account gets a fresh id, the moved article is on the blog.
      const maxId = Math.max(...JSON.parse(before.users).map((u: { id: number }) => u.id));
      const fresh = await ctx.signUp();
      expect(fresh.user.id).toBeGreaterThan(maxId);
      const blog = await call(ctx.visitor(), blogContract.articles);
      expect(JSON.stringify(blog.body)).toContain("Il fondo di emergenza");
      const [article] = await to.db.select().from(blogArticles).where(sql`${blogArticles.title} = 'Il fondo di emergenza'`);
      expect(article.keywords).toEqual(["risparmio", "emergenze"]);
    } finally {
      await to.close();
    }
    await expect(moveToPostgres({ dataDir: dir }, targetUrl)).rejects.toThrow(/non è vuoto/);
  }, 180_000);
});
