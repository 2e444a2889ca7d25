import { useQuery } from "@tanstack/react-query";
import { analyticsContract as api } from "@shared/contracts/analytics";
import type { TrackInput } from "@shared/schemas/analytics";
import { TIMINGS } from "@shared/constants";
import { apiQuery, call, queryKey } from "@/lib/api";

export const ANALYTICS_KEYS = {
  overview: (days: number) => queryKey(api.overview, { query: { days } }),
  funnel: (days: number) => queryKey(api.funnel, { query: { days } }),
  real: queryKey(api.real),
  metrics: queryKey(api.metrics),
};

export const useAnalyticsOverview = (days: number, enabled = true) => useQuery({ ...apiQuery(api.overview, { query: { days } }), enabled });
export const useConversionFunnel = (days: number, enabled = true) => useQuery({ ...apiQuery(api.funnel, { query: { days } }), enabled });
export const useRealAnalytics = (enabled = true) => useQuery({ ...apiQuery(api.real), enabled, retry: false });

/** Polled every 30 s (docs/accounts.md); a failure is only logged. */
export const useConversionMetrics = (enabled = true) =>
  useQuery({
    queryKey: ANALYTICS_KEYS.metrics,
    enabled,
    refetchInterval: TIMINGS.conversionRefreshMs,
    staleTime: 0,
    queryFn: () =>
      call(api.metrics).catch((err: unknown) => {
        console.error("Metriche di conversione non disponibili", err);
        throw err;
      }),
  });

// Tracking never disturbs the visitor: errors are swallowed.
export function sendPageView(body: TrackInput) {
  call(api.track, { body }).catch(() => {});
}

export function sendEvent(type: "exit_intent_shown" | "exit_intent_converted") {
  call(api.event, { body: { type } }).catch(() => {});
}
