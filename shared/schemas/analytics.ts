import { z } from "zod";
import { hasControlChars } from "./text";
import { ANALYTICS_PERIODS } from "../constants";

export const ANALYTICS_MESSAGES = {
  page: "Pagina non valida",
  period: "Periodo non valido: scegli 7, 14 o 30 giorni",
  eventType: "Evento non valido",
  adminOnlyTitle: "Area riservata",
  adminOnly: "Questa sezione è riservata agli amministratori.",
} as const;

/** A page view reported by the browser. The server derives device, browser, source and time. */
export const trackSchema = z.object({
  page: z
    .string({ error: ANALYTICS_MESSAGES.page })
    .trim()
    .min(1, ANALYTICS_MESSAGES.page)
    .max(2000, ANALYTICS_MESSAGES.page)
    .refine((p) => p.startsWith("/") && !p.startsWith("//") && !hasControlChars(p), ANALYTICS_MESSAGES.page),
  referrer: z.string().max(2000).optional().nullable(),
  utm_source: z.string().max(200).optional().nullable(),
});
export type TrackInput = z.input<typeof trackSchema>;

/** Conversion events a browser may report. Registrations come only from the server's own event. */
export const CLIENT_EVENT_TYPES = ["exit_intent_shown", "exit_intent_converted"] as const;
export const EVENT_TYPES = ["login_attempt", "registration_completed", "exit_intent_shown", "exit_intent_converted"] as const;
export type ConversionEventType = (typeof EVENT_TYPES)[number];

export const eventSchema = z.object({ type: z.enum(CLIENT_EVENT_TYPES, { error: ANALYTICS_MESSAGES.eventType }) });

export const periodSchema = z.object({
  days: z
    .union([z.string(), z.undefined()])
    .transform((v) => (v === undefined || v === "" ? 7 : Number(v)))
    .refine((n) => (ANALYTICS_PERIODS as readonly number[]).includes(n), ANALYTICS_MESSAGES.period),
});

export type AnalyticsOverview = {
  days: number;
  summary: { totalVisits: number; uniqueVisitors: number; activeSessions: number; mobilePercentage: number; desktopPercentage: number };
  topPages: Array<{ page: string; visits: number }>;
  trafficSources: Array<{ source: string; visits: number }>;
  browsers: Array<{ browser: string; visits: number }>;
  hourlyActivity: Array<{ hour: number; visits: number }>;
  dailyVisits: Array<{ day: string; visits: number }>;
  recentVisitors: Array<{ ip: string; device: string; browser: string; page: string; source: string; timestamp: string }>;
};

export type ConversionFunnel = {
  landingPageVisits: number;
  blogVisits: number;
  calculatorVisits: number;
  loginAttempts: number;
  /** People per step (each ⊆ the step before) and rates with one decimal, 0 when the denominator is 0 (shared/metrics.ts). */
  blogToCalculatorRate: number;
  calculatorToLoginRate: number;
};

export type RealAnalytics = {
  totalVisits: number;
  uniqueVisitors: number;
  activeSessions: number;
  pageViews: Array<{ page: string; visits: number; uniqueVisitors: number }>;
  trafficSources: Array<{ source: string; visits: number }>;
  devices: { mobile: number; desktop: number; tablet: number };
  browsers: Array<{ browser: string; visits: number }>;
  conversionFunnel: Array<{ step: string; visits: number }>;
};

/** The conversion dashboard: the last `periodDays` Rome days; people are visitors on one day (shared/metrics.ts). */
export type ConversionMetrics = {
  periodDays: number;
  /** visitors (people per day) */
  totalVisits: number;
  /** visitors who opened the login page */
  loginAttempts: number;
  /** accounts created (events), whether or not their pages were tracked */
  registrationCompleted: number;
  /** visitors who created their account that day */
  registeredVisitors: number;
  exitIntentTriggered: number;
  /** registeredVisitors / totalVisits × 100, two decimals; null without visitors */
  conversionRate: number | null;
  exitIntentConversions: number;
  /** landing-page visitors, the first step of the registration funnel */
  landingVisitors: number;
  /** landing → of those, opened the login page → of those, created their account */
  funnel: { landing: number; login: number; registered: number };
  syncedAt: string;
};
