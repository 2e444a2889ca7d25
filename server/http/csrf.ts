import type { RequestHandler } from "express";
import { MESSAGES } from "@shared/labels";
import { allContracts } from "@shared/contracts";
import { sendError } from "./errors";
import { routedPath } from "../perf/route-index";

const UNSAFE = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * The endpoints whose contract says `csrf: "exempt"` (today the webhook signed by Stripe and the
 * "Vuoi uscire?" form, which checks Sec-Fetch-Site / Origin itself), as "METHOD path" compared the
 * way the router compares a plain path: without case, one trailing slash ignored.
 */
export function csrfExemptions(contracts = allContracts().map(({ contract }) => contract)): Set<string> {
  const exempt = new Set<string>();
  for (const c of contracts.filter((x) => x.csrf === "exempt")) {
    if (c.path.includes(":")) throw new Error(`esenzione CSRF su un percorso con parametri: ${c.method} ${c.path}`);
    exempt.add(`${c.method} ${routedPath(c.path)}`);
  }
  return exempt;
}
const EXEMPT = csrfExemptions();

/**
 * Cross-site request forgery defence for a cookie-authenticated JSON API: a state-changing
 * /api request must carry X-Requested-With (a header a cross-site form cannot set without a
 * CORS preflight, which this server never grants) and, when it has a body, a JSON one.
 */
export const requireApiHeaders: RequestHandler = (req, res, next) => {
  // Express routes /API/… and /Api/… to the same handlers as /api/…: compare whatever the case.
  const pathname = routedPath(req.path);
  if (!UNSAFE.has(req.method) || !pathname.startsWith("/api/") || EXEMPT.has(`${req.method} ${pathname}`)) return next();
  const hasBody = Number(req.headers["content-length"] ?? 0) > 0 || req.headers["transfer-encoding"] !== undefined;
  const isJson = (req.headers["content-type"] ?? "").toLowerCase().startsWith("application/json");
  if (!req.headers["x-requested-with"] || (hasBody && !isJson)) {
    sendError(res, "forbidden", MESSAGES.csrf);
    return;
  }
  next();
};
