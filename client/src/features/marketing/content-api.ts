// Query keys and hooks of the Content Marketing Hub (administrators only on the server).
import { useMutation, useQuery } from "@tanstack/react-query";
import type { ContentAnalytics, ContentIdea, ContentIdeaList, ContentIdeaStatus, GenerateIdeasInput, GenerateIdeasResult, LeadMagnetsReport } from "@shared/schemas/content-hub";
import { apiRequest } from "@/lib/api";
import { queryClient } from "@/lib/query-client";

export const CONTENT_KEYS = {
  ideas: ["/api/content/ideas"] as const,
  leadMagnets: ["/api/content/lead-magnets"] as const,
  analytics: ["/api/content/analytics"] as const,
};

const refreshIdeas = () =>
  Promise.all([queryClient.invalidateQueries({ queryKey: CONTENT_KEYS.ideas }), queryClient.invalidateQueries({ queryKey: CONTENT_KEYS.analytics })]);

export const useContentIdeas = (enabled = true) => useQuery<ContentIdeaList>({ queryKey: CONTENT_KEYS.ideas, enabled });
export const useLeadMagnets = (enabled = true) => useQuery<LeadMagnetsReport>({ queryKey: CONTENT_KEYS.leadMagnets, enabled });
export const useContentAnalytics = (enabled = true) => useQuery<ContentAnalytics>({ queryKey: CONTENT_KEYS.analytics, enabled });

export const useGenerateIdeas = () =>
  useMutation({
    mutationFn: (input: GenerateIdeasInput) => apiRequest<GenerateIdeasResult>("POST", "/api/content/generate-ideas", input),
    onSuccess: refreshIdeas,
  });

export const useUpdateIdeaStatus = () =>
  useMutation({
    mutationFn: ({ id, status }: { id: number; status: ContentIdeaStatus }) => apiRequest<ContentIdea>("PATCH", `/api/content/ideas/${id}`, { status }),
    onSuccess: refreshIdeas,
  });
