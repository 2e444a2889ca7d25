import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import request from "supertest";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Express } from "express";
import { call as callEndpoint, createTestContext, fixedClock, type TestContext } from "../../test/harness";
import { createApp } from "../../app";
import { buildFeatures, seedAll } from "..";
import { mountBuiltClient } from "../../web/client";
import type { DomainEvents } from "../../events";
import { blogContract } from "@shared/contracts/blog";
import { blogEditorContract } from "@shared/contracts/blog-editor";

// The admin blog editor as an administrator and a reader meet it (docs/blog.md, "Editor").
const clock = fixedClock("2026-11-20T10:00:00Z");
let ctx: TestContext;
let site: Express;
let dir: string;
let stops: Array<(() => Promise<void>) | void>;
const audit: Array<DomainEvents["admin.action"]> = [];

beforeAll(async () => {
  // Only the blog's due-check runs in the background here, every 50 ms of real time.
  ctx = await createTestContext({ clock, config: { BLOG_SCHEDULE_CHECK_MS: "50", EMAIL_WORKER_INTERVAL_MS: "0", MAINTENANCE_INTERVAL_MS: "0", BLOG_COVER_MAX_BYTES: "300000", BLOG_COVER_MAX_WIDTH: "800" } });
  ctx.deps.events.on("admin.action", (e) => void audit.push(e));
  // The public site as production serves it: a built client and a stand-in of the server build
  // of the client that writes the data it was given, so the prerendered HTML shows what it drew.
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "ff-editor-"));
  fs.mkdirSync(path.join(dir, "public"));
  fs.mkdirSync(path.join(dir, "ssr"));
  fs.writeFileSync(path.join(dir, "public", "index.html"), `<!doctype html><html lang="it"><head><!--app-meta--></head><body><div id="root"></div></body></html>`);
  fs.writeFileSync(path.join(dir, "ssr", "prerender.js"), `export async function render(url, queries) { return "<main>" + JSON.stringify(queries.map(([, v]) => v)) + "</main>"; }\n`);
  const features = buildFeatures(ctx.deps);
  site = createApp(ctx.deps, { features, web: (a, f) => mountBuiltClient(a, ctx.deps, f, path.join(dir, "public")) });
  stops = features.map((f) => f.start?.());
});
afterAll(async () => {
  for (const stop of stops) await stop?.();
  fs.rmSync(dir, { recursive: true, force: true });
  await ctx.close();
});

const draft = (over: Record<string, unknown> = {}) => ({
  title: "Spesa settimanale: come risparmiare al supermercato",
  excerpt: "Lista, volantini e marche del distributore: le abitudini che pesano davvero.",
  category: "risparmio",
  tags: ["spesa settimanale", "supermercato"],
  body: "## La lista\n\nScrivi la **lista** prima di uscire.\n\n- latte\n- pane",
  ...over,
});

const onBlog = async (slug: string) => ((await callEndpoint(request(site), blogContract.articles)).body as Array<{ slug: string }>).some((a) => a.slug === slug);
const inSitemap = async (slug: string) => (await request(site).get("/sitemap.xml")).text.includes(`/blog/${slug}</loc>`);
const inPrerender = async (slug: string) => (await request(site).get("/blog")).text.includes(`"slug":"${slug}"`);

describe("editor del blog: accesso", () => {
  it("visitatore 401, utente 403, amministratore 200 su ogni endpoint dell'editor", async () => {
    const user = (await ctx.signUp()).agent;
    const admin = (await ctx.signInAdmin()).agent;
    const created = (await callEndpoint(admin, blogEditorContract.create).send(draft({ title: "Articolo per i permessi" }))).body;
    const calls = [
      (a: typeof admin) => callEndpoint(a, blogEditorContract.list),
      (a: typeof admin) => callEndpoint(a, blogEditorContract.create).send(draft()),
      (a: typeof admin) => callEndpoint(a, blogEditorContract.preview).send({ body: "testo" }),
      (a: typeof admin) => callEndpoint(a, blogEditorContract.get, { params: { id: created.id } }),
      (a: typeof admin) => callEndpoint(a, blogEditorContract.update, { params: { id: created.id } }).send({ status: "published" }),
      (a: typeof admin) => callEndpoint(a, blogEditorContract.remove, { params: { id: created.id } }),
    ];
    for (const call of calls) {
      expect((await call(ctx.visitor())).status).toBe(401);
      const refused = await call(user);
      expect(refused.status).toBe(403);
      expect(refused.body).toEqual({ code: "forbidden", message: "Accesso riservato agli amministratori" });
    }
    // Nothing the refused callers sent changed the article.
    const still = (await callEndpoint(admin, blogEditorContract.get, { params: { id: created.id } })).body;
    expect(still.status).toBe("draft");
  });
});

describe("editor del blog: programmare, pubblicare, ritirare", () => {
  it("programmato 2 minuti avanti compare su /blog, nella sitemap e nell'HTML prerenderizzato quando scade; ritirato sparisce da tutti e tre", async () => {
    const admin = (await ctx.signInAdmin()).agent;
    const res = await callEndpoint(admin, blogEditorContract.create).send(draft());
    expect(res.status).toBe(201);
    const { id, slug } = res.body;
    expect(slug).toBe("spesa-settimanale-come-risparmiare-al-supermercato");
    expect(res.body.status).toBe("draft");
    expect(await onBlog(slug)).toBe(false);

    const at = new Date(clock.now().getTime() + 2 * 60_000).toISOString();
    const scheduled = await callEndpoint(admin, blogEditorContract.update, { params: { id } }).send({ status: "scheduled", scheduledAt: at });
    expect(scheduled.status).toBe(200);
    expect(scheduled.body).toMatchObject({ status: "scheduled", publishedAt: at });
    // Before its time: the job runs, and nothing shows.
    await new Promise((r) => setTimeout(r, 200));
    expect([await onBlog(slug), await inSitemap(slug), await inPrerender(slug)]).toEqual([false, false, false]);
    expect((await callEndpoint(request(site), blogContract.article, { params: { slug } })).status).toBe(404);

    clock.advance(2 * 60_000 + 1000);
    await expect.poll(() => onBlog(slug), { timeout: 5000 }).toBe(true);
    expect(await inSitemap(slug)).toBe(true);
    expect(await inPrerender(slug)).toBe(true);
    expect((await callEndpoint(admin, blogEditorContract.get, { params: { id } })).body.status).toBe("published");

    const off = await callEndpoint(admin, blogEditorContract.update, { params: { id } }).send({ status: "unpublished" });
    expect(off.body.status).toBe("unpublished");
    expect([await onBlog(slug), await inSitemap(slug), await inPrerender(slug)]).toEqual([false, false, false]);
    expect((await callEndpoint(request(site), blogContract.article, { params: { slug } })).status).toBe(404);
    expect(audit.filter((e) => e.target === `article:${id}`).map((e) => e.action)).toEqual(["article.schedule", "article.unpublish"]);
  });

  it("programmato mentre il server è fermo: al riavvio, scaduto, è pubblicato da solo", async () => {
    const admin = (await ctx.signInAdmin()).agent;
    const res = await callEndpoint(admin, blogEditorContract.create).send(draft({ title: "Bollette: leggere la fattura della luce" }));
    expect(res.status).toBe(201);
    const { id, slug } = res.body;
    const at = new Date(clock.now().getTime() + 2 * 60_000).toISOString();
    expect((await callEndpoint(admin, blogEditorContract.update, { params: { id } }).send({ status: "scheduled", scheduledAt: at })).status).toBe(200);

    // The process stops before the article is due, and the time passes while it is down.
    for (const stop of stops) await stop?.();
    clock.advance(2 * 60_000 + 1000);
    await new Promise((r) => setTimeout(r, 200));
    expect(await onBlog(slug)).toBe(false);

    // A restart: new features on the same database, their due-check started again.
    const features = buildFeatures(ctx.deps);
    site = createApp(ctx.deps, { features, web: (a, f) => mountBuiltClient(a, ctx.deps, f, path.join(dir, "public")) });
    stops = features.map((f) => f.start?.());
    await expect.poll(() => onBlog(slug), { timeout: 5000 }).toBe(true);
    expect(await inSitemap(slug)).toBe(true);
    expect(await inPrerender(slug)).toBe(true);
    expect((await callEndpoint(admin, blogEditorContract.get, { params: { id } })).body.status).toBe("published");
  });

  it("una data programmata nel passato è rifiutata e non cambia nulla", async () => {
    const admin = (await ctx.signInAdmin()).agent;
    const { id } = (await callEndpoint(admin, blogEditorContract.create).send(draft({ title: "Articolo nel passato" }))).body;
    const res = await callEndpoint(admin, blogEditorContract.update, { params: { id } }).send({ status: "scheduled", scheduledAt: "2026-01-01T00:00:00Z" });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("La data di pubblicazione programmata deve essere nel futuro");
    expect((await callEndpoint(admin, blogEditorContract.get, { params: { id } })).body.status).toBe("draft");
  });

  it("pubblicare subito lo mostra al lettore con l'HTML del Markdown; eliminare lo toglie e scrive il registro", async () => {
    const admin = (await ctx.signInAdmin()).agent;
    const { id, slug } = (await callEndpoint(admin, blogEditorContract.create).send(draft({ title: "Pubblicato subito", status: "published" }))).body;
    const page = (await callEndpoint(request(site), blogContract.article, { params: { slug } })).body;
    expect(page.content).toBe("<h2>La lista</h2>\n<p>Scrivi la <strong>lista</strong> prima di uscire.</p>\n<ul>\n<li>latte</li>\n<li>pane</li>\n</ul>\n");
    expect(await inSitemap(slug)).toBe(true);
    expect((await callEndpoint(admin, blogEditorContract.remove, { params: { id } })).status).toBe(204);
    expect(await onBlog(slug)).toBe(false);
    expect(await inSitemap(slug)).toBe(false);
    expect((await callEndpoint(admin, blogEditorContract.get, { params: { id } })).status).toBe(404);
    expect(audit.filter((e) => e.target === `article:${id}`).map((e) => e.action)).toEqual(["article.publish", "article.delete"]);
  });
});

describe("editor del blog: slug, revisioni, sicurezza", () => {
  it("cambiare lo slug reindirizza il vecchio indirizzo con 301; uno slug già usato è rifiutato", async () => {
    const admin = (await ctx.signInAdmin()).agent;
    const { id, slug } = (await callEndpoint(admin, blogEditorContract.create).send(draft({ title: "Vecchio titolo del mutuo", status: "published" }))).body;
    const renamed = await callEndpoint(admin, blogEditorContract.update, { params: { id } }).send({ slug: "nuovo-indirizzo-del-mutuo" });
    expect(renamed.body.slug).toBe("nuovo-indirizzo-del-mutuo");
    const old = await request(site).get(`/blog/${slug}?utm_source=x`);
    expect(old.status).toBe(301);
    expect(old.headers.location).toBe("/blog/nuovo-indirizzo-del-mutuo?utm_source=x");
    expect((await request(site).get("/blog/nuovo-indirizzo-del-mutuo")).status).toBe(200);
    expect(await inSitemap(slug)).toBe(false);
    expect(await inSitemap("nuovo-indirizzo-del-mutuo")).toBe(true);

    const other = (await callEndpoint(admin, blogEditorContract.create).send(draft({ title: "Un altro articolo" }))).body;
    const taken = await callEndpoint(admin, blogEditorContract.update, { params: { id: other.id } }).send({ slug: "nuovo-indirizzo-del-mutuo" });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe("Questo slug è già usato da un altro articolo");
    const bad = await callEndpoint(admin, blogEditorContract.update, { params: { id: other.id } }).send({ slug: "Non Valido!" });
    expect(bad.status).toBe(400);
  });

  it("un articolo di partenza eliminato o rinominato non torna al riavvio (il seme lo salta)", async () => {
    const admin = (await ctx.signInAdmin()).agent;
    const seeded = ((await callEndpoint(request(site), blogContract.articles)).body as Array<{ id: number; slug: string }>).slice(0, 2);
    expect(seeded).toHaveLength(2);
    const [gone, renamed] = seeded;
    expect((await callEndpoint(admin, blogEditorContract.remove, { params: { id: gone.id } })).status).toBe(204);
    expect((await callEndpoint(admin, blogEditorContract.update, { params: { id: renamed.id } }).send({ slug: `${renamed.slug}-nuovo` })).status).toBe(200);

    // A restart seeds the built-in articles again.
    await seedAll(ctx.db);
    const slugs = ((await callEndpoint(request(site), blogContract.articles)).body as Array<{ slug: string }>).map((a) => a.slug);
    expect(slugs).not.toContain(gone.slug);
    expect(slugs).not.toContain(renamed.slug);
    expect(slugs).toContain(`${renamed.slug}-nuovo`);
    expect((await request(site).get(`/blog/${renamed.slug}`)).status).toBe(301);
  });

  it("un <script> nel Markdown non arriva né all'anteprima né alla pagina pubblica", async () => {
    const admin = (await ctx.signInAdmin()).agent;
    const body = "## Titolo\n\n<script>alert(1)</script>\n\n<img src=x onerror=alert(2)>\n\n[link](javascript:alert(3))\n\nTesto finale.";
    const preview = (await callEndpoint(admin, blogEditorContract.preview).send({ title: "Prova", body })).body;
    const { slug } = (await callEndpoint(admin, blogEditorContract.create).send(draft({ title: "Articolo con script", body, status: "published" }))).body;
    const served = (await callEndpoint(request(site), blogContract.article, { params: { slug } })).body.content;
    const html = (await request(site).get(`/blog/${slug}`)).text;
    for (const out of [preview.html, served]) {
      expect(out).toContain("<h2>Titolo</h2>");
      expect(out).toContain("Testo finale.");
      expect(out).not.toMatch(/<script|onerror|javascript:|<img/i);
    }
    expect(preview.html).toBe(served);
    expect(html).not.toMatch(/alert\(/);
  });

  it("caratteri di controllo nel testo (anche il carattere nullo) sono tolti, alla creazione e alla modifica", async () => {
    const admin = (await ctx.signInAdmin()).agent;
    const created = await callEndpoint(admin, blogEditorContract.create).send(draft({ title: "Testo con caratteri nulli", body: "Primo\u0000 paragrafo\u0007.\n\nSecondo\tparagrafo." }));
    expect(created.status).toBe(201);
    expect(created.body.body).toBe("Primo paragrafo.\n\nSecondo\tparagrafo.");
    const edited = await callEndpoint(admin, blogEditorContract.update, { params: { id: created.body.id } }).send({ body: "\u0000" });
    expect(edited.status).toBe(200);
    expect(edited.body.body).toBe("");
    expect((await callEndpoint(admin, blogEditorContract.preview).send({ title: "Prova", body: "A\u0000B" })).status).toBe(200);
    // And in the list's search (it answered 500).
    const found = await callEndpoint(admin, blogEditorContract.list).query("q=caratteri%00%20nulli");
    expect(found.status).toBe(200);
    expect(found.body.map((a: { id: number }) => a.id)).toContain(created.body.id);
  });

  it("ogni salvataggio tiene una revisione; una precedente si ripristina", async () => {
    const admin = (await ctx.signInAdmin()).agent;
    const { id } = (await callEndpoint(admin, blogEditorContract.create).send(draft({ title: "Prima versione del titolo" }))).body;
    await callEndpoint(admin, blogEditorContract.update, { params: { id } }).send({ title: "Seconda versione del titolo", body: "Testo nuovo." });
    const now = (await callEndpoint(admin, blogEditorContract.get, { params: { id } })).body;
    expect(now.title).toBe("Seconda versione del titolo");
    expect(now.revisions).toHaveLength(2);
    const first = now.revisions[1].id;
    const restored = (await callEndpoint(admin, blogEditorContract.update, { params: { id } }).send({ restoreRevisionId: first })).body;
    expect(restored.title).toBe("Prima versione del titolo");
    expect(restored.body).toBe(draft().body);
    expect(restored.revisions).toHaveLength(3);
    const missing = await callEndpoint(admin, blogEditorContract.update, { params: { id } }).send({ restoreRevisionId: 999999 });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe("Revisione non trovata");
  });

  it("il punteggio SEO del server accompagna l'anteprima", async () => {
    const admin = (await ctx.signInAdmin()).agent;
    const weak = (await callEndpoint(admin, blogEditorContract.preview).send({ title: "Prova", body: "Testo." })).body.seo;
    const strong = (
      await callEndpoint(admin, blogEditorContract.preview).send({
        title: "Spesa settimanale: dieci modi per risparmiare davvero",
        slug: "spesa-settimanale-risparmiare",
        tags: ["spesa settimanale"],
        body: "La spesa settimanale pesa sul budget.\n\n## Spesa settimanale e lista\n\nTesto.\n\n## Volantini\n\nTesto.\n\n## Marche\n\nTesto.",
        seoDescription: "Come organizzare la spesa settimanale per risparmiare: lista, volantini, marche del distributore e gli errori che fanno spendere di più ogni mese.",
      })
    ).body.seo;
    expect(weak.score).toBeLessThan(strong.score);
    expect(strong.keyword).toBe("spesa settimanale");
    expect(strong.checks.find((c: { id: string }) => c.id === "keywordInTitle").points).toBe(20);
  });
});

describe("editor del blog: immagine di copertina", () => {
  const png = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: "#2a6" } }).png().toBuffer();

  it("ridimensionata, salvata nel database e servita da lì; il testo alternativo è obbligatorio", async () => {
    const admin = (await ctx.signInAdmin()).agent;
    const image = (await png(1200, 600)).toString("base64");
    const noAlt = await callEndpoint(admin, blogEditorContract.create).send(draft({ title: "Copertina senza alt", coverImage: image }));
    expect(noAlt.status).toBe(400);
    expect(noAlt.body.message).toBe("Descrivi l'immagine di copertina (testo alternativo)");

    const res = await callEndpoint(admin, blogEditorContract.create).send(draft({ title: "Copertina con alt", coverImage: `data:image/png;base64,${image}`, coverAlt: "Carrello della spesa", status: "published" }));
    expect(res.status).toBe(201);
    expect(res.body.coverUrl).toMatch(/^\/api\/blog\/images\/\d+$/);
    const served = await request(site).get(res.body.coverUrl).buffer(true).parse((r, cb) => {
      const chunks: Buffer[] = [];
      r.on("data", (c: Buffer) => chunks.push(c));
      r.on("end", () => cb(null, Buffer.concat(chunks)));
    });
    expect(served.status).toBe(200);
    expect(served.headers["content-type"]).toBe("image/webp");
    const meta = await sharp(served.body as Buffer).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["webp", 800, 400]);
    const summary = ((await callEndpoint(request(site), blogContract.articles)).body as Array<{ slug: string; featuredImage: string; featuredImageAlt: string }>).find((a) => a.slug === res.body.slug)!;
    expect(summary).toMatchObject({ featuredImage: res.body.coverUrl, featuredImageAlt: "Carrello della spesa" });
  });

  it("un file che non è un'immagine è rifiutato (400), uno troppo grande 413", async () => {
    const admin = (await ctx.signInAdmin()).agent;
    const fake = await callEndpoint(admin, blogEditorContract.create).send(draft({ title: "Finta immagine", coverImage: Buffer.from("<script>alert(1)</script>").toString("base64"), coverAlt: "x" }));
    expect(fake.status).toBe(400);
    expect(fake.body.message).toBe("L'immagine di copertina deve essere un file JPEG, PNG, WebP o GIF valido");
    const big = Buffer.alloc(310_000, 1).toString("base64");
    const tooLarge = await callEndpoint(admin, blogEditorContract.create).send(draft({ title: "Immagine enorme", coverImage: big, coverAlt: "x" }));
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body.message).toBe("L'immagine di copertina può pesare al massimo 0,3 MB");
    const list = (await callEndpoint(admin, blogEditorContract.list, { query: { q: "enorme" } })).body;
    expect(list).toEqual([]);
  });
});
