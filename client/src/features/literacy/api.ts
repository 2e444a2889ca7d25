// Query keys and hooks of the literacy check; pages never call fetch directly.
import { useMutation, useQuery } from "@tanstack/react-query";
import { literacyContract as api } from "@shared/contracts/literacy";
import type { LiteracyAnswersInput } from "@shared/schemas/literacy";
import { apiQuery, apiQueryOrNull, call, queryKey } from "@/lib/api";
import { queryClient } from "@/lib/query-client";
import { useAuth } from "@/lib/use-auth";

export const LITERACY_HISTORY_KEY = queryKey(api.history);

export const useLiteracyQuestions = () => useQuery(apiQuery(api.questions));

/**
 * The signed-in user's checks. `isLoading` also covers the moment before the user is known, so
 * the page does not show the questions and then swap them for the last result (or a spinner).
 */
export function useLiteracyHistory() {
  const auth = useAuth();
  const query = useQuery({ ...apiQueryOrNull(api.history), enabled: auth.isAuthenticated });
  return { ...query, isLoading: auth.isLoading || query.isLoading };
}

export const useSubmitLiteracy = () =>
  useMutation({
    mutationFn: (body: LiteracyAnswersInput) => call(api.submit, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: LITERACY_HISTORY_KEY }),
  });

export const useLiteracyAdmin = () => useQuery({ ...apiQuery(api.admin), retry: false });
