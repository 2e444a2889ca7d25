import { describe, expect, it } from "vitest";
import { pageTitle } from "./page-titles";

describe("titolo di ogni pagina", () => {
  it("nome della pagina · Finanza Familiare", () => {
    expect(pageTitle("/budget-calculator", false)).toBe("Calcolatore budget 50/30/20 · Finanza Familiare");
    expect(pageTitle("/calcolatori/budget", true)).toBe("Calcolatore budget 50/30/20 · Finanza Familiare");
    expect(pageTitle("/account", true)).toBe("Il tuo account · Finanza Familiare");
    expect(pageTitle("/guida-principianti/blog", false)).toBe("Guida per principianti · Finanza Familiare");
    expect(pageTitle("/", true)).toBe("Dashboard · Finanza Familiare");
  });
  it("la home di un visitatore ha il titolo del sito; un articolo tiene il suo; un percorso ignoto dice che non c'è", () => {
    expect(pageTitle("/", false)).toBe("Finanza Familiare – Educazione finanziaria gratuita per le famiglie italiane");
    expect(pageTitle("/blog/un-articolo", false)).toBeNull();
    expect(pageTitle("/non-esiste", false)).toBe("Pagina non trovata · Finanza Familiare");
  });
});
