// Query keys and hooks of the expense tracker. The dashboard reads EXPENSE_COUNT_KEY too.
import { useMutation, useQuery } from "@tanstack/react-query";
import type { Expense, ExpenseCount, NewExpense } from "@shared/schemas/expenses";
import { ApiError, apiGet, apiRequest } from "@/lib/api";
import { queryClient } from "@/lib/query-client";
import { AUTH_USER_KEY } from "@/lib/use-auth";

export const EXPENSES_KEY = ["/api/user/expenses"] as const;
/** The current month's count (no parameters): the dashboard's card and progress bar read it. */
export const EXPENSE_COUNT_KEY = ["/api/user/expenses/count"] as const;
export const BUDGET_KEY = ["/api/user/budget"] as const;

export type YearMonth = { year: number; month: number };

export const exportUrl = ({ year, month }: YearMonth) => `/api/user/expenses/export?month=${month}&year=${year}`;

export const useMonthExpenses = ({ year, month }: YearMonth) =>
  useQuery({
    queryKey: [EXPENSES_KEY[0], { year, month }],
    queryFn: () => apiGet<Expense[]>(`${EXPENSES_KEY[0]}?month=${month}&year=${year}`),
  });

export const useExpenseCount = () => useQuery({ queryKey: EXPENSE_COUNT_KEY, queryFn: () => apiGet<ExpenseCount>(EXPENSE_COUNT_KEY[0]) });

export type SavedBudget = { monthlyIncome: string; necessities: string; wants: string; savings: string };

/** The saved 50/30/20 budget; null when there is none (or the call is not available). */
export const useSavedBudget = () =>
  useQuery({
    queryKey: BUDGET_KEY,
    queryFn: () =>
      apiGet<SavedBudget | null>(BUDGET_KEY[0]).catch((err) => {
        if (err instanceof ApiError && (err.status === 404 || err.status === 401)) return null;
        throw err;
      }),
  });

// A change moves the list, the month's count, the dashboard, and points (challenges, badges).
function refreshAfterChange() {
  void queryClient.invalidateQueries({ queryKey: EXPENSES_KEY });
  void queryClient.invalidateQueries({ queryKey: EXPENSE_COUNT_KEY });
  void queryClient.invalidateQueries({ queryKey: AUTH_USER_KEY });
  void queryClient.invalidateQueries({ predicate: (q) => /^\/api\/(dashboard|user\/challenges|user\/alerts|alerts)/.test(String(q.queryKey[0])) });
}

export const useAddExpense = () =>
  useMutation({
    mutationFn: (input: NewExpense) => apiRequest<Expense>("POST", EXPENSES_KEY[0], input),
    onSuccess: refreshAfterChange,
    // A 403 means the month filled up meanwhile (another tab): show the limit card.
    onError: refreshAfterChange,
  });

export const useDeleteExpense = () =>
  useMutation({
    mutationFn: (id: number) => apiRequest<void>("DELETE", `${EXPENSES_KEY[0]}/${id}`),
    onSuccess: refreshAfterChange,
  });
