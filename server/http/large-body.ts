import express, { Router, type Request, type RequestHandler } from "express";
import type { BodyLimitName } from "@shared/contracts/define";
import { allContracts } from "@shared/contracts";
import { AppError } from "./errors";

// Routes whose JSON body may exceed the app's 200 kB parser (the bank import, the blog editor's
// writes with a cover image). Their body is read only after the route's guards (docs/security.md,
// "Seconda sonda (issue 37)"): a visitor or a user without the right access is refused 401/403
// before a byte of a large body is buffered or parsed.

const LARGE = Symbol("largeBody");
type Marked = Request & { [LARGE]?: RequestHandler };

/** True when the request is for a large-body route: the app's 200 kB parser leaves its body unread. */
export function hasLargeBody(req: Request): boolean {
  return (req as Marked)[LARGE] !== undefined;
}

/**
 * What route() puts after a `bodyLimit` contract's guard and limiters: reads the body with the
 * parser its marker chose (server/http/route.ts); without a marker the app's parser already did.
 */
export const readLargeBody: RequestHandler = (req, res, next) => {
  const parse = (req as Marked)[LARGE];
  if (!parse) return next();
  parse(req, res, next);
};

type Method = "get" | "post" | "put" | "patch" | "delete";

export type LargeBody = {
  /** A feature's rawRoutes: marks the requests to these routes, before the app's parser. */
  marker: Router;
};

/**
 * The JSON body of the contracts whose `bodyLimit` is `name`, up to `limit` bytes, read where
 * route() puts it: after the guard and the limiters. `tooLarge`: the Italian 413 answer over the
 * limit (else the app's "Richiesta troppo grande").
 */
export function largeJsonBody(name: BodyLimitName, options: { limit: number; tooLarge?: string }): LargeBody {
  const contracts = allContracts()
    .map(({ contract }) => contract)
    .filter((c) => c.bodyLimit === name);
  const marker = Router();
  // Registered as the routes themselves, so the router matches them exactly as it will (case,
  // trailing slash, parameters); the security suite's route list reads each as its contract's.
  for (const c of contracts) {
    marker[c.method.toLowerCase() as Method](c.path, (req, _res, next) => {
      (req as Marked)[LARGE] = parse;
      next();
    });
  }
  const parser = express.json({ limit: options.limit });
  const parse: RequestHandler = (req, res, next) =>
    parser(req, res, (err?: unknown) => {
      if (options.tooLarge && (err as { type?: string } | undefined)?.type === "entity.too.large") return next(new AppError("payload_too_large", options.tooLarge));
      next(err);
    });
  return { marker };
}
