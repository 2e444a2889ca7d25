import { describe, expect, it } from "vitest";
import { articleKey, articlesKey, relatedKey } from "./api";

// The server's prerender seeds these keys (server/web/prerender.int.test.ts asserts the same
// shapes): a different key would make the hydrated page ask the API again and count a second view.
describe("chiavi del blog", () => {
  it("lista, articolo e correlati hanno le chiavi che il prerender del server semina", () => {
    expect(articlesKey(null)).toEqual(["/api/blog/articles", {}, {}]);
    expect(articlesKey("budget")).toEqual(["/api/blog/articles", {}, { category: "budget" }]);
    expect(articleKey("fondo-emergenza")).toEqual(["/api/blog/article/:slug", { slug: "fondo-emergenza" }, {}]);
    expect(relatedKey("fondo-emergenza")).toEqual(["/api/blog/related/:slug", { slug: "fondo-emergenza" }, {}]);
  });
});
