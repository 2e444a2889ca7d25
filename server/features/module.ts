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

/** Query data a prerendered page is drawn from: [API path (the client's query key), JSON answer]. */
export type PrerenderData = Array<[string, unknown]>;

/** Who asks for a page (a blog view counts once per visitor and day): address and browser. */
export type Visitor = { ip: string; userAgent: string };

/** What a feature plugs into the app. Every part is optional. */
export type FeatureModule = {
  name: string;
  /** Routes mounted before the JSON body parser (raw bodies: the Stripe webhook). */
  rawRoutes?: (deps: AppDeps) => Router;
  routes?: (deps: AppDeps) => Router;
  /** Subscribes to domain events of other features. */
  subscribe?: (deps: AppDeps) => void;
  /** Idempotent seed of the feature's content; re-running never duplicates rows or loses data. */
  seed?: (db: Db) => Promise<void>;
  /** Background work inside the server (e.g. the mail worker); returns a stop function. */
  start?: (deps: AppDeps) => (() => Promise<void>) | void;
  /** Title, description and Open Graph data for a public page the server renders. */
  pageMeta?: (path: string, deps: AppDeps) => Promise<PageMeta | null>;
  /**
   * The data of a public page the server draws for visitors (server/web/prerender.ts): undefined
   * when the path is not this feature's, null when the page must not be prerendered.
   */
  prerenderData?: (path: string, deps: AppDeps, visitor: Visitor) => Promise<PrerenderData | null | undefined>;
  /** Public URLs for /sitemap.xml. */
  sitemap?: (deps: AppDeps) => Promise<string[]>;
};
