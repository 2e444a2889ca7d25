// The family's split as the app's texts name it (docs/plan.md, "La ripartizione della famiglia"):
// "60/25/15" for a family that chose its own, "50/30/20" by default and while it loads.
import { useBudgetSplit } from "./category-budgets-api";

const DEFAULT_SPLIT_LABEL = "50/30/20";

export function useFamilySplitLabel(enabled = true): string {
  const split = useBudgetSplit(enabled).data;
  return typeof split?.necessities === "number" ? `${split.necessities}/${split.wants}/${split.savings}` : DEFAULT_SPLIT_LABEL;
}
