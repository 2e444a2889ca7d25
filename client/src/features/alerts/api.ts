import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { alertsContract as api } from "@shared/contracts/alerts";
import { apiQuery, call, keyPrefix } from "@/lib/api";
import { toast } from "@/components/ui/toast";
import { ALERT_MESSAGES } from "@shared/schemas/alerts";

type ListOptions = { unread?: boolean; limit?: number };
const listQuery = (opts: ListOptions) => ({ query: { unread: opts.unread === undefined ? undefined : opts.unread ? ("true" as const) : ("false" as const), limit: opts.limit } });

const refreshLists = (qc: ReturnType<typeof useQueryClient>) => qc.invalidateQueries({ queryKey: keyPrefix(api.list) });

// Alerts are made by actions on other pages (expenses, budget): read them afresh on every visit.
export function useAlerts(opts: ListOptions = {}) {
  return useQuery({ ...apiQuery(api.list, listQuery(opts)), refetchOnMount: "always" });
}

export function useMarkAlertRead() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(api.markRead, { params: { id } }),
    onSuccess: () => toast({ title: ALERT_MESSAGES.updated, variant: "success" }),
    meta: { errorDescription: ALERT_MESSAGES.updateError },
    onSettled: () => refreshLists(qc),
  });
}

/** docs/gamification.md: one call per unread alert, in parallel. */
export function useMarkAllAlertsRead() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) => Promise.all(ids.map((id) => call(api.markRead, { params: { id } }))),
    onSuccess: () => toast({ title: ALERT_MESSAGES.updatedAll, variant: "success" }),
    meta: { errorDescription: ALERT_MESSAGES.updateAllError },
    onSettled: () => refreshLists(qc),
  });
}
