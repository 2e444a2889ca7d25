import { describe, expect, it } from "vitest";
import { editDistance, keywordMatches, normalize, tokenize, wordMatches } from "./normalize";

describe("normalizzazione del testo", () => {
  it("toglie accenti, maiuscole e punteggiatura; € diventa una parola", () => {
    expect(normalize("Perché la REGOLA 50/30/20?")).toBe("perche la regola 50 30 20");
    expect(tokenize("Risparmiare 200€ al mese!")).toEqual(["risparmiare", "200", "euro", "al", "mese"]);
    expect(normalize("Qual è l'età della pensione?")).toBe("qual e l eta della pensione");
  });
});

describe("parole con errori di battitura", () => {
  it("distanza con scambio di lettere adiacenti", () => {
    expect(editDistance("pensione", "pensoine")).toBe(1);
    expect(editDistance("mutuo", "muto")).toBe(1);
    expect(editDistance("etf", "eft")).toBe(1);
  });

  it("le parole corte vanno scritte esatte, le lunghe tollerano 1-2 errori", () => {
    expect(wordMatches("etf", "eft")).toBe(false);
    expect(wordMatches("emergenza", "emergensa")).toBe(true);
    expect(wordMatches("inflazion*", "inflazzione")).toBe(true);
    expect(wordMatches("risparm*", "rsparmiare")).toBe(true);
    expect(wordMatches("debit*", "crediti")).toBe(false);
  });

  it("'=' chiede la parola esatta (tasse non è tasso)", () => {
    expect(wordMatches("=tasse", "tasse")).toBe(true);
    expect(wordMatches("=tasse", "tasso")).toBe(false);
    expect(wordMatches("tasse", "tasso")).toBe(true);
  });

  it("una frase chiede tutte le sue parole, in qualsiasi ordine", () => {
    expect(keywordMatches("fondo emergenza", tokenize("quanto tenere nel fondo per le emergenze"))).toBe(true);
    expect(keywordMatches("fondo emergenza", tokenize("fondo pensione"))).toBe(false);
  });
});
