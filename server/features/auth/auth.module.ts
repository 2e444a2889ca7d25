import type { FeatureModule } from "../module";
import { createAuthService, toSessionUser } from "./auth.service";
import { authRoutes, createPassport, sessionUser } from "./auth.routes";
import { LAST_SEEN_EVERY_MS, touchLastSeen } from "./session-device";

/**
 * Sign-up, sign-in and out, the password reset and the health check (docs/accounts.md), and how a
 * session's user is read, which the app's session step takes from here (server/perf/session-step.ts).
 * One auth service and one passport per app, shared by the routes and the session step
 * (docs/ARCHITECTURE.md, "Services built once").
 */
export const authModule: FeatureModule = {
  name: "auth",
  create: (deps) => {
    const auth = createAuthService(deps);
    const passport = createPassport(deps, auth);
    return {
      routes: authRoutes(deps, auth, passport),
      session: { readUser: sessionUser(passport), markSeen: touchLastSeen(() => deps.clock.now()), toUser: toSessionUser, lastSeenEveryMs: LAST_SEEN_EVERY_MS },
    };
  },
};
