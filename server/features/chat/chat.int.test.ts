import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { call, createTestContext, type TestContext } from "../../test/harness";
import { budgets, chatMessages, chatSessions, expenses } from "../../db/schema";
import { authContract } from "@shared/contracts/auth";
import { chatContract } from "@shared/contracts/chat";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const plain = (s: string) => s.replace(/\u00a0/g, " ");

describe("POST /api/chat/message: risposta e conversazione salvata", () => {
  it("un visitatore riceve una risposta con suggerimenti e pulsanti; la conversazione continua con lo stesso sessionId", async () => {
    const v = ctx.visitor();
    const first = await call(v, chatContract.message).send({ message: "Come posso risparmiare 200€ al mese?", sessionId: null, userContext: { currentPage: "/" }, userId: null });
    expect(first.status).toBe(200);
    expect(first.body.response).toContain("2.400,00");
    // The saving topic's follow-up questions (and not, say, the ones for a question not understood).
    expect(first.body.suggestions).toEqual(["Come funziona la regola 50/30/20?", "Quanto deve essere il fondo di emergenza?", "Dove investo i risparmi con un PAC?"]);
    expect(first.body.actionButtons.map((b: { action: string }) => b.action)).toContain("create_budget");
    expect(first.body.sessionId).toMatch(/^[A-Za-z0-9_-]{20,}$/);

    const second = await call(v, chatContract.message).send({ message: "e cos'è un PAC?", sessionId: first.body.sessionId });
    expect(second.status).toBe(200);
    expect(second.body.sessionId).toBe(first.body.sessionId);
    expect(second.body.actionButtons.map((b: { action: string }) => b.action)).toContain("start_pac");

    const stored = await ctx.db.select().from(chatMessages).where(eq(chatMessages.sessionId, first.body.sessionId)).orderBy(chatMessages.id);
    expect(stored.map((m) => [m.role, m.content.slice(0, 20)])).toEqual([
      ["user", "Come posso risparmia"],
      ["assistant", first.body.response.slice(0, 20)],
      ["user", "e cos'è un PAC?"],
      ["assistant", second.body.response.slice(0, 20)],
    ]);
    const [session] = await ctx.db.select().from(chatSessions).where(eq(chatSessions.id, first.body.sessionId));
    expect(session.userId).toBeNull();
    // The visitor's browser session id itself is never stored.
    expect(session.ownerKey).toMatch(/^visitor:/);
  });

  it("il sessionId di un altro visitatore o utente apre una nuova conversazione", async () => {
    const alice = ctx.visitor();
    const a = await call(alice, chatContract.message).send({ message: "ciao", sessionId: null });
    const mallory = ctx.visitor();
    const m = await call(mallory, chatContract.message).send({ message: "ciao", sessionId: a.body.sessionId });
    expect(m.status).toBe(200);
    expect(m.body.sessionId).not.toBe(a.body.sessionId);

    const { agent: user } = await ctx.signUp();
    const u = await call(user, chatContract.message).send({ message: "ciao", sessionId: a.body.sessionId });
    expect(u.body.sessionId).not.toBe(a.body.sessionId);
    // A visitor cannot join the user's conversation either.
    const back = await call(alice, chatContract.message).send({ message: "ciao", sessionId: u.body.sessionId });
    expect(back.body.sessionId).not.toBe(u.body.sessionId);

    const aliceMessages = await ctx.db.select().from(chatMessages).where(eq(chatMessages.sessionId, a.body.sessionId));
    expect(aliceMessages).toHaveLength(2);
    const userMessages = await ctx.db.select().from(chatMessages).where(eq(chatMessages.sessionId, u.body.sessionId));
    expect(userMessages).toHaveLength(2);
  });

  it("un utente ritrova la sua conversazione da un altro browser dopo l'accesso", async () => {
    const { agent, email, password, user } = await ctx.signUp();
    const first = await call(agent, chatContract.message).send({ message: "cos'è l'inflazione?", sessionId: null, userId: 999_999 });
    const [session] = await ctx.db.select().from(chatSessions).where(eq(chatSessions.id, first.body.sessionId));
    expect(session.userId).toBe(user.id);

    const other = ctx.agent();
    await call(other, authContract.login).send({ email, password });
    const again = await call(other, chatContract.message).send({ message: "e la pensione?", sessionId: first.body.sessionId });
    expect(again.body.sessionId).toBe(first.body.sessionId);
  });
});

describe("contesto costruito dal server", () => {
  it("usa il budget e le spese salvati dell'utente e ignora i numeri inviati dal client", async () => {
    const { agent, user } = await ctx.signUp();
    await ctx.db.insert(budgets).values({ userId: user.id, monthlyIncome: "1800.00", necessities: "900.00", wants: "540.00", savings: "360.00" });
    await ctx.db.insert(expenses).values({ userId: user.id, description: "Bolletta luce", amount: "74.30", category: "necessita", date: "2026-11-10" });
    const res = await call(agent, chatContract.message).send({
      message: "qual è il budget migliore per me?",
      sessionId: null,
      userContext: { budget: { necessities: 5000, wants: 3000, savings: 2000 }, isPremium: true, currentPage: "/" },
    });
    expect(res.status).toBe(200);
    const text = plain(res.body.response);
    expect(text).toContain("Con un reddito di 1.800,00 € il tuo budget è");
    expect(text).toContain("Necessità (50%): 900,00 €");
    expect(text).not.toContain("5.000");

    const spese = await call(agent, chatContract.message).send({ message: "come tengo traccia delle spese", sessionId: res.body.sessionId });
    expect(plain(spese.body.response)).toContain('la più alta è "Bolletta luce" da 74,30 €');

    // The client's isPremium is ignored too: a free user is offered Premium.
    const premium = await call(agent, chatContract.message).send({ message: "quanto costa premium?", sessionId: res.body.sessionId, userContext: { isPremium: true } });
    expect(plain(premium.body.response)).toContain("Premium costa 9,90 € al mese");
  });

  it("un visitatore non ha cifre personali anche se le invia", async () => {
    const res = await call(ctx.visitor(), chatContract.message).send({ message: "qual è il budget migliore per me?", userContext: { budget: { necessities: 900, wants: 540, savings: 360 } } });
    expect(res.status).toBe(200);
    expect(res.body.response).not.toContain("Con un reddito di");
  });
});

describe("input non valido → 400 in italiano, nulla salvato", () => {
  it.each([
    ["vuoto", { message: "" }, "Scrivi un messaggio"],
    ["solo spazi", { message: "   \n  " }, "Scrivi un messaggio"],
    ["mancante", { sessionId: null }, "Scrivi un messaggio"],
    ["troppo lungo", { message: "a".repeat(1001) }, "Il messaggio può avere al massimo 1000 caratteri"],
    ["non un testo", { message: 42 }, "Il messaggio deve essere un testo"],
    ["sessionId non testo", { message: "ciao", sessionId: { $ne: null } }, "Sessione della chat non valida"],
    ["solo caratteri di controllo", { message: "\u0000\u0007" }, "Scrivi un messaggio"],
    ["sessionId malformato", { message: "ciao", sessionId: "abc\u0000' or 1=1" }, "Sessione della chat non valida"],
    ["contesto sbagliato", { message: "ciao", userContext: "tutto" }, null],
    ["budget non numerico", { message: "ciao", userContext: { budget: { savings: [1, 2] } } }, null],
  ])("%s", async (_name, body, message) => {
    const before = await ctx.db.select({ id: chatMessages.id }).from(chatMessages);
    const res = await call(ctx.visitor(), chatContract.message).send(body);
    expect(res.status).toBe(400);
    if (message) expect(res.body.message).toBe(message);
    else expect(typeof res.body.message).toBe("string");
    const after = await ctx.db.select({ id: chatMessages.id }).from(chatMessages);
    expect(after.length).toBe(before.length);
  });

  it("i caratteri di controllo sono tolti, il resto del messaggio è salvato", async () => {
    const res = await call(ctx.visitor(), chatContract.message).send({ message: "cos'è\u0000 l'inflazione?\nGrazie" });
    expect(res.status).toBe(200);
    const rows = await ctx.db.select().from(chatMessages).where(eq(chatMessages.sessionId, res.body.sessionId)).orderBy(chatMessages.id);
    expect(rows[0].content).toBe("cos'è l'inflazione?\nGrazie");
  });

  it("accetta esattamente 1000 caratteri", async () => {
    const res = await call(ctx.visitor(), chatContract.message).send({ message: `budget ${"a".repeat(993)}` });
    expect(res.status).toBe(200);
  });

  it("senza l'intestazione dell'app la richiesta è rifiutata", async () => {
    const res = await call((await import("supertest")).default(ctx.app), chatContract.message).send({ message: "ciao" });
    expect(res.status).toBe(403);
  });
});
