// Query keys and hooks of the category budgets and the family's split (docs/plan.md, "Budget per
// categoria" and "La ripartizione della famiglia").
import { useMutation, useQuery } from "@tanstack/react-query";
import { categoryBudgetsContract as api } from "@shared/contracts/category-budgets";
import { calculatorsContract } from "@shared/contracts/calculators";
import type { BudgetSplitInput, CategoryBudgetsInput } from "@shared/schemas/category-budgets";
import { apiQuery, call, keyPrefix } from "@/lib/api";
import { queryClient } from "@/lib/query-client";

export const useCategoryBudgets = () => useQuery(apiQuery(api.list));
/** The month's status; no month: the current Rome month. `enabled` false: not asked (the dashboard of a free user). */
export const useCategoryBudgetStatus = (enabled = true) => useQuery({ ...apiQuery(api.status, { query: {} }), enabled });
/** The family's split (the budget calculator asks only when signed in). */
export const useBudgetSplit = (enabled = true) => useQuery({ ...apiQuery(api.split), enabled });

export const useSaveCategoryBudgets = () =>
  useMutation({
    mutationFn: (input: CategoryBudgetsInput) => call(api.save, { body: input }),
    onSuccess: () => {
      for (const read of [api.list, api.status]) void queryClient.invalidateQueries({ queryKey: keyPrefix(read) });
    },
  });

/** A new split divides the saved budget again (the calculator's and the dashboard's reads). */
export const useSaveBudgetSplit = () =>
  useMutation({
    mutationFn: (input: BudgetSplitInput) => call(api.saveSplit, { body: input }),
    onSuccess: () => {
      for (const read of [api.split, calculatorsContract.budget]) void queryClient.invalidateQueries({ queryKey: keyPrefix(read) });
    },
  });
