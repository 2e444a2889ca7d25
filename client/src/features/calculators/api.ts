import { useMutation, useQuery } from "@tanstack/react-query";
import type { PacSimulation, PacSimulationInput, SaveBudgetInput, SavedBudget } from "@shared/schemas/calculators";
import { apiRequest } from "@/lib/api";
import { getOrNullOn401, queryClient } from "@/lib/query-client";
import { AUTH_USER_KEY } from "@/lib/use-auth";

export const BUDGET_KEY = ["/api/user/budget"] as const;
export const PAC_SIMULATIONS_KEY = ["/api/user/pac-simulations"] as const;

/** The signed-in user's current budget (null when none or signed out). */
export const useSavedBudget = (enabled: boolean) =>
  useQuery({ queryKey: BUDGET_KEY, queryFn: getOrNullOn401<SavedBudget | null>(BUDGET_KEY[0]), enabled });

// Saving can award points and badges elsewhere, and the dashboard shows the budget.
function refreshAfterSave(key: readonly string[]) {
  void queryClient.invalidateQueries({ queryKey: key });
  void queryClient.invalidateQueries({ queryKey: AUTH_USER_KEY });
  void queryClient.invalidateQueries({ predicate: (q) => String(q.queryKey[0]).startsWith("/api/dashboard") });
}

export const useSaveBudget = () =>
  useMutation({
    mutationFn: (input: SaveBudgetInput) => apiRequest<SavedBudget>("POST", BUDGET_KEY[0], input),
    onSuccess: (saved) => {
      queryClient.setQueryData(BUDGET_KEY, saved);
      refreshAfterSave(BUDGET_KEY);
    },
  });

export const usePacSimulations = (enabled: boolean) =>
  useQuery({ queryKey: PAC_SIMULATIONS_KEY, queryFn: getOrNullOn401<PacSimulation[]>(PAC_SIMULATIONS_KEY[0]), enabled });

export const useSavePacSimulation = () =>
  useMutation({
    mutationFn: (input: PacSimulationInput) => apiRequest<PacSimulation>("POST", PAC_SIMULATIONS_KEY[0], input),
    onSuccess: () => refreshAfterSave(PAC_SIMULATIONS_KEY),
  });
