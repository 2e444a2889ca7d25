// Several server processes on one port (WEB_CONCURRENCY, docs/scale-out.md), or one process
// under a supervisor (SUPERVISOR, docs/operations.md "Riavvio automatico"). The primary only forks,
// restarts and stops workers: it opens no database and serves no request. Each worker is the whole
// server of server/server.ts; node:cluster hands the port's connections to them in turn.
import cluster, { type Worker } from "node:cluster";
import type { Config } from "../config";

type ClusterConfig = Pick<
  Config,
  "WEB_CONCURRENCY" | "DATABASE_URL" | "SESSION_SECRET" | "SHUTDOWN_DRAIN_MS" | "WORKER_RESTART_DELAY_MS" | "WORKER_RESTART_MAX_DELAY_MS" | "isProduction" | "sessionSecret"
>;

/** Whether this process should be the primary of workers rather than the server itself. */
export function runsPrimary(config: Pick<Config, "WEB_CONCURRENCY" | "supervise">): boolean {
  return config.WEB_CONCURRENCY > 1 || config.supervise;
}

/**
 * How long the primary waits before replacing a worker that died after it had listened: the
 * base delay, doubled for each other such death in the last ten maximum delays, up to the
 * maximum; so a request that kills its worker again and again cannot make the primary spin.
 */
export function restartDelay(config: Pick<Config, "WORKER_RESTART_DELAY_MS" | "WORKER_RESTART_MAX_DELAY_MS">, recentDeaths: number): number {
  const doubled = config.WORKER_RESTART_DELAY_MS * 2 ** Math.max(0, Math.min(recentDeaths - 1, 30));
  return Math.min(doubled, Math.max(config.WORKER_RESTART_MAX_DELAY_MS, config.WORKER_RESTART_DELAY_MS));
}

/**
 * Why this configuration cannot run WEB_CONCURRENCY processes; empty when it can. Every process
 * must reach the same data (PGlite's files belong to one process) and sign sessions, hash
 * visitors and rate-limit keys with the same secret (a random one per process would not agree).
 */
export function concurrencyProblems(config: ClusterConfig): string[] {
  if (config.WEB_CONCURRENCY <= 1) return [];
  const n = config.WEB_CONCURRENCY;
  const problems: string[] = [];
  if (!config.DATABASE_URL) {
    problems.push(`WEB_CONCURRENCY=${n} richiede un PostgreSQL (DATABASE_URL): il database integrato (PGlite) si usa da un solo processo.`);
  }
  if (!config.SESSION_SECRET) {
    problems.push(`WEB_CONCURRENCY=${n} richiede SESSION_SECRET: tutti i processi devono firmare le sessioni e calcolare gli hash (visitatori, limiti) con lo stesso segreto.`);
  }
  return problems;
}

/** A worker that dies before it listens this many times in a row stops the whole server. */
const MAX_FAILED_STARTS = 3;

/**
 * The primary: forks WEB_CONCURRENCY workers (the first alone, so that migrations, seeds and the
 * administrator are written once before the others start), restarts a worker that dies (after
 * restartDelay), and on
 * SIGTERM/SIGINT passes the signal to every worker, which drains and closes as a single process
 * does (server/index.ts), then exits 0 once all have (1 if one had to be killed).
 */
export function runPrimary(config: ClusterConfig): void {
  const n = config.WEB_CONCURRENCY;
  console.log(
    n === 1
      ? `[cluster] processo principale ${process.pid}: un processo server, riavviato se termina da solo (SUPERVISOR)`
      : `[cluster] processo principale ${process.pid}: ${n} processi server (WEB_CONCURRENCY)`,
  );
  // One worker accepts its connections itself: the primary stays off the request path.
  if (n === 1) cluster.schedulingPolicy = cluster.SCHED_NONE;
  // In production without SESSION_SECRET every process would draw its own: the workers, and the
  // ones that replace them, share the primary's, so a restart keeps the sessions.
  const env = config.isProduction && !config.SESSION_SECRET ? { SESSION_SECRET: config.sessionSecret } : undefined;
  const listened = new WeakSet<Worker>();
  let anyListened = false;
  let failedStarts = 0;
  let stopping = false;
  let exitCode = 0;
  /** When workers that had listened died unexpectedly (for the restart's back-off). */
  let deaths: number[] = [];

  const fork = () => cluster.fork(env);
  cluster.on("listening", (worker) => {
    console.log(`[cluster] processo ${worker.process.pid} pronto`);
    listened.add(worker);
    failedStarts = 0;
    if (!anyListened) {
      anyListened = true;
      for (let i = 1; i < n; i++) fork();
    }
  });
  cluster.on("exit", (worker, code, signal) => {
    const how = signal ? `segnale ${signal}` : `codice ${code}`;
    if (stopping) {
      if (code !== 0) exitCode = 1;
      if (Object.keys(cluster.workers ?? {}).length === 0) {
        console.log("[cluster] tutti i processi chiusi");
        process.exit(exitCode);
      }
      return;
    }
    if (!listened.has(worker)) failedStarts++;
    // The first worker never started, or restarts keep failing (database unreachable, bad
    // configuration): stop, as a single process would, instead of forking forever.
    if (!anyListened || failedStarts >= MAX_FAILED_STARTS) {
      console.error(`[cluster] il processo ${worker.process.pid} non è partito (${how}): arresto`);
      stop("avvio fallito", 1);
      return;
    }
    const now = Date.now();
    if (listened.has(worker)) deaths = [...deaths.filter((t) => now - t < 10 * config.WORKER_RESTART_MAX_DELAY_MS), now];
    const delay = restartDelay(config, deaths.length);
    console.error(`[cluster] processo ${worker.process.pid} terminato (${how}): ne avvio un altro tra ${(delay / 1000).toLocaleString("it-IT")} s`);
    setTimeout(() => {
      if (!stopping) fork();
    }, delay);
  });

  const stop = (reason: string, code = 0) => {
    if (stopping) return;
    stopping = true;
    exitCode = code;
    console.log(`[cluster] ${reason}: chiusura di ogni processo`);
    const workers = Object.values(cluster.workers ?? {}).filter((w): w is Worker => w !== undefined);
    if (workers.length === 0) process.exit(exitCode);
    for (const w of workers) w.process.kill("SIGTERM");
    // Each worker forces its own exit after 10 s + the drain; this only covers one that hangs.
    const force = setTimeout(() => {
      for (const w of Object.values(cluster.workers ?? {})) w?.process.kill("SIGKILL");
      process.exit(1);
    }, 12_000 + config.SHUTDOWN_DRAIN_MS);
    force.unref();
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));

  fork();
}
