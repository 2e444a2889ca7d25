// Hooks of the debt payoff planner and the stored debts (docs/calculators.md, "Piano di rientro dai debiti").
import { useMutation, useQuery } from "@tanstack/react-query";
import type { DebtStrategy } from "@shared/finance/debt-plan";
import type { DebtPlanAnswer, DebtPlanInput, NewDebt } from "@shared/schemas/debts";
import { debtsContract as api } from "@shared/contracts/debts";
import { apiQuery, call, keyPrefix } from "@/lib/api";
import { queryClient } from "@/lib/query-client";

/** The stored debts, read only for a signed-in user. */
export const useStoredDebts = (enabled: boolean) => useQuery({ ...apiQuery(api.list), enabled });

const refreshDebts = () => void queryClient.invalidateQueries({ queryKey: keyPrefix(api.list) });

export const useCreateDebt = () =>
  useMutation({
    mutationFn: (input: NewDebt) => call(api.create, { body: input }),
    onSuccess: refreshDebts,
    meta: { errorTitle: "Debito non salvato" },
  });

export const useDeleteDebt = () =>
  useMutation({
    mutationFn: (id: number) => call(api.remove, { params: { id } }),
    onSuccess: refreshDebts,
    meta: { errorTitle: "Debito non eliminato" },
  });

export type PlanComparison = Record<DebtStrategy, DebtPlanAnswer>;

/** Both strategies for the same debts and extra, side by side. */
export const useComparePlans = () =>
  useMutation({
    mutationFn: async (input: Omit<DebtPlanInput, "strategy">): Promise<PlanComparison> => {
      const [avalanche, snowball] = await Promise.all([
        call(api.plan, { body: { ...input, strategy: "avalanche" } }),
        call(api.plan, { body: { ...input, strategy: "snowball" } }),
      ]);
      return { avalanche, snowball };
    },
  });
