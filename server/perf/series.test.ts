import express, { type NextFunction, type Request, type RequestHandler, type Response } from "express";
import request from "supertest";
import { describe, expect, it } from "vitest";
import { series } from "./series";

// The same middlewares mounted one by one (app.use each) and as one series answer the same.

function app(handlers: RequestHandler[], asSeries: boolean) {
  const a = express();
  if (asSeries) a.use(series(...handlers));
  else for (const h of handlers) a.use(h);
  a.get("/", (req, res) => void res.json({ seen: res.locals.seen ?? [] }));
  a.use((err: Error, _req: Request, res: Response, _next: NextFunction) => void res.status(418).json({ message: err.message }));
  return a;
}

const mark =
  (name: string): RequestHandler =>
  (_req, res, next) => {
    res.locals.seen = [...(res.locals.seen ?? []), name];
    next();
  };

const cases: Record<string, RequestHandler[]> = {
  "in order": [mark("a"), mark("b"), mark("c")],
  "next(err) stops": [mark("a"), (_req, _res, next) => next(new Error("fermato")), mark("c")],
  "a throw stops": [
    mark("a"),
    () => {
      throw new Error("lanciato");
    },
    mark("c"),
  ],
  "a rejected promise stops": [mark("a"), async () => Promise.reject(new Error("rifiutato")), mark("c")],
  "an async middleware goes on": [mark("a"), async (_req, _res, next) => void (await Promise.resolve(), next()), mark("c")],
  'next("route") goes on': [mark("a"), (_req, _res, next) => next("route"), mark("c")],
  "an answer ends it": [mark("a"), (_req, res) => void res.status(202).json({ presto: true }), mark("c")],
};

describe("series: middlewares as one layer", () => {
  it.each(Object.entries(cases))("%s, as when mounted one by one", async (_name, handlers) => {
    const one = await request(app(handlers, false)).get("/");
    const together = await request(app(handlers, true)).get("/");
    expect({ status: together.status, body: together.body }).toEqual({ status: one.status, body: one.body });
  });

  it("gives the expected answers (the comparison above is not between two wrong ones)", async () => {
    expect((await request(app(cases["in order"], true)).get("/")).body).toEqual({ seen: ["a", "b", "c"] });
    expect((await request(app(cases["a rejected promise stops"], true)).get("/")).body).toEqual({ message: "rifiutato" });
    expect((await request(app(cases["a throw stops"], true)).get("/")).status).toBe(418);
    expect((await request(app(cases["an answer ends it"], true)).get("/")).status).toBe(202);
  });
});
