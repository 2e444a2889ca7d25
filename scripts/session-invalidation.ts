// How long a logout on one server process takes to be refused by another (docs/security.md,
// "Cache delle sessioni"): bench-api starts a second process of the production build on the same
// database and calls this after its load; alone:
//   npm run build && npx tsx scripts/session-invalidation.ts [--rounds 10]
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort, measureSessionInvalidation, startOwnPostgres } from "../server/test/processes";
import { waitForOk } from "./built-server";

const ROOT = path.resolve(import.meta.dirname, "..");

/** A production server process on databaseUrl; answers its base URL and a stop function. */
async function startBuiltServer(databaseUrl: string, env: Record<string, string> = {}, nodeFlags: string[] = []) {
  const port = await freePort();
  const child = spawn(process.execPath, [...nodeFlags, "dist/server/index.js"], {
    cwd: ROOT,
    env: { ...process.env, ...env, NODE_ENV: "production", COOKIE_SECURE: "auto", PORT: String(port), HOST: "127.0.0.1", DATABASE_URL: databaseUrl, SESSION_SECRET: "bench", REGISTER_LIMIT_PER_IP: "100000", DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), "ff-bench-")) },
    stdio: "ignore",
  });
  const url = `http://127.0.0.1:${port}`;
  await waitForOk(`${url}/api/health`, () => new Error("il secondo server non risponde"));
  return { url, stop: () => new Promise<void>((r) => (child.exitCode !== null ? r() : (child.once("exit", () => r()), child.kill("SIGTERM")))) };
}

export type InvalidationFigures = { rounds: number; p50Ms: number; maxMs: number };

/** Starts a second process next to `base` (same database, SESSION_SECRET "bench"), measures, stops it. */
export async function measureAgainstSecondProcess(base: string, databaseUrl: string, rounds = 10, env: Record<string, string> = {}, nodeFlags: string[] = []): Promise<InvalidationFigures> {
  const second = await startBuiltServer(databaseUrl, env, nodeFlags);
  try {
    const took = (await measureSessionInvalidation(base, second.url, rounds, "bench-invalidazione")).sort((x, y) => x - y);
    return { rounds, p50Ms: took[Math.floor((took.length - 1) / 2)], maxMs: took[took.length - 1] };
  } finally {
    await second.stop();
  }
}

export function describeInvalidation(f: InvalidationFigures): string {
  return `session invalidation across processes (logout on one, refused by the other; ${f.rounds} rounds): p50 ${f.p50Ms.toFixed(1)} ms, max ${f.maxMs.toFixed(1)} ms`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (!fs.existsSync(path.join(ROOT, "dist/server/index.js"))) throw new Error("Esegui prima npm run build");
  const i = process.argv.indexOf("--rounds");
  const db = await startOwnPostgres();
  try {
    const first = await startBuiltServer(db.url);
    try {
      console.log(describeInvalidation(await measureAgainstSecondProcess(first.url, db.url, i > 0 ? Number(process.argv[i + 1]) : 10)));
    } finally {
      await first.stop();
    }
  } finally {
    db.destroy();
  }
  process.exit(0);
}
