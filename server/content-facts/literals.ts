// Finds registered figures written as literals in seeded content and in code (docs/facts.md):
// each fact is matched by its value and unit as Italian text would write it ("26%", "5.300 €",
// "60 giorni", "1° luglio 2026"). The allow-list names the places where the same number means
// something else (the 50/30/20 split, an example return, an inflation rate…).
import { FACTS, formatFactNumber, type Fact } from "@shared/facts";

export type LiteralHit = { source: string; factId: string; match: string; context: string };

const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const MONTHS = ["gennaio", "febbraio", "marzo", "aprile", "maggio", "giugno", "luglio", "agosto", "settembre", "ottobre", "novembre", "dicembre"];
const NUMBER_WORDS: Record<number, string> = { 6: "sei", 60: "sessanta", 35: "trentacinque" };

/** The ways Italian text writes the number: "5.300", "5300", "5.300,00"; "0,2", "0,20"; "12,5". */
function numberForms(n: number, decimals?: number): string[] {
  const forms = new Set<string>([formatFactNumber(n), formatFactNumber(n).replace(/\./g, ""), formatFactNumber(n, decimals)]);
  if (!Number.isInteger(n)) for (const d of [1, 2]) if (Number(n.toFixed(d)) === n) forms.add(formatFactNumber(n, d));
  if (Number.isInteger(n) && n >= 1000) forms.add(`${formatFactNumber(n)},00`);
  return [...forms];
}

/** One regular expression per fact: its value with its unit. */
export function factPattern(f: Fact): RegExp | null {
  const before = "(?<![\\d.,])";
  const after = "(?![\\d,])";
  // A fact written in words ("un terzo", "la metà", "un mese"): its text, with no letter on either side
  // (\b does not see an accented last letter).
  if (f.text) return new RegExp(`(?<![\\p{L}\\p{N}])${esc(f.text)}(?![\\p{L}\\p{N}])`, "giu");
  if (f.unit === "date") {
    const [y, m, d] = String(f.value).split("-").map(Number);
    return new RegExp(`\\b${d}°?\\s+${MONTHS[m - 1]}\\s+${y}\\b`, "gi");
  }
  const n = Number(f.value);
  const nums = numberForms(n, f.decimals).map(esc).join("|");
  switch (f.unit) {
    case "percent":
      return new RegExp(`${before}(?:${nums})\\s?(?:%|per ?cento)`, "gi");
    case "euro": {
      const extra = n === 5164.57 ? "|5164" : "";
      return new RegExp(`${before}(?:(?:${nums})${after}\\s?(?:€|euro)|€\\s?(?:${nums})${after}${extra})`, "gi");
    }
    case "days":
      return new RegExp(`${before}(?:${nums}|${NUMBER_WORDS[n] ?? "\\u0000"})\\s+giorni`, "gi");
    case "months":
      return new RegExp(`${before}(?:${nums}|${NUMBER_WORDS[n] ?? "\\u0000"})\\s+mesi`, "gi");
    case "years":
      return new RegExp(`${before}(?:${nums}|${NUMBER_WORDS[n] ?? "\\u0000"})\\s+anni`, "gi");
    case "weeks":
      return new RegExp(`${before}(?:${nums})\\s+settimane`, "gi");
    case "ratio":
      return null; // a ratio with a text is matched by its text, above
    case "percentPoints":
      return new RegExp(`${before}(?:${nums})\\s+punti`, "gi");
    case "points":
      // A bare score ("11,2"): counted only in a sentence about literacy (SUBJECT below).
      return new RegExp(`${before}(?:${nums})${after}`, "gi");
  }
}

/**
 * Round numbers mean many things ("il 20% al risparmio", "un prestito di 100.000 €"): for those
 * facts a literal counts only in a sentence that speaks of the fact's subject. Distinctive
 * figures (26%, 12,5%, 5.300 €, 34,20 €…) count everywhere.
 */
export const SUBJECT: Record<string, RegExp> = {
  "registro-prima-casa": /registro/i,
  "registro-altri-immobili": /registro|imposta al/i,
  "imposta-sostitutiva-prima-casa": /sostitutiva|mutuo/i,
  "imposta-sostitutiva-altri-immobili": /sostitutiva/i,
  "iva-prima-casa": /\bIVA\b/,
  "iva-abitazione": /\bIVA\b/,
  "iva-ordinaria": /\bIVA\b/,
  "ipotecaria-catastale-fissa-iva": /ipotecari|catastal/i,
  "ipotecaria-catastale-fissa-registro": /ipotecari|catastal/i,
  "fondi-pensione-tassazione-rendimenti": /fond[oi] pension|previdenz|integrativ/i,
  "fondi-pensione-prestazioni-aliquota-max": /fond[oi] pension|previdenz|prestazion|integrativ/i,
  "fondi-pensione-prestazioni-aliquota-min": /fond[oi] pension|previdenz|prestazion|integrativ/i,
  "fondi-pensione-capitale-max": /capitale|montante/i,
  "fondi-pensione-rendita-min": /rendita/i,
  "fondi-pensione-riduzione-annua": /aliquot|pension|prestazion/i,
  "fondi-pensione-anni-aliquota-min": /aliquot|pension|prestazion/i,
  "garanzia-depositi": /interbancari|FITD|tutel|garantit|garanzia|protett|fallimento|default della banca/i,
  "fondo-prima-casa-garanzia-base": /garanzi|Consap|fondo prima casa/i,
  "fondo-prima-casa-garanzia-prioritari": /garanzi|Consap/i,
  "fondo-prima-casa-mutuo-max": /Consap|garanzi|garantit|fondo prima casa/i,
  "fondo-prima-casa-isee-max": /ISEE/i,
  "mutuo-ltv-max": /finanzi|mutuo|perizia/i,
  "mutuo-rata-reddito-max": /rata|rate\b|reddito/i,
  "mutuo-rata-reddito-prudente": /rata|rate\b|reddito/i,
  "alfabetizzazione-italia-2020": /alfabetizzazion|competenze finanziarie|IACOFI|OCSE|INFE/i,
  "alfabetizzazione-ocse-2020": /alfabetizzazion|competenze finanziarie|IACOFI|OCSE|INFE/i,
  "alfabetizzazione-26-paesi-2020": /alfabetizzazion|competenze finanziarie|IACOFI|OCSE|INFE/i,
  "detrazione-interessi-mutuo": /interessi|mutuo/i,
  "detrazione-oneri": /detra/i,
  "fondo-sospensione-mutuo-mesi": /sospensione|sospendere|Gasparrini|fondo di solidariet/i,
  "tfr-rivalutazione-fissa": /TFR|rivalut/i,
  "tfr-rivalutazione-inflazione": /TFR|rivalut/i,
  "fondi-pensione-anticipazione-max": /anticipazion/i,
  "fondi-pensione-anticipazione-libera": /anticipazion|esigenze/i,
  "fondi-pensione-anticipazione-anni": /anticipazion|iscrizione/i,
  "detrazione-agenzia-limite": /agenzia|detra/i,
  "detrazione-interessi-mutuo-limite": /detra|interessi/i,
  // Issue 40 (docs/tax.md, "Redditi alti"): the income rules of the 730 count only in a sentence about deductions.
  "detrazioni-reddito-soglia-riduzione": /detra|oneri/i,
  "detrazioni-reddito-soglia-azzeramento": /detra|oneri/i,
  "detrazioni-reddito-soglia-tetto": /detra|oneri/i,
  "detrazione-istruzione-limite": /detra|scuol|istruzion|alunn/i,
  "detrazione-veterinarie-limite-2020": /detra|veterinar/i,
  "detrazione-istruzione-limite-fino-2024": /detra|scuol|istruzion|alunn/i,
  "detrazioni-tetto-importo-base": /detra|oneri/i,
  "detrazioni-tetto-soglia-importo-ridotto": /detra|oneri/i,
  "detrazioni-tetto-importo-base-ridotto": /detra|oneri/i,
  "detrazioni-tetto-coefficiente-0-figli": /detra|oneri/i,
  "detrazioni-tetto-coefficiente-1-figlio": /detra|oneri/i,
  "detrazioni-tetto-coefficiente-2-figli": /detra|oneri/i,
  "detrazioni-tetto-coefficiente-3-figli": /detra|oneri/i,
  "detrazioni-riduzione-2024-soglia": /detra|oneri/i,
  "detrazioni-riduzione-2024": /detra|oneri/i,
  "detrazioni-riduzione-redditi-alti-soglia": /detra|oneri/i,
  "detrazioni-riduzione-redditi-alti": /detra|oneri/i,
  "bollo-conto-corrente-soglia": /bollo|giacenza/i,
  "bollo-prodotti-finanziari": /bollo/i,
  "isee-esclusione-titoli-stato": /ISEE/i,
  // Benefits calculators (issue 40, shared/facts/registry-benefits.ts): round figures count only where the sentence speaks of their subject.
  "isee-scala-1-componenti": /scala|equivalenza/i,
  "isee-scala-2-componenti": /scala|equivalenza/i,
  "isee-scala-3-componenti": /scala|equivalenza/i,
  "isee-scala-4-componenti": /scala|equivalenza/i,
  "isee-scala-5-componenti": /scala|equivalenza/i,
  "isee-scala-componente-ulteriore": /scala|equivalenza/i,
  "isee-scala-ordinaria-3-figli": /scala|equivalenza/i,
  "isee-scala-ordinaria-4-figli": /scala|equivalenza/i,
  "isee-scala-ordinaria-5-figli": /scala|equivalenza/i,
  "isee-scala-genitori-lavoratori": /scala|equivalenza/i,
  "isee-scala-genitori-lavoratori-under-3": /scala|equivalenza/i,
  "isee-patrimonio-peso": /ISEE|\bISR\b|\bISP\b|franchigia/,
  "isee-casa-quota-eccedente": /ISEE|\bISR\b|\bISP\b|franchigia/,
  "isee-franchigia-ordinaria-maggiorazione-figlio": /ISEE|\bISR\b|\bISP\b|franchigia/,
  "isee-franchigia-prima-casa-citta-metropolitana": /ISEE|\bISR\b|\bISP\b|franchigia/,
  "isee-franchigia-mobiliare-base": /ISEE|\bISR\b|\bISP\b|franchigia/,
  "isee-franchigia-mobiliare-componente": /ISEE|\bISR\b|\bISP\b|franchigia/,
  "isee-franchigia-mobiliare-max": /ISEE|\bISR\b|\bISP\b|franchigia/,
  "isee-franchigia-mobiliare-figlio": /ISEE|\bISR\b|\bISP\b|franchigia/,
  "isee-detrazione-lavoro-dipendente": /ISEE|\bISR\b|\bISP\b|franchigia/,
  "isee-detrazione-lavoro-dipendente-max": /ISEE|\bISR\b|\bISP\b|franchigia/,
  "isee-detrazione-affitto-max": /ISEE|\bISR\b|\bISP\b|franchigia/,
  "isee-detrazione-affitto-figlio": /ISEE|\bISR\b|\bISP\b|franchigia/,
  "assegno-unico-maggiorenni-max": /assegno unico|maggiorazion/i,
  "assegno-unico-maggiorenni-min": /assegno unico|maggiorazion/i,
  "assegno-unico-terzo-figlio-max": /assegno unico|maggiorazion/i,
  "assegno-unico-terzo-figlio-min": /assegno unico|maggiorazion/i,
  "assegno-unico-disabilita-media": /assegno unico|maggiorazion/i,
  "assegno-unico-madre-under-21": /assegno unico|maggiorazion/i,
  "assegno-unico-genitori-lavoratori-max": /assegno unico|maggiorazion/i,
  "assegno-unico-sotto-un-anno": /assegno unico|maggiorazion/i,
  "bonus-sociale-isee-soglia": /bonus (sociale|asilo|nido)/i,
  "bonus-sociale-isee-soglia-famiglie-numerose": /bonus (sociale|asilo|nido)/i,
  "bonus-nido-isee-soglia-1": /bonus (sociale|asilo|nido)/i,
  "bonus-nido-isee-soglia-2": /bonus (sociale|asilo|nido)/i,
  "bonus-nido-importo-1": /bonus (sociale|asilo|nido)/i,
  "bonus-nido-importo-2": /bonus (sociale|asilo|nido)/i,
  "bonus-nido-importo-3": /bonus (sociale|asilo|nido)/i,
  "tfr-fondo-contributo-datore": /fondo pension|contributo del datore|titoli di Stato/i,
  "tfr-fondo-quota-titoli-stato": /fondo pension|contributo del datore|titoli di Stato/i,
  "isee-franchigia-maggiorazione-figlio": /figli|franchigia|ISEE/i,
  "irpef-limite-primo-scaglione": /IRPEF|scaglion|aliquot/i,
  "irpef-limite-secondo-scaglione": /IRPEF|scaglion|aliquot/i,
  "irpef-aliquota-primo-scaglione": /IRPEF|scaglion|aliquot/i,
  "irpef-aliquota-secondo-scaglione": /IRPEF|scaglion|aliquot/i,
  "irpef-aliquota-terzo-scaglione": /IRPEF|scaglion|aliquot/i,
  "assegno-unico-rivalutazione": /assegno|rivalut/i,
  "inflazione-2022": /inflazion|prezzi/i,
  "inflazione-2023": /inflazion|prezzi/i,
  "inflazione-2024": /inflazion|prezzi/i,
  "adesione-automatica-giorni-rinuncia": /rinunc|adesion|TFR|fondo/i,
  // Review of issue 42 (docs/facts.md, review log 2026-11-28)
  "centrale-rischi-soglia": /centrale (dei )?rischi|segnala/i,
  "centrale-rischi-soglia-sofferenze": /centrale (dei )?rischi|sofferenz|segnala/i,
  "registro-minimo": /registro/i,
  "arbitro-assicurativo-contributo": /arbitr|ricorso/i,
  "arbitro-assicurativo-giorni-decisione": /arbitr|ricorso|decid/i,
  "abf-contributo": /arbitr|ricorso|ABF/,
  "abf-mesi-dal-reclamo": /arbitr|ricorso|reclamo|ABF/i,
  "abf-giorni-decisione": /arbitr|ricorso|ABF|decid/i,
  "contestazione-pagamenti-mesi": /contest|addebit|disconosc|non autorizzat/i,
  "recesso-credito-consumatori-giorni": /recesso|recedere|ripensar/i,
  "inflazione-2025": /inflazion|prezzi/i,
  "fondo-prima-casa-isee-4-figli": /ISEE/i,
  "fondo-prima-casa-isee-5-figli": /ISEE/i,
  "fondo-prima-casa-garanzia-4-figli": /garanzi|Consap/i,
  "fondo-prima-casa-garanzia-5-figli": /garanzi|Consap/i,
  "tfr-rivalutazione-imposta": /TFR|rivalut|sostitutiva/i,
  "fondi-pensione-anticipazione-aliquota": /anticipazion|ritenuta/i,
  "ter-etf-tipico": /\bTER\b|costo annuo|costi del fondo|\bETF\b/i,
  "stima-perizia-min": /perizia/i,
  "stima-perizia-max": /perizia/i,
  "stima-notaio-compravendita-min": /notai/i,
  "stima-notaio-compravendita-max": /notai/i,
  "stima-notaio-mutuo-min": /notai/i,
  "stima-notaio-mutuo-max": /notai/i,
  "regola-48-ore-soglia": /48 ore|due giorni|impulso/i,
  "isee-scala-maggiorazione-2-figli": /scala di equivalenza|maggiorazion|si aggiung/i,
  "isee-scala-maggiorazione-3-figli": /scala di equivalenza|maggiorazion|si aggiung/i,
  "isee-scala-maggiorazione-4-figli": /scala di equivalenza|maggiorazion|si aggiung/i,
  "isee-scala-maggiorazione-5-figli": /scala di equivalenza|maggiorazion|si aggiung/i,
  "stima-riscaldamento-grado-min": /grado|riscaldament|termostat/i,
  "stima-riscaldamento-grado-max": /grado|riscaldament|termostat/i,
  // Courses 5 and 6 (issue 42): unemployment, sickness, anti-poverty measures, survivors, homemakers, succession.
  "naspi-percentuale": /NASpI|DIS-COLL|disoccupazion|retribuzione media/i,
  "naspi-quota-eccedenza": /NASpI|DIS-COLL|disoccupazion|eccede/i,
  "naspi-riduzione-mensile": /NASpI|DIS-COLL|disoccupazion|riduzion|riduce|cala/i,
  "naspi-mesi-senza-riduzione": /NASpI|DIS-COLL|riduzion|riduce/i,
  "naspi-mesi-senza-riduzione-over55": /NASpI|riduzion|riduce/i,
  "naspi-eta-riduzione-ritardata": /NASpI|riduzion|riduce/i,
  "naspi-anni-riferimento": /NASpI|contribu|settiman|retribuzione media/i,
  "naspi-durata-frazione": /NASpI|settiman|contribu/i,
  "naspi-durata-max": /NASpI|disoccupazion/i,
  "dis-coll-contribuzione-minima": /DIS-COLL|Gestione separata/i,
  "dis-coll-durata-max": /DIS-COLL|collaborazion/i,
  "giorni-carenza": /carenza|malattia|infortun|INPS|INAIL/i,
  "malattia-indennita-primi-giorni": /malattia/i,
  "malattia-giorni-max": /malattia/i,
  "inail-inabilita-temporanea": /INAIL|infortun/i,
  "inail-giorni-prima-fascia": /INAIL|infortun/i,
  "inail-inabilita-dal-91": /INAIL|infortun/i,
  "adi-isee-max": /ISEE/i,
  "adi-integrazione-reddito": /inclusione|\bADI\b/,
  "adi-affitto-max": /inclusione|\bADI\b|affitto/i,
  "adi-durata": /inclusione|\bADI\b/,
  "adi-rinnovo": /inclusione|\bADI\b|rinnov/i,
  "adi-eta-componente-anziano": /inclusione|\bADI\b/,
  "sfl-eta-min": /\bSFL\b|formazione e (il )?lavoro/i,
  "sfl-eta-max": /\bSFL\b|formazione e (il )?lavoro/i,
  "sfl-importo-mensile": /\bSFL\b|formazione e (il )?lavoro/i,
  "sfl-durata-max": /\bSFL\b|formazione e (il )?lavoro/i,
  "fondo-sospensione-mutuo-importo-max": /sospension|sospender|Gasparrini|solidariet/i,
  "fondo-sospensione-mutuo-isee-max": /ISEE/i,
  "fondo-sospensione-mutuo-quota-interessi": /sospension|Gasparrini|solidariet/i,
  "fondo-sospensione-mutuo-ammortamento-minimo": /ammortamento/i,
  "fondo-sospensione-mutuo-invalidita": /invalidit/i,
  "pensione-indiretta-anni-contributi": /indirett|superstit/i,
  "reversibilita-coniuge": /reversibilit|superstit/i,
  "reversibilita-coniuge-un-figlio": /reversibilit|superstit/i,
  "reversibilita-coniuge-piu-figli": /reversibilit|superstit/i,
  "fondo-casalinghe-anni-minimi": /casaling|lavori di cura/i,
  "fondo-casalinghe-eta-anticipata": /casaling|lavori di cura/i,
  "fondo-casalinghe-eta-ordinaria": /casaling|lavori di cura/i,
  "infortuni-domestici-premio": /infortuni domestic|casaling/i,
  "infortuni-domestici-eta-min": /infortuni domestic|casaling/i,
  "infortuni-domestici-eta-max": /infortuni domestic|casaling/i,
  "legittima-coniuge-solo": /legittim|riserv/i,
  "legittima-figlio-unico": /legittim|riserv/i,
  "legittima-figli-piu": /legittim|riserv/i,
  "legittima-coniuge-un-figlio": /legittim|riserv/i,
  "legittima-coniuge-piu-figli": /legittim|riserv/i,
  "legittima-figli-con-coniuge": /legittim|riserv/i,
  "successione-coniuge-un-figlio": /successione|eredit/i,
  "successione-coniuge-piu-figli": /successione|eredit/i,
};

/** The sentence around a match: from the previous sentence end to the next. */
function sentenceAt(text: string, index: number, length: number): string {
  const ends = /[.!?]\s|\n|<\/?(?:p|li|h2|h3|td|th)>|",|\],/g;
  let start = 0;
  let end = text.length;
  for (const m of text.matchAll(ends)) {
    if (m.index + m[0].length <= index) start = m.index + m[0].length;
    else if (m.index >= index + length) {
      end = m.index;
      break;
    }
  }
  return text.slice(start, end);
}

/** The literal 5164 is refused wherever it appears, with or without a unit (issue: stale cap). */
const STALE = /5\.?164(?:,57)?/g;

export type AllowEntry = { source: RegExp | string; text: string; reason: string };

/** Hits of registered figures in `text`, after masking the allow-listed phrases of this source. */
export function findLiterals(source: string, text: string, allow: AllowEntry[]): LiteralHit[] {
  let masked = text;
  for (const a of allow) {
    const applies = typeof a.source === "string" ? source.includes(a.source) : a.source.test(source);
    if (applies) masked = masked.split(a.text).join(" ".repeat(a.text.length));
  }
  const hits: LiteralHit[] = [];
  const ctx = (i: number, len: number) => text.slice(Math.max(0, i - 60), i + len + 40).replace(/\s+/g, " ");
  for (const f of FACTS) {
    const re = factPattern(f);
    if (!re) continue;
    const subject = SUBJECT[f.id];
    for (const m of masked.matchAll(re)) {
      if (subject && !subject.test(sentenceAt(text, m.index, m[0].length))) continue;
      hits.push({ source, factId: f.id, match: m[0], context: ctx(m.index, m[0].length) });
    }
  }
  for (const m of masked.matchAll(STALE)) hits.push({ source, factId: "deducibilita-fondi-pensione-fino-2025", match: m[0], context: ctx(m.index, m[0].length) });
  return hits;
}
