import { describe, expect, it } from "vitest";
import { ROUTES, routesFor } from "./route-table";
import { pages } from "./pages";

// docs/client.md, "Route table": the sets each session sees.
describe("tabella delle rotte", () => {
  it("nessun percorso compare due volte per la stessa sessione", () => {
    for (const signedIn of [true, false]) {
      const paths = routesFor(signedIn).map((r) => r.path);
      expect(new Set(paths).size).toBe(paths.length);
    }
  });

  it("un visitatore trova la guardia sulle pagine per chi ha un account", () => {
    const guarded = routesFor(false)
      .filter((r) => r.guarded === "always" && !r.page)
      .map((r) => r.path)
      .sort();
    expect(guarded).toEqual(["/account", "/alerts", "/check-up", "/household", "/onboarding", "/plan", "/subscribe", "/tax"]);
  });

  it("da autenticato /login porta alla dashboard; ogni pagina nominata esiste", () => {
    expect(routesFor(true).find((r) => r.path === "/login")?.redirect).toBe("/");
    for (const r of ROUTES) if (r.page) expect(pages[r.page]).toBeDefined();
  });
});
