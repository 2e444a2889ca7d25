import { eventSchema, trackSchema, type AnalyticsOverview, type ConversionFunnel, type ConversionMetrics, type RealAnalytics } from "../schemas/analytics";
import { endpoint, typeOnly } from "./define";

/** ?days= of the reports; the handlers read it with periodSchema and their own default. */
type Period = { days?: number | string };

export const analyticsContract = {
  track: endpoint({ method: "POST", path: "/api/analytics/track", session: "never-starts", access: "public", body: trackSchema, output: typeOnly<void>() }),
  event: endpoint({ method: "POST", path: "/api/analytics/event", session: "never-starts", access: "public", body: eventSchema, output: typeOnly<void>() }),
  overview: endpoint({ method: "GET", path: "/api/analytics/overview", access: "admin", query: typeOnly<Period>(), output: typeOnly<AnalyticsOverview>() }),
  funnel: endpoint({ method: "GET", path: "/api/analytics/conversion-funnel", access: "admin", query: typeOnly<Period>(), output: typeOnly<ConversionFunnel>() }),
  real: endpoint({ method: "GET", path: "/api/analytics/real", access: "admin", query: typeOnly<Period>(), output: typeOnly<RealAnalytics>() }),
  metrics: endpoint({ method: "GET", path: "/api/analytics/conversion-metrics", access: "admin", output: typeOnly<ConversionMetrics>() }),
};
