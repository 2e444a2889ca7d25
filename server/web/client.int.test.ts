import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Express } from "express";
import { call, createTestContext, type TestContext } from "../test/harness";
import { createApp } from "../app";
import { mountBuiltClient } from "./client";
import { authContract } from "@shared/contracts/auth";
import { coursesContract } from "@shared/contracts/courses";

let ctx: TestContext;
let app: Express;
let dist: string;
const script = `export const x = ${JSON.stringify("a".repeat(4000))};\n`;
beforeAll(async () => {
  ctx = await createTestContext();
  // A small built client with a public folder named like a route (dist/public/blog/*.svg).
  dist = fs.mkdtempSync(path.join(os.tmpdir(), "ff-web-"));
  fs.writeFileSync(path.join(dist, "index.html"), `<!doctype html><html lang="it"><head><title>App</title><!--app-meta--></head><body><div id="root"></div></body></html>`);
  fs.mkdirSync(path.join(dist, "assets"));
  fs.writeFileSync(path.join(dist, "assets", "index-AbC123xy.js"), script);
  fs.mkdirSync(path.join(dist, "blog"));
  fs.writeFileSync(path.join(dist, "blog", "budget.svg"), `<svg xmlns="http://www.w3.org/2000/svg"/>`);
  // The Vite manifest: an entry with a static import, and page chunks sharing one.
  fs.mkdirSync(path.join(dist, ".vite"));
  const manifest = {
    "index.html": { file: "assets/index-AbC123xy.js", isEntry: true, imports: ["_jsx-1.js"] },
    "_jsx-1.js": { file: "assets/jsx-1.js" },
    "_card-1.js": { file: "assets/card-1.js", imports: ["_jsx-1.js"] },
    "src/features/auth/pages/landing-page.tsx": { file: "assets/landing-page-1.js", imports: ["index.html", "_card-1.js", "_jsx-1.js"] },
    "src/features/dashboard/pages/dashboard-page.tsx": { file: "assets/dashboard-page-1.js", imports: ["index.html", "_jsx-1.js"] },
    "src/features/blog/pages/blog-article-page.tsx": { file: "assets/blog-article-page-1.js", imports: ["index.html", "_card-1.js"] },
  };
  fs.writeFileSync(path.join(dist, ".vite", "manifest.json"), JSON.stringify(manifest));
  app = createApp(ctx.deps, { web: (a, features) => mountBuiltClient(a, ctx.deps, features, dist) });
});
afterAll(async () => {
  fs.rmSync(dist, { recursive: true, force: true });
  await ctx.close();
});

describe("client compilato", () => {
  it("/blog è la pagina dell'app, non un rinvio alla cartella /blog/ delle immagini", async () => {
    const res = await request(app).get("/blog");
    expect(res.status).toBe(200);
    expect(res.type).toBe("text/html");
    expect(res.headers["cache-control"]).toBe("no-cache");
    expect((await request(app).get("/blog/budget.svg")).status).toBe(200);
  });

  it("gli asset con hash sono compressi e in cache per un anno, immutabili", async () => {
    const res = await request(app).get("/assets/index-AbC123xy.js").set("Accept-Encoding", "gzip, br");
    expect(res.status).toBe(200);
    expect(res.headers["content-encoding"]).toMatch(/^(gzip|br)$/);
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(res.text).toBe(script);
    // A missing asset is a 404, never the HTML shell (a stale chunk must fail loudly).
    expect((await request(app).get("/assets/manca-123.js")).status).toBe(404);
  });

  it("l'HTML annuncia il chunk della pagina d'arrivo (modulepreload), secondo chi chiede '/'", async () => {
    const preloads = (html: string) => [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)"/g)].map((m) => m[1]);
    expect(preloads((await request(app).get("/")).text)).toEqual(["/assets/landing-page-1.js", "/assets/card-1.js"]);
    expect(preloads((await request(app).get("/blog/un-articolo")).text)).toEqual(["/assets/blog-article-page-1.js", "/assets/card-1.js"]);
    expect(preloads((await request(app).get("/feedback")).text)).toEqual([]);
    const agent = request.agent(app).set("X-Requested-With", "vitest");
    expect((await call(agent, authContract.register).send({ email: "arrivo@esempio.it", password: "password123" })).status).toBe(201);
    expect(preloads((await agent.get("/")).text)).toEqual(["/assets/dashboard-page-1.js"]);
  });
});

describe("ETag", () => {
  it("le pagine si riconvalidano con 304; le risposte JSON dell'API non hanno ETag né X-Powered-By", async () => {
    // One listening server: the page's canonical link names its port.
    const server = app.listen(0, "127.0.0.1");
    await new Promise((r) => server.once("listening", r));
    try {
      const page = await request(server).get("/corsi");
      expect(page.status).toBe(200);
      expect(page.headers.etag).toMatch(/^W\//);
      expect(page.headers["x-powered-by"]).toBeUndefined();
      const again = await request(server).get("/corsi").set("If-None-Match", page.headers.etag);
      expect(again.status).toBe(304);
      const api = await call(request(server), coursesContract.list);
      expect(api.status).toBe(200);
      expect(api.headers.etag).toBeUndefined();
      expect(api.headers["x-powered-by"]).toBeUndefined();
    } finally {
      server.close();
    }
  });
});
