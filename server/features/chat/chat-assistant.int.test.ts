// The assistant of issue 20 as a client sees it through POST /api/chat/message (docs/chat.md).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { call, createTestContext, lessonIdBySlug, type TestContext } from "../../test/harness";
import { budgets, chatMessages, lessons } from "../../db/schema";
import { accountContract } from "@shared/contracts/account";
import { chatContract } from "@shared/contracts/chat";
import { coursesContract } from "@shared/contracts/courses";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

// formatEuro puts a no-break space before "€"; compare what a reader sees.
const plain = (s: string) => s.replace(/\u00a0/g, " ");
const ask = async (agent: ReturnType<TestContext["visitor"]>, message: string, sessionId: string | null = null) => {
  const res = await call(agent, chatContract.message).send({ message, sessionId });
  expect(res.status).toBe(200);
  return { ...res.body, response: plain(res.body.response) } as { response: string; sessionId: string; suggestions: string[]; links: { label: string; href: string }[]; actionButtons: { action: string }[] };
};

describe("cifre nella domanda e domande di seguito, nella stessa sessione", () => {
  it("budget da 1.800 €, poi «e se fossero 2.000?» ricalcola con 2.000 €", async () => {
    const v = ctx.visitor();
    const first = await ask(v, "Guadagno 1.800 € al mese, come imposto il budget?");
    expect(first.response).toContain("Necessità (50%): 900,00 €");
    expect(first.response).toContain("Desideri (30%): 540,00 €");
    expect(first.response).toContain("Risparmio (20%): 360,00 €");
    // Never the old misreading (capital gains tax).
    expect(first.response).not.toMatch(/capital gain|plusvalenz/i);

    const second = await ask(v, "e se fossero 2.000?", first.sessionId);
    expect(second.sessionId).toBe(first.sessionId);
    expect(second.response).toContain("Necessità (50%): 1.000,00 €");
    expect(second.response).toContain("Desideri (30%): 600,00 €");
    expect(second.response).toContain("Risparmio (20%): 400,00 €");

    // The state lives on the server: another visitor sending the same follow-up gets no budget.
    const stranger = await ask(ctx.visitor(), "e se fossero 2.000?", first.sessionId);
    expect(stranger.sessionId).not.toBe(first.sessionId);
    expect(stranger.response).not.toContain("1.000,00 €");
  });

  it("importi scritti come li scrive la gente: «mille euro» e «1,5k»", async () => {
    expect((await ask(ctx.visitor(), "guadagno mille euro al mese, come divido lo stipendio?")).response).toContain("Necessità (50%): 500,00 €");
    expect((await ask(ctx.visitor(), "prendo 1,5k netti al mese, come faccio il budget")).response).toContain("Risparmio (20%): 300,00 €");
  });

  it("PAC, poi «e in 30 anni?» ricalcola la durata con la stessa rata e lo stesso rendimento", async () => {
    const v = ctx.visitor();
    const first = await ask(v, "pac da 200 euro al mese per 20 anni al 5%, quanto ottengo?");
    expect(first.response).toContain("Con 200,00 € al mese per 20 anni versi 48.000,00 €");
    const second = await ask(v, "e in 30 anni?", first.sessionId);
    expect(second.response).toContain("Con 200,00 € al mese per 30 anni versi 72.000,00 €");
    // 200 € a month for 360 months at 5%/12: the future value of the annuity (shared/finance/pac.ts).
    expect(second.response).toMatch(/arriverebbe a circa 166\.451,\d\d €/);
    const stored = await ctx.db.select().from(chatMessages).where(eq(chatMessages.sessionId, first.sessionId)).orderBy(chatMessages.id);
    expect(stored.at(-1)!.meta).toMatchObject({ source: "builtin", topic: "pac", state: { topic: "pac", amountCents: 20000, years: 30, ratePercent: 5 } });
  });

  it("senza cifre nella domanda usa il budget salvato dell'utente", async () => {
    const { agent, user } = await ctx.signUp();
    await ctx.db.insert(budgets).values({ userId: user.id, monthlyIncome: "2400.00", necessities: "1200.00", wants: "720.00", savings: "480.00" });
    const r = await ask(agent, "come imposto il budget?");
    expect(r.response).toContain("Con un reddito di 2.400,00 € il tuo budget è");
    expect(r.response).toContain("Risparmio (20%): 480,00 €");
  });

  it("senza budget salvato usa il reddito dato all'onboarding («1.800»)", async () => {
    const { agent } = await ctx.signUp();
    expect((await call(agent, accountContract.saveProfile).send({ monthlyIncome: "1.800" })).status).toBe(200);
    const r = await ask(agent, "come imposto il budget?");
    expect(r.response).toContain("Con un reddito di 1.800,00 € il tuo budget è");
    expect(r.response).toContain("Necessità (50%): 900,00 €");
  });
});

describe("argomenti, cura e rifiuti", () => {
  it("asilo nido: risponde sulla detrazione con la fonte, mai su un altro argomento", async () => {
    const r = await ask(ctx.visitor(), "Posso detrarre le spese dell'asilo nido?");
    expect(r.response).toMatch(/asilo nido/i);
    expect(r.response).toContain("detrazione IRPEF del 19% su una spesa massima di 632 €");
    expect(r.response).toContain("Fonte: Legge 23 dicembre 2005, n. 266");
    expect(r.response).toMatch(/CAF.*patronato.*commercialista/);
    expect(r.response).not.toMatch(/mutuo|capital gain|PAC/);
  });

  it.each(["Che tempo fa a Roma?", "Chi vince il campionato?"])("%s → rifiuto gentile", async (q) => {
    const r = await ask(ctx.visitor(), q);
    expect(r.response).toMatch(/^Mi dispiace, su questo non posso aiutarti/);
    expect(r.links).toEqual([]);
  });

  it("difficoltà: primi passi e aiuti pubblici con le fonti", async () => {
    for (const q of ["non riesco a pagare il mutuo", "ho troppi debiti"]) {
      const r = await ask(ctx.visitor(), q);
      expect(r.response, q).toContain("Parla subito con la banca");
      expect(r.response, q).toContain("Fondo di solidarietà (Fondo Gasparrini");
      expect(r.response, q).toContain("per un massimo di 18 mesi");
      expect(r.response, q).toContain("OCC");
      expect(r.response, q).toContain("Fonte: Legge 24 dicembre 2007, n. 244");
      expect(r.actionButtons.map((b) => b.action)).toContain("contact_human");
    }
  });

  it("domanda che nessun argomento né contenuto copre: «non lo so» e i tre argomenti più vicini", async () => {
    const r = await ask(ctx.visitor(), "come funziona il bitcoin halving");
    expect(r.response).toMatch(/^Non lo so/);
    expect(r.response).toContain("Gli argomenti più vicini di cui so parlare sono:");
    expect(r.suggestions).toHaveLength(3);
    expect(r.actionButtons.map((b) => b.action)).toEqual(["contact_human"]);
  });

  it("nessun prodotto consigliato: le risposte su conti e titoli lo dicono", async () => {
    for (const q of ["quale conto corrente mi consigli?", "conviene un conto deposito o un btp?"]) {
      expect((await ask(ctx.visitor(), q)).response, q).toContain("Non consiglio prodotti, banche o titoli specifici");
    }
  });
});

describe("risposte dai contenuti dell'app", () => {
  it("una risposta da una lezione porta il link alla lezione, e il link la apre", async () => {
    const r = await ask(ctx.visitor(), "come si costruisce un piano annuale di risparmio");
    expect(r.response).toMatch(/^Ecco cosa dice la lezione «Obiettivi di risparmio e piano annuale»/);
    const lessonId = await lessonIdBySlug(ctx.db, "obiettivi-di-risparmio");
    const [lesson] = await ctx.db.select().from(lessons).where(eq(lessons.id, lessonId));
    expect(r.links).toEqual([{ label: "Lezione: Obiettivi di risparmio e piano annuale", href: `/courses/${lesson.courseId}?lezione=${lessonId}` }]);
    // The page the link opens loads this lesson (the lesson API the course page calls).
    const opened = await call(ctx.visitor(), coursesContract.lesson, { params: { id: lessonId } });
    expect(opened.status).toBe(200);
    expect(opened.body.title).toBe("Obiettivi di risparmio e piano annuale");
  });

  it("una parola del glossario («euribor») risponde con la voce del glossario", async () => {
    const r = await ask(ctx.visitor(), "come funziona l'euribor");
    expect(r.response).toContain("alla voce «Euribor»");
    expect(r.response).toContain("mutui a tasso variabile");
  });
});
