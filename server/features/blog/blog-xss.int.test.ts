import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { call, createTestContext, type TestContext, insertRawArticle } from "../../test/harness";
import { createApp } from "../../app";
import { mountBuiltClient } from "../../web/client";
import { blogArticles } from "../../db/schema";
import { upsertArticles } from "./blog.repo";
import { ALL_ARTICLES } from "./content";
import { blogContract } from "@shared/contracts/blog";

// Stored-XSS payloads an attacker (or a compromised AI answer) could put in an article.
const PAYLOAD = [
  `<h2 onclick="alert(1)">Titolo</h2>`,
  `<script>alert("xss")</script>`,
  `<p>Testo <img src=x onerror="alert(2)"> sicuro</p>`,
  `<a href="javascript:alert(3)">clic</a>`,
  `<a href="JaVaScRiPt&colon;alert(4)">clic2</a>`,
  `<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCg1KTwvc2NyaXB0Pg==">dati</a>`,
  `<svg onload="alert(6)"><circle r="5"/></svg>`,
  `<iframe src="https://evil.example"></iframe>`,
  `<style>body{display:none}</style>`,
  `<p style="background:url(javascript:alert(7))">stile</p>`,
  `<a href="https://esempio.it/guida" target="_self" onmouseover="alert(8)">esterno</a>`,
  `<a href="/budget-calculator">interno</a>`,
  `<a href="mailto:info@esempio.it">scrivici</a>`,
].join("\n");

function expectSafe(html: string) {
  const lower = html.toLowerCase();
  for (const bad of ["<script", "alert(", "onerror", "onload", "onclick", "onmouseover", "javascript:", "data:text", "<svg", "<iframe", "<style", "style=", "<img"])
    expect(lower, `contiene ${bad}`).not.toContain(bad);
}

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe("XSS memorizzato negli articoli", () => {
  it("un payload scritto direttamente nel database non arriva mai nella risposta dell'API", async () => {
    const row = await insertRawArticle(ctx.db, { content: PAYLOAD });
    const res = await call(ctx.visitor(), blogContract.article, { params: { slug: row.slug } });
    expect(res.status).toBe(200);
    expectSafe(res.body.content);
    // What is safe survives: text, headings, internal, mail and external links (with rel).
    expect(res.body.content).toContain("<h2>Titolo</h2>");
    expect(res.body.content).toContain(`<a href="/budget-calculator">interno</a>`);
    expect(res.body.content).toContain(`<a href="mailto:info@esempio.it">scrivici</a>`);
    expect(res.body.content).toMatch(/<a href="https:\/\/esempio\.it\/guida" target="_blank" rel="noopener noreferrer">esterno<\/a>/);
    expect(res.body.content).toContain("Testo  sicuro");
  });

  it("il percorso del seed salva già l'HTML ripulito", async () => {
    const slug = "articolo-seed-malevolo";
    await upsertArticles(ctx.db, [{ ...ALL_ARTICLES[0], slug, content: PAYLOAD }]);
    const [stored] = await ctx.db.select({ content: blogArticles.content }).from(blogArticles).where(eq(blogArticles.slug, slug));
    expectSafe(stored.content);
    expectSafe((await call(ctx.visitor(), blogContract.article, { params: { slug } })).body.content);
  });

  it("titolo e descrizione malevoli sono sottoposti a escape nell'HTML della pagina servita", async () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), "ff-blog-dist-"));
    fs.writeFileSync(path.join(dist, "index.html"), `<!doctype html><html><head><title>x</title><!--app-meta--></head><body><div id="root"></div></body></html>`);
    const row = await insertRawArticle(ctx.db, {
      title: `"><script>alert(1)</script>`,
      seoTitle: `</title><script>alert(2)</script>`,
      metaDescription: `" onload="alert(3)`,
      featuredImage: `javascript:alert(4)`,
      content: PAYLOAD,
    });
    const app = createApp(ctx.deps, { web: (a, features) => mountBuiltClient(a, ctx.deps, features, dist) });
    const res = await request(app).get(`/blog/${row.slug}`);
    expect(res.status).toBe(200);
    expect(res.text).not.toMatch(/<script/i);
    expect(res.text).not.toContain(`content="" onload`);
    expect(res.text).toContain("&lt;/title&gt;&lt;script&gt;alert(2)&lt;/script&gt;");
    expect(res.text).not.toContain("og:image");
    expect((await call(ctx.visitor(), blogContract.article, { params: { slug: row.slug } })).body.featuredImage).toBeNull();
    fs.rmSync(dist, { recursive: true, force: true });
  });
});
