import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import OpenAI from "openai";
import request from "supertest";
import type { Express } from "express";
import { and, count, eq } from "drizzle-orm";
import { call, createTestContext, type TestContext, startFakeOpenAi, fakeArticle } from "../../test/harness";
import { createApp } from "../../app";
import { mountBuiltClient } from "../../web/client";
import { aiGenerations, blogArticles } from "../../db/schema";
import { AI_CONTENT_MESSAGES } from "@shared/schemas/ai-content";
import { AI_RATE_LIMIT } from "./ai-content.service";
import { aiContentContract } from "@shared/contracts/ai-content";
import { authContract } from "@shared/contracts/auth";
import { blogContract } from "@shared/contracts/blog";
import { blogEditorContract } from "@shared/contracts/blog-editor";

let fake: Awaited<ReturnType<typeof startFakeOpenAi>>;
let ctx: TestContext;
let noAi: TestContext;
/** The same app with the built client mounted: /sitemap.xml and the pages' meta. */
let web: Express;
let dist: string;

beforeAll(async () => {
  fake = await startFakeOpenAi();
  const client = new OpenAI({ apiKey: "sk-test", baseURL: fake.baseURL, timeout: 5000, maxRetries: 0 });
  ctx = await createTestContext({ ai: { client, model: "modello-articoli" } });
  noAi = await createTestContext({ database: ctx.database });
  dist = fs.mkdtempSync(path.join(os.tmpdir(), "ff-ai-content-"));
  fs.writeFileSync(path.join(dist, "index.html"), `<!doctype html><html lang="it"><head><title>App</title><!--app-meta--></head><body></body></html>`);
  web = createApp(ctx.deps, { web: (a, features) => mountBuiltClient(a, ctx.deps, features, dist) });
});
afterAll(async () => {
  fs.rmSync(dist, { recursive: true, force: true });
  await ctx?.close();
  await fake?.close();
});
beforeEach(() => {
  fake.requests.length = 0;
  // By default the model writes an article about the keyword it is asked for.
  fake.setMode({ kind: "respond", reply: (body) => fakeArticle(/Keyword principale: (.+)/.exec(body.messages[1].content)![1]) });
});

const countRows = async (table: typeof blogArticles | typeof aiGenerations) => Number((await ctx.db.select({ n: count() }).from(table))[0].n);
const ENDPOINTS = [
  aiContentContract.status,
  aiContentContract.generate,
  aiContentContract.bulkGenerate,
  aiContentContract.drafts,
  aiContentContract.removeDraft,
  aiContentContract.stats,
];

describe("accesso", () => {
  it("401 ai visitatori e 403 agli utenti non amministratori, su ogni endpoint; nessuna chiamata al modello", async () => {
    const { agent } = await ctx.signUp();
    for (const contract of ENDPOINTS) {
      const { path } = contract;
      const visitor = await call(ctx.visitor(), contract, { params: { id: 1 } }).send({ keyword: "pac" });
      expect([path, visitor.status, visitor.body.message]).toEqual([path, 401, "Non autenticato"]);
      const user = await call(agent, contract, { params: { id: 1 } }).send({ keyword: "pac", keywords: "pac" });
      expect([path, user.status, user.body.message]).toEqual([path, 403, "Accesso riservato agli amministratori"]);
    }
    expect(fake.requests).toHaveLength(0);
  });
});

describe("senza chiave OpenAI", () => {
  it("lo stato dice non configurato e la generazione risponde 503 in italiano, senza salvare nulla", async () => {
    const { agent } = await noAi.signInAdmin();
    const status = await call(agent, aiContentContract.status);
    expect(status.status).toBe(200);
    expect(status.body).toMatchObject({ openaiConfigured: false, maxBatchSize: 10, supportedLanguages: ["it"], rateLimit: { limit: AI_RATE_LIMIT.limit, remaining: AI_RATE_LIMIT.limit } });
    const before = await countRows(aiGenerations);
    const single = await call(agent, aiContentContract.generate).send({ keyword: "fondo di emergenza" });
    expect(single.status).toBe(503);
    expect(single.body.message).toBe(AI_CONTENT_MESSAGES.disabled);
    const bulk = await call(agent, aiContentContract.bulkGenerate).send({ keywords: "pac\nmutuo" });
    expect(bulk.status).toBe(503);
    expect(await countRows(aiGenerations)).toBe(before);
  });
});

describe("generazione singola", () => {
  it("input non valido: 400 con i messaggi della specifica, nessuna chiamata e nessuna riga", async () => {
    const { agent } = await ctx.signInAdmin();
    const before = [await countRows(blogArticles), await countRows(aiGenerations)];
    const cases: [unknown, string, string][] = [
      [{ keyword: "   " }, "keyword", "Inserisci una keyword per generare il contenuto"],
      [{}, "keyword", "Inserisci una keyword per generare il contenuto"],
      [{ keyword: "pac", difficulty: 0 }, "difficulty", AI_CONTENT_MESSAGES.difficulty],
      [{ keyword: "pac", difficulty: 101 }, "difficulty", AI_CONTENT_MESSAGES.difficulty],
      [{ keyword: "pac", intent: "navigational" }, "intent", AI_CONTENT_MESSAGES.intent],
      [{ keyword: "pac", searchVolume: "molti" }, "searchVolume", AI_CONTENT_MESSAGES.searchVolume],
    ];
    for (const [body, field, message] of cases) {
      const res = await call(agent, aiContentContract.generate).send(body as object);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
      expect(res.body.fieldErrors[field]).toBe(message);
    }
    expect(fake.requests).toHaveLength(0);
    expect([await countRows(blogArticles), await countRows(aiGenerations)]).toEqual(before);
  });

  it("salva una bozza ripulita con il punteggio SEO calcolato dal server e la registra", async () => {
    const { agent } = await ctx.signInAdmin();
    // The model takes MODEL_MS to answer: the logged duration covers it and no more than the request.
    const MODEL_MS = 150;
    fake.setMode({ kind: "respond", delayMs: MODEL_MS, reply: (body) => fakeArticle(/Keyword principale: (.+)/.exec(body.messages[1].content)![1]) });
    const started = performance.now();
    const res = await call(agent, aiContentContract.generate)
      .send({ keyword: "fondo di emergenza", searchVolume: "2400", difficulty: 35, intent: "informational", targetAudience: "Famiglie monoreddito" });
    const elapsed = performance.now() - started;
    expect(res.status).toBe(201);
    const g = res.body;
    expect(g).toMatchObject({ keyword: "fondo di emergenza", status: "draft", seoScore: 100, slug: "fondo-di-emergenza-la-guida-pratica-per-famiglie" });
    expect(g.title).toBe("Fondo di emergenza: la guida pratica per famiglie");
    expect(g.seoChecks.every((c: { points: number; max: number }) => c.points === c.max)).toBe(true);
    expect(g.readTime).toBeGreaterThanOrEqual(5);
    for (const html of [g.content]) {
      expect(html).not.toMatch(/<script|onclick|rubato/);
      expect(html).toContain("<h2>Come iniziare</h2>");
    }

    // The prompt: Italian system rules, the request's data, structured output.
    const req = fake.requests[0];
    expect(req.body.model).toBe("modello-articoli");
    expect(req.body.response_format).toMatchObject({ type: "json_schema", json_schema: { name: "articolo_blog", strict: true } });
    expect(req.body.response_format.json_schema.schema.required).toEqual(["title", "metaDescription", "keywords", "excerpt", "content", "slug", "readTime"]);
    expect(req.body.messages[0].content).toContain("Non dai consulenza personalizzata sugli investimenti");
    expect(req.body.messages[0].content).toContain("monoreddito");
    expect(req.body.messages[1].content).toContain("Keyword principale: fondo di emergenza");
    expect(req.body.messages[1].content).toContain("Volume di ricerca mensile: 2400");
    expect(req.body.messages[1].content).toContain("Difficoltà SEO (1-100): 35");
    expect(req.body.messages[1].content).toContain("Intento di ricerca: Informativo");

    const [row] = await ctx.db.select().from(blogArticles).where(eq(blogArticles.id, g.draftId));
    expect(row).toMatchObject({ status: "draft", origin: "ai", seoScore: 100, publishedAt: null, category: "risparmio", slug: g.slug });
    expect(row.content).not.toMatch(/<script|onclick|rubato/);
    const [log] = await ctx.db.select().from(aiGenerations).where(eq(aiGenerations.articleId, g.draftId));
    expect(log).toMatchObject({ keyword: "fondo di emergenza", mode: "single", status: "ok", seoScore: 100, error: null });
    expect(log.durationMs).toBeGreaterThanOrEqual(MODEL_MS - 5);
    expect(log.durationMs).toBeLessThanOrEqual(Math.ceil(elapsed));

    // A draft is not on the blog yet.
    const list = await call(ctx.visitor(), blogContract.articles);
    expect(list.body.map((a: { slug: string }) => a.slug)).not.toContain(g.slug);
    expect((await call(ctx.visitor(), blogContract.article, { params: { slug: g.slug } })).status).toBe(404);
    const sitemap = await request(web).get("/sitemap.xml");
    expect(sitemap.text).toContain("<urlset");
    expect(sitemap.text).not.toContain(g.slug);

    // The same keyword again gets a free slug.
    const again = await call(agent, aiContentContract.generate).send({ keyword: "fondo di emergenza" });
    expect(again.status).toBe(201);
    expect(again.body.slug).toBe(`${g.slug}-2`);
  });

  it("un articolo meno curato prende un punteggio più basso, dalle regole e non dal modello", async () => {
    const { agent } = await ctx.signInAdmin();
    fake.setMode({ kind: "respond", reply: () => ({ ...fakeArticle("mutuo prima casa"), title: "Come scegliere senza errori la banca giusta" }) });
    const res = await call(agent, aiContentContract.generate).send({ keyword: "mutuo prima casa", intent: "commercial" });
    expect(res.status).toBe(201);
    expect(res.body.seoScore).toBe(80);
    expect(res.body.seoChecks.find((c: { id: string }) => c.id === "keywordInTitle").points).toBe(0);
    const [row] = await ctx.db.select().from(blogArticles).where(eq(blogArticles.id, res.body.draftId));
    expect([row.seoScore, row.category]).toEqual([80, "calcolatori"]);
  });

  it("risposta del modello non valida o modello irraggiungibile: 502 e nessuna bozza, tentativo registrato", async () => {
    const { agent } = await ctx.signInAdmin();
    const answers = [
      { mode: { kind: "raw", content: "Ecco il tuo articolo! {non json" }, message: AI_CONTENT_MESSAGES.invalidModelAnswer },
      { mode: { kind: "reply", content: { ...fakeArticle("pac"), content: undefined } }, message: AI_CONTENT_MESSAGES.invalidModelAnswer },
      { mode: { kind: "reply", content: { ...fakeArticle("pac"), content: "<script>alert(1)</script>".repeat(20) } }, message: AI_CONTENT_MESSAGES.invalidModelAnswer },
      { mode: { kind: "status", status: 500 }, message: AI_CONTENT_MESSAGES.modelUnreachable },
    ] as const;
    for (const a of answers) {
      fake.setMode(a.mode as Parameters<typeof fake.setMode>[0]);
      const before = await countRows(blogArticles);
      const logsBefore = await countRows(aiGenerations);
      const res = await call(agent, aiContentContract.generate).send({ keyword: "pac" });
      expect(res.status).toBe(502);
      expect(res.body.message).toBe(a.message);
      expect(res.body.message).toMatch(/^Impossibile generare il contenuto/);
      expect(await countRows(blogArticles)).toBe(before);
      expect(await countRows(aiGenerations)).toBe(logsBefore + 1);
    }
    const errors = await ctx.db.select().from(aiGenerations).where(eq(aiGenerations.status, "error"));
    expect(errors.length).toBeGreaterThanOrEqual(4);
    expect(errors.every((e) => e.articleId === null && e.error)).toBe(true);
  });
});

describe("generazione bulk", () => {
  it("valida righe vuote e il massimo di 10 con i messaggi della specifica", async () => {
    const { agent } = await ctx.signInAdmin();
    const empty = await call(agent, aiContentContract.bulkGenerate).send({ keywords: "\n  \n" });
    expect([empty.status, empty.body.message]).toEqual([400, "Inserisci almeno una keyword per riga"]);
    const missing = await call(agent, aiContentContract.bulkGenerate).send({});
    expect([missing.status, missing.body.message]).toEqual([400, "Inserisci almeno una keyword per riga"]);
    const eleven = Array.from({ length: 11 }, (_, i) => `keyword ${i + 1}`);
    const tooMany = await call(agent, aiContentContract.bulkGenerate).send({ keywords: eleven });
    expect([tooMany.status, tooMany.body.message]).toEqual([400, "Massimo 10 keywords per batch"]);
    expect(fake.requests).toHaveLength(0);
  });

  it("genera una bozza per keyword, in ordine; una keyword fallita non ferma le altre", async () => {
    const { agent } = await ctx.signInAdmin();
    fake.setMode({
      kind: "respond",
      reply: (body) => {
        const k = /Keyword principale: (.+)/.exec(body.messages[1].content)![1];
        return k === "rotta" ? { nonUnArticolo: true } : fakeArticle(k);
      },
    });
    const res = await call(agent, aiContentContract.bulkGenerate).send({ keywords: "budget familiare\n\nrotta\n  investire in etf  " });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ generated: 2, totalRequested: 3 });
    expect(res.body.items.map((i: { keyword: string; ok: boolean }) => [i.keyword, i.ok])).toEqual([
      ["budget familiare", true],
      ["rotta", false],
      ["investire in etf", true],
    ]);
    expect(res.body.items[1].error).toBe(AI_CONTENT_MESSAGES.invalidModelAnswer);
    const rows = await ctx.db.select().from(blogArticles).where(eq(blogArticles.id, res.body.items[2].draftId));
    expect(rows[0]).toMatchObject({ status: "draft", origin: "ai", category: "investimenti" });
    const logs = await ctx.db.select().from(aiGenerations).where(eq(aiGenerations.mode, "bulk"));
    expect(logs.map((l) => [l.keyword, l.status])).toEqual([
      ["budget familiare", "ok"],
      ["rotta", "error"],
      ["investire in etf", "ok"],
    ]);

    fake.setMode({ kind: "status", status: 500 });
    const none = await call(agent, aiContentContract.bulkGenerate).send({ keywords: ["a caso", "altro"] });
    expect(none.status).toBe(502);
    expect(none.body).toMatchObject({ message: "Impossibile generare i contenuti", generated: 0, totalRequested: 2 });
  });
});

describe("bozze, pubblicazione e statistiche", () => {
  it("l'admin vede la bozza, la pubblica dall'editor (appare sul blog e nella sitemap) ed elimina un'altra bozza", async () => {
    const { agent } = await ctx.signInAdmin();
    const a = (await call(agent, aiContentContract.generate).send({ keyword: "spesa al supermercato" })).body;
    const b = (await call(agent, aiContentContract.generate).send({ keyword: "bollette della luce" })).body;
    const drafts = await call(agent, aiContentContract.drafts);
    expect(drafts.status).toBe(200);
    const ids = drafts.body.map((d: { id: number }) => d.id);
    expect(ids).toEqual(expect.arrayContaining([a.draftId, b.draftId]));
    expect(drafts.body.find((d: { id: number }) => d.id === a.draftId)).toMatchObject({ slug: a.slug, seoScore: a.seoScore, title: a.title });

    // No shortcut publishes a draft as the model wrote it: it opens in the editor, which publishes it
    // (with a revision and an audit entry, docs/blog.md "Editor").
    expect((await agent.post(`/api/content/ai-drafts/${a.draftId}/publish`)).status).toBe(404);
    expect((await call(ctx.visitor(), blogContract.article, { params: { slug: a.slug } })).status).toBe(404);
    const pub = await call(agent, blogEditorContract.update, { params: { id: a.draftId } }).send({ status: "published" });
    expect(pub.status).toBe(200);
    expect(pub.body).toMatchObject({ id: a.draftId, slug: a.slug, status: "published" });
    const list = await call(ctx.visitor(), blogContract.articles);
    expect(list.body.map((x: { slug: string }) => x.slug)).toContain(a.slug);
    const article = await call(ctx.visitor(), blogContract.article, { params: { slug: a.slug } });
    expect(article.status).toBe(200);
    expect(article.body.content).not.toMatch(/<script|onclick/);
    expect((await request(web).get("/sitemap.xml")).text).toContain(`/blog/${a.slug}</loc>`);
    expect((await request(web).get(`/blog/${a.slug}`)).text).toContain(`<meta name="description" content="${a.metaDescription}" />`);
    expect((await call(agent, aiContentContract.drafts)).body.map((d: { id: number }) => d.id)).not.toContain(a.draftId);

    // Published articles are not drafts any more: not deleted here.
    const del = await call(agent, aiContentContract.removeDraft, { params: { id: a.draftId } });
    expect([del.status, del.body.message]).toEqual([404, "Bozza non trovata"]);
    // Nor are editorial articles.
    const [editorial] = await ctx.db.select({ id: blogArticles.id }).from(blogArticles).where(eq(blogArticles.origin, "editorial")).limit(1);
    expect((await call(agent, aiContentContract.removeDraft, { params: { id: editorial.id } })).status).toBe(404);

    expect((await call(agent, aiContentContract.removeDraft, { params: { id: b.draftId } })).status).toBe(204);
    expect(await ctx.db.select().from(blogArticles).where(eq(blogArticles.id, b.draftId))).toEqual([]);
  });

  it("le statistiche vengono dalle righe reali", async () => {
    const { agent } = await ctx.signInAdmin();
    const rows = await ctx.db.select().from(aiGenerations);
    const ok = rows.filter((r) => r.status === "ok");
    const res = await call(agent, aiContentContract.stats);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      total: rows.length,
      ok: ok.length,
      errors: rows.length - ok.length,
      averageSeoScore: Math.round(ok.reduce((s, r) => s + r.seoScore!, 0) / ok.length),
    });
    const ai = await ctx.db.select().from(blogArticles).where(eq(blogArticles.origin, "ai"));
    expect(res.body.drafts).toBe(ai.filter((x) => x.status === "draft").length);
    expect(res.body.published).toBe(ai.filter((x) => x.status === "published").length);
    expect(res.body.last).toHaveLength(Math.min(10, rows.length));
    expect(res.body.last[0].id).toBe(Math.max(...rows.map((r) => r.id)));
  });
});

describe("limite orario per amministratore", () => {
  it(`oltre ${AI_RATE_LIMIT.limit} generazioni in un'ora: 429, senza chiamare il modello; le ore precedenti non contano`, async () => {
    const { agent } = await ctx.signInAdmin();
    const me = (await call(agent, authContract.user)).body as { id: number };
    const now = Date.now();
    const row = (minutesAgo: number) => ({ adminId: me.id, keyword: "x", mode: "single", status: "ok", createdAt: new Date(now - minutesAgo * 60_000) });
    await ctx.db.insert(aiGenerations).values([...Array.from({ length: AI_RATE_LIMIT.limit - 2 }, () => row(10)), row(61), row(120)]);
    expect((await call(agent, aiContentContract.status)).body.rateLimit.remaining).toBe(2);

    const bulk = await call(agent, aiContentContract.bulkGenerate).send({ keywords: "uno\ndue\ntre" });
    expect([bulk.status, bulk.body.message]).toEqual([429, AI_CONTENT_MESSAGES.rateLimited]);
    expect(fake.requests).toHaveLength(0);

    expect((await call(agent, aiContentContract.bulkGenerate).send({ keywords: "uno\ndue" })).body.generated).toBe(2);
    const over = await call(agent, aiContentContract.generate).send({ keyword: "tre" });
    expect([over.status, over.body.message]).toEqual([429, AI_CONTENT_MESSAGES.rateLimited]);
    expect(fake.requests).toHaveLength(2);

    // Concurrent requests cannot both take the last place: the place is reserved before the model is called.
    await ctx.db.delete(aiGenerations).where(and(eq(aiGenerations.adminId, me.id), eq(aiGenerations.keyword, "x")));
    await ctx.db.insert(aiGenerations).values(Array.from({ length: AI_RATE_LIMIT.limit - 3 }, () => row(10)));
    expect((await call(agent, aiContentContract.status)).body.rateLimit.remaining).toBe(1);
    fake.setMode({ kind: "slow", delayMs: 300, content: fakeArticle("doppio clic") });
    const both = await Promise.all([0, 1].map(() => call(agent, aiContentContract.generate).send({ keyword: "doppio clic" })));
    expect(both.map((r) => r.status).sort()).toEqual([201, 429]);

    // Another administrator has their own allowance.
    const other = await ctx.signInAdmin();
    expect((await call(other.agent, aiContentContract.generate).send({ keyword: "tre" })).status).toBe(201);
  });
});
