// Query keys and hooks of the email automation dashboard (the content hub has its own content-api.ts).
import { useMutation, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import type { SubscribeInput, SubscribeResult } from "@shared/schemas/blog";
import type { EmailOverview, EmailSequenceView, OutboxMail, SequenceStatus, TriggerInput, TriggerResult } from "@shared/schemas/email-automation";
import { apiRequest } from "@/lib/api";

export const EMAIL_KEYS = {
  overview: ["/api/email/automation/overview"] as const,
  sequences: ["/api/email/automation/sequences"] as const,
  outbox: ["/api/email/automation/outbox?limit=20"] as const,
};

// The provider's client (not a module singleton), so a test's own client is the one refreshed.
export const refreshEmailDashboard = (qc: QueryClient) => Promise.all(Object.values(EMAIL_KEYS).map((queryKey) => qc.invalidateQueries({ queryKey })));

export const useEmailOverview = () => useQuery<EmailOverview>({ queryKey: EMAIL_KEYS.overview, retry: false });
export const useEmailSequences = () => useQuery<EmailSequenceView[]>({ queryKey: EMAIL_KEYS.sequences, retry: false });
export const useRecentOutbox = () => useQuery<OutboxMail[]>({ queryKey: EMAIL_KEYS.outbox, retry: false });

export function useSetSequenceStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ code, status }: { code: string; status: SequenceStatus }) => apiRequest<EmailSequenceView>("PATCH", `/api/email/automation/sequences/${code}`, { status }),
    onSuccess: (updated) => {
      queryClient.setQueryData<EmailSequenceView[]>(EMAIL_KEYS.sequences, (list) => list?.map((s) => (s.code === updated.code ? updated : s)));
    },
  });
}

/** The spec's two calls of a test: subscribe the address, then trigger the scenario for it. */
export async function runEmailTest(subscribe: SubscribeInput, trigger: TriggerInput): Promise<TriggerResult> {
  await apiRequest<SubscribeResult>("POST", "/api/email/subscribe", subscribe);
  return apiRequest<TriggerResult>("POST", "/api/email/automation/trigger", trigger);
}

export const useUnsubscribe = () =>
  // The page shows the error in place.
  useMutation({ mutationFn: (token: string) => apiRequest<{ message: string }>("POST", "/api/email/unsubscribe", { token }), meta: { errorToast: false } });
