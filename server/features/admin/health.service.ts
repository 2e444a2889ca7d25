import type { AppDeps } from "../../deps";
import type { AdminHealth } from "@shared/schemas/admin-ops";
import { listJobRuns } from "../../ops/job-runs.repo";
import { backlog } from "../../events.repo";
import * as repo from "./health.repo";

const iso = (d: Date | null) => d?.toISOString() ?? null;

/**
 * The "Stato" tab (docs/operations.md): mail that failed or waits, scheduled articles past their
 * time, the last run of each background job, the database in use and its size. A job is late
 * when its last success is older than two intervals plus HEALTH_LATE_AFTER_MS.
 */
export function createHealthService(deps: AppDeps) {
  const { db, clock, config, database } = deps;
  return {
    async report(): Promise<AdminHealth> {
      const now = clock.now();
      const lateBefore = new Date(now.getTime() - config.HEALTH_LATE_AFTER_MS);
      const [mail, articles, sizeBytes, jobs, events] = await Promise.all([
        repo.mailHealth(db, lateBefore),
        repo.missedScheduledArticles(db, lateBefore),
        repo.databaseSizeBytes(db),
        listJobRuns(db),
        backlog(db),
      ]);
      return {
        checkedAt: now.toISOString(),
        database: {
          kind: database.kind,
          label: database.kind === "pglite" ? "PostgreSQL incorporato (PGlite)" : "PostgreSQL esterno (DATABASE_URL)",
          sizeBytes,
        },
        mail: { failed: mail.failed, waitingRetry: mail.waitingRetry, overdue: mail.overdue, oldestOverdueAt: iso(mail.oldestOverdueAt) },
        articles: { missedSchedule: articles.count, oldestMissedAt: iso(articles.oldest) },
        jobs: jobs.map((j) => {
          const lastOk = j.lastSuccessAt ?? j.lastStartedAt;
          const late = j.intervalMs > 0 && (!lastOk || lastOk.getTime() < now.getTime() - 2 * j.intervalMs - config.HEALTH_LATE_AFTER_MS);
          return { name: j.name, lastSuccessAt: iso(j.lastSuccessAt), lastErrorAt: iso(j.lastErrorAt), lastError: j.lastError, late };
        }),
        events,
      };
    },
  };
}
