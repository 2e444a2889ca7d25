import cluster from "node:cluster";
import { loadConfig, type Config } from "./config";
import { concurrencyProblems, runPrimary, runsPrimary } from "./ops/cluster";

async function main(config: Config) {
  // Graceful shutdown: stop accepting, finish requests in flight, then close the database. The
  // handlers come first: a signal that arrives while the server is still starting (a worker just
  // forked to replace another, docs/scale-out.md) closes it as soon as it has started, with code 0,
  // instead of killing it half-open.
  let running: { close(): Promise<void> } | null = null;
  let closing = false;
  const close = async () => {
    await running!.close();
    process.exit(0);
  };
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    console.log(`[server] ${signal}: chiusura in corso`);
    const force = setTimeout(() => process.exit(1), 10_000 + config.SHUTDOWN_DRAIN_MS);
    force.unref();
    if (running) void close();
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
  // Imported here, not at the top: the cluster's primary never loads the server and its packages
  // (build-server.mjs splits it into a chunk of its own), so it stays a few tens of MB.
  const { startServer } = await import("./server");
  running = await startServer(config);
  if (closing) await close();
}

async function boot() {
  const config = loadConfig();
  // WEB_CONCURRENCY > 1, or SUPERVISOR (on in production): this process forks the servers, replaces
  // one that dies, and serves nothing itself (docs/scale-out.md, docs/operations.md "Riavvio automatico").
  if (cluster.isPrimary && runsPrimary(config)) {
    const problems = concurrencyProblems(config);
    if (problems.length > 0) {
      console.error(`[server] avvio rifiutato:\n- ${problems.join("\n- ")}`);
      process.exit(1);
    }
    runPrimary(config);
    return;
  }
  await main(config);
}

boot().catch((err) => {
  console.error("[server] avvio fallito:", err instanceof Error && err.name === "DataDirLockedError" ? err.message : err);
  process.exit(1);
});
