// Query keys and hooks of the income entries and the month's balance (docs/plan.md, "Entrate e saldo del mese").
import { useMutation, useQuery } from "@tanstack/react-query";
import { incomeContract as api } from "@shared/contracts/income";
import type { IncomeFormValues } from "@shared/schemas/income";
import { apiQuery, call, keyPrefix } from "@/lib/api";
import { queryClient } from "@/lib/query-client";

/** The current Rome month's entries and balance. */
export const useIncome = () => useQuery(apiQuery(api.list, { query: {} }));
export const useMonthBalance = () => useQuery(apiQuery(api.monthBalance, { query: {} }));

function refreshIncome() {
  for (const read of [api.list, api.monthBalance]) void queryClient.invalidateQueries({ queryKey: keyPrefix(read) });
}

export const useAddIncome = () =>
  useMutation({
    mutationFn: (input: IncomeFormValues) => call(api.create, { body: input }),
    onSuccess: refreshIncome,
    meta: { errorTitle: "Entrata non salvata" },
  });

export const useDeleteIncome = () =>
  useMutation({
    mutationFn: (id: number) => call(api.remove, { params: { id } }),
    onSuccess: refreshIncome,
  });
