import type { RequestHandler, Response } from "express";

// Browser caching of the API (docs/security.md, "Seconda sonda (issue 37)"): an answer that
// depends on the session must not outlive it in the browser's disk cache.

/** An answer the browser must not keep anywhere: the default of every /api answer. */
export const NO_STORE = "no-store";

// The router compares paths without case: /API/user/expenses is the same route.
const API_PATH = /^\/api(?:\/|$)/i;

/**
 * Every /api answer is `Cache-Control: no-store` unless its route sets its own caching (public
 * answers only, e.g. a published article's cover). Set before any route or error runs, so a
 * refusal or a 404 carries it too; one test and one setHeader per request.
 */
export const apiNoStore: RequestHandler = (req, res, next) => {
  if (API_PATH.test(req.path)) res.setHeader("Cache-Control", NO_STORE);
  next();
};

/**
 * On sign-out: the browser drops its HTTP cache for this site. Not "storage": the expenses
 * added offline wait in IndexedDB (docs/client.md, "Installable app and offline").
 */
export function clearSiteCache(res: Response): void {
  res.setHeader("Clear-Site-Data", '"cache"');
}
