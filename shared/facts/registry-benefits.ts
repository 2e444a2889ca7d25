// Facts of the benefits calculators (issue 40, docs/benefits.md): the ISEE's equivalence scale,
// franchises and deductions (D.P.C.M. 159/2013 and the 2026 changes for family benefits), the
// Assegno unico's 2026 amounts and increments (D.Lgs. 230/2021, INPS), the thresholds of the
// measures an ISEE opens (bonus sociale, bonus nido) and the TFR-vs-fund assumptions. Same shape
// and rules as registry.ts (docs/facts.md); all read and checked on 2026-11-28. Never imported by
// the landing page: only the /benefits page, the calculators and the server read it.
import type { Fact, FactSource } from "./types";

const checked = "2026-11-28";
const normattiva = (urn: string) => `https://www.normattiva.it/uri-res/N2Ls?${urn}`;
const GU = "Gazzetta Ufficiale (Normattiva)";

const DPCM_159 = (art: string): FactSource => ({
  publisher: GU,
  title: `D.P.C.M. 5 dicembre 2013, n. 159 (regolamento ISEE), ${art}`,
  url: normattiva("urn:nir:presidente.consiglio.ministri:decreto:2013-12-05;159"),
});
const DPCM_ALLEGATO_1 = "https://www.gazzettaufficiale.it/atto/serie_generale/caricaArticolo?art.versione=1&art.idGruppo=0&art.flagTipoArticolo=1&art.codiceRedazionale=14G00009&art.idArticolo=1&art.idSottoArticolo=1&art.idSottoArticolo1=10&art.dataPubblicazioneGazzetta=2014-01-24&art.progressivo=0";
const DPCM_ART_5 = "https://www.gazzettaufficiale.it/atto/serie_generale/caricaArticolo?art.progressivo=0&art.idArticolo=5&art.versione=1&art.codiceRedazionale=14G00009&art.dataPubblicazioneGazzetta=2014-01-24&art.idGruppo=0&art.idSottoArticolo1=10&art.idSottoArticolo=1&art.flagTipoArticolo=0";
const L199_2025: FactSource = {
  publisher: GU,
  title: "Legge 30 dicembre 2025, n. 199 (Bilancio 2026), art. 1, commi 208-209 (ISEE per le prestazioni familiari)",
  url: normattiva("urn:nir:stato:legge:2025-12-30;199"),
};
const ISEE_2026_PAGES = ["https://eurogiornale.com/?p=66527", "https://www.caafcgil.com/Isee-2026-modifiche-2-figli", "https://www.quotidiano.net/economia/ultimaora/bozzacasa-fuori-isee-fino-91500-5ff9ba15"];
const DLGS_230 = (art: string): FactSource => ({
  publisher: "INPS / Gazzetta Ufficiale",
  title: `D.Lgs. 29 dicembre 2021, n. 230 (Assegno unico e universale), ${art}; INPS, circolare n. 7 del 2026 (rivalutazione 2026)`,
  url: normattiva("urn:nir:stato:decreto.legislativo:2021-12-29;230"),
});
const DLGS_230_ART_4 = ["https://www.normattiva.it/uri-res/N2Ls?urn:nir:stato:decreto.legislativo:2021;230~art4", "https://ateneoweb.com/mobile/taxelex.php?id=12058"];
/**
 * How the 2026 increments are derived (the INPS circular is not among the pages that can be
 * opened): INPS's own yearly method, checked on 2026-11-28 (docs/facts.md, review log, issue 40).
 */
const DERIVED =
  "Metodo INPS ricostruito: l'importo dell'anno prima × (1 + rivalutazione ISTAT: 8,1% nel 2023, 5,4% nel 2024, 0,8% nel 2025, 1,4% nel 2026), arrotondato ai 10 centesimi, partendo dal D.Lgs. 230/2021. Il metodo riproduce al centesimo tutti gli importi pubblicati che si sono potuti leggere (minorenni 189,20 / 199,40 / 201,00 / 203,80 € e 54,10 / 57,00 / 57,50 / 58,30 €; 18-21 anni nel 2024 96,90 € e 28,50 €, messaggio INPS n. 572/2024 riportato da TuttoLavoro24) e le soglie ISEE. Fino al 2026-11-28 il registro derivava l'importo dal rapporto 203,80 / 175 e sbagliava di qualche centesimo. La tabella INPS 2026 non è stata aperta: valore da confermare sulla circolare.";
const AU_CHAIN_PAGES = ["https://tuttolavoro24.it/2024/02/09/assegno-unico-figli-importi-2024-rivalutati-da-febbraio-tabella/amp", "https://tuttolavoro24.it/?p=148592", "https://www.eutekne.info/Sezioni/Art_991460_aumentano_gli_importi_di_assegno_unico_e_universale_per_il_2024.aspx", "https://siulp.it/rivalutazione-importi-assegno-unico-e-soglie-isee/"];
const BONUS_SOCIALE: FactSource = {
  publisher: "ARERA / INPS / Gazzetta Ufficiale",
  title: "D.L. 26 ottobre 2019, n. 124, art. 57-bis (bonus sociale automatico con l'ISEE); soglia aggiornata da ARERA per il triennio 2026-2028",
  url: normattiva("urn:nir:stato:decreto.legge:2019-10-26;124"),
};
const BONUS_NIDO: FactSource = {
  publisher: "INPS / Gazzetta Ufficiale",
  title: "Legge 11 dicembre 2016, n. 232, art. 1, comma 355 (bonus asilo nido), come modificato dalla L. 27 dicembre 2019, n. 160, art. 1, comma 343",
  url: normattiva("urn:nir:stato:legge:2016-12-11;232"),
};
const BONUS_NIDO_PAGES = ["https://gazzetta.it/attualita/storie/21-01-2023/bonus-genitori-lavoratori-2023-tutte-e-agevolazioni-per-chi-ha-figli-1674289629/bonus-asili-nido.shtml", "https://ilgiardinodiaurora.it/faq-items/cosa-e-il-bonus-asilo-nido-2021/", "https://pmi.it/card/manovra-2020-tutte-le-misure-del-ddl-bilancio/doc/6"];
const APP_ESTIMATE: FactSource = {
  publisher: "Finanza Familiare",
  title: "Ipotesi del confronto TFR/fondo pensione (docs/benefits.md, «TFR in azienda o nel fondo»): non è una norma",
  url: "docs/benefits.md",
};

const scaleStep = (members: number, value: number): Fact => ({
  id: `isee-scala-${members}-componenti`,
  label: `Parametro della scala di equivalenza ISEE per un nucleo di ${members} ${members === 1 ? "componente" : "componenti"}`,
  value, unit: "points", validFrom: "2015-01-01",
  source: DPCM_159("allegato 1"), checkedVia: [DPCM_ALLEGATO_1],
  lastChecked: checked, verified: true, decimals: 2,
});

const auFact = (id: string, label: string, value: number, note: string): Fact => ({
  id, label, value, unit: "euro", validFrom: "2026-01-01",
  source: DLGS_230("art. 4"), checkedVia: [...DLGS_230_ART_4, ...AU_CHAIN_PAGES],
  lastChecked: checked, verified: false, decimals: 2, note: `${note} ${DERIVED}`,
});

export const BENEFITS_FACTS: Fact[] = [
  // ISEE: scala di equivalenza (D.P.C.M. 159/2013, allegato 1)
  scaleStep(1, 1), scaleStep(2, 1.57), scaleStep(3, 2.04), scaleStep(4, 2.46), scaleStep(5, 2.85),
  {
    id: "isee-scala-componente-ulteriore",
    label: "Aumento del parametro della scala di equivalenza ISEE per ogni componente oltre il quinto",
    value: 0.35, unit: "points", validFrom: "2015-01-01",
    source: DPCM_159("allegato 1"), checkedVia: [DPCM_ALLEGATO_1],
    lastChecked: checked, verified: true, decimals: 2,
  },
  ...([[3, 0.2], [4, 0.35], [5, 0.5]] as const).map(([n, v]): Fact => ({
    id: `isee-scala-ordinaria-${n}-figli`,
    label: `Maggiorazione della scala di equivalenza ISEE ordinaria per i nuclei con ${n === 5 ? "almeno cinque" : n === 4 ? "quattro" : "tre"} figli`,
    value: v, unit: "points", validFrom: "2015-01-01",
    source: DPCM_159("allegato 1, lettera a)"), checkedVia: [DPCM_ALLEGATO_1],
    lastChecked: checked, verified: true, decimals: 2,
  })),
  {
    id: "isee-scala-genitori-lavoratori",
    label: "Maggiorazione della scala ISEE per i nuclei con figli minorenni in cui entrambi i genitori (o l'unico presente) lavorano",
    value: 0.2, unit: "points", validFrom: "2015-01-01",
    source: DPCM_159("allegato 1, lettere b) e c)"), checkedVia: [DPCM_ALLEGATO_1],
    lastChecked: checked, verified: true, decimals: 2,
    note: "Almeno sei mesi di lavoro o di impresa nell'anno dei redditi dichiarati.",
  },
  {
    id: "isee-scala-genitori-lavoratori-under-3",
    label: "Maggiorazione della scala ISEE per i genitori che lavorano con almeno un figlio sotto i tre anni",
    value: 0.3, unit: "points", validFrom: "2015-01-01",
    source: DPCM_159("allegato 1, lettera b)"), checkedVia: [DPCM_ALLEGATO_1],
    lastChecked: checked, verified: true, decimals: 2,
  },
  // ISEE: patrimonio (art. 5) e reddito (art. 4)
  {
    id: "isee-patrimonio-peso",
    label: "Quota dell'indicatore della situazione patrimoniale (ISP) che entra nell'ISE",
    value: 20, unit: "percent", validFrom: "2015-01-01",
    source: DPCM_159("art. 2, comma 3"),
    checkedVia: ["https://computereweb.eu/quanto-incidono-i-risparmi-sullisee", "https://www.businessonline.it/articoli/che-cose-la-scala-di-equivalenza-isee-spiegazione-semplice-e-completa.html"],
    lastChecked: checked, verified: true,
  },
  {
    id: "isee-casa-quota-eccedente",
    label: "Parte del valore della casa di abitazione oltre la franchigia che entra nel patrimonio immobiliare ISEE (due terzi)",
    value: 2 / 3, unit: "ratio", validFrom: "2015-01-01",
    source: DPCM_159("art. 5, comma 2"), checkedVia: [DPCM_ART_5],
    lastChecked: checked, verified: true, text: "due terzi",
  },
  {
    id: "isee-franchigia-ordinaria-maggiorazione-figlio",
    label: "Aumento della franchigia sulla casa di abitazione per ogni figlio convivente dopo il secondo (ISEE ordinario)",
    value: 2500, unit: "euro", validFrom: "2015-01-01",
    source: DPCM_159("art. 5, comma 2"), checkedVia: [DPCM_ART_5, "http://cafuil.serviziuil.it/servizi/isee/patrimonio_isee.asp"],
    lastChecked: checked, verified: true,
  },
  {
    id: "isee-franchigia-prima-casa-citta-metropolitana",
    label: "Franchigia sulla casa di abitazione nel comune capoluogo di una città metropolitana (ISEE per le prestazioni familiari, dal 2026)",
    value: 120000, unit: "euro", validFrom: "2026-01-01",
    source: L199_2025, checkedVia: ["https://ntpluslavoro.ilsole24ore.com/art/nuovi-criteri-calcolo-dell-isee-indicazioni-inps-AITmQyq", ISEE_2026_PAGES[0], "https://www.zazoom.it/2026-01-12/isee-2026-calcolo-per-i-capoluoghi-delle-citta-metropolitane-e-franchigie-casa/18448606/", "https://www.studiobroglia.com/?p=10281", "https://www.fanpage.it/politica/manovra-2026-nelle-grandi-citta-fino-a-200mila-euro-la-prima-casa-sara-fuori-dal-calcolo-dellisee/", "https://www.lasicilia.it/news/economia/3010847/isee-prima-casa-esclusa-dal-calcolo-fino-a-200-000-euro-nelle-citta-metropolitane.html"],
    lastChecked: checked, verified: false,
    note: "Controllo del 2026-11-28 (issue 40): il 20 dicembre 2025 la Commissione Bilancio del Senato aveva approvato 200.000 € (Fanpage, La Sicilia, Open, Corriere della Calabria), ma il testo finale dice 120.000 €: Il Sole 24 Ore NT+ Lavoro (gennaio 2026) lo riporta dal messaggio INPS che applica l'art. 1, comma 208, della L. 199/2025, come Lettera43 (12 gennaio 2026) e Studio Broglia (maxi-emendamento). Né la legge in Gazzetta né il messaggio INPS sono stati aperti: non verificato.",
  },
  {
    id: "isee-franchigia-mobiliare-base",
    label: "Franchigia sul patrimonio mobiliare ISEE per un nucleo di un componente",
    value: 6000, unit: "euro", validFrom: "2015-01-01",
    source: DPCM_159("art. 5, comma 6"),
    checkedVia: ["https://www.liberoquotidiano.it/news/economia/46444869/isee-come-si-calcola-davvero-cosa-pesa-piu-tutto/", "https://www.corsiexcel.it/affari/08/31/attenzione-ecco-i-soldi-e-i-beni-che-non-compaiono-nel-tuo-isee-e-non-influiscono-sui-bonus"],
    lastChecked: checked, verified: true,
  },
  {
    id: "isee-franchigia-mobiliare-componente",
    label: "Aumento della franchigia sul patrimonio mobiliare ISEE per ogni componente dopo il primo",
    value: 2000, unit: "euro", validFrom: "2015-01-01",
    source: DPCM_159("art. 5, comma 6"),
    checkedVia: ["https://www.liberoquotidiano.it/news/economia/46444869/isee-come-si-calcola-davvero-cosa-pesa-piu-tutto/", "https://www.corsiexcel.it/affari/08/31/attenzione-ecco-i-soldi-e-i-beni-che-non-compaiono-nel-tuo-isee-e-non-influiscono-sui-bonus"],
    lastChecked: checked, verified: true,
  },
  {
    id: "isee-franchigia-mobiliare-max",
    label: "Franchigia massima sul patrimonio mobiliare ISEE (prima dell'aumento per i figli dopo il secondo)",
    value: 10000, unit: "euro", validFrom: "2015-01-01",
    source: DPCM_159("art. 5, comma 6"),
    checkedVia: ["https://www.liberoquotidiano.it/news/economia/46444869/isee-come-si-calcola-davvero-cosa-pesa-piu-tutto/", "https://www.corsiexcel.it/affari/08/31/attenzione-ecco-i-soldi-e-i-beni-che-non-compaiono-nel-tuo-isee-e-non-influiscono-sui-bonus"],
    lastChecked: checked, verified: true,
  },
  {
    id: "isee-franchigia-mobiliare-figlio",
    label: "Aumento della franchigia sul patrimonio mobiliare ISEE per ogni figlio dopo il secondo",
    value: 1000, unit: "euro", validFrom: "2015-01-01",
    source: DPCM_159("art. 5, comma 6"), checkedVia: ["https://pmi.it/?p=421702"],
    lastChecked: checked, verified: false,
    note: "Testo dell'art. 5, comma 6, non letto; PMI.it (Barbara Weisz, «Calcolo ISEE: come si applicano le franchigie?», 2024) lo riporta: «La soglia è incrementata di 1.000 euro per ogni figlio componente il nucleo familiare successivo al secondo». Una sola pagina secondaria: resta da confermare.",
  },
  {
    id: "isee-detrazione-lavoro-dipendente",
    label: "Quota dei redditi da lavoro dipendente sottratta nell'indicatore della situazione reddituale (ISR)",
    value: 20, unit: "percent", validFrom: "2015-01-01",
    source: DPCM_159("art. 4, comma 3, lettera c)"), checkedVia: ["https://www.fondazioneserono.org/disabilita/isee-disabilita/viene-calcolata-lisee/"],
    lastChecked: checked, verified: true,
    note: "Testo dell'art. 4 non letto; la percentuale è confermata da una pagina secondaria (Fondazione Serono), il tetto per percettore no.",
  },
  {
    id: "isee-detrazione-lavoro-dipendente-max",
    label: "Importo massimo sottratto dai redditi da lavoro dipendente nell'ISR, per ogni percettore",
    value: 3000, unit: "euro", validFrom: "2015-01-01",
    source: DPCM_159("art. 4, comma 3"), checkedVia: ["https://www.pmi.it/impresa/contabilita-e-fisco/esperto/421702/calcolo-isee-come-si-applicano-le-franchigie.html", "https://pmi.it/impresa/contabilita-e-fisco/esperto/375546/franchigia-sui-redditi-isee.html", "https://st.ilsole24ore.com/art/notizie/2013-12-04/isee-detrazioni-redditi--115509.shtml?uuid=ABL6uoh"],
    lastChecked: checked, verified: false,
    note: "Testo dell'art. 4 non letto in Gazzetta; PMI.it ne cita il comma 3 («fino ad un massimo di 3mila euro, una quota dei redditi da lavoro dipendente … pari al 20 per cento») e precisa che il tetto vale per ogni componente; Il Sole 24 Ore (2013) conferma i 3.000 €. Solo pagine secondarie.",
  },
  {
    id: "isee-detrazione-affitto-max",
    label: "Canone annuo di locazione della casa di abitazione sottraibile nell'ISR (massimo)",
    value: 7000, unit: "euro", validFrom: "2015-01-01",
    source: DPCM_159("art. 4, comma 4, lettera a)"), checkedVia: ["https://zerocartacaf.it/?p=915", "https://www.pmi.it/impresa/contabilita-e-fisco/esperto/421702/calcolo-isee-come-si-applicano-le-franchigie.html"],
    lastChecked: checked, verified: false,
    note: "Testo dell'art. 4 non letto in Gazzetta; la pagina ISEE del CAF ZeroCarta cita la norma («fino a un valore di 7.000 euro, incrementato di 500 euro per ogni figlio convivente successivo al secondo») e PMI.it conferma i 7.000 €. Solo pagine secondarie.",
  },
  {
    id: "isee-detrazione-affitto-figlio",
    label: "Aumento del canone sottraibile nell'ISR per ogni figlio convivente dopo il secondo",
    value: 500, unit: "euro", validFrom: "2015-01-01",
    source: DPCM_159("art. 4, comma 4, lettera a)"), checkedVia: ["https://zerocartacaf.it/?p=915", "https://www.pmi.it/impresa/contabilita-e-fisco/esperto/421702/calcolo-isee-come-si-applicano-le-franchigie.html"],
    lastChecked: checked, verified: false,
    note: "Testo dell'art. 4 non letto in Gazzetta; la pagina ISEE del CAF ZeroCarta cita la norma («fino a un valore di 7.000 euro, incrementato di 500 euro per ogni figlio convivente successivo al secondo») e PMI.it conferma i 7.000 €. Solo pagine secondarie.",
  },
  // Assegno unico: importi 2026 oltre a quelli per i minorenni (registry.ts)
  auFact("assegno-unico-maggiorenni-max", "Assegno unico 2026: importo mensile massimo per ogni figlio dai 18 ai 21 anni", 99.1, "D.Lgs. 230/2021, art. 4, comma 2: 85 € (pieno), 25 € (minimo); 2024: 96,90 €."),
  auFact("assegno-unico-maggiorenni-min", "Assegno unico 2026: importo mensile minimo per ogni figlio dai 18 ai 21 anni", 29.1, "D.Lgs. 230/2021, art. 4, comma 2: 25 €; 2024: 28,50 €."),
  auFact("assegno-unico-terzo-figlio-max", "Assegno unico 2026: maggiorazione mensile massima per ogni figlio dopo il secondo", 99.1, "D.Lgs. 230/2021, art. 4, comma 3: 85 € (pieno)."),
  auFact("assegno-unico-terzo-figlio-min", "Assegno unico 2026: maggiorazione mensile minima per ogni figlio dopo il secondo", 17.4, "D.Lgs. 230/2021, art. 4, comma 3: 15 €."),
  auFact("assegno-unico-disabilita-media", "Assegno unico 2026: maggiorazione mensile per ogni figlio minorenne con disabilità media", 99.1, "D.Lgs. 230/2021, art. 4, comma 4: 85 € (105 € non autosufficienza, 95 € grave); il calcolatore usa la misura più bassa."),
  auFact("assegno-unico-madre-under-21", "Assegno unico 2026: maggiorazione mensile per ogni figlio di una madre con meno di 21 anni", 23.3, "D.Lgs. 230/2021, art. 4, comma 7: 20 €."),
  auFact("assegno-unico-genitori-lavoratori-max", "Assegno unico 2026: maggiorazione mensile massima per ogni figlio minorenne quando entrambi i genitori lavorano", 34.9, "D.Lgs. 230/2021, art. 4, comma 8: 30 € (pieno), che scende a zero all'ISEE della soglia dell'importo minimo."),
  {
    id: "assegno-unico-sotto-un-anno",
    label: "Aumento dell'Assegno unico per ogni figlio con meno di un anno",
    value: 50, unit: "percent", validFrom: "2023-01-01",
    source: DLGS_230("art. 4, comma 1 (come modificato dalla L. 29 dicembre 2022, n. 197, art. 1, comma 357)"), checkedVia: DLGS_230_ART_4,
    lastChecked: checked, verified: true,
    note: "Lo stesso aumento spetta ai figli da uno a tre anni nei nuclei con almeno tre figli e ISEE fino alla soglia (40.000 € rivalutati).",
  },
  // Misure aperte dall'ISEE
  {
    id: "bonus-sociale-isee-soglia",
    label: "ISEE massimo per il bonus sociale luce e gas (nuclei con al più tre figli a carico), dal 2026",
    value: 9796, unit: "euro", validFrom: "2026-01-01",
    source: BONUS_SOCIALE,
    checkedVia: ["https://www.agenziacentroservizi.it/post/bonus-bollette-2026-nuovo-tetto-isee-a-9-796-euro", "https://tuttoperlitalia.it/agevolazioni-per-i-cittadini/bollette-luce-e-gas-i-bonus-sociali-2026-per-chi-ne-ha-bisogno"],
    lastChecked: checked, verified: true,
    note: "Era 9.530 € fino al 2025. Il provvedimento ARERA non è stato aperto; due pagine concordano.",
  },
  {
    id: "bonus-sociale-isee-soglia-famiglie-numerose",
    label: "ISEE massimo per il bonus sociale luce e gas dei nuclei con almeno quattro figli a carico",
    value: 20000, unit: "euro", validFrom: "2021-01-01",
    source: BONUS_SOCIALE,
    checkedVia: ["https://tg24.sky.it/economia/2025/06/30/bonus-bollette-2025-quando-arriva", "https://www.agenziacentroservizi.it/post/bonus-bollette-2026-nuovo-tetto-isee-a-9-796-euro"],
    lastChecked: checked, verified: true,
  },
  {
    id: "bonus-nido-isee-soglia-1",
    label: "ISEE fino al quale il bonus asilo nido spetta nella misura più alta",
    value: 25000, unit: "euro", validFrom: "2020-01-01",
    source: BONUS_NIDO, checkedVia: BONUS_NIDO_PAGES,
    lastChecked: checked, verified: true,
  },
  {
    id: "bonus-nido-isee-soglia-2",
    label: "ISEE fino al quale il bonus asilo nido spetta nella misura intermedia",
    value: 40000, unit: "euro", validFrom: "2020-01-01",
    source: BONUS_NIDO, checkedVia: BONUS_NIDO_PAGES,
    lastChecked: checked, verified: true,
  },
  {
    id: "bonus-nido-importo-1",
    label: "Bonus asilo nido annuo con ISEE fino alla prima soglia",
    value: 3000, unit: "euro", validFrom: "2020-01-01",
    source: BONUS_NIDO, checkedVia: BONUS_NIDO_PAGES,
    lastChecked: checked, verified: true,
    note: "Per i nati dal 2024 con un fratello sotto i dieci anni la L. 213/2023 ha previsto importi più alti: non verificati, il calcolatore non li applica.",
  },
  {
    id: "bonus-nido-importo-2",
    label: "Bonus asilo nido annuo con ISEE tra la prima e la seconda soglia",
    value: 2500, unit: "euro", validFrom: "2020-01-01",
    source: BONUS_NIDO, checkedVia: BONUS_NIDO_PAGES,
    lastChecked: checked, verified: true,
  },
  {
    id: "bonus-nido-importo-3",
    label: "Bonus asilo nido annuo con ISEE oltre la seconda soglia o senza ISEE",
    value: 1500, unit: "euro", validFrom: "2020-01-01",
    source: BONUS_NIDO, checkedVia: BONUS_NIDO_PAGES,
    lastChecked: checked, verified: true,
  },
  // TFR in azienda o nel fondo: ipotesi dell'app
  {
    id: "tfr-fondo-contributo-datore",
    label: "Contributo del datore di lavoro al fondo pensione negoziale, in percentuale della retribuzione lorda (ipotesi del confronto)",
    value: 1, unit: "percent", validFrom: "2026-11-28",
    source: APP_ESTIMATE,
    lastChecked: checked, verified: true,
    note: "Ogni contratto collettivo fissa il suo (spesso tra l'1% e il 2%, e solo se anche il lavoratore versa il minimo): qui una stima prudente.",
  },
  {
    id: "tfr-fondo-quota-titoli-stato",
    label: "Quota del rendimento del fondo pensione che viene da titoli di Stato, tassata al 12,5% (ipotesi del confronto)",
    value: 50, unit: "percent", validFrom: "2026-11-28",
    source: APP_ESTIMATE,
    lastChecked: checked, verified: true,
    note: "Ipotesi per un comparto bilanciato; il resto è tassato al 20%.",
  },
];
