import { afterAll, beforeAll, describe, expect, it } from "vitest";
import sharp from "sharp";
import { call, createTestContext, type TestContext, ROLES, expectedOutcome, fillPath, routeCoverage, signInAll, send, type Agent, type Role } from "../test/harness";
import { accountDataContract } from "@shared/contracts/account-data";
import { authContract } from "@shared/contracts/auth";
import { blogEditorContract } from "@shared/contracts/blog-editor";
import { chatContract } from "@shared/contracts/chat";
import { coursesContract } from "@shared/contracts/courses";
import { expensesContract } from "@shared/contracts/expenses";

// Issue 37, findings 5 and 6 (docs/security.md, "Seconda sonda (issue 37)"): an answer that
// depends on the session never stays in the browser's cache, and signing out empties that cache.

const ctx: TestContext = await createTestContext();
let agents: Record<Role, Agent>;
beforeAll(async () => {
  agents = await signInAll(ctx);
});
afterAll(() => ctx.close());

const noStore = (res: { headers: Record<string, string | undefined> }) => /(^|,)\s*no-store\s*(,|$)/.test(res.headers["cache-control"] ?? "");

describe("Cache-Control delle risposte dell'API", () => {
  it("ogni GET user/premium/admin dei contratti risponde no-store a chi passa la guardia", async () => {
    const gets = routeCoverage(ctx).ruled.filter((r) => r.method === "GET" && r.contract.access !== "public");
    expect(gets.length).toBeGreaterThan(30);
    const missing: string[] = [];
    for (const route of gets) {
      const role = ROLES.find((r) => expectedOutcome(route.contract.access, r) === "allowed")!;
      const urls = [fillPath(route.path)];
      for (const c of route.rule.cases ?? []) if (c.expect[role] === "allowed") urls.push((await c.request(ctx.db)).url);
      for (const url of urls) {
        const res = await send(agents[role], "GET", url);
        if (!noStore(res)) missing.push(`${role} GET ${url} → ${res.status} Cache-Control: ${res.headers["cache-control"] ?? "(nessuno)"}`);
      }
    }
    expect(missing, "risposte private senza Cache-Control: no-store").toEqual([]);
  });

  it("anche le risposte pubbliche che dipendono da chi chiede, gli errori e il 404 dell'API sono no-store", async () => {
    const free = agents.free;
    const answers = {
      "GET /api/auth/user": await call(free, authContract.user),
      "GET /API/user/expenses (maiuscole)": await free.get("/API/user/expenses"),
      "GET /api/courses": await call(free, coursesContract.list),
      "GET /api/user/expenses da visitatore (401)": await call(agents.visitor, expensesContract.list),
      "GET /api/non-esiste (404)": await free.get("/api/non-esiste"),
      "POST /api/user/expenses senza dati (400)": await call(free, expensesContract.create).send({}),
    };
    for (const [label, res] of Object.entries(answers)) expect(noStore(res), `${label}: ${res.headers["cache-control"]}`).toBe(true);
  });

  it("la risposta della chat, con le cifre di chi scrive, è no-store anche in streaming", async () => {
    const res = await call(agents.free, chatContract.stream).send({ message: "Guadagno 1.800 euro al mese, come divido il budget?" });
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/event-stream/);
    expect(noStore(res), res.headers["cache-control"]).toBe(true);
    const reply = await call(agents.free, chatContract.message).send({ message: "Guadagno 1.800 euro al mese, come divido il budget?" });
    expect(noStore(reply), reply.headers["cache-control"]).toBe(true);
  });

  it("una risposta pubblica che sceglie la cache la tiene: la copertina di un articolo pubblicato", async () => {
    const image = (await sharp({ create: { width: 40, height: 20, channels: 3, background: "#2a6" } }).png().toBuffer()).toString("base64");
    const article = await call(agents.admin, blogEditorContract.create)
      .send({ title: "Copertina in cache", excerpt: "Riassunto.", category: "risparmio", body: "## Idee\n\nTesto.", status: "published", coverImage: image, coverAlt: "Un prato" });
    expect(article.status, JSON.stringify(article.body)).toBe(201);
    const cover = await agents.visitor.get(article.body.coverUrl);
    expect(cover.status).toBe(200);
    expect(cover.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  });
});

describe('Clear-Site-Data: "cache" all\'uscita', () => {
  const clears = (res: { headers: Record<string, string | undefined> }) => res.headers["clear-site-data"];

  it("POST /api/auth/logout, il link GET /api/logout dal sito e il modulo POST /api/logout svuotano la cache (non lo storage)", async () => {
    const viaApi = await call((await ctx.signUp()).agent, authContract.logout);
    expect(viaApi.status).toBe(200);
    expect(clears(viaApi)).toBe('"cache"');

    const viaLink = await call((await ctx.signUp()).agent, authContract.logoutPage).set("Sec-Fetch-Site", "same-origin");
    expect(viaLink.status).toBe(302);
    expect(clears(viaLink)).toBe('"cache"');

    const viaForm = await call((await ctx.signUp()).agent, authContract.logoutForm).set("Sec-Fetch-Site", "same-origin").set("Origin", "http://localhost:5000").send({});
    expect(viaForm.status).toBe(303);
    expect(clears(viaForm)).toBe('"cache"');
  });

  it("la pagina 'Vuoi uscire?' di un link da un altro sito non fa uscire e non svuota nulla", async () => {
    const crossSite = await call((await ctx.signUp()).agent, authContract.logoutPage).set("Sec-Fetch-Site", "cross-site");
    expect(crossSite.status).toBe(200);
    expect(clears(crossSite)).toBeUndefined();
  });

  it("l'eliminazione dell'account fa uscire e svuota la cache", async () => {
    const { agent, password } = await ctx.signUp();
    const res = await call(agent, accountDataContract.deleteAccount).send({ password, confirmation: "ELIMINA" });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(clears(res)).toBe('"cache"');
  });
});
