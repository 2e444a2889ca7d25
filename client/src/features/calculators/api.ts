import { useMutation, useQuery } from "@tanstack/react-query";
import type { PacSimulationInput, SaveBudgetInput } from "@shared/schemas/calculators";
import { calculatorsContract as api } from "@shared/contracts/calculators";
import { dashboardContract } from "@shared/contracts/dashboard";
import { apiQueryOrNull, call, keyPrefix, queryKey } from "@/lib/api";
import { queryClient } from "@/lib/query-client";
import { AUTH_USER_KEY } from "@/lib/use-auth";
import { refreshNowAndAfterEvents } from "@/lib/after-events";

export const BUDGET_KEY = queryKey(api.budget);
export const PAC_SIMULATIONS_KEY = queryKey(api.pacSimulations);

/** The signed-in user's current budget (null when none or signed out). */
export const useSavedBudget = (enabled: boolean) => useQuery({ ...apiQueryOrNull(api.budget), enabled });

// Saving can award points and badges elsewhere, and the dashboard shows the budget.
// The points and badges come from the server's event worker: read again once it applied them.
function refreshAfterSave(key: readonly unknown[]) {
  refreshNowAndAfterEvents(() => {
    void queryClient.invalidateQueries({ queryKey: key });
    void queryClient.invalidateQueries({ queryKey: AUTH_USER_KEY });
    void queryClient.invalidateQueries({ queryKey: keyPrefix(dashboardContract.summary) });
  });
}

export const useSaveBudget = () =>
  useMutation({
    mutationFn: (input: SaveBudgetInput) => call(api.saveBudget, { body: input }),
    onSuccess: (saved) => {
      queryClient.setQueryData(BUDGET_KEY, saved);
      refreshAfterSave(BUDGET_KEY);
    },
  });

export const usePacSimulations = (enabled: boolean) => useQuery({ ...apiQueryOrNull(api.pacSimulations), enabled });

export const useSavePacSimulation = () =>
  useMutation({
    mutationFn: (input: PacSimulationInput) => call(api.savePacSimulation, { body: input }),
    onSuccess: () => refreshAfterSave(PAC_SIMULATIONS_KEY),
  });
