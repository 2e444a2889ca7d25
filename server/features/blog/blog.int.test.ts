import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, inArray, ne } from "drizzle-orm";
import { call, createTestContext, type TestContext, insertRawArticle } from "../../test/harness";
import { blogArticles } from "../../db/schema";
import { ALL_ARTICLES } from "./content";
import { blogModule } from "./blog.module";
import { upsertArticles } from "./blog.repo";
import { readingMinutes } from "@shared/reading-time";
import { blogContract } from "@shared/contracts/blog";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const views = async (slug: string) => (await ctx.db.select({ v: blogArticles.views }).from(blogArticles).where(eq(blogArticles.slug, slug)))[0]!.v;

describe("GET /api/blog/articles", () => {
  it("elenca solo gli articoli pubblicati, dal più recente, senza il corpo HTML", async () => {
    const draft = await insertRawArticle(ctx.db, { status: "draft", publishedAt: new Date("2030-01-01T00:00:00Z") });
    const res = await call(ctx.visitor(), blogContract.articles);
    expect(res.status).toBe(200);
    const slugs = res.body.map((a: { slug: string }) => a.slug);
    for (const a of ALL_ARTICLES) expect(slugs).toContain(a.slug);
    expect(slugs).not.toContain(draft.slug);
    const dates = res.body.map((a: { publishedAt: string }) => Date.parse(a.publishedAt));
    expect([...dates].sort((x, y) => y - x)).toEqual(dates);
    expect(res.body[0]).not.toHaveProperty("content");
    expect(res.body[0]).toMatchObject({ title: expect.any(String), excerpt: expect.any(String), readTime: expect.any(Number), featuredImageAlt: expect.any(String) });
  });

  it("il tempo di lettura di ogni articolo viene dalle sue parole (docs/courses.md, \"Tempo di lettura\")", async () => {
    const res = await call(ctx.visitor(), blogContract.articles);
    const shown = new Map(res.body.map((a: { slug: string; readTime: number }) => [a.slug, a.readTime]));
    for (const a of ALL_ARTICLES) expect([a.slug, shown.get(a.slug)]).toEqual([a.slug, readingMinutes(a.content)]);
  });

  it("filtra per categoria (i chip della pagina) e rifiuta una categoria sconosciuta", async () => {
    const res = await call(ctx.visitor(), blogContract.articles, { query: { category: "investimenti" } });
    expect(res.status).toBe(200);
    expect(res.body.length).toBeGreaterThan(0);
    expect(res.body.every((a: { category: string }) => a.category === "investimenti")).toBe(true);
    expect(res.body.map((a: { slug: string }) => a.slug)).toContain("come-investire-piccole-somme");
    const bad = await call(ctx.visitor(), blogContract.articles, { query: { category: "crypto" } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe("Categoria non valida");
  });
});

/** A reader of its own (a view counts once per visitor, article and day: docs/security.md). */
const reader = (name: string) => ctx.visitor().set("User-Agent", `browser-di-${name}`);

describe("GET /api/blog/article/:slug", () => {
  it("restituisce l'articolo completo e conta una visualizzazione per ogni lettore (una al giorno ciascuno)", async () => {
    const slug = "budget-familiare-guida-completa";
    const before = await views(slug);
    const res = await call(reader("lettore-a"), blogContract.article, { params: { slug } });
    expect(res.status).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(res.body).toMatchObject({ slug, category: "budget", views: before + 1 });
    expect(res.body.content).toContain("<h2>");
    expect(res.body.keywords).toContain("budget familiare");
    await call(reader("lettore-a"), blogContract.article, { params: { slug } });
    expect(await views(slug)).toBe(before + 1);
    await call(reader("lettore-b"), blogContract.article, { params: { slug } });
    expect(await views(slug)).toBe(before + 2);
  });

  it("letture in parallelo di lettori diversi: ognuna aggiunge esattamente una visualizzazione", async () => {
    const a = await insertRawArticle(ctx.db);
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => call(reader(`parallelo-${i}`), blogContract.article, { params: { slug: a.slug } })));
    expect(answers.every((r) => r.status === 200)).toBe(true);
    expect(new Set(answers.map((r) => r.body.views)).size).toBe(12);
    expect(await views(a.slug)).toBe(12);
  });

  it("404 'Articolo non trovato' per slug inesistenti, non validi o bozze (che non contano visite)", async () => {
    const draft = await insertRawArticle(ctx.db, { status: "draft" });
    for (const slug of ["non-esiste", draft.slug, "A%20B", "..%2Fetc", "x".repeat(300)]) {
      const res = await call(ctx.visitor(), blogContract.article, { params: { slug } });
      expect(res.status, slug).toBe(404);
      expect(res.body).toEqual({ code: "not_found", message: "Articolo non trovato" });
    }
    expect(await views(draft.slug)).toBe(0);
  });
});

describe("GET /api/blog/related/:slug", () => {
  it("al massimo 3, prima la stessa categoria, mai l'articolo stesso né le bozze", async () => {
    const base = await insertRawArticle(ctx.db, { category: "calcolatori", publishedAt: new Date("2026-02-01T00:00:00Z") });
    // Older than every other published article: ranked before other categories only by the category rule.
    await insertRawArticle(ctx.db, { category: "calcolatori", publishedAt: new Date("2000-01-01T00:00:00Z") });
    const draft = await insertRawArticle(ctx.db, { category: "calcolatori", status: "draft", publishedAt: new Date("2031-01-01T00:00:00Z") });
    // The rule applied to the published list (newest first), whatever the seeded content is.
    const list: { slug: string; category: string }[] = (await call(ctx.visitor(), blogContract.articles)).body;
    const others = list.filter((a) => a.slug !== base.slug);
    const expected = [...others.filter((a) => a.category === "calcolatori"), ...others.filter((a) => a.category !== "calcolatori")].slice(0, 3).map((a) => a.slug);
    const res = await call(ctx.visitor(), blogContract.related, { params: { slug: base.slug } });
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(3);
    const slugs = res.body.map((a: { slug: string }) => a.slug);
    expect(slugs).toEqual(expected);
    expect(slugs).not.toContain(base.slug);
    expect(slugs).not.toContain(draft.slug);
    expect(res.body[0]).not.toHaveProperty("content");
  });

  it("se la categoria ha meno di 3 altri articoli, completa con i più recenti delle altre", async () => {
    const base = await insertRawArticle(ctx.db, { category: "calcolatori", publishedAt: new Date("2026-02-01T00:00:00Z") });
    // Hide every other published "calcolatori" article for this test, then put them back.
    const hidden = await ctx.db
      .update(blogArticles)
      .set({ status: "draft" })
      .where(and(eq(blogArticles.category, "calcolatori"), eq(blogArticles.status, "published"), ne(blogArticles.id, base.id)))
      .returning({ id: blogArticles.id });
    try {
      const same = await insertRawArticle(ctx.db, { category: "calcolatori", publishedAt: new Date("2000-01-01T00:00:00Z") });
      const list: { slug: string; category: string }[] = (await call(ctx.visitor(), blogContract.articles)).body;
      const newestOthers = list.filter((a) => a.category !== "calcolatori").slice(0, 2).map((a) => a.slug);
      const res = await call(ctx.visitor(), blogContract.related, { params: { slug: base.slug } });
      expect(res.body.map((a: { slug: string }) => a.slug)).toEqual([same.slug, ...newestOthers]);
    } finally {
      if (hidden.length > 0) await ctx.db.update(blogArticles).set({ status: "published" }).where(inArray(blogArticles.id, hidden.map((h) => h.id)));
    }
  });

  it("404 per un articolo inesistente", async () => {
    const res = await call(ctx.visitor(), blogContract.related, { params: { slug: "non-esiste" } });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe("Articolo non trovato");
  });
});

describe("seed", () => {
  it("un articolo modificato nel file viene aggiornato al riavvio, le visite restano", async () => {
    const a = ALL_ARTICLES.find((x) => x.slug === "come-investire-piccole-somme")!;
    await call(reader("seed-1"), blogContract.article, { params: { slug: a.slug } });
    const before = await views(a.slug);
    await upsertArticles(ctx.db, [{ ...a, title: "Titolo rivisto" }]);
    const res = await call(reader("seed-2"), blogContract.article, { params: { slug: a.slug } });
    expect(res.body).toMatchObject({ title: "Titolo rivisto", views: before + 1 });
    await upsertArticles(ctx.db, [a]);
  });

  it("è idempotente: rieseguito non duplica righe e non azzera le visualizzazioni", async () => {
    const slug = "risparmiare-200-euro-al-mese";
    await call(ctx.visitor(), blogContract.article, { params: { slug } });
    const before = await views(slug);
    const rowsBefore = (await ctx.db.select({ id: blogArticles.id }).from(blogArticles)).length;
    const stamp = async () => (await ctx.db.select({ u: blogArticles.updatedAt }).from(blogArticles).where(eq(blogArticles.slug, slug)))[0]!.u.getTime();
    const updatedBefore = await stamp();
    await blogModule.seed!(ctx.db);
    await blogModule.seed!(ctx.db);
    expect((await ctx.db.select({ id: blogArticles.id }).from(blogArticles)).length).toBe(rowsBefore);
    // Nothing changed in the content: the row is not rewritten.
    expect(await stamp()).toBe(updatedBefore);
    expect(await views(slug)).toBe(before);
    expect(before).toBeGreaterThan(0);
  });
});
