import express, { type RequestHandler } from "express";
import helmet from "helmet";
import request from "supertest";
import { describe, expect, it } from "vitest";
import { staticHeaders } from "./static-headers";

const production = () =>
  helmet({
    contentSecurityPolicy: { directives: { defaultSrc: ["'self'"], frameAncestors: ["'none'"], upgradeInsecureRequests: null } },
    strictTransportSecurity: { maxAge: 15_552_000, includeSubDomains: true },
    crossOriginEmbedderPolicy: false,
  });

// Express's own X-Powered-By stays on, so the comparison also checks that helmet's removal is replayed.
function headersOf(middleware: RequestHandler) {
  const app = express();
  app.use(middleware);
  app.get("/", (_req, res) => void res.json({ ok: true }));
  return request(app)
    .get("/")
    .then((r) => {
      const { date: _date, etag: _etag, ...rest } = r.headers;
      return rest;
    });
}

describe("staticHeaders: helmet's headers computed once", () => {
  it("answers with exactly the headers helmet sets itself, for production's options and the defaults", async () => {
    for (const make of [production, () => helmet()]) {
      const own = await headersOf(make());
      const once = await headersOf(staticHeaders(make()));
      expect(once).toEqual(own);
      expect(once["content-security-policy"]).toBeTruthy();
      expect(once["x-powered-by"]).toBeUndefined();
    }
    const hsts = await headersOf(staticHeaders(production()));
    expect(hsts["strict-transport-security"]).toBe("max-age=15552000; includeSubDomains");
    expect(hsts["content-security-policy"]).toContain("frame-ancestors 'none'");
  });

  it("refuses at start a middleware whose headers depend on the request, or that answers or waits", () => {
    const readsRequest: RequestHandler = (req, res, next) => {
      res.setHeader("X-Lingua", String(req.headers["accept-language"]));
      next();
    };
    const answers: RequestHandler = (_req, res) => void res.status(403).end();
    const waits: RequestHandler = (_req, _res, next) => void setImmediate(next);
    const fails: RequestHandler = (_req, _res, next) => next(new Error("no"));
    for (const m of [readsRequest, answers, waits, fails]) expect(() => staticHeaders(m)).toThrow(/intestazioni non sono fisse/);
    // A nonce per request would be a function directive: it reads the response's locals.
    const nonce = helmet({ contentSecurityPolicy: { directives: { scriptSrc: ["'self'", (_req, res) => `'nonce-${(res as express.Response).locals.nonce}'`] } } });
    expect(() => staticHeaders(nonce)).toThrow(/intestazioni non sono fisse/);
  });
});
