import { asc } from "drizzle-orm";
import type { DbOrTx } from "../db/client";
import { jobRuns } from "../db/schema";

export type JobRunRow = typeof jobRuns.$inferSelect;

/** Records the end of one run of a background job (docs/operations.md, "Stato"). */
export async function recordJobRun(db: DbOrTx, name: string, intervalMs: number, startedAt: Date, endedAt: Date, error: string | null): Promise<void> {
  const outcome = error === null ? { lastSuccessAt: endedAt } : { lastErrorAt: endedAt, lastError: error.slice(0, 500) };
  await db
    .insert(jobRuns)
    .values({ name, intervalMs, lastStartedAt: startedAt, updatedAt: endedAt, ...outcome })
    .onConflictDoUpdate({ target: jobRuns.name, set: { intervalMs, lastStartedAt: startedAt, updatedAt: endedAt, ...outcome } });
}

export async function listJobRuns(db: DbOrTx): Promise<JobRunRow[]> {
  return db.select().from(jobRuns).orderBy(asc(jobRuns.name));
}

/** Runs `job`, then records its outcome; a failure to record never fails the job itself. */
export async function trackJob<T>(deps: { db: DbOrTx; clock: { now(): Date } }, name: string, intervalMs: number, job: () => Promise<T>): Promise<T> {
  const startedAt = deps.clock.now();
  const record = (error: string | null) =>
    recordJobRun(deps.db, name, intervalMs, startedAt, deps.clock.now(), error).catch((err) => console.error(`[job] ${name}: esito non registrato:`, err instanceof Error ? err.message : err));
  try {
    const result = await job();
    await record(null);
    return result;
  } catch (err) {
    await record(err instanceof Error ? err.message : String(err));
    throw err;
  }
}

