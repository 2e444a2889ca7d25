import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, insertRawArticle, lessonIdBySlug, type TestContext } from "../test/harness";
import { blogModule } from "../features/blog/blog.module";

// What a reader receives: figures written out from the facts registry, never a placeholder, and
// the "Aggiornato al" date of the newest fact the text cites (docs/facts.md).

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe("cifre del registro nelle lezioni", () => {
  it("GET /api/lessons/:id scrive le cifre e porta «Aggiornato al»", async () => {
    const id = await lessonIdBySlug(ctx.db, "fondo-di-emergenza");
    const res = await ctx.visitor().get(`/api/lessons/${id}`);
    expect(res.status).toBe(200);
    expect(res.body.content).not.toContain("{{fatto:");
    expect(res.body.content).toContain("34,20 €");
    expect(res.body.content).toContain("100.000 €");
    // It cites the deposit guarantee, read again in the review of 2026-11-28 (docs/facts.md, review log).
    expect(res.body.figuresCheckedAt).toBe("2026-11-28");
    expect(res.body.updatedLabel).toBe("Aggiornato al 28 novembre 2026");
  });

  it("le domande e la spiegazione del quiz scrivono le cifre", async () => {
    const id = await lessonIdBySlug(ctx.db, "tracciare-le-spese");
    const quiz = await ctx.visitor().get(`/api/lessons/${id}/quizzes`);
    expect(JSON.stringify(quiz.body)).not.toContain("{{fatto:");
    const withFigure = quiz.body.find((q: { options: string[] }) => q.options.some((o) => o.includes("129,11 €")));
    expect(withFigure).toBeDefined();
    const check = await ctx.visitor().post(`/api/quizzes/${withFigure.id}/check`).send({ answer: 0 });
    expect(check.status).toBe(200);
    expect(check.body.explanation).toContain("129,11 €");
    expect(check.body.explanation).not.toContain("{{fatto:");
  });
});

describe("cifre del registro negli articoli", () => {
  it("l'articolo sulle piccole somme: 5.300 € dal 2026, circa il 16%, nessun segnaposto, «Aggiornato al»", async () => {
    const res = await ctx.visitor().get("/api/blog/article/come-investire-piccole-somme");
    expect(res.status).toBe(200);
    expect(res.body.content).toContain("5.300 €");
    expect(res.body.content).toContain("circa il 16%");
    expect(res.body.content).not.toMatch(/5\.164|oltre un quarto|\{\{fatto:/);
    expect(res.body.updatedLabel).toBe("Aggiornato al 28 novembre 2026");
  });

  it("un articolo scritto nell'editor con un segnaposto è servito con la cifra, anche nel prerender e nei meta", async () => {
    const a = await insertRawArticle(ctx.db, {
      content: "<p>Il bollo sul conto corrente è di {{fatto:bollo-conto-corrente}} sopra {{fatto:bollo-conto-corrente-soglia}}.</p>",
      metaDescription: "Imposta di bollo: {{fatto:bollo-prodotti-finanziari}} l'anno sul deposito titoli, spiegata con esempi semplici per le famiglie.",
    });
    const res = await ctx.visitor().get(`/api/blog/article/${a.slug}`);
    expect(res.body.content).toBe("<p>Il bollo sul conto corrente è di 34,20 € sopra 5.000 €.</p>");
    const blog = blogModule.create(ctx.deps);
    const prerender = await blog.prerenderData!(`/blog/${a.slug}`, { ip: "127.0.0.1", userAgent: "vitest" });
    expect(JSON.stringify(prerender)).toContain("34,20 €");
    expect(JSON.stringify(prerender)).not.toContain("{{fatto:");
    const meta = await blog.pageMeta!(`/blog/${a.slug}`);
    expect(meta?.description).toContain("0,20% l'anno");
  });

  it("l'articolo sul mutuo dice una sola soglia, il 35%, e l'80% del valore di perizia", async () => {
    const res = await ctx.visitor().get("/api/blog/article/calcolatore-mutuo-rata-sostenibile");
    expect(res.body.content).toContain("35% del reddito netto mensile");
    expect(res.body.content).toContain("80% del valore di perizia");
    expect(res.body.content).not.toMatch(/30%|30-35%/);
  });
});
