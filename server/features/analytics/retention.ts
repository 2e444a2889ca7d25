import type { AppDeps } from "../../deps";
import * as repo from "./retention.repo";

const romeDay = (d: Date) => new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Rome" }).format(d);

/**
 * Analytics retention (docs/security.md): rows that name a visitor or a user are kept
 * ANALYTICS_RETENTION_MONTHS months (default 13), then deleted; the daily counts stay.
 */
export async function applyAnalyticsRetention({ db, clock, config }: Pick<AppDeps, "db" | "clock" | "config">) {
  const cutoff = clock.now();
  cutoff.setUTCMonth(cutoff.getUTCMonth() - config.ANALYTICS_RETENTION_MONTHS);
  return repo.deleteBefore(db, cutoff, romeDay(cutoff));
}
