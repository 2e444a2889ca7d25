import express, { Router, type Request, type RequestHandler } from "express";
import type { AnyContract } from "@shared/contracts/define";
import { AppError } from "./errors";

// Routes whose JSON body may exceed the app's 200 kB parser (the bank import, the blog editor's
// writes with a cover image). Their body is read only after the route's guards (docs/security.md,
// "Seconda sonda (issue 37)"): a visitor or a user without the right access is refused 401/403
// before a byte of a large body is buffered or parsed.

const LARGE = Symbol("largeBody");

/** True when the request is for a large-body route: the app's 200 kB parser leaves its body unread. */
export function hasLargeBody(req: Request): boolean {
  return (req as Request & { [LARGE]?: true })[LARGE] === true;
}

type Method = "get" | "post" | "put" | "patch" | "delete";

export type LargeBody = {
  /** A feature's rawRoutes: marks the requests to these routes, before the app's parser. */
  marker: Router;
  /** The route's middleware after its guards (and limiters): reads the JSON body up to the limit. */
  parse: RequestHandler;
};

/**
 * The JSON body of these contracts, up to `limit` bytes, read by `parse` where the route puts it.
 * `tooLarge`: the Italian 413 answer over the limit (else the app's "Richiesta troppo grande").
 */
export function largeJsonBody(contracts: AnyContract[], options: { limit: number; tooLarge?: string }): LargeBody {
  const marker = Router();
  // Registered as the routes themselves, so the router matches them exactly as it will (case,
  // trailing slash, parameters); the security suite's route list reads each as its contract's.
  for (const c of contracts) {
    marker[c.method.toLowerCase() as Method](c.path, (req, _res, next) => {
      (req as Request & { [LARGE]?: true })[LARGE] = true;
      next();
    });
  }
  const parser = express.json({ limit: options.limit });
  const parse: RequestHandler = (req, res, next) =>
    parser(req, res, (err?: unknown) => {
      if (options.tooLarge && (err as { type?: string } | undefined)?.type === "entity.too.large") return next(new AppError("payload_too_large", options.tooLarge));
      next(err);
    });
  return { marker, parse };
}
