// Query keys and hooks of the literacy check; pages never call fetch directly.
import { useMutation, useQuery } from "@tanstack/react-query";
import { literacyContract as api } from "@shared/contracts/literacy";
import type { LiteracyAnswersInput } from "@shared/schemas/literacy";
import { apiQuery, apiQueryOrNull, call, queryKey } from "@/lib/api";
import { queryClient } from "@/lib/query-client";
import { useAuth } from "@/lib/use-auth";

export const LITERACY_HISTORY_KEY = queryKey(api.history);

export const useLiteracyQuestions = () => useQuery(apiQuery(api.questions));

export function useLiteracyHistory() {
  const { isAuthenticated } = useAuth();
  return useQuery({ ...apiQueryOrNull(api.history), enabled: isAuthenticated });
}

export const useSubmitLiteracy = () =>
  useMutation({
    mutationFn: (body: LiteracyAnswersInput) => call(api.submit, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: LITERACY_HISTORY_KEY }),
  });

export const useLiteracyAdmin = () => useQuery({ ...apiQuery(api.admin), retry: false });
