import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { FACTS, FACTS_REVIEWED_AT, factsCheckedAt, factText, renderFacts, unknownFactIds, updatedAtLabel } from "./index";
import { RENAMED_FACT_IDS } from "./registry";

const ISO = /^\d{4}-\d{2}-\d{2}$/;
const PRIMARY = /Agenzia delle Entrate|INPS|COVIP|Banca d'Italia|Gazzetta Ufficiale|Consap|ISTAT|ARERA|Finanza Familiare/;

describe("facts registry", () => {
  it("has at least 40 entries, each with value, valid-from date, primary source and last-checked date", () => {
    expect(FACTS.length).toBeGreaterThanOrEqual(40);
    for (const f of FACTS) {
      expect(f.id, f.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(f.validFrom, f.id).toMatch(ISO);
      // Each entry carries the date of the review that last read it (docs/facts.md, review log).
      expect(["2026-11-24", "2026-11-28"], f.id).toContain(f.lastChecked);
      expect(f.lastChecked <= FACTS_REVIEWED_AT, f.id).toBe(true);
      expect(f.source.publisher, f.id).toMatch(PRIMARY);
      expect(f.source.title.length, f.id).toBeGreaterThan(10);
      expect(f.source.url, f.id).toMatch(/^(https:\/\/|docs\/)/);
      if (f.unit === "date") expect(f.value, f.id).toMatch(ISO);
      else expect(Number.isFinite(f.value), f.id).toBe(true);
      if (!f.verified) expect(f.note, `${f.id}: a fact not verified says why`).toBeTruthy();
    }
    expect(new Set(FACTS.map((f) => f.id)).size).toBe(FACTS.length);
  });

  it("docs/facts.md lists every entry (the yearly review works from it)", () => {
    const doc = fs.readFileSync(path.join(import.meta.dirname, "../../docs/facts.md"), "utf8");
    for (const f of FACTS) expect(doc, f.id).toContain(`\`${f.id}\``);
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
    expect(factsCheckedAt("{{fatto:iva-prima-casa}} {{fatto:registro-minimo}}")).toBe("2026-11-28");
    expect(factsCheckedAt("nessun numero")).toBe("2026-11-28");
    expect(updatedAtLabel("2026-11-24")).toBe("Aggiornato al 24 novembre 2026");
  });

  it("review of 2026-11-28 (issue 42): the figures the audit settled", () => {
    // The Assegno unico thresholds are named for what they mean: the full amount up to the lower one, only the minimum above the higher one.
    expect(factText("assegno-unico-isee-soglia-importo-pieno")).toBe("17.468,51 €");
    expect(factText("assegno-unico-isee-soglia-importo-minimo")).toBe("46.582,71 €");
    expect(factText("assegno-unico-importo-min")).toBe("58,30 €");
    expect(factText("assegno-unico-importo-max")).toBe("203,80 €");
    expect(factText("centrale-rischi-soglia-sofferenze")).toBe("250 €");
    expect(factText("registro-minimo")).toBe("1.000 €");
    expect(factText("arbitro-assicurativo-avvio")).toBe("15 gennaio 2026");
    expect(factText("credito-consumatori-bnpl-decorrenza")).toBe("20 novembre 2026");
    expect(factText("inflazione-2025")).toBe("1,5%");
    expect(factText("fondi-pensione-riduzione-annua")).toBe("0,30 punti");
    expect(factText("ter-etf-tipico")).toBe("0,20%");
    expect([2, 3, 4, 5].map((n) => factText(`isee-scala-maggiorazione-${n}-figli`))).toEqual(["0,10", "0,25", "0,40", "0,55"]);
    for (const id of ["detrazione-premi-assicurazione-limite", "tfr-quota-annua", "alfabetizzazione-ocse-2020", "assegno-unico-importo-min"]) {
      expect(FACTS.find((f) => f.id === id)!.verified, id).toBe(true);
    }
  });

  it("a renamed id still renders the same figure (texts stored before the rename)", () => {
    for (const [old, current] of Object.entries(RENAMED_FACT_IDS)) {
      expect(renderFacts(`{{fatto:${old}}}`)).toBe(renderFacts(`{{fatto:${current}}}`));
      expect(unknownFactIds(`{{fatto:${old}}}`)).toEqual([]);
      expect(FACTS.some((f) => f.id === old), old).toBe(false);
    }
    expect(renderFacts("{{fatto:assegno-unico-isee-soglia-max}}")).toBe("17.468,51 €");
  });
});
