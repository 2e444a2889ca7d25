import { useMutation, useQuery } from "@tanstack/react-query";
import { FEEDBACK_MESSAGES, type FeedbackInput, type FeedbackUpdate } from "@shared/schemas/feedback";
import { feedbackContract as api } from "@shared/contracts/feedback";
import { apiQuery, call, queryKey } from "@/lib/api";
import { queryClient } from "@/lib/query-client";

export const FEEDBACK_KEYS = {
  community: queryKey(api.community),
  admin: queryKey(api.adminList),
};

export const useCommunityFeedback = () => useQuery(apiQuery(api.community));

export const useSubmitFeedback = () =>
  useMutation({
    mutationFn: (input: FeedbackInput) => call(api.submit, { body: input }),
    meta: { errorTitle: FEEDBACK_MESSAGES.failureTitle, errorDescription: FEEDBACK_MESSAGES.failure },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: FEEDBACK_KEYS.community }),
  });

export const useAdminFeedback = () => useQuery({ ...apiQuery(api.adminList), retry: false });

export const useUpdateFeedback = () =>
  useMutation({
    mutationFn: ({ id, patch }: { id: number; patch: FeedbackUpdate }) => call(api.update, { params: { id }, body: patch }),
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: FEEDBACK_KEYS.admin }), queryClient.invalidateQueries({ queryKey: FEEDBACK_KEYS.community })]),
  });
