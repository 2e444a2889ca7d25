// Issue 43 through POST /api/chat/message (docs/chat.md, "Tools"): the computation and its follow-up in
// one stored conversation, the app's catalogue, a lesson link under a topic.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { call, createTestContext, type TestContext } from "../../test/harness";
import { chatMessages } from "../../db/schema";
import { chatContract } from "@shared/contracts/chat";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const plain = (s: string) => s.replace(/\u00a0/g, " ");
const ask = async (agent: ReturnType<TestContext["visitor"]>, message: string, sessionId: string | null = null) => {
  const res = await call(agent, chatContract.message).send({ message, sessionId });
  expect(res.status).toBe(200);
  return { ...res.body, response: plain(res.body.response) } as { response: string; sessionId: string; links: { label: string; href: string }[] };
};

describe("strumenti dell'assistente nella stessa conversazione", () => {
  it("rata del mutuo 695,95 €, poi «e in 25 anni?» 600,75 €, ciascuna con il calcolatore compilato", async () => {
    const v = ctx.visitor();
    const first = await ask(v, "Quanto sarebbe la rata di un mutuo da 120.000 € in 20 anni al 3,5 %?");
    expect(first.response).toContain("695,95 €");
    expect(first.links).toContainEqual({ label: "Apri il calcolatore del mutuo", href: "/mortgage-calculator?importo=120000&anni=20&tasso=3,5" });
    const second = await ask(v, "e in 25 anni?", first.sessionId);
    expect(second.sessionId).toBe(first.sessionId);
    expect(second.response).toContain("600,75 €");
    expect(second.links).toContainEqual({ label: "Apri il calcolatore del mutuo", href: "/mortgage-calculator?importo=120000&anni=25&tasso=3,5" });
    // The computation is kept server-side with the answer, so it belongs to the session's owner.
    const stored = await ctx.db.select().from(chatMessages).where(eq(chatMessages.sessionId, first.sessionId)).orderBy(chatMessages.id);
    expect(stored.at(-1)!.meta).toMatchObject({ source: "builtin", state: { tool: "rata_mutuo", amountCents: 12_000_000, years: 25, ratePercent: 3.5 } });
    // Someone else sending the same follow-up with that session id gets no mortgage.
    const stranger = await ask(ctx.visitor(), "e in 25 anni?", first.sessionId);
    expect(stranger.response).not.toContain("600,75 €");
  });

  it("chiede le cifre che mancano e calcola con la risposta, attraverso lo stato salvato (docs/chat.md, \"Asking back\")", async () => {
    const v = ctx.visitor();
    const first = await ask(v, "mi fai il conto della rata per comprare la casa?");
    expect(first.response).toMatch(/mi manca l'importo del mutuo e la durata in anni e il tasso annuo/);
    const second = await ask(v, "140.000 euro per 20 anni al 3%", first.sessionId);
    expect(second.response).toContain("776,44 €");
    expect(second.links).toContainEqual({ label: "Apri il calcolatore del mutuo", href: "/mortgage-calculator?importo=140000&anni=20&tasso=3" });
    // Someone else answering with the same session id gets no instalment.
    const stranger = await ask(ctx.visitor(), "140.000 euro per 20 anni al 3%", first.sessionId);
    expect(stranger.response).not.toContain("776,44 €");
  });

  it("«Con 1.800 euro al mese e due figli, quanto dovrei mettere da parte?» legge 1.800 come reddito", async () => {
    const r = await ask(ctx.visitor(), "Con 1.800 euro al mese e due figli, quanto dovrei mettere da parte?");
    expect(r.response).toContain("Con un reddito netto di 1.800,00 € al mese");
    expect(r.response).not.toContain("Risparmiare 1.800,00 €");
  });

  it("«Come si costruisce un fondo di emergenza passo per passo?» porta a una lezione o a un articolo", async () => {
    const r = await ask(ctx.visitor(), "Come si costruisce un fondo di emergenza passo per passo?");
    expect(r.links.some((l) => l.href.startsWith("/courses/") || l.href.startsWith("/blog/"))).toBe(true);
  });

  it("«Come faccio a scaricare i miei dati?» porta alla pagina dell'account", async () => {
    const r = await ask(ctx.visitor(), "Come faccio a scaricare i miei dati?");
    expect(r.links).toContainEqual({ label: "Il tuo account", href: "/account" });
    expect(r.response).toMatch(/scarica tutti i tuoi dati/);
  });
});
