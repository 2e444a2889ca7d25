// The family's own split of the net income (docs/plan.md, "La ripartizione della famiglia"):
// 50/30/20 unless the family chose other integer shares adding to 100.
import { BUDGET_SPLIT } from "@shared/constants";
import type { BudgetShares, BudgetSplitView } from "@shared/schemas/category-budgets";
import type { AppDeps } from "../../deps";
import type { DbOrTx } from "../../db/client";
import { findSplit, upsertSplit } from "./category-budgets.repo";

/** The user's split, or the default 50/30/20. */
export async function familySplit(db: DbOrTx, userId: number): Promise<BudgetShares> {
  return (await findSplit(db, userId)) ?? { ...BUDGET_SPLIT };
}

export function createBudgetSplitService(deps: Pick<AppDeps, "db" | "clock" | "events">) {
  return {
    async get(userId: number): Promise<BudgetSplitView> {
      const found = await findSplit(deps.db, userId);
      return found ? { ...found, isDefault: false } : { ...BUDGET_SPLIT, isDefault: true };
    },
    async save(userId: number, shares: BudgetShares): Promise<BudgetSplitView> {
      // The saved budget, the alerts' shares and the report follow: "budget.split_changed" (docs/events.md).
      await deps.events.transaction(deps.db, async (tx) => {
        await upsertSplit(tx, userId, shares, deps.clock.now());
        await deps.events.record(tx, "budget.split_changed", { userId, ...shares });
      });
      return { ...shares, isDefault: false };
    },
  };
}
