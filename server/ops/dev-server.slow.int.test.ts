import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../config";
import { startServer, type RunningServer } from "../server";

// `npm run dev` in this process (Vite included) on a port of its own: where it listens, what its
// file server hands out, and the session secret it keeps. Only loopback traffic.
const ROOT = path.resolve(import.meta.dirname, "../..");
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "ff-dev-"));
const devEnv = { NODE_ENV: "development", PORT: "0", DATA_DIR: dataDir, SEED_DEMO: "false", EMAIL_WORKER_INTERVAL_MS: "0", SHUTDOWN_DRAIN_MS: "0" };

let running: RunningServer;
let base = "";
beforeAll(async () => {
  // No HOST and no SESSION_SECRET, as a developer's fresh checkout.
  running = await startServer(loadConfig(devEnv as NodeJS.ProcessEnv));
  base = `http://127.0.0.1:${(running.server.address() as { port: number }).port}`;
}, 120_000);
afterAll(async () => {
  await running?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}, 60_000);

describe("server di sviluppo", () => {
  it("ascolta solo su 127.0.0.1 se HOST non è impostato", () => {
    expect((running.server.address() as { address: string }).address).toBe("127.0.0.1");
  });

  it("HOST lo apre alla rete solo se richiesto", () => {
    expect(loadConfig({ ...devEnv, HOST: "0.0.0.0" } as NodeJS.ProcessEnv).listenHost).toBe("0.0.0.0");
  });

  it("serve i file del client, non il resto del repository né la cartella dei dati", async () => {
    // What the client needs stays reachable (otherwise the checks below prove nothing).
    expect((await fetch(`${base}/@fs${ROOT}/shared/format.ts`)).status).toBe(200);
    expect((await fetch(`${base}/`)).status).toBe(200);
    const firstMigration = fs.readdirSync(path.join(ROOT, "migrations")).find((f) => f.endsWith(".sql"))!;
    const secret = fs.readFileSync(path.join(dataDir, "session-secret"), "utf8").trim();
    const forbidden = [
      `/@fs${ROOT}/server/index.ts`,
      `/@fs${ROOT}/server/config.ts?raw`,
      `/@fs${ROOT}/server/features/courses/content/course-1-budget.ts`,
      `/@fs${ROOT}/migrations/${firstMigration}`,
      `/@fs${ROOT}/docs/security.md`,
      `/@fs${ROOT}/.env.example`,
      `/@fs${ROOT}/server/http/security.int.test.ts`,
      `/@fs${ROOT}/shared/format.test.ts`,
      `/@fs${ROOT}/e2e/app-server.ts`,
      `/@fs${ROOT}/package.json`,
      `/@fs${dataDir}/session-secret`,
      `/@fs${dataDir}/pglite/PG_VERSION`,
      "/server/index.ts",
      "/server/features/courses/content/course-1-budget.ts",
      "/.data/pglite/PG_VERSION",
      `/migrations/${firstMigration}`,
      "/docs/security.md",
      "/.env.example",
    ];
    for (const url of forbidden) {
      const res = await fetch(base + url);
      const body = await res.text();
      expect([403, 404], url).toContain(res.status);
      expect(body, url).not.toContain(secret);
      expect(body, url).not.toContain("startServer");
    }
  });

  it("crea un segreto di sessione casuale in DATA_DIR (0600) e le sessioni sopravvivono al riavvio", async () => {
    const file = path.join(dataDir, "session-secret");
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    const secret = fs.readFileSync(file, "utf8").trim();
    expect(secret.length).toBeGreaterThanOrEqual(32);
    for (const src of ["server/config.ts", "server/server.ts", "server/app.ts"]) {
      expect(fs.readFileSync(path.join(ROOT, src), "utf8")).not.toMatch(/dev-session-secret/);
    }

    const reg = await fetch(`${base}/api/auth/register`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Requested-With": "test" },
      body: JSON.stringify({ email: "sviluppo@esempio.it", password: "password123" }),
    });
    expect(reg.status).toBe(201);
    const cookie = reg.headers.get("set-cookie")!.split(";")[0];
    await running.close();

    running = await startServer(loadConfig(devEnv as NodeJS.ProcessEnv));
    base = `http://127.0.0.1:${(running.server.address() as { port: number }).port}`;
    expect(fs.readFileSync(file, "utf8").trim()).toBe(secret);
    const me = await fetch(`${base}/api/auth/user`, { headers: { Cookie: cookie } });
    expect(me.status).toBe(200);
    expect((await me.json()).email).toBe("sviluppo@esempio.it");
  }, 120_000);
});
