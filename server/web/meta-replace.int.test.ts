import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Express } from "express";
import { call, createTestContext, type TestContext } from "../test/harness";
import { createApp } from "../app";
import { mountBuiltClient } from "./client";
import { blogEditorContract } from "@shared/contracts/blog-editor";

// Issue 37, finding 9 (docs/security.md, "Seconda sonda (issue 37)"): a title or a path is text,
// never a String.replace pattern. `$'` (the rest of the template), `$&` (the match) and `` $` ``
// (what came before) in an SEO title or a path once copied the served template into itself.

let ctx: TestContext;
let app: Express;
let dist: string;
const TEMPLATE = `<!doctype html><html lang="it"><head><title>App</title><!--app-meta--></head><body><div id="root"></div></body></html>`;
beforeAll(async () => {
  ctx = await createTestContext();
  dist = fs.mkdtempSync(path.join(os.tmpdir(), "ff-meta-"));
  fs.writeFileSync(path.join(dist, "index.html"), TEMPLATE);
  fs.mkdirSync(path.join(dist, ".vite"));
  fs.writeFileSync(path.join(dist, ".vite", "manifest.json"), JSON.stringify({ "index.html": { file: "assets/index-1.js", isEntry: true } }));
  app = createApp(ctx.deps, { web: (a, features) => mountBuiltClient(a, ctx.deps, features, dist) });
});
afterAll(async () => {
  fs.rmSync(dist, { recursive: true, force: true });
  await ctx.close();
});

const count = (text: string, part: string) => text.split(part).length - 1;

/** The page is the template once: one document, one title, one root, one set of meta tags. */
function expectOneTemplate(html: string) {
  expect(count(html, "<!doctype html>")).toBe(1);
  expect(count(html, "<title>")).toBe(1);
  expect(count(html, `<div id="root">`)).toBe(1);
  expect(count(html, `<link rel="canonical"`)).toBe(1);
  expect(count(html, "</html>")).toBe(1);
}

describe("titoli e percorsi con $ nella pagina servita", () => {
  it("un articolo con titolo SEO che contiene $' e $& è servito una volta, con il titolo com'è scritto", async () => {
    const admin = await ctx.signInAdmin();
    const seoTitle = "Risparmio $' e $& e $` e $$ | Prova";
    const created = await call(admin.agent, blogEditorContract.create)
      .send({ title: "Articolo col dollaro", excerpt: "Un riassunto.", category: "risparmio", body: "## Idee\n\nTesto.", status: "published", seoTitle });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const slug = created.body.slug as string;

    const res = await request(app).get(`/blog/${slug}`);
    expect(res.status).toBe(200);
    expectOneTemplate(res.text);
    // As written, with & escaped as every attribute and title is.
    const shown = seoTitle.replace(/&/g, () => "&amp;");
    expect(res.text).toContain(`<title>${shown}</title>`);
    expect(res.text).toContain(`<meta property="og:title" content="${shown}" />`);
  });

  it("un percorso che contiene $' non duplica la pagina", async () => {
    const res = await request(app).get("/pagina$'$&$`");
    expect(res.status).toBe(200);
    expectOneTemplate(res.text);
    // The client sends ` as %60; & is escaped in the attribute.
    expect(res.text).toContain(`<link rel="canonical" href="http://localhost:${ctx.deps.config.PORT}/pagina$'$&amp;$%60" />`);
  });
});
