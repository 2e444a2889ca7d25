import type { RequestHandler } from "express";

/**
 * A middleware that only sets the same headers on every response (helmet with fixed directives),
 * run once at start on a stand-in request and response, then replayed as one loop of setHeader
 * per request (docs/scale-out.md, "Instradamento"): helmet's twelve middlewares in a row were a
 * twentieth of a public read's CPU.
 *
 * Refuses, at start, a middleware that reads the request, touches the response other than by
 * setHeader/removeHeader, or does not call next() at once without an error: its headers could
 * then differ between requests, and must not be computed once.
 */
export function staticHeaders(middleware: RequestHandler): RequestHandler {
  const set: Array<[string, string | number | readonly string[]]> = [];
  const removed: string[] = [];
  const refuse = (what: string) => {
    throw new Error(`staticHeaders: il middleware usa ${what}, le sue intestazioni non sono fisse`);
  };
  const req = new Proxy({}, { get: (_t, key) => refuse(`req.${String(key)}`) });
  const res = new Proxy(
    {
      setHeader: (name: string, value: string | number | readonly string[]) => {
        const i = set.findIndex(([n]) => n.toLowerCase() === name.toLowerCase());
        if (i >= 0) set.splice(i, 1);
        set.push([name, value]);
      },
      removeHeader: (name: string) => {
        const i = set.findIndex(([n]) => n.toLowerCase() === name.toLowerCase());
        if (i >= 0) set.splice(i, 1);
        removed.push(name);
      },
    },
    { get: (target, key) => (key === "setHeader" || key === "removeHeader" ? target[key] : refuse(`res.${String(key)}`)) },
  );
  let nextCalled = false;
  middleware(req as never, res as never, (err?: unknown) => {
    if (err !== undefined && err !== null) refuse("next(errore)");
    nextCalled = true;
  });
  if (!nextCalled) refuse("una chiamata a next() non immediata");

  return (_req, response, next) => {
    for (const name of removed) response.removeHeader(name);
    for (const [name, value] of set) response.setHeader(name, value);
    next();
  };
}
