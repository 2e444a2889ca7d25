import { loadConfig } from "./config";
import { startServer } from "./server";

async function main() {
  const config = loadConfig();
  const running = await startServer(config);
  // Graceful shutdown: stop accepting, finish requests in flight, then close the database.
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    console.log(`[server] ${signal}: chiusura in corso`);
    const force = setTimeout(() => process.exit(1), 10_000 + config.SHUTDOWN_DRAIN_MS);
    force.unref();
    await running.close();
    process.exit(0);
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));
}

main().catch((err) => {
  console.error("[server] avvio fallito:", err instanceof Error && err.name === "DataDirLockedError" ? err.message : err);
  process.exit(1);
});
