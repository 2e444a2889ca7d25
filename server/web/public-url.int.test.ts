import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../test/harness";
import { createApp } from "../app";
import { mountBuiltClient } from "./client";

// Without PUBLIC_URL the Host header is the client's choice: canonical links, sitemap, robots and
// payment return URLs must not reflect it (docs/security.md).
let ctx: TestContext;
let dist: string;
beforeAll(async () => {
  ctx = await createTestContext({ config: { PORT: "5123" } });
  dist = fs.mkdtempSync(path.join(os.tmpdir(), "ff-url-"));
  fs.writeFileSync(path.join(dist, "index.html"), `<!doctype html><html lang="it"><head><title>App</title><!--app-meta--></head><body><div id="root"></div></body></html>`);
  fs.mkdirSync(path.join(dist, ".vite"));
  fs.writeFileSync(path.join(dist, ".vite", "manifest.json"), "{}");
});
afterAll(async () => {
  fs.rmSync(dist, { recursive: true, force: true });
  await ctx.close();
});

describe("origine pubblica senza PUBLIC_URL", () => {
  it("canonical, sitemap e robots usano http://localhost:PORT, mai l'Host della richiesta", async () => {
    const app = createApp(ctx.deps, { web: (a, features) => mountBuiltClient(a, ctx.deps, features, dist) });
    const evil = { Host: "sito-malevolo.example", "X-Forwarded-Host": "sito-malevolo.example" };
    for (const url of ["/robots.txt", "/sitemap.xml", "/blog", "/"]) {
      const res = await request(app).get(url).set(evil);
      expect(res.status, url).toBe(200);
      expect(res.text, url).not.toContain("malevolo");
      expect(res.text, url).toContain("http://localhost:5123");
    }
  });

  it("con PUBLIC_URL vale PUBLIC_URL", async () => {
    const own = await createTestContext({ database: ctx.database, config: { PUBLIC_URL: "https://www.esempio.it/" } });
    const app = createApp(own.deps, { web: (a, features) => mountBuiltClient(a, own.deps, features, dist) });
    const res = await request(app).get("/robots.txt").set("Host", "sito-malevolo.example");
    expect(res.text).toContain("Sitemap: https://www.esempio.it/sitemap.xml");
  });
});
