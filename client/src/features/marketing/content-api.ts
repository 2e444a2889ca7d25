// Query keys and hooks of the Content Marketing Hub (administrators only on the server).
import { useMutation, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { CONTENT_MESSAGES, type ContentAnalytics, type ContentIdea, type ContentIdeaList, type ContentIdeaStatus, type GenerateIdeasInput, type GenerateIdeasResult, type LeadMagnetsReport } from "@shared/schemas/content-hub";
import { apiRequest } from "@/lib/api";
import { serverMessageOr } from "@/lib/mutation-errors";

export const CONTENT_KEYS = {
  ideas: ["/api/content/ideas"] as const,
  leadMagnets: ["/api/content/lead-magnets"] as const,
  analytics: ["/api/content/analytics"] as const,
};

// The provider's client (not a module singleton), so a test's own client is the one refreshed.
const refreshIdeas = (qc: QueryClient) =>
  Promise.all([qc.invalidateQueries({ queryKey: CONTENT_KEYS.ideas }), qc.invalidateQueries({ queryKey: CONTENT_KEYS.analytics })]);

export const useContentIdeas = () => useQuery<ContentIdeaList>({ queryKey: CONTENT_KEYS.ideas });
export const useLeadMagnets = () => useQuery<LeadMagnetsReport>({ queryKey: CONTENT_KEYS.leadMagnets });
export const useContentAnalytics = () => useQuery<ContentAnalytics>({ queryKey: CONTENT_KEYS.analytics });

export function useGenerateIdeas() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: GenerateIdeasInput) => apiRequest<GenerateIdeasResult>("POST", "/api/content/generate-ideas", input),
    meta: { errorTitle: CONTENT_MESSAGES.generateFailedTitle, errorDescription: serverMessageOr(CONTENT_MESSAGES.generateFailed) },
    onSuccess: () => refreshIdeas(qc),
  });
}

export function useUpdateIdeaStatus() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: ContentIdeaStatus }) => apiRequest<ContentIdea>("PATCH", `/api/content/ideas/${id}`, { status }),
    onSuccess: () => refreshIdeas(qc),
  });
}
