import path from "node:path";
import fs from "node:fs";
import type { Database } from "./client";

/** Folder of the committed SQL migrations (works from source and from dist/). */
export function migrationsFolder(): string {
  const candidates = [
    path.resolve(import.meta.dirname, "../../migrations"),
    path.resolve(import.meta.dirname, "../migrations"),
    path.resolve(process.cwd(), "migrations"),
  ];
  const found = candidates.find((p) => fs.existsSync(path.join(p, "meta/_journal.json")));
  if (!found) throw new Error("Cartella migrations non trovata");
  return found;
}

export async function migrate(database: Database): Promise<void> {
  await database.migrate(migrationsFolder());
}
