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
  const personKey = (person: string, now: Date) => `ai-tokens:${person}:${romeDay(now)}`;
  return {
    async status(): Promise<AiBudgetStatus> {
      const used = await repo.tokensUsed(db, keyOf(clock.now()));
      return { dailyTokenBudget: config.AI_DAILY_TOKEN_BUDGET, usedToday: used, spent: used >= config.AI_DAILY_TOKEN_BUDGET };
    },
    /** Whether this person (user:<id> or ip:<address>) has used their own daily tokens (AI_USER_DAILY_TOKEN_BUDGET). */
    async personSpent(person: string): Promise<boolean> {
      return (await repo.tokensUsed(db, personKey(person, clock.now()))) >= config.AI_USER_DAILY_TOKEN_BUDGET;
    },
    /** Counts the tokens of one call, for everyone and, when given, for the person who asked. */
    async record(tokens: number, person?: string): Promise<void> {
      if (tokens <= 0) return;
      const now = clock.now();
      // Kept two days, so the row outlives its Rome day whatever the offset; pruned after.
      const n = Math.min(tokens, 2_000_000_000);
      const expires = new Date(now.getTime() + 2 * 86_400_000);
      await repo.addTokens(db, keyOf(now), n, expires);
      if (person) await repo.addTokens(db, personKey(person, now), n, expires);
    },
  };
}
