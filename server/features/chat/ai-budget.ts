import type { AppDeps } from "../../deps";
import * as repo from "./ai-budget.repo";

export type AiBudgetStatus = { dailyTokenBudget: number; usedToday: number; spent: boolean };

const romeDay = (d: Date) => new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Rome" }).format(d);

/**
 * The language model's daily token budget across all users (AI_DAILY_TOKEN_BUDGET): accounts
 * are cheap to make, so a per-user limit alone does not bound the cost (docs/security.md).
 */
export function createAiBudget({ db, clock, config }: Pick<AppDeps, "db" | "clock" | "config">) {
  const keyOf = (now: Date) => `ai-tokens:${romeDay(now)}`;
  return {
    async status(): Promise<AiBudgetStatus> {
      const used = await repo.tokensUsed(db, keyOf(clock.now()));
      return { dailyTokenBudget: config.AI_DAILY_TOKEN_BUDGET, usedToday: used, spent: used >= config.AI_DAILY_TOKEN_BUDGET };
    },
    async record(tokens: number): Promise<void> {
      if (tokens <= 0) return;
      const now = clock.now();
      // Kept two days, so the row outlives its Rome day whatever the offset; pruned after.
      await repo.addTokens(db, keyOf(now), Math.min(tokens, 2_000_000_000), new Date(now.getTime() + 2 * 86_400_000));
    },
  };
}
