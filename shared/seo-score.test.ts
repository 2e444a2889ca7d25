import { describe, expect, it } from "vitest";
import { computeSeoScore, containsKeyword, countWords, normalizeForMatch, seoScoreTone, SEO_RULES } from "./seo-score";
import { bulkGenerateRequestSchema, generateAiRequestSchema, AI_TARGET_AUDIENCE } from "./schemas/ai-content";

const words = (n: number) => Array.from({ length: n }, (_, i) => `parola${i}`).join(" ");

const perfect = {
  keyword: "fondo di emergenza",
  title: "Fondo di emergenza: quanto mettere da parte", // 43 characters
  metaDescription: "Fondo di emergenza per famiglie monoreddito: quanto accantonare, dove tenerlo e come costruirlo passo dopo passo partendo da poco ogni mese.",
  slug: "fondo-di-emergenza-quanto-mettere-da-parte",
  content: `<p>Il <strong>fondo di emergenza</strong> protegge la famiglia.</p>
<h2>Perché serve un fondo di emergenza</h2><p>${words(400)}</p>
<h2>Quanto accantonare</h2><p>${words(400)}</p>
<h3>Dove tenerlo</h3><h2>Come iniziare</h2><p>${words(250)}</p>`,
};

describe("punteggio SEO", () => {
  it("un articolo che rispetta ogni regola vale 100, e le regole sommano a 100", () => {
    expect(Object.values(SEO_RULES).reduce((s, r) => s + r.max, 0)).toBe(100);
    expect(perfect.metaDescription.length).toBeGreaterThanOrEqual(120);
    expect(perfect.metaDescription.length).toBeLessThanOrEqual(160);
    const { score, checks } = computeSeoScore(perfect);
    expect(checks.filter((c) => c.points < c.max)).toEqual([]);
    expect(score).toBe(100);
  });

  it("ogni regola mancata toglie i suoi punti", () => {
    const score = (over: Partial<typeof perfect>) => computeSeoScore({ ...perfect, ...over }).score;
    expect(score({ title: "Quanto mettere da parte per gli imprevisti" })).toBe(80); // keyword not in title
    expect(score({ title: "Fondo di emergenza" })).toBe(90); // too short
    expect(score({ metaDescription: "Fondo di emergenza: la guida." })).toBe(90); // too short, keyword present
    expect(score({ metaDescription: "x".repeat(130) })).toBe(95); // right length, no keyword
    expect(score({ content: perfect.content.replace("Il <strong>fondo di emergenza</strong> protegge", "Un salvagente protegge") })).toBe(85);
    expect(score({ slug: "guida-imprevisti" })).toBe(95);
    expect(score({ content: `<p>fondo di emergenza</p><h2>Titolo</h2><p>${words(700)}</p>` })).toBe(100 - 10 - 5 - 5);
    expect(score({ content: `<p>fondo di emergenza ${words(100)}</p>` })).toBe(100 - 20 - 10 - 5);
  });

  it("confronta la keyword a parole intere, senza accenti né maiuscole", () => {
    expect(normalizeForMatch("Più-Risparmio, SUBITO!")).toBe("piu risparmio subito");
    expect(containsKeyword("Come RISPARMIARE il 20%: guida", "risparmiare")).toBe(true);
    expect(containsKeyword("Perché la liquidità conta", "liquidita")).toBe(true);
    expect(containsKeyword("risparmiatori", "risparmia")).toBe(false);
    expect(containsKeyword("qualcosa", "   ")).toBe(false);
  });

  it("conta le parole del testo, non i tag né la punteggiatura isolata", () => {
    expect(countWords("<h2>Due parole</h2><p>e tre &amp; ancora — fine</p>")).toBe(6);
  });

  it("colori del punteggio: 80 verde, 60 giallo, sotto rosso", () => {
    expect([100, 80, 79, 60, 59, 0].map(seoScoreTone)).toEqual(["green", "green", "yellow", "yellow", "red", "red"]);
  });
});

describe("richieste di generazione", () => {
  it("valori predefiniti e pubblico fisso", () => {
    expect(generateAiRequestSchema.parse({ keyword: "  budget familiare " })).toEqual({
      keyword: "budget familiare",
      searchVolume: 1000,
      difficulty: 50,
      intent: "informational",
      targetAudience: AI_TARGET_AUDIENCE,
    });
  });

  it("keyword vuota, difficoltà fuori 1-100, intento sconosciuto: messaggi italiani", () => {
    const msg = (input: unknown) => generateAiRequestSchema.safeParse(input).error?.issues[0]?.message;
    expect(msg({ keyword: "   " })).toBe("Inserisci una keyword per generare il contenuto");
    expect(msg({})).toBe("Inserisci una keyword per generare il contenuto");
    expect(msg({ keyword: "pac", difficulty: 0 })).toMatch(/da 1 a 100/);
    expect(msg({ keyword: "pac", difficulty: 101 })).toMatch(/da 1 a 100/);
    expect(msg({ keyword: "pac", intent: "navigational" })).toMatch(/^Intento non valido/);
    expect(msg({ keyword: "pac", searchVolume: "tanti" })).toMatch(/volume di ricerca/);
  });

  it("bulk: una keyword per riga, righe vuote scartate, da 1 a 10", () => {
    expect(bulkGenerateRequestSchema.parse({ keywords: "pac\n\n  mutuo  \r\n" }).keywords).toEqual(["pac", "mutuo"]);
    expect(bulkGenerateRequestSchema.parse({ keywords: [" a ", "", "b"] }).keywords).toEqual(["a", "b"]);
    const msg = (keywords: unknown) => bulkGenerateRequestSchema.safeParse({ keywords }).error?.issues[0]?.message;
    expect(msg("\n \n")).toBe("Inserisci almeno una keyword per riga");
    expect(msg(undefined)).toBe("Inserisci almeno una keyword per riga");
    expect(msg(Array.from({ length: 11 }, (_, i) => `k${i}`))).toBe("Massimo 10 keywords per batch");
    expect(msg(Array.from({ length: 10 }, (_, i) => `k${i}`))).toBeUndefined();
  });
});
