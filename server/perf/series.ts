import type { RequestHandler } from "express";

/**
 * Middlewares that every request passes, run one after the other as one layer of the app
 * (docs/scale-out.md, "Instradamento"): the router's walk costs a few microseconds per layer, and
 * every request crossed these in a row. Each one calls next() to go on, next(err) to stop with an
 * error; a thrown error or a rejected promise stops the same way, as in Express 5.
 */
export function series(...handlers: RequestHandler[]): RequestHandler {
  return (req, res, next) => {
    let i = 0;
    const step = (err?: unknown): void => {
      // next("route") in a middleware goes on, as in the router; next("router") leaves the app's router.
      if (err !== undefined && err !== null && err !== "route") return next(err);
      const handler = handlers[i++];
      if (!handler) return next();
      try {
        const result: unknown = handler(req, res, step);
        if (result instanceof Promise) result.catch((e: unknown) => next(e ?? new Error("middleware rifiutato senza errore")));
      } catch (e) {
        next(e);
      }
    };
    step();
  };
}
