import { afterAll, beforeAll, describe, expect, it } from "vitest";
import OpenAI from "openai";
import { count, eq } from "drizzle-orm";
import { call, createTestContext, type TestContext, startFakeOpenAi, subscribeConfirmed, verifyEmailOf } from "../../test/harness";
import { contentIdeas } from "../../db/schema";
import { articleLeadSource } from "@shared/schemas/blog";
import type { ContentAnalytics, ContentIdea, LeadMagnetsReport } from "@shared/schemas/content-hub";
import { IDEA_TEMPLATES } from "./content-hub.templates";
import { SAMPLE_IDEAS } from "./content-hub.seed";
import { authContract } from "@shared/contracts/auth";
import { blogContract } from "@shared/contracts/blog";
import { contentHubContract } from "@shared/contracts/content-hub";

let ctx: TestContext;
let admin: Awaited<ReturnType<TestContext["signInAdmin"]>>["agent"];
let adminId: number;
beforeAll(async () => {
  ctx = await createTestContext();
  const a = await ctx.signInAdmin();
  admin = a.agent;
  adminId = (await call(admin, authContract.user)).body.id;
});
afterAll(() => ctx.close());

const READS = [contentHubContract.ideas, contentHubContract.leadMagnets, contentHubContract.analytics];
const storedIdeas = async () => Number((await ctx.db.select({ n: count() }).from(contentIdeas))[0].n);
const ideas = async () => (await call(admin, contentHubContract.ideas)).body.items as ContentIdea[];
const ideaFor = async (slug: string) => (await ideas()).find((i) => i.article?.slug === slug)!;
let n = 0;
const email = () => `lettore${++n}.${Math.random().toString(36).slice(2, 8)}@esempio.it`;

describe("accesso: solo amministratori", () => {
  it("visitatore 401, utente gratuito e Premium 403 su ogni endpoint, senza scrivere nulla", async () => {
    const free = await ctx.signUp();
    const premium = await ctx.signUpPremium();
    const before = await storedIdeas();
    for (const read of READS) {
      expect((await call(ctx.visitor(), read)).status).toBe(401);
      expect((await call(free.agent, read)).status).toBe(403);
      expect((await call(premium.agent, read)).status).toBe(403);
    }
    const gen = (a: typeof admin) => call(a, contentHubContract.generateIdeas).send({ topic: "bollette della luce" });
    expect((await gen(ctx.visitor())).body).toEqual({ code: "unauthenticated", message: "Non autenticato" });
    expect((await gen(ctx.visitor())).status).toBe(401);
    const refused = await gen(free.agent);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe("Accesso riservato agli amministratori");
    const [first] = await ideas();
    expect((await call(free.agent, contentHubContract.updateIdea, { params: { id: first.id } }).send({ status: "published" })).status).toBe(403);
    expect((await call(ctx.visitor(), contentHubContract.updateIdea, { params: { id: first.id } }).send({ status: "published" })).status).toBe(401);
    expect(await storedIdeas()).toBe(before);
    expect((await ideas()).find((i) => i.id === first.id)!.status).toBe(first.status);
  });
});

describe("pipeline con dati reali", () => {
  it("le idee di esempio sono seminate una volta, marcate e collegate agli articoli reali", async () => {
    const list = await ideas();
    const samples = list.filter((i) => i.isSample);
    expect(samples.map((s) => s.title).sort()).toEqual(SAMPLE_IDEAS.map((s) => s.title).sort());
    const linked = samples.filter((s) => s.article);
    expect(linked.map((s) => s.article!.slug).sort()).toEqual(SAMPLE_IDEAS.flatMap((s) => (s.articleSlug ? [s.articleSlug] : [])).sort());
    for (const s of linked) expect(s.status).toBe("published");
    for (const s of samples.filter((x) => !x.article)) expect(s.performance).toBeNull();
  });

  it("visite, lead e vendite dell'idea seguono l'articolo: una lettura, un'iscrizione dal box guida, un utente Premium", async () => {
    const slug = "budget-familiare-guida-completa";
    const before = await ideaFor(slug);
    const articleId = (await call(ctx.visitor().set("User-Agent", "lettore-idea"), blogContract.article, { params: { slug } })).body.id as number;
    const afterView = await ideaFor(slug);
    expect(afterView.performance!.views).toBe(before.performance!.views + 1);

    await subscribeConfirmed(ctx, email(), articleLeadSource(articleId));
    const premium = await ctx.signUpPremium();
    // Their own verified address subscribes at once (docs/accounts.md).
    await verifyEmailOf(ctx, premium.email);
    expect((await call(premium.agent, blogContract.subscribe).send({ email: premium.email, source: articleLeadSource(articleId) })).status).toBe(201);
    // A signup from another box is not this article's lead.
    await subscribeConfirmed(ctx, email(), "blog");

    const after = (await ideaFor(slug)).performance!;
    expect(after.leads).toBe(before.performance!.leads + 2);
    expect(after.sales).toBe(before.performance!.sales + 1);
    expect(after.revenue).toBe((Number(before.performance!.revenue) + 9.9).toFixed(2));
  });
});

describe("lead magnet e performance", () => {
  it("i lead magnet sono le fonti reali del sito con i loro conteggi, più le guide di esempio dichiarate", async () => {
    const read = async () => (await call(admin, contentHubContract.leadMagnets)).body as LeadMagnetsReport;
    const before = await read();
    expect(before.magnets.slice(0, 2).map((m) => m.key)).toEqual(["blog", "blog_article"]);
    expect(before.sampleGuides.map((g) => g.priceEur)).toEqual([10, 20, 50, 75, 200]);

    await subscribeConfirmed(ctx, email(), "blog");
    await subscribeConfirmed(ctx, email(), articleLeadSource(1));
    await subscribeConfirmed(ctx, email(), "blog_article");
    await subscribeConfirmed(ctx, email(), "guida-pdf");
    const after = await read();
    const by = (r: LeadMagnetsReport, key: string) => r.magnets.find((m) => m.key === key) ?? { signups: 0, last30Days: 0 };
    expect(by(after, "blog").signups).toBe(by(before, "blog").signups + 1);
    expect(by(after, "blog").last30Days).toBe(by(before, "blog").last30Days + 1);
    expect(by(after, "blog_article").signups).toBe(by(before, "blog_article").signups + 2);
    expect(after.magnets.find((m) => m.key === "guida-pdf")).toMatchObject({ name: "Altra origine: guida-pdf", signups: 1, active: 1 });
    expect(after.totals.signups).toBe(before.totals.signups + 4);
  });

  it("performance: articoli più letti, iscritti del mese, idee per stato", async () => {
    const read = async () => (await call(admin, contentHubContract.analytics)).body as ContentAnalytics;
    const before = await read();
    expect(before.subscribersByMonth).toHaveLength(12);
    const slug = before.topArticles[0].slug;
    await call(ctx.visitor().set("User-Agent", "lettore-prestazioni"), blogContract.article, { params: { slug } });
    await subscribeConfirmed(ctx, email(), "blog");
    const after = await read();
    expect(after.topArticles.find((a) => a.slug === slug)!.views).toBe(before.topArticles[0].views + 1);
    expect(after.totals.articleViews).toBe(before.totals.articleViews + 1);
    expect(after.totals.activeSubscribers).toBe(before.totals.activeSubscribers + 1);
    expect(after.subscribersByMonth.at(-1)!.signups).toBe(before.subscribersByMonth.at(-1)!.signups + 1);
    const sum = Object.values(after.ideasByStatus).reduce((a, b) => a + b, 0);
    expect(sum).toBe(await storedIdeas());
    expect(after.totals.ideas).toBe(sum);
  });
});

describe("POST /api/content/generate-ideas senza modello", () => {
  it("dati non validi: 400 con il messaggio in italiano e nessuna idea salvata", async () => {
    const before = await storedIdeas();
    const cases: [unknown, string][] = [
      [{}, "Inserisci un argomento"],
      [{ topic: "   " }, "Inserisci un argomento"],
      [{ topic: 42 }, "Inserisci un argomento"],
      [{ topic: "ab" }, "L'argomento deve avere almeno 3 caratteri"],
      [{ topic: "x".repeat(81) }, "L'argomento può avere al massimo 80 caratteri"],
    ];
    for (const [body, message] of cases) {
      const res = await call(admin, contentHubContract.generateIdeas).send(body as object);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toBe(message);
      expect(res.body.fieldErrors.topic).toBe(message);
    }
    expect(await storedIdeas()).toBe(before);
  });

  it("usa i modelli documentati, salva le idee come 'idea' con l'autore e le elenca", async () => {
    const res = await call(admin, contentHubContract.generateIdeas).send({ topic: "  fondo   pensione " });
    expect(res.status).toBe(201);
    expect(res.body.source).toBe("templates");
    const made = res.body.ideas as ContentIdea[];
    expect(made).toHaveLength(IDEA_TEMPLATES.length);
    expect(made[0]).toMatchObject({ title: "Fondo pensione: la guida pratica per le famiglie monoreddito", type: "blog", targetKeyword: "fondo pensione", status: "idea", isSample: false, topic: "fondo pensione", performance: null });
    expect(made.map((i) => i.type)).toEqual(IDEA_TEMPLATES.map((t) => t.type));
    for (const i of made) expect(i.title.toLowerCase()).toContain("fondo pensione");
    const rows = await ctx.db.select().from(contentIdeas).where(eq(contentIdeas.topic, "fondo pensione"));
    expect(rows).toHaveLength(made.length);
    for (const r of rows) expect(r).toMatchObject({ createdBy: adminId, status: "idea", isSample: false });
    expect((await ideas()).slice(0, made.length).map((i) => i.id)).toEqual(made.map((i) => i.id));
  });

  it("cambio di stato: validato, persistito, 404 per un'idea inesistente", async () => {
    const [idea] = (await call(admin, contentHubContract.generateIdeas).send({ topic: "spesa al mercato" })).body.ideas as ContentIdea[];
    const bad = await call(admin, contentHubContract.updateIdea, { params: { id: idea.id } }).send({ status: "archived" });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe("Stato non valido: scegli tra Idea, In lavorazione e Pubblicato");
    expect((await call(admin, contentHubContract.updateIdea, { params: { id: idea.id } }).send({})).status).toBe(400);
    expect((await ideas()).find((i) => i.id === idea.id)!.status).toBe("idea");
    const ok = await call(admin, contentHubContract.updateIdea, { params: { id: idea.id } }).send({ status: "in_progress" });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ id: idea.id, status: "in_progress" });
    expect((await ideas()).find((i) => i.id === idea.id)!.status).toBe("in_progress");
    const missing = await call(admin, contentHubContract.updateIdea, { params: { id: 999999 } }).send({ status: "published" });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe("Idea non trovata");
  });

  it("limite per amministratore: oltre 20 generazioni in un'ora, 429 e nulla salvato; le richieste non valide non contano", async () => {
    const { agent } = await ctx.signInAdmin();
    for (let i = 0; i < 3; i++) expect((await call(agent, contentHubContract.generateIdeas).send({ topic: "" })).status).toBe(400);
    for (let i = 0; i < 20; i++) expect((await call(agent, contentHubContract.generateIdeas).send({ topic: `tema numero ${i}` })).status).toBe(201);
    const before = await storedIdeas();
    const over = await call(agent, contentHubContract.generateIdeas).send({ topic: "tema di troppo" });
    expect(over.status).toBe(429);
    expect(over.body.message).toBe("Hai generato troppe idee in poco tempo. Riprova tra qualche minuto.");
    expect(await storedIdeas()).toBe(before);
    // Another administrator has a limit of their own.
    expect((await call(admin, contentHubContract.generateIdeas).send({ topic: "tema di un altro" })).status).toBe(201);
  });
});

describe("POST /api/content/generate-ideas con un modello OpenAI-compatibile", () => {
  let fake: Awaited<ReturnType<typeof startFakeOpenAi>>;
  let ai: TestContext;
  let agent: typeof admin;
  beforeAll(async () => {
    fake = await startFakeOpenAi();
    const client = new OpenAI({ apiKey: "sk-test", baseURL: fake.baseURL, timeout: 800, maxRetries: 0 });
    ai = await createTestContext({ ai: { client, model: "modello-test" } });
    agent = (await ai.signInAdmin()).agent;
  });
  afterAll(async () => {
    await ai?.close();
    await fake?.close();
  });

  const modelIdea = {
    title: "Bonus bollette 2026: chi ne ha diritto con un solo stipendio",
    type: "blog",
    targetKeyword: "bonus bollette",
    difficulty: "easy",
    expectedTraffic: 3100,
    conversionPotential: "high",
  };

  it("usa le idee del modello (JSON validato) e le salva", async () => {
    fake.setMode({ kind: "reply", content: { ideas: [modelIdea, { ...modelIdea, title: "Reel: 3 trucchi per la bolletta", type: "social", difficulty: "medium", conversionPotential: "low" }] } });
    fake.requests.length = 0;
    const res = await call(agent, contentHubContract.generateIdeas).send({ topic: "bonus bollette" });
    expect(res.status).toBe(201);
    expect(res.body.source).toBe("ai");
    expect(res.body.ideas).toHaveLength(2);
    expect(res.body.ideas[0]).toMatchObject({ ...modelIdea, status: "idea", topic: "bonus bollette", isSample: false });
    expect(res.body.ideas[1]).toMatchObject({ title: "Reel: 3 trucchi per la bolletta", type: "social" });
    const req = fake.requests[0];
    expect(req.body.model).toBe("modello-test");
    expect(req.body.response_format.type).toBe("json_schema");
    expect(req.body.messages.at(-1)).toEqual({ role: "user", content: "Argomento: bonus bollette" });
    expect(req.body.messages[0].content).toContain("famiglie monoreddito");
    const stored = await ai.db.select().from(contentIdeas).where(eq(contentIdeas.topic, "bonus bollette"));
    expect(stored.map((r) => r.title).sort()).toEqual([modelIdea.title, "Reel: 3 trucchi per la bolletta"].sort());
  });

  it.each([
    ["un tipo sconosciuto", { kind: "reply", content: { ideas: [{ ...modelIdea, type: "podcast" }] } }],
    ["una lista vuota", { kind: "reply", content: { ideas: [] } }],
    ["testo non JSON", { kind: "raw", content: "Ecco le idee: 1) ..." }],
    ["un errore 500", { kind: "status", status: 500 }],
    ["un modello troppo lento", { kind: "slow", delayMs: 2000, content: { ideas: [modelIdea] } }],
  ] as const)("con %s ripiega sui modelli documentati", async (_name, mode) => {
    fake.setMode(mode as Parameters<typeof fake.setMode>[0]);
    const topic = `risparmio ${Math.random().toString(36).slice(2, 6)}`;
    const res = await call(agent, contentHubContract.generateIdeas).send({ topic });
    expect(res.status).toBe(201);
    expect(res.body.source).toBe("templates");
    expect(res.body.ideas).toHaveLength(IDEA_TEMPLATES.length);
    expect(res.body.ideas[0].title).toBe(`${topic.charAt(0).toUpperCase()}${topic.slice(1)}: la guida pratica per le famiglie monoreddito`);
    const stored = await ai.db.select().from(contentIdeas).where(eq(contentIdeas.topic, topic));
    expect(stored).toHaveLength(IDEA_TEMPLATES.length);
  });
});
