import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Express } from "express";
import { createTestContext, type TestContext, insertRawArticle } from "../../test/harness";
import { createApp } from "../../app";
import { mountBuiltClient } from "../../web/client";
import { blogModule } from "./blog.module";
import { ALL_ARTICLES } from "./content";

let ctx: TestContext;
let app: Express;
let dist: string;
beforeAll(async () => {
  ctx = await createTestContext({ config: { PUBLIC_URL: "https://www.esempio.it" } });
  // A tiny built client: the server injects the meta into this HTML like into the real one.
  dist = fs.mkdtempSync(path.join(os.tmpdir(), "ff-blog-seo-"));
  fs.writeFileSync(path.join(dist, "index.html"), `<!doctype html><html lang="it"><head><title>App</title><!--app-meta--></head><body><div id="root"></div></body></html>`);
  app = createApp(ctx.deps, { web: (a, features) => mountBuiltClient(a, ctx.deps, features, dist) });
});
afterAll(async () => {
  fs.rmSync(dist, { recursive: true, force: true });
  await ctx.close();
});

describe("SEO degli articoli", () => {
  it("pageMeta di /blog/:slug: titolo, descrizione, canonical, og:type article e immagine", async () => {
    const a = ALL_ARTICLES.find((x) => x.slug === "come-investire-piccole-somme")!;
    expect(await blogModule.create(ctx.deps).pageMeta!(`/blog/${a.slug}`)).toEqual({
      title: a.seoTitle,
      description: a.metaDescription,
      canonicalPath: `/blog/${a.slug}`,
      type: "article",
      image: a.featuredImage,
    });
    expect(await blogModule.create(ctx.deps).pageMeta!("/blog")).toBeNull();
    expect(await blogModule.create(ctx.deps).pageMeta!("/courses")).toBeNull();
    expect(await blogModule.create(ctx.deps).pageMeta!("/blog/non-esiste")).toMatchObject({ title: expect.stringContaining("Articolo non trovato"), noindex: true });
  });

  it("l'HTML servito per un articolo contiene i meta che leggono i crawler", async () => {
    const a = ALL_ARTICLES.find((x) => x.slug === "budget-familiare-guida-completa")!;
    const res = await request(app).get(`/blog/${a.slug}?utm_source=x`);
    expect(res.status).toBe(200);
    expect(res.text).toContain(`<title>${a.seoTitle}</title>`);
    expect(res.text).toContain(`<meta name="description" content="${a.metaDescription}" />`);
    expect(res.text).toContain(`<link rel="canonical" href="https://www.esempio.it/blog/${a.slug}" />`);
    expect(res.text).toContain(`<meta property="og:type" content="article" />`);
    expect(res.text).toContain(`<meta property="og:image" content="https://www.esempio.it${a.featuredImage}" />`);
    expect(res.text).not.toContain(`name="robots"`);
  });

  it("una bozza non ha meta propri e non è indicizzata", async () => {
    const draft = await insertRawArticle(ctx.db, { status: "draft", seoTitle: "Bozza segreta" });
    const res = await request(app).get(`/blog/${draft.slug}`);
    expect(res.text).not.toContain("Bozza segreta");
    expect(res.text).toContain(`<meta name="robots" content="noindex" />`);
  });

  it("/sitemap.xml elenca ogni articolo pubblicato (non le bozze) e le pagine pubbliche", async () => {
    const extra = await insertRawArticle(ctx.db);
    const draft = await insertRawArticle(ctx.db, { status: "draft" });
    const res = await request(app).get("/sitemap.xml");
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toContain("application/xml");
    const locs = [...res.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    for (const a of ALL_ARTICLES) expect(locs).toContain(`https://www.esempio.it/blog/${a.slug}`);
    expect(locs).toContain(`https://www.esempio.it/blog/${extra.slug}`);
    expect(locs).not.toContain(`https://www.esempio.it/blog/${draft.slug}`);
    expect(locs).toContain("https://www.esempio.it/blog");
    expect(locs).toContain("https://www.esempio.it/guida-principianti");
    expect(await blogModule.create(ctx.deps).sitemap!()).toContain(`/blog/${extra.slug}`);
  });

  it("/robots.txt indica la sitemap", async () => {
    const res = await request(app).get("/robots.txt");
    expect(res.text).toContain("Sitemap: https://www.esempio.it/sitemap.xml");
  });
});
