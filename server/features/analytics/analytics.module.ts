import { sharedServices, type FeatureModule } from "../module";
import { analyticsRoutes, createTrackLimit, trackContext } from "./analytics.routes";
import { beaconLane } from "./beacon";
import { createAnalyticsService } from "./analytics.service";
import { applyAnalyticsRetention } from "./retention";
import { every } from "../../ops/maintenance";

export const analyticsModule: FeatureModule = {
  name: "analytics",
  create: (deps, shared = sharedServices(deps)) => {
    // One service per app: the page views of all its requests share one group-commit writer; the
    // admin overview reads the same one (docs/ARCHITECTURE.md, "Services built once").
    const analytics = shared.get(createAnalyticsService);
    const trackLimit = createTrackLimit(deps.config);
    return {
      routes: analyticsRoutes(analytics, trackLimit),
      // A visitor's page view is answered before the shared middlewares (docs/security.md, "La corsia del beacon").
      beforeStack: beaconLane({ analytics, trackLimit, context: trackContext }),
      // Rows naming a visitor or a user are kept ANALYTICS_RETENTION_MONTHS (docs/security.md).
      start: () => {
        const stopRetention = every(deps, "conservazione analytics", () => applyAnalyticsRetention(deps));
        // On shutdown (SIGTERM) the page views still in memory are written before the database
        // closes. Written before their answer (ANALYTICS_FLUSH_MS=0), none wait in memory.
        if (!stopRetention && deps.config.ANALYTICS_FLUSH_MS === 0) return undefined;
        return async () => {
          await stopRetention?.();
          await analytics.flushPageViews();
        };
      },
      subscribe: () => {
        // Registrations are counted from the server's own event, never from a browser report.
        // Counted once per event, also when the event is applied again after a crash (docs/events.md).
        deps.events.on("user.registered", (_p, meta) => deps.events.once(deps.db, meta, "analytics", (tx) => analytics.trackEvent("registration_completed", null, tx)));
        // Premium starts and ends, so the admin overview can compare premium users with last month.
        deps.events.on("premium.changed", ({ isPremium }, meta) =>
          deps.events.once(deps.db, meta, "analytics", (tx) => analytics.trackEvent(isPremium ? "premium_started" : "premium_ended", null, tx)),
        );
      },
    };
  },
};
