import type { RequestHandler } from "express";
import { MESSAGES } from "@shared/labels";
import { sendError } from "./errors";

const UNSAFE = new Set(["POST", "PUT", "PATCH", "DELETE"]);
// The webhook is signed by Stripe; POST /api/logout is the "Vuoi uscire?" form, checked by its
// route (Sec-Fetch-Site / Origin, server/features/auth/auth.routes.ts).
const EXEMPT = new Set(["/api/stripe/webhook", "/api/logout"]);

/**
 * Cross-site request forgery defence for a cookie-authenticated JSON API: a state-changing
 * /api request must carry X-Requested-With (a header a cross-site form cannot set without a
 * CORS preflight, which this server never grants) and, when it has a body, a JSON one.
 */
export const requireApiHeaders: RequestHandler = (req, res, next) => {
  // Express routes /API/… and /Api/… to the same handlers as /api/…: compare whatever the case.
  const pathname = req.path.toLowerCase();
  if (!UNSAFE.has(req.method) || !pathname.startsWith("/api/") || EXEMPT.has(pathname)) return next();
  const hasBody = Number(req.headers["content-length"] ?? 0) > 0 || req.headers["transfer-encoding"] !== undefined;
  const isJson = (req.headers["content-type"] ?? "").toLowerCase().startsWith("application/json");
  if (!req.headers["x-requested-with"] || (hasBody && !isJson)) {
    sendError(res, "forbidden", MESSAGES.csrf);
    return;
  }
  next();
};
