// Starts the app as its own process on a free loopback port with a fresh embedded database:
// used by the global setup (the shared server) and by journeys that need different settings
// (e.g. an OpenAI-compatible test server). E2E_BUILD=1 runs the production build, otherwise
// the dev server.
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort } from "../server/test/processes";

async function waitFor(url: string, child: ChildProcess, timeoutMs: number) {
  const start = Date.now();
  while (Date.now() - start < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`il server è terminato con codice ${child.exitCode}`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`il server non risponde su ${url}`);
}

/** `dataDir`: the server's DATA_DIR; its mail/ folder holds every mail as a .eml file (docs/email-automation.md). */
export type AppServer = { baseURL: string; dataDir: string; stop: () => Promise<void> };

/** `env` adds to (or overrides) the defaults: no database server, no Stripe, no AI, no SMTP. */
export async function startAppServer(env: Record<string, string>): Promise<AppServer> {
  const root = path.resolve(import.meta.dirname, "..");
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "ff-e2e-"));
  const useBuild = process.env.E2E_BUILD === "1";
  const fullEnv = {
    ...process.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    SESSION_SECRET: "e2e-session-secret",
    // Many users and page views from one loopback address: the limits are set for the run (docs/security.md).
    REGISTER_LIMIT_PER_IP: "100000",
    TRACK_LIMIT_PER_IP: "1000000",
    // The production build over plain HTTP on loopback: Secure follows the connection.
    COOKIE_SECURE: "auto",
    DATABASE_URL: "",
    STRIPE_SECRET_KEY: "",
    OPENAI_API_KEY: "",
    SMTP_URL: "",
    // The journeys follow the links of the mails from their .eml files (the admin's outbox view
    // masks them): written by the dev server by itself, asked for explicitly on the production build.
    MAIL_FILES: "true",
    NODE_ENV: useBuild ? "production" : "development",
    // No Stripe keys: the journeys use the demo Premium path, which production turns on only on
    // request (docs/billing.md).
    DEMO_MODE: "true",
    // The dashboard journey waits for new points on the leaderboard: kept 2 s, not the default 30 s.
    LEADERBOARD_CACHE_TTL_MS: "2000",
    ...env,
  };
  const child = useBuild
    ? spawn("node", ["dist/server/index.js"], { cwd: root, env: fullEnv, stdio: ["ignore", "pipe", "pipe"], detached: true })
    : spawn("npx", ["tsx", "server/index.ts"], { cwd: root, env: fullEnv, stdio: ["ignore", "pipe", "pipe"], detached: true });
  // The server runs in its own process group so stopping it ends npx, tsx and node together.
  const kill = (signal: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, signal);
    } catch {
      /* already gone */
    }
  };
  const logFile = path.join(dataDir, "server.log");
  const log = fs.createWriteStream(logFile);
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  const baseURL = `http://127.0.0.1:${port}`;
  try {
    await waitFor(`${baseURL}/api/health`, child, 120_000);
    // Warm the page once so the first journey does not pay for the dev server's compilation.
    await fetch(`${baseURL}/`).catch(() => {});
  } catch (err) {
    kill("SIGKILL");
    console.error(fs.readFileSync(logFile, "utf8"));
    throw err;
  }
  return {
    baseURL,
    dataDir,
    stop: async () => {
      kill("SIGTERM");
      await new Promise((r) => setTimeout(r, 1500));
      kill("SIGKILL");
      if (process.env.E2E_KEEP_LOG) console.log(fs.readFileSync(logFile, "utf8"));
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
