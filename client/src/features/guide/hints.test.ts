import { describe, expect, it } from "vitest";
import { promptHints } from "./hints";

const state = (t: string) => Object.fromEntries(promptHints(t).map((h) => [h.id, h.ok]));

describe("suggerimenti della palestra di Prompt Master", () => {
  it("testo vuoto: nessun suggerimento soddisfatto", () => {
    expect(state("")).toEqual({ euro: false, income: false, length: false });
  });
  it("riconosce simbolo dell'euro, stipendio/reddito (anche maiuscoli) e lunghezza oltre 20 caratteri", () => {
    expect(state("Ho uno Stipendio di 1.800 €")).toEqual({ euro: true, income: true, length: true });
    expect(state("reddito 900€")).toEqual({ euro: true, income: true, length: false });
    expect(state("Come risparmio sul mio redditometro?")).toEqual({ euro: false, income: false, length: true });
  });
  it("esattamente 20 caratteri non bastano, 21 sì (spazi esterni esclusi)", () => {
    expect(state("a".repeat(20)).length).toBe(false);
    expect(state(` ${"a".repeat(21)} `).length).toBe(true);
  });
});
