import type { AppDeps } from "../../deps";
import type { DbOrTx } from "../../db/client";
import type { AnalyticsOverview, ConversionEventType, ConversionFunnel, ConversionMetrics, RealAnalytics } from "@shared/schemas/analytics";
import { ACTIVE_SESSION_WINDOW_MIN, TOP_PAGES } from "@shared/constants";
import * as repo from "./analytics.repo";
import { browserOf, deviceOf, normalizePage, sourceOf, truncateIp, visitorHash } from "./derive";
import { addDays, lastRomeDays, romeDateString, romeHour } from "@shared/calendar";
import { PageViewWriter } from "./page-view-writer";
import { countPeople, ratePercent } from "@shared/metrics";

export type TrackContext = { ip: string | undefined; userAgent: string; host: string | null; userId: number | null };
export type TrackBody = { page: string; referrer?: string | null; utm_source?: string | null };

const RECENT_VISITORS = 20;
const round1 = (n: number) => Math.round(n * 10) / 10;
// Shares shown as 0 % when there is nothing to divide (no views); rates that can be "not
// available" use ratePercent's null (shared/metrics.ts).
const pct = (part: number, whole: number, digits = 1) => ratePercent(part, whole, digits) ?? 0;
/** The conversion dashboard's period (shared/metrics.ts): the last 30 Rome days. */
export const CONVERSION_PERIOD_DAYS = 30;

export type AnalyticsService = ReturnType<typeof createAnalyticsService>;

/** The conversion reports: people, not page views (shared/metrics.ts). */
function createConversionReports({ db, clock }: Pick<AppDeps, "db" | "clock">) {
  /** People, not page views: each step counts the visitors of the step before who did it too. */
  async function funnel(days: number): Promise<ConversionFunnel> {
    const people = countPeople(await repo.visitorDayGroups(db, lastRomeDays(clock.now(), days)));
    const f = people.site;
    return {
      landingPageVisits: f.landing,
      blogVisits: f.blog,
      calculatorVisits: f.calculator,
      loginAttempts: f.login,
      blogToCalculatorRate: pct(f.calculator, f.blog),
      calculatorToLoginRate: pct(f.login, f.calculator),
    };
  }

  /** The conversion dashboard over the last CONVERSION_PERIOD_DAYS Rome days: people, not events. */
  async function conversionMetrics(): Promise<ConversionMetrics> {
    const range = lastRomeDays(clock.now(), CONVERSION_PERIOD_DAYS);
    const [groups, events] = await Promise.all([repo.visitorDayGroups(db, range), repo.sumByValue(db, range, "event")]);
    const ev = (t: ConversionEventType) => events.find((e) => e.value === t)?.visits ?? 0;
    const people = countPeople(groups);
    return {
      periodDays: CONVERSION_PERIOD_DAYS,
      totalVisits: people.visitors,
      loginAttempts: people.loginVisitors,
      registrationCompleted: ev("registration_completed"),
      registeredVisitors: people.registeredVisitors,
      exitIntentTriggered: ev("exit_intent_shown"),
      conversionRate: ratePercent(people.registeredVisitors, people.visitors, 2),
      exitIntentConversions: ev("exit_intent_converted"),
      landingVisitors: people.registration.landing,
      funnel: people.registration,
      syncedAt: clock.now().toISOString(),
    };
  }

  return { funnel, conversionMetrics };
}

/** The administrator's traffic reports, read from the stored page views. */
function createTrafficReports({ db, clock }: Pick<AppDeps, "db" | "clock">, funnel: (days: number) => Promise<ConversionFunnel>) {
  async function activeSessions(): Promise<number> {
    const now = clock.now();
    return repo.countActiveSessions(db, new Date(now.getTime() - ACTIVE_SESSION_WINDOW_MIN * 60_000), now);
  }

  async function overview(days: number): Promise<AnalyticsOverview> {
    const now = clock.now();
    const range = lastRomeDays(now, days);
    const [scalars, pages, sources, browsers, devices, hours, daily, recent, active] = await Promise.all([
      repo.sumScalars(db, range, ["views", "sessions"]),
      repo.sumByValue(db, range, "page", TOP_PAGES),
      repo.sumByValue(db, range, "source"),
      repo.sumByValue(db, range, "browser"),
      repo.sumByValue(db, range, "device"),
      repo.sumByValue(db, range, "hour", 24),
      repo.dailyViews(db, range),
      repo.recentViews(db, now, RECENT_VISITORS),
      activeSessions(),
    ]);
    const byDevice = Object.fromEntries(devices.map((d) => [d.value, d.visits]));
    const byHour = new Map(hours.map((h) => [Number(h.value), h.visits]));
    const byDay = new Map(daily.map((d) => [d.day, d.visits]));
    const dailyVisits = Array.from({ length: days }, (_, i) => {
      const day = addDays(range.from, i);
      return { day, visits: byDay.get(day) ?? 0 };
    });
    return {
      days,
      summary: {
        totalVisits: scalars.views,
        uniqueVisitors: scalars.sessions,
        activeSessions: active,
        mobilePercentage: pct(byDevice.mobile ?? 0, scalars.views),
        desktopPercentage: pct(byDevice.desktop ?? 0, scalars.views),
      },
      topPages: pages.map((p) => ({ page: p.value, visits: p.visits })),
      trafficSources: sources.map((s) => ({ source: s.value, visits: s.visits })),
      browsers: browsers.map((b) => ({ browser: b.value, visits: b.visits })),
      hourlyActivity: Array.from({ length: 24 }, (_, hour) => ({ hour, visits: byHour.get(hour) ?? 0 })),
      dailyVisits,
      recentVisitors: recent,
    };
  }

  async function real(days: number): Promise<RealAnalytics> {
    const now = clock.now();
    const range = lastRomeDays(now, days);
    const [scalars, pages, pageVisitors, sources, devices, browsers, f, active] = await Promise.all([
      repo.sumScalars(db, range, ["views", "sessions"]),
      repo.sumByValue(db, range, "page", TOP_PAGES),
      repo.sumByValue(db, range, "page_visitors", 1000),
      repo.sumByValue(db, range, "source"),
      repo.sumByValue(db, range, "device"),
      repo.sumByValue(db, range, "browser"),
      funnel(days),
      activeSessions(),
    ]);
    const uniqueByPage = new Map(pageVisitors.map((p) => [p.value, p.visits]));
    const dev = Object.fromEntries(devices.map((d) => [d.value, d.visits]));
    return {
      totalVisits: scalars.views,
      uniqueVisitors: scalars.sessions,
      activeSessions: active,
      pageViews: pages.map((p) => ({ page: p.value, visits: p.visits, uniqueVisitors: uniqueByPage.get(p.value) ?? 0 })),
      trafficSources: sources.map((s) => ({ source: s.value, visits: s.visits })),
      devices: { mobile: dev.mobile ?? 0, desktop: dev.desktop ?? 0, tablet: dev.tablet ?? 0 },
      browsers: browsers.map((b) => ({ browser: b.value, visits: b.visits })),
      conversionFunnel: [
        // People per step, each of them also in the step before (shared/metrics.ts).
        { step: "Visitatori landing", visits: f.landingPageVisits },
        { step: "… e blog", visits: f.blogVisits },
        { step: "… e calcolatori", visits: f.calculatorVisits },
        { step: "… e pagina di accesso", visits: f.loginAttempts },
      ],
    };
  }

  /** Site-wide figures for the admin overview's performance card. */
  async function performance(days: number) {
    const range = lastRomeDays(clock.now(), days);
    const s = await repo.sumScalars(db, range, ["views", "sessions", "bounces", "duration"]);
    return {
      dailyVisits: round1(s.views / days),
      averageSessionSeconds: s.sessions > 0 ? Math.round(s.duration / s.sessions) : null,
      bounceRate: s.sessions > 0 ? pct(s.bounces, s.sessions) : null,
      pagesPerSession: s.sessions > 0 ? round1(s.views / s.sessions) : null,
      sessions: s.sessions,
    };
  }

  return { overview, real, performance, activeSessions };
}

export function createAnalyticsService(deps: AppDeps) {
  const { db, clock, config } = deps;
  // The app builds this service once (analytics.module), so all its page views share one writer.
  const pageViews = new PageViewWriter(db, { flushMs: config.ANALYTICS_FLUSH_MS, bufferMax: config.ANALYTICS_BUFFER_MAX });
  // The daily salt is derived from this secret; ANALYTICS_SALT lets operators rotate it apart from sessions.
  const secret = config.ANALYTICS_SALT ?? config.sessionSecret;
  const ownHost = config.PUBLIC_URL ? safeHost(config.PUBLIC_URL) : null;

  function visitorOf(ctx: TrackContext, day: string) {
    return visitorHash(secret, day, ctx.ip ?? "", ctx.userAgent);
  }

  /** written: the view is committed; false: it is queued, written within ANALYTICS_FLUSH_MS. */
  async function trackPageView(body: TrackBody, ctx: TrackContext): Promise<{ written: boolean }> {
    const at = clock.now();
    const day = romeDateString(at);
    const page = normalizePage(body.page);
    const hash = visitorOf(ctx, day);
    const written = await pageViews.write({
      at,
      day,
      hour: romeHour(at),
      page,
      visitorHash: hash,
      ipTruncated: truncateIp(ctx.ip),
      device: deviceOf(ctx.userAgent),
      browser: browserOf(ctx.userAgent),
      source: sourceOf(body.utm_source, body.referrer, ownHost ?? ctx.host),
      userId: ctx.userId,
    });
    // Opening the login page is the funnel's "login attempt" (the landing's Accedi/Registrati lead there).
    if (page === "/login") await repo.insertEvent(db, { at, day, type: "login_attempt", visitorHash: hash });
    return { written };
  }

  /** Writes the page views still in memory (server shutdown). */
  async function flushPageViews(): Promise<void> {
    await pageViews.stop();
  }

  /** `into`: the transaction of a domain-event reaction (docs/events.md), else the app's database. */
  async function trackEvent(type: ConversionEventType | "premium_started" | "premium_ended", ctx: TrackContext | null, into: DbOrTx = db): Promise<void> {
    const at = clock.now();
    const day = romeDateString(at);
    await repo.insertEvent(into, { at, day, type, visitorHash: ctx ? visitorOf(ctx, day) : "" });
  }

  const conversions = createConversionReports(deps);

  return { trackPageView, flushPageViews, trackEvent, ...conversions, ...createTrafficReports(deps, conversions.funnel) };
}

function safeHost(url: string): string | null {
  try {
    return new URL(url).hostname;
  } catch {
    return null;
  }
}
