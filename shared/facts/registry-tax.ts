// Facts of the 730 summary (issue 40, docs/tax.md): the caps of the 19 % deductions of TUIR art. 15,
// the income cuts of art. 15, comma 3-bis, the ceiling of art. 16-ter (from 2025) and the fixed cuts
// for high incomes (2024 and from 2026). The 19 % rate, the health franchise, the mortgage-interest
// and insurance caps and the pension-fund limit are already in registry.ts and are read from there
// (one entry per figure). Same shape and rules as registry.ts (docs/facts.md); all checked on
// 2026-11-28. `verified` is true only when a primary text (Gazzetta Ufficiale, Agenzia delle
// Entrate, INPS) was read; an entry confirmed only by pages that quote the law says so in its note
// (docs/facts.md, review log of 2026-11-28, issue 40). Never imported by the landing page.
import type { Fact, FactSource } from "./types";

const checked = "2026-11-28";
const normattiva = (urn: string) => `https://www.normattiva.it/uri-res/N2Ls?${urn}`;
const GU = "Gazzetta Ufficiale (Normattiva)";
const TUIR = (art: string): FactSource => ({
  publisher: "Gazzetta Ufficiale (Normattiva); Agenzia delle Entrate, istruzioni al modello 730/2026",
  title: `D.P.R. 22 dicembre 1986, n. 917 (TUIR), ${art}`,
  url: normattiva("urn:nir:presidente.repubblica:decreto:1986-12-22;917"),
});
/** Said by every entry that no primary text could be read during the check. */
const SECONDARY_ONLY =
  "Fonte primaria (testo in Gazzetta, Normattiva o documento dell'Agenzia delle Entrate) non consultabile durante il controllo del 2026-11-28: il valore è confermato solo da pagine che citano la norma, elencate in checkedVia.";

const cap = (id: string, label: string, value: number, art: string, checkedVia: string[], note?: string): Fact => ({
  id, label, value, unit: "euro", validFrom: "2020-01-01",
  source: TUIR(art), checkedVia, lastChecked: checked, verified: false, decimals: 2,
  note: note ? `${note} ${SECONDARY_ONLY}` : SECONDARY_ONLY,
});

const RULE_3BIS_PAGES = ["https://www.ilsole24ore.com/art/sconti-rimodulati-ACOoZlEB", "https://studiomartinicascina.it/news/dal-1deg-gennaio-2020-oneri-detraibili-parametrati-al-reddito"];
const L207_2024_C10: FactSource = {
  publisher: GU,
  title: "D.P.R. 22 dicembre 1986, n. 917 (TUIR), art. 16-ter «Riordino delle detrazioni», inserito dalla L. 30 dicembre 2024, n. 207 (Bilancio 2025), art. 1, comma 10; Agenzia delle Entrate, circolare n. 6/E del 29 maggio 2025",
  url: normattiva("urn:nir:stato:legge:2024-12-30;207"),
};
const TETTO_PAGES = [
  "https://www.ateneoweb.com/notizie-fiscali/riordino-detrazioni-le-novita-della-legge-di-bilancio-nella-circolare-delle-entrate.html",
  "https://www.consulenzacinieri.it/2025/05/29/riordino-delle-detrazioni-le-indicazioni-dellagenzia",
  "https://www.ratioquotidiano.it/detrazioni-fiscali-2025-nuovi-limiti-per-i-redditi-oltre-75000-euro",
  "https://info.adessonews.eu/2025/02/03/detrazione-fiscale-per-famiglie-con-redditi-elevati",
  "https://pillole-del-lunedi.it/contenuti/reddito-complessivo-sopra--75000/9164",
  "https://serviziamministrativi.ddp.it/it/notizie/2025/05/29374/spese-sostenute-dall112025-detrazione-irpef-novit-della-l-2072024-legge-di-bilancio-2025",
  "https://studiotrequadrini.com/2024/11/05/finanziaria-2025-riordino-delle-detrazioni-fiscali",
];
const tetto = (id: string, label: string, value: number, unit: "euro" | "points", comma: string, note?: string): Fact => ({
  id, label, value, unit, validFrom: "2025-01-01",
  source: { ...L207_2024_C10, title: `${L207_2024_C10.title}, ${comma}` }, checkedVia: TETTO_PAGES,
  lastChecked: checked, verified: false, ...(unit === "points" ? { decimals: 2 } : {}),
  note: note ? `${note} ${SECONDARY_ONLY}` : SECONDARY_ONLY,
});
const DLGS_216_2023: FactSource = {
  publisher: GU,
  title: "D.Lgs. 30 dicembre 2023, n. 216 (primo modulo della riforma IRPEF), art. 2 (solo periodo d'imposta 2024)",
  url: normattiva("urn:nir:stato:decreto.legislativo:2023-12-30;216"),
};
const DLGS_216_PAGES = ["https://www.ateneoweb.com/notizie-fiscali/precompilata-nuovi-chiarimenti-sul-calcolo-delle-detrazioni.html", "https://www.asteassistenza.cloud/2025/05/09/detrazioni-stretta-sui-redditi-oltre-50mila-euro"];
const L199_2025_C4: FactSource = {
  publisher: GU,
  title: "Legge 30 dicembre 2025, n. 199 (Bilancio 2026), art. 1, comma 4 (nuovo comma dell'art. 16-ter del TUIR)",
  url: normattiva("urn:nir:stato:legge:2025-12-30;199"),
};
const L199_C4_PAGES = ["https://www.studiogambalonga.it/centro-studi/pubblicazioni/2516", "https://www.lavorofacile.it/news/bilancio-2026--come-cambiano-gli-scaglioni-irpef?search=legge", "https://serviziamministrativi.ddp.it/it/notizie/2026/01/30920/legge-di-bilancio-2026-lavoro-riduzione-sulle-detrazioni-per-oneri"];

export const TAX_FACTS: Fact[] = [
  {
    ...cap("detrazione-veterinarie-limite", "Spesa veterinaria massima su cui calcolare la detrazione del 19% (franchigia di 129,11 € compresa), dal 2021", 550, "art. 15, comma 1, lett. c-bis), come modificato dalla L. 30 dicembre 2020, n. 178, art. 1, comma 333",
      ["https://ratiofamiglia.it/la-detrazione-delle-spese-veterinarie", "https://studioborriero.it/3367/news/10-05-2021/aumento-detrazione-spese-veterinarie", "https://acli.it/caf-acli-aumento-della-detrazione-per-le-spese-veterinarie/amp", "https://www.sardegnareporter.it/2020/12/spese-veterinarie-la-legge-di-bilancio-2021-aumenta-il-limite-per-la-detrazione-a-550-euro/366346/", "https://cagliaripost.com/tag/spese-veterinarie"],
      "La franchigia delle spese sanitarie si toglie anche qui: la detrazione massima è il 19% di 420,89 €. Ratio Famiglia riporta il testo della lett. c-bis («fino all'importo di € 550,00»), Sardegna Reporter il comma 333 («le parole: «di euro 500» sono sostituite dalle seguenti: «di euro 550»»). Nel 2020 il limite era 500 € (detrazione-veterinarie-limite-2020)."),
    validFrom: "2021-01-01",
  },
  {
    ...cap("detrazione-veterinarie-limite-2020", "Spesa veterinaria massima su cui calcolare la detrazione del 19% nel 2020 (franchigia di 129,11 € compresa)", 500, "art. 15, comma 1, lett. c-bis), come modificato dalla L. 27 dicembre 2019, n. 160",
      ["https://cafuil.it/spese-veterinarie-2020/", "https://www.studiodallecarbonare.it/legge-di-bilancio-2020-innalzato-il-limite-della-detrazione-per-spese-veterinarie/", "https://acli.it/caf-acli-aumento-della-detrazione-per-le-spese-veterinarie/amp"],
      "Valore superato dal 2021 (550 €), tenuto per il riepilogo del 2020. Fino al 2019 era 387,34 €."),
    validUntil: "2020-12-31",
  },
  cap("detrazione-sport-ragazzi-limite", "Spesa massima per le attività sportive dei ragazzi da 5 a 18 anni, per ciascun ragazzo", 210, "art. 15, comma 1, lett. i-quinquies)",
    ["https://www.consulenzacinieri.it/2025/08/26/dentro-la-dichiarazione-9-le-spese-per-lo-sport-dei-ragazzi", "https://interfilereport.it/reports/detrazione-sport-ragazzi", "https://studiopizzano.it/detrazione-fiscale-per-le-spese-delle-attivita-sportive-dei-ragazzi-come-funziona-e-chi-ne-ha-diritto/page/2"],
    "Le prime due pagine riprendono l'articolo di FiscoOggi (Agenzia delle Entrate) del 26-27 agosto 2025 «Dentro la dichiarazione – 9», non aperto sul sito dell'Agenzia."),
  {
    ...cap("detrazione-istruzione-limite", "Spesa massima per la frequenza delle scuole dell'infanzia, primarie e secondarie, per ciascun alunno (dalle spese del 2025)", 1000, "art. 15, comma 1, lett. e-bis), come modificato dalla L. 30 dicembre 2024, n. 207, art. 1, comma 13",
      ["https://redazionefiscale.it/c/info-flash-fiscali/46317-spese-di-istruzione--la-detrazione-dal-2025", "https://studiodorighelli.it/en/eventi/dettaglio/event,13969.html", "https://tg24.sky.it/economia/2025/06/25/730-agenzia-entrate-dichiarazione-dei-redditi-2025", "https://studiozanettisnc.it/2025/04/modello-unico-2025-detrazione-delle-spese-distruzione", "https://contabilita2punto0.it/notizie-fiscali/spese-scolastiche-a-quanto-ammonta-l-importo-detraibile"],
      "Era 800 € fino alle spese del 2024 (detrazione-istruzione-limite-fino-2024). Quasi tutte le pagine dicono che vale per ogni scuola del sistema nazionale (statale o paritaria); due (Contabilità 2.0, Life and News) scrivono «presso gli istituti paritari». Le tasse universitarie non hanno questo limite (statali per intero, non statali nei limiti del decreto ministeriale annuale): l'app applica il limite a tutte le spese «istruzione» e lo dice nel riepilogo."),
    validFrom: "2025-01-01",
  },
  {
    ...cap("detrazione-istruzione-limite-fino-2024", "Spesa massima per la frequenza delle scuole dell'infanzia, primarie e secondarie, per ciascun alunno, fino alle spese del 2024", 800, "art. 15, comma 1, lett. e-bis) (testo previgente)",
      ["https://difensorecivico.eu/?p=4194", "https://pmi.it/card/stipendio-netto-10-modi-per-aumentarlo-e-per-pagare-meno-tasse/doc/9", "https://ciaabruzzo.it/client/default?pag=3", "https://contabilita2punto0.it/notizie-fiscali/spese-scolastiche-a-quanto-ammonta-l-importo-detraibile"],
      "Valore superato dal 2025 (1.000 €), tenuto per i riepiloghi degli anni 2020-2024."),
    validUntil: "2024-12-31",
  },
  cap("detrazione-affitto-studenti-limite", "Canoni massimi di locazione degli studenti universitari fuori sede (limite per l'intera famiglia)", 2633, "art. 15, comma 1, lett. i-sexies)",
    ["https://www.fiscal-focus.it/fisco/info-fisco/speciale-dichiarazioni/730-canoni-locazione-studenti,3,4166", "https://www.sos730.it/ita/detrazione-affitto-per-studenti-universitari", "https://difensorecivico.eu/?p=4194"]),
  cap("detrazione-spese-funebri-limite", "Spese funebri massime per ciascun decesso", 1550, "art. 15, comma 1, lett. d)",
    ["https://www.lastampa.it/tuttosoldi/2019/05/13/news/la-detrazione-delle-spese-per-il-funerale-1.37315547", "https://studiozanettisnc.it/?p=19114", "https://blubonus.it/detrazione-spese-funebri/"],
    "L'app applica il limite una volta per anno e familiare: più decessi nello stesso anno vanno verificati con il CAF."),
  {
    id: "detrazioni-reddito-soglia-riduzione", label: "Reddito complessivo oltre il quale le detrazioni del 19% (salvo spese sanitarie e interessi del mutuo) si riducono",
    value: 120000, unit: "euro", validFrom: "2020-01-01",
    source: TUIR("art. 15, commi 3-bis, 3-ter e 3-quater (L. 27 dicembre 2019, n. 160, art. 1, comma 629)"),
    checkedVia: [...RULE_3BIS_PAGES, "http://www.cdltorino.it/come-calcolare-la-detrazione-parametrata-al-reddito-complessivo/"],
    lastChecked: checked, verified: false,
    note: `Sopra la soglia la detrazione spetta per la parte (240.000 − reddito) / 120.000; il reddito si prende senza la casa di abitazione; restano intere le spese sanitarie (lett. c) e gli interessi dei mutui (lett. a, b e comma 1-ter). ${SECONDARY_ONLY}`,
  },
  {
    id: "detrazioni-reddito-soglia-azzeramento", label: "Reddito complessivo oltre il quale le detrazioni del 19% ridotte non spettano più",
    value: 240000, unit: "euro", validFrom: "2020-01-01",
    source: TUIR("art. 15, comma 3-bis (L. 27 dicembre 2019, n. 160, art. 1, comma 629)"),
    checkedVia: [...RULE_3BIS_PAGES, "https://news.studionicco.it/wordpress/oneri-detraibili-rimodulati-in-base-al-reddito"],
    lastChecked: checked, verified: false, note: SECONDARY_ONLY,
  },
  // Art. 16-ter TUIR (L. 207/2024, art. 1, comma 10): from the expenses of 2025, above 75.000 € of
  // income the deductible expenses together have a yearly ceiling = base amount × family coefficient.
  tetto("detrazioni-reddito-soglia-tetto", "Reddito complessivo oltre il quale gli oneri detraibili hanno un tetto complessivo annuo legato ai figli (art. 16-ter TUIR)", 75000, "euro", "comma 1",
    "Vale per le spese sostenute dal 1° gennaio 2025; il reddito si prende senza la casa di abitazione. La circolare 6/E del 2025 dell'Agenzia delle Entrate è letta solo come riportata da Ateneoweb e FiscoOggi: fuori dal tetto spese sanitarie, start-up e PMI innovative, mutui e premi di assicurazione (vita, infortuni, eventi calamitosi) dei contratti fino al 2024, rate dei bonus edilizi delle spese fino al 2024, detrazioni forfetarie; i figli si contano nell'anno della spesa."),
  tetto("detrazioni-tetto-importo-base", "Importo base del tetto agli oneri detraibili con reddito complessivo oltre 75.000 € e fino a 100.000 €", 14000, "euro", "comma 2"),
  tetto("detrazioni-tetto-soglia-importo-ridotto", "Reddito complessivo oltre il quale l'importo base del tetto agli oneri detraibili scende", 100000, "euro", "comma 2"),
  tetto("detrazioni-tetto-importo-base-ridotto", "Importo base del tetto agli oneri detraibili con reddito complessivo oltre 100.000 €", 8000, "euro", "comma 2"),
  tetto("detrazioni-tetto-coefficiente-0-figli", "Coefficiente del tetto agli oneri detraibili senza figli fiscalmente a carico", 0.5, "points", "comma 3"),
  tetto("detrazioni-tetto-coefficiente-1-figlio", "Coefficiente del tetto agli oneri detraibili con un figlio fiscalmente a carico", 0.7, "points", "comma 3"),
  tetto("detrazioni-tetto-coefficiente-2-figli", "Coefficiente del tetto agli oneri detraibili con due figli fiscalmente a carico", 0.85, "points", "comma 3"),
  tetto("detrazioni-tetto-coefficiente-3-figli", "Coefficiente del tetto agli oneri detraibili con più di due figli a carico o almeno un figlio a carico con disabilità", 1, "points", "comma 3"),
  // The fixed cuts of the 19 % credit (excluding health) for high incomes.
  {
    id: "detrazioni-riduzione-2024-soglia", label: "Reddito complessivo oltre il quale, per il solo 2024, le detrazioni del 19% (salvo spese sanitarie) calano di un importo fisso",
    value: 50000, unit: "euro", validFrom: "2024-01-01", validUntil: "2024-12-31",
    source: DLGS_216_2023, checkedVia: DLGS_216_PAGES,
    lastChecked: checked, verified: false, note: `Compensava per il 2024 il vantaggio del primo scaglione IRPEF al 23%. ${SECONDARY_ONLY}`,
  },
  {
    id: "detrazioni-riduzione-2024", label: "Riduzione fissa delle detrazioni del 19% (salvo spese sanitarie) per il 2024 con reddito oltre 50.000 €",
    value: 260, unit: "euro", validFrom: "2024-01-01", validUntil: "2024-12-31",
    source: DLGS_216_2023, checkedVia: DLGS_216_PAGES,
    lastChecked: checked, verified: false, note: SECONDARY_ONLY,
  },
  {
    id: "detrazioni-riduzione-redditi-alti-soglia", label: "Reddito complessivo oltre il quale, dal 2026, le detrazioni del 19% (salvo spese sanitarie) calano di un importo fisso",
    value: 200000, unit: "euro", validFrom: "2026-01-01",
    source: L199_2025_C4, checkedVia: L199_C4_PAGES,
    lastChecked: checked, verified: false,
    note: `Si applica dopo il tetto dell'art. 16-ter e la riduzione dell'art. 15, comma 3-bis. ${SECONDARY_ONLY}`,
  },
  {
    id: "detrazioni-riduzione-redditi-alti", label: "Riduzione fissa delle detrazioni del 19% (salvo spese sanitarie) dal 2026 con reddito oltre 200.000 €",
    value: 440, unit: "euro", validFrom: "2026-01-01",
    source: L199_2025_C4, checkedVia: L199_C4_PAGES,
    lastChecked: checked, verified: false,
    note: `Pari al massimo risparmio dato dal secondo scaglione IRPEF sceso al 33%. ${SECONDARY_ONLY}`,
  },
];
