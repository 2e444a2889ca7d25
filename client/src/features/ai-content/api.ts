import { useMutation, useQuery } from "@tanstack/react-query";
import { AI_CONTENT_MESSAGES, type GenerateAiInput } from "@shared/schemas/ai-content";
import { aiContentContract as api } from "@shared/contracts/ai-content";
import { apiQuery, call, queryKey } from "@/lib/api";
import { serverMessageOr } from "@/lib/mutation-errors";
import { queryClient } from "@/lib/query-client";

export const AI_CONTENT_KEYS = {
  status: queryKey(api.status),
  drafts: queryKey(api.drafts),
  stats: queryKey(api.stats),
};

// Every generation moves the drafts, the statistics and the hourly allowance shown by the status.
const refreshAll = () => Promise.all(Object.values(AI_CONTENT_KEYS).map((queryKey) => queryClient.invalidateQueries({ queryKey })));

/** docs/ai-content.md: no retry. */
export const useAiStatus = () => useQuery({ ...apiQuery(api.status), retry: false });
export const useAiDrafts = () => useQuery({ ...apiQuery(api.drafts), retry: false });
export const useAiStats = () => useQuery({ ...apiQuery(api.stats), retry: false });

export const useGenerateArticle = () =>
  useMutation({
    mutationFn: (input: GenerateAiInput) => call(api.generate, { body: input }),
    meta: { errorTitle: AI_CONTENT_MESSAGES.generateErrorTitle, errorDescription: serverMessageOr(AI_CONTENT_MESSAGES.generateFailed) },
    onSettled: refreshAll,
  });

export const useBulkGenerate = () =>
  useMutation({
    mutationFn: (keywords: string[]) => call(api.bulkGenerate, { body: { keywords } }),
    meta: { errorTitle: AI_CONTENT_MESSAGES.bulkErrorTitle, errorDescription: serverMessageOr(AI_CONTENT_MESSAGES.bulkFailed) },
    onSettled: refreshAll,
  });

export const useDeleteDraft = () =>
  useMutation({
    mutationFn: (id: number) => call(api.removeDraft, { params: { id } }),
    onSettled: refreshAll,
  });
