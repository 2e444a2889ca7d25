import { describe, expect, it } from "vitest";
import { FACTS, factsCheckedAt, factText, renderFacts, unknownFactIds, updatedAtLabel } from "./index";

const ISO = /^\d{4}-\d{2}-\d{2}$/;
const PRIMARY = /Agenzia delle Entrate|INPS|COVIP|Banca d'Italia|Gazzetta Ufficiale|Consap|Finanza Familiare/;

describe("facts registry", () => {
  it("has at least 40 entries, each with value, valid-from date, primary source and last-checked date", () => {
    expect(FACTS.length).toBeGreaterThanOrEqual(40);
    for (const f of FACTS) {
      expect(f.id, f.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(f.validFrom, f.id).toMatch(ISO);
      expect(f.lastChecked, f.id).toBe("2026-11-24");
      expect(f.source.publisher, f.id).toMatch(PRIMARY);
      expect(f.source.title.length, f.id).toBeGreaterThan(10);
      expect(f.source.url, f.id).toMatch(/^(https:\/\/|docs\/)/);
      if (f.unit === "date") expect(f.value, f.id).toMatch(ISO);
      else expect(Number.isFinite(f.value), f.id).toBe(true);
      if (!f.verified) expect(f.note, `${f.id}: a fact not verified says why`).toBeTruthy();
    }
    expect(new Set(FACTS.map((f) => f.id)).size).toBe(FACTS.length);
  });

  it("states the 2026 pension-fund rules", () => {
    expect(factText("deducibilita-fondi-pensione")).toBe("5.300 €");
    expect(factText("deducibilita-fondi-pensione-fino-2025")).toBe("5.164,57 €");
    expect(factText("adesione-automatica-decorrenza")).toBe("1° luglio 2026");
    expect(factText("adesione-automatica-giorni-rinuncia")).toBe("60 giorni");
    expect(factText("fondi-pensione-capitale-max")).toBe("60%");
    expect(factText("fondi-pensione-tassazione-rendimenti")).toBe("20%");
    expect(factText("aliquota-titoli-stato")).toBe("12,5%");
    expect([factText("fondi-pensione-prestazioni-aliquota-max"), factText("fondi-pensione-prestazioni-aliquota-min")]).toEqual(["15%", "9%"]);
  });

  it("renders placeholders the Italian way and leaves unknown ids visible", () => {
    expect(renderFacts("Bollo: {{fatto:bollo-conto-corrente}} sopra {{ fatto:bollo-conto-corrente-soglia }}.")).toBe("Bollo: 34,20 € sopra 5.000 €.");
    expect(renderFacts("Sostitutiva {{fatto:imposta-sostitutiva-prima-casa}} o {{fatto:imposta-sostitutiva-altri-immobili}}")).toBe("Sostitutiva 0,25% o 2%");
    expect(renderFacts("{{fatto:mutuo-rata-reddito-prudente}}")).toBe("un terzo");
    expect(renderFacts("{{fatto:non-esiste}}")).toBe("{{fatto:non-esiste}}");
    expect(unknownFactIds("{{fatto:non-esiste}} {{fatto:iva-prima-casa}}")).toEqual(["non-esiste"]);
  });

  it("dates a text by the newest check of the facts it cites", () => {
    expect(factsCheckedAt("{{fatto:iva-prima-casa}}")).toBe("2026-11-24");
    expect(factsCheckedAt("nessun numero")).toBe("2026-11-24");
    expect(updatedAtLabel("2026-11-24")).toBe("Aggiornato al 24 novembre 2026");
  });
});
