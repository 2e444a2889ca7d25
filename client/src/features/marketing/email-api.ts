// Query keys and hooks of the email automation dashboard (the content hub has its own content-api.ts).
import { useMutation, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import type { SubscribeInput } from "@shared/schemas/blog";
import type { EmailSequenceView, SequenceStatus, TriggerInput, TriggerResult } from "@shared/schemas/email-automation";
import { emailAutomationContract as api } from "@shared/contracts/email-automation";
import { blogContract } from "@shared/contracts/blog";
import { apiQuery, call, queryKey } from "@/lib/api";

const OUTBOX_ARGS = { query: { limit: 20 } };

export const EMAIL_KEYS = {
  overview: queryKey(api.overview),
  sequences: queryKey(api.sequences),
  outbox: queryKey(api.outbox, OUTBOX_ARGS),
};

// The provider's client (not a module singleton), so a test's own client is the one refreshed.
export const refreshEmailDashboard = (qc: QueryClient) => Promise.all(Object.values(EMAIL_KEYS).map((queryKey) => qc.invalidateQueries({ queryKey })));

export const useEmailOverview = () => useQuery({ ...apiQuery(api.overview), retry: false });
export const useEmailSequences = () => useQuery({ ...apiQuery(api.sequences), retry: false });
export const useRecentOutbox = () => useQuery({ ...apiQuery(api.outbox, OUTBOX_ARGS), retry: false });

export function useSetSequenceStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ code, status }: { code: string; status: SequenceStatus }) => call(api.setSequenceStatus, { params: { code }, body: { status } }),
    onSuccess: (updated) => {
      queryClient.setQueryData<EmailSequenceView[]>(EMAIL_KEYS.sequences, (list) => list?.map((s) => (s.code === updated.code ? updated : s)));
    },
  });
}

/** The masked link of a mail not sent yet, shown once and audited (docs/email-automation.md, "Link monouso"). */
export const useRevealLink = () => useMutation({ mutationFn: (id: number) => call(api.revealLink, { params: { id: String(id) } }) });

/** The two calls of a test (docs/email-automation.md): subscribe the address, then trigger the scenario for it. */
export async function runEmailTest(subscribe: SubscribeInput, trigger: TriggerInput): Promise<TriggerResult> {
  await call(blogContract.subscribe, { body: subscribe });
  return call(api.trigger, { body: trigger });
}

export const useUnsubscribe = () =>
  // The page shows the error in place.
  useMutation({ mutationFn: (token: string) => call(blogContract.unsubscribe, { body: { token } }), meta: { errorToast: false } });
