import type { RequestHandler, Router } from "express";
import type { AppDeps } from "../deps";
import type { Db } from "../db/client";
import type { SessionUserRow } from "../http/session.repo";

export type PageMeta = {
  title: string;
  description: string;
  canonicalPath?: string;
  image?: string;
  type?: "website" | "article";
  noindex?: boolean;
};

/** Query data a prerendered page is drawn from: [the client's query key (queryKeyOf a contract), JSON answer]. */
export type PrerenderData = Array<[readonly unknown[], unknown]>;

/** Who asks for a page (a blog view counts once per visitor and day): address and browser. */
export type Visitor = { ip: string; userAgent: string };

/**
 * How a session's user is read, given by the feature that signs people in (auth.module) to the
 * app's session step (server/perf/session-step.ts), so the step knows no feature.
 */
export type SessionUserParts = {
  /** req.user from the session express-session loaded (the long way). */
  readUser: RequestHandler;
  /** After readUser: marks the session seen when its mark is due. */
  markSeen: RequestHandler;
  /** req.user from the users row read with the session (the fast ways). */
  toUser: (row: SessionUserRow, now: Date) => Express.User;
  /** A session whose "last seen" mark is at least this old goes the long way. */
  lastSeenEveryMs: number;
};

/**
 * What one feature plugs into one app, built once by its module's create(): the services, caches
 * and prepared statements it builds there are its own, shared by its routes, event handlers and
 * pages (docs/ARCHITECTURE.md, "Services built once"). Every part is optional.
 */
export type Feature = {
  /** Routes mounted before the JSON body parser (raw bodies: the Stripe webhook). */
  rawRoutes?: Router;
  /**
   * A handler mounted before every shared middleware, security headers included (the page-view
   * beacon: docs/security.md, "La corsia del beacon"). It gets those headers to put on the
   * refusals it answers itself; whatever it does not answer it passes on with next().
   */
  beforeStack?: (securityHeaders: RequestHandler) => RequestHandler;
  routes?: Router;
  /** Subscribes to domain events of other features (createApp calls it once). */
  subscribe?: () => void;
  /** Background work inside the server (e.g. the mail worker); returns a stop function. */
  start?: () => (() => Promise<void>) | void;
  /** Title, description and Open Graph data for a public page the server renders. */
  pageMeta?: (path: string) => Promise<PageMeta | null>;
  /**
   * The data of a public page the server draws for visitors (server/web/prerender.ts): undefined
   * when the path is not this feature's, null when the page must not be prerendered.
   */
  prerenderData?: (path: string, visitor: Visitor) => Promise<PrerenderData | null | undefined>;
  /** Public URLs for /sitemap.xml. */
  sitemap?: () => Promise<string[]>;
  /** The session's user (one feature of the app gives it: auth). */
  session?: SessionUserParts;
};

/**
 * The services one feature hands to another within one app (the badges that alerts and
 * gamification both award, the analytics the admin overview reads): get(factory) builds the
 * factory's service on the first ask and gives every later ask the same one (docs/ARCHITECTURE.md,
 * "Services built once"). It lives as long as the app: nothing in it is keyed by database.
 */
export type SharedServices = { get<T>(factory: (deps: AppDeps) => T): T };

/** A registry of shared services for one app (buildFeatures); a module built alone (a test) gets one of its own. */
export function sharedServices(deps: AppDeps): SharedServices {
  const built = new Map<(deps: AppDeps) => unknown, unknown>();
  return {
    get<T>(factory: (deps: AppDeps) => T): T {
      if (!built.has(factory)) built.set(factory, factory(deps));
      return built.get(factory) as T;
    },
  };
}

/** A feature of the app: built once per app (create), seeded once per database (seed). */
export type FeatureModule = {
  name: string;
  /** shared: the app's registry (buildFeatures); absent when a test builds the module alone. */
  create: (deps: AppDeps, shared?: SharedServices) => Feature;
  /** Idempotent seed of the feature's content; re-running never duplicates rows or loses data. */
  seed?: (db: Db) => Promise<void>;
};
