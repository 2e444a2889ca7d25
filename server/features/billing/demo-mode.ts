import type { AppDeps } from "../../deps";

/** Demo Premium is on without Stripe keys, outside production or with DEMO_MODE=true (docs/billing.md). */
export function isDemoMode(deps: Pick<AppDeps, "stripe" | "config">): boolean {
  return !deps.stripe && (!deps.config.isProduction || deps.config.DEMO_MODE === "true");
}
