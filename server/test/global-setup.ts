import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../db/client";
import { migrate } from "../db/migrate";
import { seedAll } from "../features";

declare module "vitest" {
  export interface ProvidedContext {
    pgliteSnapshot: string;
    pgTemplate: string;
  }
}

export const TEMPLATE_DB = "ff_test_template";

/** Migrates and seeds once; every test file then starts from a copy of this database. */
export default async function setup(project: TestProject) {
  const url = process.env.DATABASE_URL;
  if (url) {
    const admin = await openDatabase({ databaseUrl: url, poolMax: 1 });
    // Leftovers of an interrupted run.
    await admin.exec(`DROP DATABASE IF EXISTS ${TEMPLATE_DB} WITH (FORCE)`);
    await admin.exec(`CREATE DATABASE ${TEMPLATE_DB}`);
    const tpl = await openDatabase({ databaseUrl: withDatabase(url, TEMPLATE_DB), poolMax: 1 });
    await migrate(tpl);
    await seedAll(tpl.db);
    await tpl.close();
    await admin.close();
    project.provide("pgTemplate", TEMPLATE_DB);
    project.provide("pgliteSnapshot", "");
    return async () => {
      const again = await openDatabase({ databaseUrl: url, poolMax: 1 });
      await again.exec(`DROP DATABASE IF EXISTS ${TEMPLATE_DB} WITH (FORCE)`);
      await again.close();
    };
  }
  const database = await openDatabase({});
  await migrate(database);
  await seedAll(database.db);
  // The PGlite instance behind the drizzle client: dump its data directory as a tarball.
  const client = (database.db as unknown as { $client: import("@electric-sql/pglite").PGlite }).$client;
  const blob = await client.dumpDataDir("none");
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "ff-pglite-")), "snapshot.tar");
  fs.writeFileSync(file, Buffer.from(await blob.arrayBuffer()));
  await database.close();
  project.provide("pgliteSnapshot", file);
  project.provide("pgTemplate", "");
  return () => fs.rmSync(path.dirname(file), { recursive: true, force: true });
}

export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}
