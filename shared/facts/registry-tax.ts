// Facts of the 730 summary (issue 40, docs/tax.md): the caps of the 19 % deductions of TUIR art. 15
// and the income thresholds of art. 15, comma 3-bis. The 19 % rate, the health franchise, the
// mortgage-interest cap and the pension-fund limit are already in registry.ts and are read from
// there (one entry per figure). Same shape and rules as registry.ts (docs/facts.md); all checked
// on 2026-11-28. Never imported by the landing page: the /tax page and the server read it.
import type { Fact, FactSource } from "./types";

const checked = "2026-11-28";
const TUIR = (art: string): FactSource => ({
  publisher: "Gazzetta Ufficiale (Normattiva); Agenzia delle Entrate, istruzioni al modello 730/2026",
  title: `D.P.R. 22 dicembre 1986, n. 917 (TUIR), ${art}`,
  url: "https://www.normattiva.it/uri-res/N2Ls?urn:nir:presidente.repubblica:decreto:1986-12-22;917",
});

const cap = (id: string, label: string, value: number, art: string, checkedVia: string[], note?: string): Fact => ({
  id, label, value, unit: "euro", validFrom: "2020-01-01",
  source: TUIR(art), checkedVia, lastChecked: checked, verified: true, decimals: 2,
  ...(note ? { note } : {}),
});

export const TAX_FACTS: Fact[] = [
  cap("detrazione-veterinarie-limite", "Spesa veterinaria massima su cui calcolare la detrazione del 19% (franchigia di 129,11 € compresa)", 550, "art. 15, comma 1, lett. c-bis)",
    ["https://pillole-del-lunedi.it/contenuti/730-spese-per-veterinario/9120", "https://startupitalia.eu/tag/bonus-animali"],
    "La franchigia delle spese sanitarie si toglie anche qui: la detrazione massima è il 19% di 420,89 €."),
  cap("detrazione-sport-ragazzi-limite", "Spesa massima per le attività sportive dei ragazzi da 5 a 18 anni, per ciascun ragazzo", 210, "art. 15, comma 1, lett. i-quinquies)",
    ["https://pmi.it/card/stipendio-netto-10-modi-per-aumentarlo-e-per-pagare-meno-tasse/doc/9", "https://www.cscmo.it/detrazioni-per-attivita-sportive-ragazzi-dai-5-ai-18-anni/"]),
  cap("detrazione-istruzione-limite", "Spesa massima per la frequenza delle scuole dell'infanzia, primarie e secondarie, per ciascun alunno", 800, "art. 15, comma 1, lett. e-bis)",
    ["https://pmi.it/card/stipendio-netto-10-modi-per-aumentarlo-e-per-pagare-meno-tasse/doc/9", "https://ciaabruzzo.it/client/default?pag=3"],
    "Le tasse universitarie non hanno questo limite (statali per intero, non statali nei limiti del decreto ministeriale annuale): l'app applica il limite di 800 € a tutte le spese «istruzione» e lo dice nel riepilogo."),
  cap("detrazione-assicurazioni-limite", "Premi massimi delle assicurazioni per il rischio di morte o di invalidità permanente (non inferiore al 5%)", 530, "art. 15, comma 1, lett. f)",
    ["https://www.pmi.it/impresa/contabilita-e-fisco/438954/detrazione-polizze-di-assicurazione-vita-con-rischio-morte-e-invalidita.html", "https://sos730.it/ita/premi-pagati-per-la-stipula-di-contratti-di-assicurazione"]),
  cap("detrazione-affitto-studenti-limite", "Canoni massimi di locazione degli studenti universitari fuori sede (limite per l'intera famiglia)", 2633, "art. 15, comma 1, lett. i-sexies)",
    ["https://www.fiscal-focus.it/fisco/info-fisco/speciale-dichiarazioni/730-canoni-locazione-studenti,3,4166", "https://www.bastianelli-calloni.com/studenti-fuori-sede-spese-di-affitto-detraibili-fino-a-2-633-euro"]),
  cap("detrazione-spese-funebri-limite", "Spese funebri massime per ciascun decesso", 1550, "art. 15, comma 1, lett. d)",
    ["https://blubonus.it/detrazione-spese-funebri/"],
    "L'app applica il limite una volta per anno e familiare: più decessi nello stesso anno vanno verificati con il CAF."),
  {
    id: "detrazioni-reddito-soglia-riduzione", label: "Reddito complessivo oltre il quale le detrazioni del 19% (salvo spese sanitarie e interessi del mutuo) si riducono",
    value: 120000, unit: "euro", validFrom: "2020-01-01",
    source: TUIR("art. 15, comma 3-bis (L. 27 dicembre 2019, n. 160, art. 1, comma 629)"),
    checkedVia: ["http://www.cdltorino.it/come-calcolare-la-detrazione-parametrata-al-reddito-complessivo/", "https://wp.ateneoweb.info/contribuenti-con-reddito-superiore-a-120-000-euro-dal-2020-detrazioni-irpef-ridotte"],
    lastChecked: checked, verified: true,
    note: "Sopra la soglia la detrazione spetta per la parte (240.000 − reddito) / 120.000.",
  },
  {
    id: "detrazioni-reddito-soglia-azzeramento", label: "Reddito complessivo oltre il quale le detrazioni del 19% ridotte non spettano più",
    value: 240000, unit: "euro", validFrom: "2020-01-01",
    source: TUIR("art. 15, comma 3-bis (L. 27 dicembre 2019, n. 160, art. 1, comma 629)"),
    checkedVia: ["http://www.cdltorino.it/come-calcolare-la-detrazione-parametrata-al-reddito-complessivo/", "https://news.studionicco.it/wordpress/oneri-detraibili-rimodulati-in-base-al-reddito"],
    lastChecked: checked, verified: true,
  },
  {
    id: "detrazioni-reddito-soglia-tetto", label: "Reddito complessivo oltre il quale gli oneri detraibili hanno un tetto complessivo annuo legato ai figli",
    value: 75000, unit: "euro", validFrom: "2025-01-01",
    source: TUIR("art. 16-ter (L. 30 dicembre 2024, n. 207, art. 1, comma 10)"),
    lastChecked: checked, verified: false,
    note: "Non verificato su una fonte primaria durante il controllo: l'app non calcola questo tetto e, sopra la soglia, il riepilogo dice che non è stato applicato.",
  },
];
