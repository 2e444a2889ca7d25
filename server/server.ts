import http from "node:http";
import path from "node:path";
import fs from "node:fs";
import type { Config } from "./config";
import { openDatabase } from "./db/client";
import { migrate } from "./db/migrate";
import { EventBus } from "./events";
import { systemClock } from "./integrations/clock";
import { createMailer } from "./integrations/mailer";
import { createStripe } from "./integrations/stripe";
import { createAi } from "./integrations/ai";
import { createApp } from "./app";
import { buildFeatures, seedAll } from "./features";
import { createAuthService } from "./features/auth/auth.service";
import { mountBuiltClient, mountViteClient } from "./web/client";
import { devSessionSecret } from "./ops/dev-secret";
import { every, pruneRateLimits } from "./ops/maintenance";
import type { AppDeps } from "./deps";
import { UserReadCache } from "./perf/user-read-cache";

export type RunningServer = {
  server: http.Server;
  /** Stops accepting, finishes requests in flight (draining first), then closes the database. */
  close(): Promise<void>;
};

/** The whole server (database, features, client) listening on config.PORT / config.listenHost. */
export async function startServer(config: Config): Promise<RunningServer> {
  // Without SESSION_SECRET, development keeps a random secret of its own in DATA_DIR (docs/security.md).
  if (!config.SESSION_SECRET && !config.isProduction) config = { ...config, sessionSecret: devSessionSecret(config.DATA_DIR) };
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR, poolMax: config.DATABASE_POOL_MAX, jit: config.DATABASE_JIT });
  console.log(database.kind === "postgres" ? "[db] PostgreSQL (DATABASE_URL)" : `[db] PGlite in ${path.resolve(config.DATA_DIR)}`);
  await migrate(database);
  if (config.SEED_DEMO !== "false") await seedAll(database.db);

  const deps: AppDeps = {
    config,
    database,
    db: database.db,
    clock: systemClock,
    events: new EventBus(),
    mailer: await createMailer(config),
    stripe: await createStripe(config),
    ai: await createAi(config),
    userReads: new UserReadCache({ ttlMs: config.USER_READ_CACHE_TTL_MS, maxUsers: config.USER_READ_CACHE_MAX_USERS, maxJsonBytes: config.USER_READ_CACHE_MAX_JSON_BYTES }),
  };

  const auth = createAuthService(deps);
  if (config.ADMIN_EMAIL && config.ADMIN_PASSWORD) {
    const { created } = await auth.ensureAdmin(config.ADMIN_EMAIL, config.ADMIN_PASSWORD);
    console.log(`[admin] ${config.ADMIN_EMAIL} ${created ? "creato" : "aggiornato"}`);
  } else if (!config.isProduction) {
    const dev = await auth.ensureDevAdmin();
    if (dev) console.log(`[admin] Amministratore di sviluppo creato: ${dev.email} / ${dev.password} (mostrata una sola volta)`);
  }

  const server = http.createServer();
  // An idle keep-alive connection must be closed by the client or the proxy in front, never by the
  // server first: a request sent on it at the moment the server closes it fails without an answer
  // (Node's default is 5 s; proxies and load balancers commonly keep 60 s).
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  const distDir = path.resolve(import.meta.dirname, "../public");
  let vite: { close(): Promise<void> } | null = null;
  // NODE_ENV=test runs the API alone (process-level tests); otherwise the client is served too.
  const serveClient = config.NODE_ENV !== "test";
  const useBuild = config.isProduction || process.env.SERVE_BUILD === "1";
  const features = buildFeatures(deps);
  const app = createApp(deps, {
    features,
    web: (a) => {
      if (serveClient && useBuild) {
        if (fs.existsSync(path.join(distDir, "index.html"))) mountBuiltClient(a, deps, features, distDir);
        else console.warn("[web] dist/public mancante: esegui npm run build");
      }
    },
  });
  if (serveClient && !useBuild) {
    // Vite's middleware goes in front of the app's fallback; API routes stay first.
    const viteApp = (await import("express")).default();
    vite = await mountViteClient(viteApp, deps, features, server);
    app.use(viteApp);
  }
  // While draining after SIGTERM, every answer closes its connection and /api/health reports 503,
  // so keep-alive clients and load balancers move away before the listener closes.
  let draining = false;
  server.on("request", (req: http.IncomingMessage, res: http.ServerResponse) => {
    if (draining) {
      res.setHeader("Connection", "close");
      if (req.url === "/api/health") {
        res.writeHead(503, { "Content-Type": "application/json" }).end('{"ok":false}');
        return;
      }
    }
    app(req, res);
  });

  const stops = [...features.map((f) => f.start?.()), every(deps, "pulizia limiti", () => pruneRateLimits(deps)), deps.events.startPolling()].filter(
    (s): s is () => Promise<void> => typeof s === "function",
  );
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(config.PORT, config.listenHost, () => {
      server.off("error", reject);
      resolve();
    });
  });
  const where = server.address() as { address: string; port: number };
  console.log(`[server] in ascolto su http://localhost:${where.port} (interfaccia ${where.address})`);

  return {
    server,
    async close() {
      draining = true;
      await new Promise((r) => setTimeout(r, config.SHUTDOWN_DRAIN_MS));
      const closed = new Promise((r) => server.close(r));
      // server.close() ends only the connections idle at that moment: a keep-alive connection whose
      // request was in flight becomes idle later and would hold the close for the whole keep-alive
      // timeout (65 s), past the forced exit. Sweep until every connection is gone.
      server.closeIdleConnections();
      const sweep = setInterval(() => server.closeIdleConnections(), 100);
      await Promise.allSettled(stops.map((s) => s()));
      await closed;
      clearInterval(sweep);
      await vite?.close();
      await database.close();
    },
  };
}
