import type { AppDeps } from "../deps";
import { pruneExpiredRateLimits } from "../http/rate-limit.repo";
import { trackJob } from "./job-runs.repo";

/** Deletes the rate-limit counters whose window ended (the table keeps no history). */
export const pruneRateLimits = ({ db, clock }: Pick<AppDeps, "db" | "clock">) => pruneExpiredRateLimits(db, clock.now());

/**
 * The process's maintenance jobs take turns: one runs at a time, the others wait for it
 * (docs/operations.md, "Lavori di manutenzione"). Their first runs all fall about 30 s after the
 * start; together they took a core while the server answered requests.
 */
let turn: Promise<unknown> = Promise.resolve();
function inTurn<T>(job: () => Promise<T>): Promise<T> {
  const mine = turn.then(job, job);
  turn = mine.catch(() => undefined);
  return mine;
}

/**
 * Runs `job` every MAINTENANCE_INTERVAL_MS (first soon after start); 0 turns it off. A failure is
 * logged and retried at the next interval; the last success and failure are recorded in job_runs.
 * Returns the stop function.
 */
export function every(deps: Pick<AppDeps, "config" | "db" | "clock">, name: string, job: () => Promise<unknown>): (() => Promise<void>) | undefined {
  const interval = deps.config.MAINTENANCE_INTERVAL_MS;
  if (interval <= 0) return undefined;
  let running: Promise<unknown> | null = null;
  let stopped = false;
  const run = () => {
    if (running) return;
    // Each run's outcome is kept for the admin "Stato" tab (docs/operations.md).
    running = inTurn(() => (stopped ? Promise.resolve() : trackJob(deps, name, interval, job)))
      .catch((err) => console.error(`[manutenzione] ${name} non riuscita:`, err))
      .finally(() => (running = null));
  };
  const first = setTimeout(run, Math.min(interval, 30_000));
  const timer = setInterval(run, interval);
  first.unref();
  timer.unref();
  return async () => {
    stopped = true;
    clearTimeout(first);
    clearInterval(timer);
    await running;
  };
}
