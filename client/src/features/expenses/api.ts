// Query keys and hooks of the expense tracker.
import { useMutation, useQuery } from "@tanstack/react-query";
import type { ExpenseUpdate, NewExpense } from "@shared/schemas/expenses";
import type { NewRecurring, RecurringUpdate } from "@shared/schemas/recurring-expenses";
import { expensesContract as api, recurringExpensesContract as recurringApi } from "@shared/contracts/expenses";
import { calculatorsContract } from "@shared/contracts/calculators";
import { alertsContract } from "@shared/contracts/alerts";
import { dashboardContract } from "@shared/contracts/dashboard";
import { gamificationContract } from "@shared/contracts/gamification";
import { apiQuery, call, href, keyPrefix, queryKey, hasErrorCode } from "@/lib/api";
import { queryClient } from "@/lib/query-client";
import { AUTH_USER_KEY } from "@/lib/use-auth";
import { createOrQueue } from "./offline-queue";
import { refreshNowAndAfterEvents } from "@/lib/after-events";

export const EXPENSES_KEY = keyPrefix(api.list);
/** The current month's count (no parameters): the dashboard's card and progress bar read it. */
export const BUDGET_KEY = queryKey(calculatorsContract.budget);

export type YearMonth = { year: number; month: number };

export const exportUrl = ({ year, month }: YearMonth) => href(api.export, { query: { month, year } });

export const useMonthExpenses = ({ year, month }: YearMonth) => useQuery(apiQuery(api.list, { query: { month, year } }));

export const useExpenseCount = () => useQuery(apiQuery(api.count));

export type SavedBudget = { monthlyIncome: string; necessities: string; wants: string; savings: string };

/** The saved 50/30/20 budget; null when there is none (or the call is not available). */
export const useSavedBudget = () =>
  useQuery({
    queryKey: BUDGET_KEY,
    queryFn: () =>
      call(calculatorsContract.budget).catch((err: unknown) => {
        if (hasErrorCode(err, "not_found", "unauthenticated")) return null;
        throw err;
      }),
  });

// A change moves the list, the month's count, the dashboard, and points (challenges, badges), and
// may raise alerts: those come from the server's event worker, so they are read again once the
// user's events are applied.
function refreshAfterChange() {
  refreshNowAndAfterEvents(refreshReads);
}

function refreshReads() {
  void queryClient.invalidateQueries({ queryKey: EXPENSES_KEY });
  void queryClient.invalidateQueries({ queryKey: keyPrefix(api.count) });
  void queryClient.invalidateQueries({ queryKey: keyPrefix(api.report) });
  void queryClient.invalidateQueries({ queryKey: keyPrefix(recurringApi.list) });
  void queryClient.invalidateQueries({ queryKey: AUTH_USER_KEY });
  for (const read of [dashboardContract.summary, gamificationContract.userChallenges, alertsContract.list]) {
    void queryClient.invalidateQueries({ queryKey: keyPrefix(read) });
  }
}

export const useAddExpense = () =>
  useMutation({
    // Without a connection the expense waits on the device (offline-queue.ts): the mutation must
    // run offline rather than pause until the connection returns.
    mutationFn: (input: NewExpense) => createOrQueue(input),
    networkMode: "always",
    onSuccess: refreshAfterChange,
    // A "limit_reached" answer means the month filled up meanwhile (another tab): show the limit card.
    onError: refreshAfterChange,
  });

export const useDeleteExpense = () =>
  useMutation({
    mutationFn: (id: number) => call(api.remove, { params: { id } }),
    onSuccess: refreshAfterChange,
  });

export const useUpdateExpense = () =>
  useMutation({
    mutationFn: ({ id, patch }: { id: number; patch: ExpenseUpdate }) => call(api.update, { params: { id }, body: patch }),
    onSuccess: refreshAfterChange,
    onError: refreshAfterChange,
  });

/** Undo of a delete (docs/expenses.md): the same expense back while the grace period lasts. */
export const useRestoreExpense = () =>
  useMutation({
    mutationFn: (id: number) => call(api.restore, { params: { id } }),
    onSuccess: refreshAfterChange,
  });

export const useMonthReport = ({ year, month }: YearMonth, enabled = true) => useQuery({ ...apiQuery(api.report, { query: { month, year } }), enabled });

export const useRecurringExpenses = () => useQuery(apiQuery(recurringApi.list));

export const useAddRecurring = () =>
  useMutation({ mutationFn: (input: NewRecurring) => call(recurringApi.create, { body: input }), onSuccess: refreshAfterChange });

export const useUpdateRecurring = () =>
  useMutation({
    mutationFn: ({ id, patch }: { id: number; patch: RecurringUpdate }) => call(recurringApi.update, { params: { id }, body: patch }),
    onSuccess: refreshAfterChange,
  });

export const useDeleteRecurring = () => useMutation({ mutationFn: (id: number) => call(recurringApi.remove, { params: { id } }), onSuccess: refreshAfterChange });

export const useSkipRecurring = () =>
  useMutation({ mutationFn: ({ id, month }: { id: number; month: string }) => call(recurringApi.skip, { params: { id }, body: { month } }), onSuccess: refreshAfterChange });
