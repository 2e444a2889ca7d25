// What other features may use of analytics (the admin overview's performance and conversion reads).
export { createAnalyticsService, type AnalyticsService } from "./analytics.service";
