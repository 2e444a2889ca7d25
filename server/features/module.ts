import type { Router } from "express";
import type { AppDeps } from "../deps";
import type { Db } from "../db/client";

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
 * What one feature plugs into one app, built once by its module's create(): the services, caches
 * and prepared statements it builds there are its own, shared by its routes, event handlers and
 * pages (docs/ARCHITECTURE.md, "Services built once"). Every part is optional.
 */
export type Feature = {
  /** Routes mounted before the JSON body parser (raw bodies: the Stripe webhook). */
  rawRoutes?: Router;
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
};

/** A feature of the app: built once per app (create), seeded once per database (seed). */
export type FeatureModule = {
  name: string;
  create: (deps: AppDeps) => Feature;
  /** Idempotent seed of the feature's content; re-running never duplicates rows or loses data. */
  seed?: (db: Db) => Promise<void>;
};
