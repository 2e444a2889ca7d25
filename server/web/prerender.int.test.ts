import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Express } from "express";
import { call, createTestContext, type TestContext, insertRawArticle } from "../test/harness";
import { createApp } from "../app";
import { mountBuiltClient } from "./client";
import { authContract } from "@shared/contracts/auth";
import { blogContract } from "@shared/contracts/blog";

let ctx: TestContext;
let app: Express;
let dir: string;
const SPINNER = `<div id="root"><!--spinner--><div role="status">Caricamento...</div><!--/spinner--></div>`;
beforeAll(async () => {
  ctx = await createTestContext();
  // A built client (dist/public) and, beside it, a stand-in of the server build of the client
  // (dist/ssr/prerender.js) that writes what it was asked to draw.
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "ff-prerender-"));
  fs.mkdirSync(path.join(dir, "public"));
  fs.mkdirSync(path.join(dir, "ssr"));
  fs.writeFileSync(path.join(dir, "public", "index.html"), `<!doctype html><html lang="it"><head><!--app-meta--></head><body>${SPINNER}</body></html>`);
  fs.writeFileSync(
    path.join(dir, "ssr", "prerender.js"),
    `export async function render(url, queries) { return "<main data-url='" + url + "'>" + queries.map(([k]) => k).join(",") + "</main>"; }\n`,
  );
  app = createApp(ctx.deps, { web: (a, features) => mountBuiltClient(a, ctx.deps, features, path.join(dir, "public")) });
});
afterAll(async () => {
  fs.rmSync(dir, { recursive: true, force: true });
  await ctx.close();
});

const embedded = (html: string) => JSON.parse(/<script type="application\/json" id="prerender-data">(.*?)<\/script>/s.exec(html)![1]) as Array<[unknown[], unknown]>;

describe("pagine pubbliche disegnate dal server per i visitatori", () => {
  it("/ e il calcolatore: la pagina al posto dello spinner, senza dati", async () => {
    for (const url of ["/", "/budget-calculator?utm_source=x"]) {
      const html = (await request(app).get(url)).text;
      expect(html).toContain(`<div id="root"><main data-url='${url}'></main></div>`);
      expect(html).not.toContain("Caricamento...");
      expect(embedded(html)).toEqual([]);
    }
  });

  it("/blog e un articolo portano i dati da cui sono disegnati, letti come dall'API (la lettura conta una visita)", async () => {
    const list = embedded((await request(app).get("/blog")).text);
    // The keys of the client's queries (queryKeyOf the blog contracts): pattern, params, query.
    expect(list.map(([k]) => k)).toEqual([["/api/blog/articles", {}, {}]]);
    expect(list[0][1]).toEqual((await call(request(app), blogContract.articles)).body);

    const article = await insertRawArticle(ctx.db, { title: "Titolo con </script><script>alert(1)</script>" });
    const html = (await request(app).get(`/blog/${article.slug}`)).text;
    // Nothing in the data closes its element.
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    const data = embedded(html);
    expect(data.map(([k]) => k)).toEqual([
      ["/api/blog/article/:slug", { slug: article.slug }, {}],
      ["/api/blog/related/:slug", { slug: article.slug }, {}],
    ]);
    expect(data[0][1]).toMatchObject({ slug: article.slug, title: article.title, views: article.views + 1 });
  });

  it("una bozza, un articolo che non c'è, un indirizzo non pubblico e una HEAD: lo spinner di sempre", async () => {
    const draft = await insertRawArticle(ctx.db, { status: "draft" });
    for (const url of [`/blog/${draft.slug}`, "/blog/non-esiste", "/feedback", "/login"]) {
      const html = (await request(app).get(url)).text;
      expect(html, url).toContain(SPINNER);
      expect(html, url).not.toContain("prerender-data");
    }
    expect((await request(app).head("/")).status).toBe(200);
  });

  it("chi ha una sessione riceve lo spinner: il client controlla l'utente e disegna la sua pagina", async () => {
    const agent = request.agent(app).set("X-Requested-With", "vitest");
    expect((await call(agent, authContract.register).send({ email: "prerender@esempio.it", password: "password123" })).status).toBe(201);
    for (const url of ["/", "/blog"]) expect((await agent.get(url)).text).toContain(SPINNER);
  });
});
