import type { RequestHandler, Router } from "express";

/**
 * The feature routers behind one middleware that enters only the routers able to answer the
 * request's path (docs/scale-out.md, "Instradamento"). Mounted one by one with app.use, every
 * request walked every router in turn, and each router its layers: a fifth of a public read's CPU.
 *
 * A router is entered when one of its layers matches the path, as the router itself will decide:
 * a route with a plain path ("/api/courses") is looked up in a map (without case and without a
 * trailing slash, as the router compares it); every other layer (a route with parameters, a
 * middleware with or without a path) asks the layer's own pure `match`. The routers entered keep
 * their order, `next()` passes to the next one and then on, and an error goes straight on (the
 * routers that would have been skipped are plain routers, which skip errors anyway).
 *
 * The routers are read once, here: they must be complete when they are given.
 */

type Layer = { route?: { path: unknown }; match: (path: string) => unknown };

// A path the router compares literally: no parameter, wildcard, optional part or escape.
const PLAIN = /^\/[\w\-./~%]*$/;

/** A plain path as the router compares it: without case, one trailing slash ignored. */
export function routedPath(path: string): string {
  const lower = path.toLowerCase();
  return lower.length > 1 && lower.endsWith("/") ? lower.slice(0, -1) : lower;
}

export function routeIndex(routers: Router[]): RequestHandler {
  const byPlainPath = new Map<string, Set<number>>();
  // Per router, the layers whose match has to be asked (empty: only plain paths).
  const matchers: Layer[][] = routers.map(() => []);
  routers.forEach((router, i) => {
    for (const layer of router.stack as unknown as Layer[]) {
      const path = layer.route?.path;
      if (typeof path === "string" && PLAIN.test(path) && !path.includes("//")) {
        const key = routedPath(path);
        byPlainPath.set(key, (byPlainPath.get(key) ?? new Set()).add(i));
      } else {
        matchers[i].push(layer);
      }
    }
  });

  // A path the layer cannot decode (a bad %-escape in a parameter) enters its router, which
  // answers the same error it always did.
  const matches = (layer: Layer, path: string) => {
    try {
      return Boolean(layer.match(path));
    } catch {
      return true;
    }
  };

  const candidates = (path: string): Router[] => {
    const plain = byPlainPath.get(routedPath(path));
    const found: Router[] = [];
    for (let i = 0; i < routers.length; i++) {
      if (plain?.has(i) || matchers[i].some((layer) => matches(layer, path))) found.push(routers[i]);
    }
    return found;
  };

  const handler: RequestHandler = (req, res, next) => {
    const list = candidates(req.path);
    let i = 0;
    const step = (err?: unknown): void => {
      if (err !== undefined && err !== null) return next(err);
      if (i >= list.length) return next();
      list[i++](req, res, step);
    };
    step();
  };
  // The routers' layers in their order, as a router mounted at the root shows them: what lists
  // the app's routes (the security suite's server/test/route-list.ts) still finds every one.
  return Object.assign(handler, { stack: routers.flatMap((r) => r.stack) });
}
