import { useQuery } from "@tanstack/react-query";
import type { AnalyticsOverview, ConversionFunnel, ConversionMetrics, RealAnalytics } from "@shared/schemas/analytics";
import { TIMINGS } from "@shared/constants";
import { apiGet, apiRequest } from "@/lib/api";

export const ANALYTICS_KEYS = {
  overview: (days: number) => [`/api/analytics/overview?days=${days}`] as const,
  funnel: (days: number) => [`/api/analytics/conversion-funnel?days=${days}`] as const,
  real: ["/api/analytics/real"] as const,
  metrics: ["/api/analytics/conversion-metrics"] as const,
};

export const useAnalyticsOverview = (days: number, enabled = true) => useQuery<AnalyticsOverview>({ queryKey: ANALYTICS_KEYS.overview(days), enabled });
export const useConversionFunnel = (days: number, enabled = true) => useQuery<ConversionFunnel>({ queryKey: ANALYTICS_KEYS.funnel(days), enabled });
export const useRealAnalytics = (enabled = true) => useQuery<RealAnalytics>({ queryKey: ANALYTICS_KEYS.real, enabled, retry: false });

/** Polled every 30 s (spec part 1 §2.15); a failure is only logged. */
export const useConversionMetrics = (enabled = true) =>
  useQuery<ConversionMetrics>({
    queryKey: ANALYTICS_KEYS.metrics,
    enabled,
    refetchInterval: TIMINGS.conversionRefreshMs,
    staleTime: 0,
    queryFn: () =>
      apiGet<ConversionMetrics>(ANALYTICS_KEYS.metrics[0]).catch((err) => {
        console.error("Metriche di conversione non disponibili", err);
        throw err;
      }),
  });

// Tracking never disturbs the visitor: errors are swallowed.
export function sendPageView(body: { page: string; referrer?: string | null; utm_source?: string | null }) {
  apiRequest("POST", "/api/analytics/track", body).catch(() => {});
}

export function sendEvent(type: "exit_intent_shown" | "exit_intent_converted") {
  apiRequest("POST", "/api/analytics/event", { type }).catch(() => {});
}
