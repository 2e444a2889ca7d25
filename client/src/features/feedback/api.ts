import { useMutation, useQuery } from "@tanstack/react-query";
import { FEEDBACK_MESSAGES, type AdminFeedback, type AdminFeedbackList, type FeedbackInput, type FeedbackUpdate, type PublicFeedback } from "@shared/schemas/feedback";
import { apiRequest } from "@/lib/api";
import { queryClient } from "@/lib/query-client";

export const FEEDBACK_KEYS = {
  community: ["/api/feedback/community"] as const,
  admin: ["/api/admin/feedback"] as const,
};

export const useCommunityFeedback = () => useQuery<{ items: PublicFeedback[]; total: number }>({ queryKey: FEEDBACK_KEYS.community });

export const useSubmitFeedback = () =>
  useMutation({
    mutationFn: (input: FeedbackInput) => apiRequest<PublicFeedback>("POST", "/api/feedback", input),
    meta: { errorTitle: FEEDBACK_MESSAGES.failureTitle, errorDescription: FEEDBACK_MESSAGES.failure },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: FEEDBACK_KEYS.community }),
  });

export const useAdminFeedback = () => useQuery<AdminFeedbackList>({ queryKey: FEEDBACK_KEYS.admin, retry: false });

export const useUpdateFeedback = () =>
  useMutation({
    mutationFn: ({ id, patch }: { id: number; patch: FeedbackUpdate }) => apiRequest<AdminFeedback>("PATCH", `/api/admin/feedback/${id}`, patch),
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: FEEDBACK_KEYS.admin }), queryClient.invalidateQueries({ queryKey: FEEDBACK_KEYS.community })]),
  });
