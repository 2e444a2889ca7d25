import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";
import { toast } from "@/components/ui/toast";
import { ALERT_MESSAGES, type Alert } from "@shared/schemas/alerts";

const BASE = "/api/user/alerts";

/** Query key of an alerts list; every key starts with BASE so one invalidation refreshes all lists. */
export function alertsKey(opts: { unread?: boolean; limit?: number } = {}) {
  const q = new URLSearchParams();
  if (opts.unread !== undefined) q.set("unread", String(opts.unread));
  if (opts.limit !== undefined) q.set("limit", String(opts.limit));
  const s = q.toString();
  return [s ? `${BASE}?${s}` : BASE] as const;
}

const isAlertsKey = (key: readonly unknown[]) => String(key[0]).startsWith(BASE);

// Alerts are made by actions on other pages (expenses, budget): read them afresh on every visit.
export function useAlerts(opts: { unread?: boolean; limit?: number } = {}) {
  return useQuery<Alert[]>({ queryKey: alertsKey(opts), refetchOnMount: "always" });
}

export function useMarkAlertRead() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest<Alert>("PATCH", `${BASE}/${id}/read`),
    onSuccess: () => toast({ title: ALERT_MESSAGES.updated, variant: "success" }),
    meta: { errorDescription: ALERT_MESSAGES.updateError },
    onSettled: () => qc.invalidateQueries({ predicate: (q) => isAlertsKey(q.queryKey) }),
  });
}

/** Spec part 1 §4: one call per unread alert, in parallel. */
export function useMarkAllAlertsRead() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) => Promise.all(ids.map((id) => apiRequest<Alert>("PATCH", `${BASE}/${id}/read`))),
    onSuccess: () => toast({ title: ALERT_MESSAGES.updatedAll, variant: "success" }),
    meta: { errorDescription: ALERT_MESSAGES.updateAllError },
    onSettled: () => qc.invalidateQueries({ predicate: (q) => isAlertsKey(q.queryKey) }),
  });
}
