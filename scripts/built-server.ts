// Shared by the benchmark scripts that start the production build (bench-api, bench-analytics,
// bench-endpoint, session-invalidation): how `npm start` runs the server, and waiting for it.
import fs from "node:fs";
import path from "node:path";

const ROOT = path.resolve(import.meta.dirname, "..");

/**
 * The environment words and node flags of `npm start` (package.json), so a benchmark runs the
 * server as production does: "KEY=value ... node --flag ... dist/server/index.js".
 */
export function npmStartCommand(): { startEnv: Record<string, string>; nodeFlags: string[] } {
  const startScript = JSON.parse(fs.readFileSync(path.join(ROOT, "package.json"), "utf8")).scripts.start as string;
  const words = startScript.split(/\s+/);
  const nodeAt = words.indexOf("node");
  return {
    startEnv: Object.fromEntries(words.slice(0, nodeAt).map((w) => w.split("=") as [string, string])),
    nodeFlags: words.slice(nodeAt + 1).filter((w) => w.startsWith("--")),
  };
}

/**
 * Polls url every 200 ms until it answers 2xx; after about a minute throws failure() (which may
 * add the server's log). `exited` stops at once when the process has already ended.
 */
export async function waitForOk(url: string, failure: () => Error, exited: () => Error | null = () => null): Promise<void> {
  for (let i = 0; ; i++) {
    const ended = exited();
    if (ended) throw ended;
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* starting */
    }
    if (i > 300) throw failure();
    await new Promise((r) => setTimeout(r, 200));
  }
}
