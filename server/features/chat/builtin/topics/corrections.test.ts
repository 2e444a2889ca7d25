import { describe, expect, it } from "vitest";
import { TOPICS } from "../assistant";
import { emptyContext } from "../types";
import { extractSlots } from "../../nlu/slots";

// The assistant's answers corrected by the content review of issue 42 (docs/facts.md, review log
// 2026-11-28): what a family reads, with the figures written out from the registry.
function answer(topicId: string, question: string): string {
  const topic = TOPICS.find((t) => t.id === topicId);
  if (!topic) throw new Error(topicId);
  const slots = extractSlots(question);
  // Amounts are written with a no-break space before €: compared here with a plain one.
  return topic.answer({ ctx: emptyContext(), question, amountCents: slots.amountCents, slots }).replace(/\u00a0/g, " ");
}

describe("assistente: correzioni della revisione dei contenuti", () => {
  it("Assegno Unico: importo pieno fino alla soglia più bassa, solo il minimo oltre quella più alta", () => {
    const text = answer("isee_bonus", "Come si calcola l'ISEE?");
    expect(text).toMatch(/importo pieno[^.;]*fino a 17\.468,51 €/);
    expect(text).toMatch(/oltre 46\.582,71 €[^.;]*solo il minimo/);
    expect(text).not.toMatch(/pieno[^.;]*46\.582,71/);
    expect(text).not.toMatch(/minimo[^.;]*17\.468,51/);
    expect(text).toContain("58,30 €");
  });

  it("ISEE: la franchigia sulla casa cresce per ogni figlio dopo il primo, e vale per l'ISEE delle prestazioni familiari (l'ordinario resta a 52.500 €)", () => {
    const text = answer("isee_bonus", "Come si calcola l'ISEE?");
    expect(text).toContain("per ogni figlio dopo il primo");
    expect(text).not.toContain("dal terzo");
    expect(text).toMatch(/prestazioni familiari/);
    expect(text).toContain("52.500 €");
  });

  it("compra ora, paga dopo: credito ai consumatori dal 20 novembre 2026, recesso entro 14 giorni", () => {
    const text = answer("credito_consumo", "Cosa sono TAN e TAEG?");
    expect(text).toContain("20 novembre 2026");
    expect(text).toContain("14 giorni");
  });

  it("assicurazioni: l'Arbitro Assicurativo è operativo, la detrazione è per morte e invalidità permanente, non per «vita e infortuni»", () => {
    const text = answer("assicurazioni", "Quali assicurazioni servono a una famiglia?");
    expect(text).toContain("Arbitro Assicurativo");
    expect(text).toContain("15 gennaio 2026");
    expect(text).not.toMatch(/quando sarà operativo/i);
    expect(text).not.toMatch(/vita e infortuni/i);
    expect(text).toMatch(/invalidità permanente/);
    const taxes = answer("detrazioni", "Cosa posso detrarre nel 730?");
    expect(taxes).not.toMatch(/vita e infortuni/i);
  });

  it("truffe: contestare entro 13 mesi, rimborso entro la giornata operativa successiva", () => {
    const text = answer("truffe", "Come riconosco una truffa?");
    expect(text).toContain("13 mesi");
    expect(text).toMatch(/giornata operativa successiva/);
  });

  it("TFR: rivalutazione tassata al 17%, il TFR a tassazione separata", () => {
    const text = answer("tfr", "Conviene lasciare il TFR in azienda?");
    expect(text).toContain("17%");
    expect(text).toMatch(/tassazione separata/);
  });

  it("conto cointestato: la quota di ciascuno si somma agli altri suoi depositi nella stessa banca", () => {
    const text = answer("conto_corrente", "Quanto costa un conto corrente?");
    expect(text).toMatch(/cointestat[^.]*quota[^.]*stessa banca/);
  });

  it("PAC: lo stesso piano con il TER tipico e il bollo, e gli euro persi per i costi", () => {
    const text = answer("pac", "PAC da 200 euro al mese per 20 anni al 6,5%");
    expect(text).toContain("98.084,19 €");
    expect(text).toContain("93.396,85 €");
    expect(text).toContain("4.687,34 € in meno per i costi");
  });

  it("per una controversia l'assistente non nomina solo l'ABF: anche l'Arbitro Assicurativo e l'ACF", () => {
    const text = answer("isee_bonus", "Come si calcola l'ISEE?");
    expect(text).toContain("Arbitro Bancario Finanziario (ABF)");
    expect(text).toContain("Arbitro Assicurativo");
    expect(text).toContain("(ACF)");
  });
});
