import express, { type NextFunction, type Request, type Response, type Router } from "express";
import request from "supertest";
import { describe, expect, it } from "vitest";
import { routeIndex } from "./route-index";

// The same routers mounted one by one (app.use each) and behind routeIndex answer the same.

type Entered = { names: string[] };

/** A router that records when it is entered (the index reads its stack, so it keeps it). */
function watched(name: string, entered: Entered, build: (r: Router) => void): Router {
  const router = express.Router();
  build(router);
  const wrapper = ((req: Request, res: Response, next: NextFunction) => {
    entered.names.push(name);
    router(req, res, next);
  }) as unknown as Router;
  return Object.assign(wrapper, { stack: router.stack });
}

function routers(entered: Entered): Router[] {
  return [
    watched("corsi", entered, (r) => {
      r.get("/api/courses", (_req, res) => void res.json({ da: "corsi" }));
      r.get("/api/courses/:slug", (req, res) => void res.json({ slug: req.params.slug }));
    }),
    watched("admin", entered, (r) => {
      r.use("/api/admin", (req, res, next) => (req.headers["x-admin"] === "si" ? next() : void res.status(403).json({ message: "Accesso negato" })));
      r.get("/api/admin/stats", (_req, res) => void res.json({ da: "admin" }));
    }),
    watched("spese", entered, (r) => {
      r.get("/api/user/expenses", (req, _res, next) => (req.query.passa ? next() : next(new Error("rotto"))));
      r.post("/api/user/expenses", (_req, _res, next) => next("router"));
    }),
    watched("altro", entered, (r) => {
      r.get("/api/user/expenses", (_req, res) => void res.json({ da: "altro" }));
      r.post("/api/user/expenses", (_req, res) => void res.status(201).json({ da: "altro" }));
      r.get("/api/admin/other", (_req, res) => void res.json({ da: "altro-admin" }));
    }),
  ];
}

function app(mode: "uno per uno" | "indice", entered: Entered = { names: [] }) {
  const a = express();
  const list = routers(entered);
  if (mode === "indice") a.use(routeIndex(list));
  else for (const r of list) a.use(r);
  a.use((_req, res) => void res.status(404).json({ message: "Non trovato" }));
  a.use((err: Error, _req: Request, res: Response, _next: NextFunction) => void res.status((err as { status?: number }).status ?? 500).json({ message: err.message }));
  return a;
}

const cases: Array<{ method: "get" | "post"; path: string; headers?: Record<string, string> }> = [
  { method: "get", path: "/api/courses" },
  { method: "get", path: "/API/Courses/" },
  { method: "get", path: "/api/courses?x=1" },
  { method: "get", path: "/api/courses/risparmio" },
  { method: "get", path: "/api/courses/%E0%A4%A" },
  { method: "get", path: "/api/admin/stats" },
  { method: "get", path: "/api/admin/stats", headers: { "x-admin": "si" } },
  { method: "get", path: "/api/admin/other" },
  { method: "get", path: "/api/user/expenses" },
  { method: "get", path: "/api/user/expenses?passa=1" },
  { method: "post", path: "/api/user/expenses" },
  { method: "get", path: "/api/nowhere" },
  { method: "get", path: "/api/courses//" },
];

describe("routeIndex: only the routers that can answer the path", () => {
  it.each(cases)("$method $path answers as the routers mounted one by one", async ({ method, path, headers }) => {
    const one = await request(app("uno per uno"))[method](path).set(headers ?? {});
    const indexed = await request(app("indice"))[method](path).set(headers ?? {});
    expect({ status: indexed.status, body: indexed.body }).toEqual({ status: one.status, body: one.body });
  });

  it("gives the expected answers (the comparison above is not between two wrong ones)", async () => {
    const a = app("indice");
    expect((await request(a).get("/API/Courses/")).body).toEqual({ da: "corsi" });
    expect((await request(a).get("/api/courses/risparmio")).body).toEqual({ slug: "risparmio" });
    expect((await request(a).get("/api/courses/%E0%A4%A")).status).toBe(400);
    expect((await request(a).get("/api/admin/other")).status).toBe(403);
    expect((await request(a).get("/api/admin/other").set("x-admin", "si")).body).toEqual({ da: "altro-admin" });
    expect((await request(a).get("/api/user/expenses")).status).toBe(500);
    expect((await request(a).get("/api/user/expenses?passa=1")).body).toEqual({ da: "altro" });
    expect((await request(a).post("/api/user/expenses")).status).toBe(201);
    expect((await request(a).get("/api/nowhere")).status).toBe(404);
  });

  it("enters only the routers with a layer for the path, in their order", async () => {
    const entered: Entered = { names: [] };
    const a = app("indice", entered);
    const visit = async (path: string, method: "get" | "post" = "get") => {
      entered.names = [];
      await request(a)[method](path).set("x-admin", "si");
      return entered.names;
    };
    expect(await visit("/api/courses")).toEqual(["corsi"]);
    expect(await visit("/api/courses/risparmio")).toEqual(["corsi"]);
    expect(await visit("/api/admin/other")).toEqual(["admin", "altro"]);
    expect(await visit("/api/user/expenses?passa=1")).toEqual(["spese", "altro"]);
    // An error goes straight to the error handler: the later router is not entered.
    expect(await visit("/api/user/expenses")).toEqual(["spese"]);
    expect(await visit("/api/user/expenses", "post")).toEqual(["spese", "altro"]);
    expect(await visit("/api/nowhere")).toEqual([]);
  });
});
