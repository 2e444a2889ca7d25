import { useMutation, useQuery } from "@tanstack/react-query";
import { AI_CONTENT_MESSAGES, type AiDraft, type AiStats, type AiStatus, type BulkResult, type GenerateAiInput, type GeneratedContent, type PublishResult } from "@shared/schemas/ai-content";
import { apiRequest } from "@/lib/api";
import { serverMessageOr } from "@/lib/mutation-errors";
import { queryClient } from "@/lib/query-client";

export const AI_CONTENT_KEYS = {
  status: ["/api/content/ai-status"] as const,
  drafts: ["/api/content/ai-drafts"] as const,
  stats: ["/api/content/ai-stats"] as const,
};

// Every generation moves the drafts, the statistics and the hourly allowance shown by the status.
const refreshAll = () => Promise.all(Object.values(AI_CONTENT_KEYS).map((queryKey) => queryClient.invalidateQueries({ queryKey })));
// Publishing also changes the public blog lists (every category).
const refreshAfterPublish = () =>
  Promise.all([refreshAll(), queryClient.invalidateQueries({ predicate: (q) => String(q.queryKey[0]).startsWith("/api/blog/articles") })]);

/** Spec §7: no retry. */
export const useAiStatus = () => useQuery<AiStatus>({ queryKey: AI_CONTENT_KEYS.status, retry: false });
export const useAiDrafts = () => useQuery<AiDraft[]>({ queryKey: AI_CONTENT_KEYS.drafts, retry: false });
export const useAiStats = () => useQuery<AiStats>({ queryKey: AI_CONTENT_KEYS.stats, retry: false });

export const useGenerateArticle = () =>
  useMutation({
    mutationFn: (input: GenerateAiInput) => apiRequest<GeneratedContent>("POST", "/api/content/generate-ai", input),
    meta: { errorTitle: AI_CONTENT_MESSAGES.generateErrorTitle, errorDescription: serverMessageOr(AI_CONTENT_MESSAGES.generateFailed) },
    onSettled: refreshAll,
  });

export const useBulkGenerate = () =>
  useMutation({
    mutationFn: (keywords: string[]) => apiRequest<BulkResult>("POST", "/api/content/bulk-generate", { keywords }),
    meta: { errorTitle: AI_CONTENT_MESSAGES.bulkErrorTitle, errorDescription: serverMessageOr(AI_CONTENT_MESSAGES.bulkFailed) },
    onSettled: refreshAll,
  });

export const usePublishDraft = () =>
  useMutation({
    mutationFn: (id: number) => apiRequest<PublishResult>("POST", `/api/content/ai-drafts/${id}/publish`),
    onSettled: refreshAfterPublish,
  });

export const useDeleteDraft = () =>
  useMutation({
    mutationFn: (id: number) => apiRequest<void>("DELETE", `/api/content/ai-drafts/${id}`),
    onSettled: refreshAll,
  });
