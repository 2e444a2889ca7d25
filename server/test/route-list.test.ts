import express, { Router } from "express";
import { describe, expect, it } from "vitest";
import { allContracts } from "@shared/contracts";
import { routeKey } from "@shared/contracts/define";
import { listRoutes } from "./route-list";
import { ROUTE_RULES } from "./route-rules";

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

// Each endpoint is declared once, as a contract in shared/contracts; the security suite's rules
// (route-rules.ts, what a contract cannot say) must name only those endpoints. Who may call each
// is checked by server/security/expected-access.test.ts; the authorization matrix checks the other
// side: the app registers exactly the declared routes.
describe("contratti e regole di sicurezza", () => {
  const contracts = allContracts().map(({ name, contract }) => ({ name, key: routeKey(contract) }));

  it("ogni regola nomina un contratto", () => {
    const declared = new Set(contracts.map((c) => c.key));
    expect(Object.keys(ROUTE_RULES).filter((k) => !declared.has(k)), "dichiara la rotta in shared/contracts o togli la regola").toEqual([]);
  });

  it("nessun endpoint è dichiarato due volte", () => {
    const keys = contracts.map((c) => c.key);
    expect(keys.filter((k, i) => keys.indexOf(k) !== i)).toEqual([]);
    expect(keys.length).toBeGreaterThan(40);
  });
});
