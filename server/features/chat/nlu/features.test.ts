import { describe, expect, it } from "vitest";
import { features, figuresAsWords } from "./features";

const words = (text: string) => features(text).filter((f) => f.startsWith("w:"));

describe("caratteristiche delle domande della chat (docs/chat.md)", () => {
  it("l'importo non conta: 1.800, €1.800,50, 1800 euro, mille euro e 1,5k sono lo stesso importo", () => {
    const forms = ["guadagno 1.800 al mese", "guadagno €1.800,50 al mese", "guadagno 1800 euro al mese", "guadagno mille euro al mese", "guadagno 1,5k al mese", "guadagno duemilacinquecento € al mese"];
    const expected = words(forms[0]!);
    expect(expected).toContain("w:qamount");
    for (const f of forms) expect(words(f), f).toEqual(expected);
  });

  it("la regola 50/30/20 scritta in ogni modo, le percentuali e il 730 restano riconoscibili", () => {
    for (const t of ["regola 50/30/20", "regola 50 30 20", "regola 50-30-20", "regola cinquanta trenta venti"]) expect(figuresAsWords(t).split(/\s+/), t).toContain("q503020");
    expect(figuresAsWords("inflazione al 3,5 per cento")).toContain("qrate");
    expect(figuresAsWords("inflazione al 5%")).toContain("qrate");
    expect(words("730 precompilato")).toContain("w:qform730");
  });

  it("«grazie mille» resta un ringraziamento, non un importo", () => {
    expect(words("grazie mille")).not.toContain("w:qamount");
  });

  it("accenti, maiuscole e refusi condividono le caratteristiche di lettere", () => {
    expect(features("Perché l'INFLAZIONE?")).toEqual(features("perche l'inflazione?"));
    const typo = new Set(features("inflazzione"));
    const grams = features("inflazione").filter((f) => f.startsWith("c:"));
    expect(grams.filter((g) => typo.has(g)).length / grams.length).toBeGreaterThan(0.5);
  });
});
