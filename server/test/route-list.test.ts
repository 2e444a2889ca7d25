import express, { Router } from "express";
import { describe, expect, it } from "vitest";
import { listRoutes } from "./route-list";

const ok: express.RequestHandler = (_req, res) => {
  res.end();
};

describe("listRoutes", () => {
  it("elenca le rotte dell'app e dei router montati, anche annidati e con prefisso", () => {
    const app = express();
    app.use((_req, _res, next) => next());
    app.get("/api/health", ok);
    const feature = Router();
    feature.get("/api/things/:id", ok).post("/api/things", ok);
    feature.route("/api/things/:id/tags").put(ok).delete(ok);
    const inner = Router();
    inner.patch("/x/:slug", ok);
    const outer = Router();
    outer.use("/api/nested", inner);
    app.use(feature);
    app.use("/", outer);
    app.use(Router().use(Router().all("/api/any", ok)));
    expect(listRoutes(app).map((r) => r.key)).toEqual([
      "GET /api/health",
      "GET /api/things/:id",
      "POST /api/things",
      "PUT /api/things/:id/tags",
      "DELETE /api/things/:id/tags",
      "PATCH /api/nested/x/:slug",
      "ALL /api/any",
    ]);
  });

  it("una rotta dichiarata due volte compare una volta", () => {
    const app = express();
    app.get("/a", ok);
    app.get("/a", ok);
    expect(listRoutes(app)).toEqual([{ method: "GET", path: "/a", key: "GET /a" }]);
  });

  it("rifiuta un percorso che non si può nominare invece di nascondere la rotta", () => {
    const app = express();
    app.get(/^\/api\/re$/, ok);
    expect(() => listRoutes(app)).toThrow(/non elencabile/);
  });

  it("rifiuta una sotto-applicazione, le cui rotte resterebbero nascoste", () => {
    const app = express();
    const sub = express();
    sub.get("/x", ok);
    app.use("/api/sub", sub);
    expect(() => listRoutes(app)).toThrow(/sotto-applicazione/);
  });
});
