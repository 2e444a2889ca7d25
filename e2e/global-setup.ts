import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";

declare module "vitest" {
  export interface ProvidedContext {
    baseURL: string;
    adminEmail: string;
    adminPassword: string;
  }
}

const ADMIN_EMAIL = "admin.e2e@esempio.it";
const ADMIN_PASSWORD = "admin-e2e-password";

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on("error", reject);
  });
}

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

/**
 * Starts the app on a free loopback port with a fresh embedded database. E2E_BUILD=1 (CI) runs
 * the production build (npm run build first); otherwise the dev server.
 */
export default async function setup(project: TestProject) {
  const root = path.resolve(import.meta.dirname, "..");
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "ff-e2e-"));
  const useBuild = process.env.E2E_BUILD === "1";
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    ADMIN_EMAIL,
    ADMIN_PASSWORD,
    SESSION_SECRET: "e2e-session-secret",
    // The production build over plain HTTP on loopback: Secure follows the connection.
    COOKIE_SECURE: "auto",
    DATABASE_URL: "",
    STRIPE_SECRET_KEY: "",
    OPENAI_API_KEY: "",
    SMTP_URL: "",
    NODE_ENV: useBuild ? "production" : "development",
  };
  const child = useBuild
    ? spawn("node", ["dist/server/index.js"], { cwd: root, env, stdio: ["ignore", "pipe", "pipe"], detached: true })
    : spawn("npx", ["tsx", "server/index.ts"], { cwd: root, env, stdio: ["ignore", "pipe", "pipe"], detached: true });
  // The server runs in its own process group so teardown stops npx, tsx and node together.
  const stop = (signal: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, signal);
    } catch {
      /* already gone */
    }
  };
  const log = fs.createWriteStream(path.join(dataDir, "server.log"));
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  const baseURL = `http://127.0.0.1:${port}`;
  try {
    await waitFor(`${baseURL}/api/health`, child, 120_000);
    // Warm the page once so the first journey does not pay for the dev server's compilation.
    await fetch(`${baseURL}/`).catch(() => {});
  } catch (err) {
    stop("SIGKILL");
    console.error(fs.readFileSync(path.join(dataDir, "server.log"), "utf8"));
    throw err;
  }
  project.provide("baseURL", baseURL);
  project.provide("adminEmail", ADMIN_EMAIL);
  project.provide("adminPassword", ADMIN_PASSWORD);
  return async () => {
    stop("SIGTERM");
    await new Promise((r) => setTimeout(r, 1500));
    stop("SIGKILL");
    if (process.env.E2E_KEEP_LOG) console.log(fs.readFileSync(path.join(dataDir, "server.log"), "utf8"));
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
