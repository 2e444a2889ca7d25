// Query keys and hooks of the Content Marketing Hub (administrators only on the server).
import { useMutation, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { CONTENT_MESSAGES, type ContentIdeaStatus, type GenerateIdeasInput } from "@shared/schemas/content-hub";
import { contentHubContract as api } from "@shared/contracts/content-hub";
import { apiQuery, call, queryKey } from "@/lib/api";
import { serverMessageOr } from "@/lib/mutation-errors";

export const CONTENT_KEYS = {
  ideas: queryKey(api.ideas),
  leadMagnets: queryKey(api.leadMagnets),
  analytics: queryKey(api.analytics),
};

// The provider's client (not a module singleton), so a test's own client is the one refreshed.
const refreshIdeas = (qc: QueryClient) =>
  Promise.all([qc.invalidateQueries({ queryKey: CONTENT_KEYS.ideas }), qc.invalidateQueries({ queryKey: CONTENT_KEYS.analytics })]);

export const useContentIdeas = () => useQuery(apiQuery(api.ideas));
export const useLeadMagnets = () => useQuery(apiQuery(api.leadMagnets));
export const useContentAnalytics = () => useQuery(apiQuery(api.analytics));

export function useGenerateIdeas() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: GenerateIdeasInput) => call(api.generateIdeas, { body: input }),
    meta: { errorTitle: CONTENT_MESSAGES.generateFailedTitle, errorDescription: serverMessageOr(CONTENT_MESSAGES.generateFailed) },
    onSuccess: () => refreshIdeas(qc),
  });
}

export function useUpdateIdeaStatus() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: ContentIdeaStatus }) => call(api.updateIdea, { params: { id }, body: { status } }),
    onSuccess: () => refreshIdeas(qc),
  });
}
