// Facts of the two courses on the single-income family's risks (issue 42): unemployment benefits,
// sickness and injury at work, the anti-poverty measures, the mortgage suspension fund, the
// survivor's pension, the homemakers' fund and insurance, the shares reserved to the heirs. Same
// shape and rules as registry.ts (docs/facts.md); all read and checked on 2026-11-28.
import type { Fact, FactSource } from "./types";

const checked = "2026-11-28";
const normattiva = (urn: string) => `https://www.normattiva.it/uri-res/N2Ls?${urn}`;
const GU = "Gazzetta Ufficiale (Normattiva)";

const NASPI: FactSource = {
  publisher: "INPS / Gazzetta Ufficiale",
  title: "D.Lgs. 4 marzo 2015, n. 22, artt. 3-6 (NASpI) e 15 (DIS-COLL), come modificati dalla L. 30 dicembre 2021, n. 234; INPS, circolare n. 4 del 28 gennaio 2026 (importi 2026)",
  url: normattiva("urn:nir:stato:decreto.legislativo:2015-03-04;22"),
};
const NASPI_2026_PAGES = [
  "https://ntpluslavoro.ilsole24ore.com/art/nel-2026-cig-mensile-netta-importo-massimo-134056-euro-AIjfuu6",
  "https://www.zazoom.it/2026-02-02/indennita-di-disoccupazione-naspi-e-dis-coll-ecco-importo-massimo-per-il-2026-circolare-inps/18568473/",
];
const ADI: FactSource = {
  publisher: "INPS / Gazzetta Ufficiale",
  title: "D.L. 4 maggio 2023, n. 48 (conv. L. 3 luglio 2023, n. 85), artt. 2, 3 e 12 (Assegno di inclusione, Supporto per la formazione e il lavoro), come modificato dalla L. 30 dicembre 2024, n. 207 (Bilancio 2025) e dalla L. 30 dicembre 2025, n. 199 (Bilancio 2026)",
  url: normattiva("urn:nir:stato:decreto.legge:2023-05-04;48"),
};
const GASPARRINI: FactSource = {
  publisher: "Consap / Gazzetta Ufficiale",
  title: "Legge 24 dicembre 2007, n. 244, art. 2, commi 475-480; regolamento D.M. 21 giugno 2010, n. 132 e D.M. 22 febbraio 2013, n. 37 (Fondo di solidarietà per i mutui prima casa, gestione Consap)",
  url: normattiva("urn:nir:stato:legge:2007-12-24;244"),
};
const GASPARRINI_PAGES = ["https://www.popso.it/cm/pages/ServeBLOB.php/L/IT/IDPagina/1587", "https://caafemiliaromagna.it/?p=2580"];
const MALATTIA: FactSource = {
  publisher: "INPS / Gazzetta Ufficiale",
  title: "INPS, indennità di malattia dei lavoratori dipendenti; D.L. 30 dicembre 1979, n. 663, art. 2 (conv. L. 29 febbraio 1980, n. 33)",
  url: normattiva("urn:nir:stato:decreto.legge:1979-12-30;663"),
};
const MALATTIA_PAGES = ["https://www.studiocassone.it/guide/malattia-rapporto-lavoro/indennita-carico-inps", "http://www.patronatoacli.be/it/malattia"];
const INAIL: FactSource = {
  publisher: "INAIL / Gazzetta Ufficiale",
  title: "D.P.R. 30 giugno 1965, n. 1124, art. 68 (indennità per inabilità temporanea assoluta, INAIL)",
  url: normattiva("urn:nir:presidente.repubblica:decreto:1965-06-30;1124"),
};
const INAIL_PAGES = ["https://adcives.epasa-itaco.it/indennita_inabilita_temporanea_assoluta.html", "https://italfisco.it/?p=1558"];
const REVERSIBILITA: FactSource = {
  publisher: "INPS / Gazzetta Ufficiale",
  title: "Legge 8 agosto 1995, n. 335, art. 1, comma 41 e tabella F; INPS, pensione ai superstiti (reversibilità e indiretta)",
  url: normattiva("urn:nir:stato:legge:1995-08-08;335"),
};
const REVERSIBILITA_PAGES = ["https://www.circoloaclilambrate.it/index.php/patronato/pensione-di-reversibilita-ai-superstiti", "https://mypatrimoney.it/pensione-di-reversibilita-quote"];
const CASALINGHE: FactSource = {
  publisher: "INPS / Gazzetta Ufficiale",
  title: "D.Lgs. 16 settembre 1996, n. 565 (Fondo di previdenza per le persone che svolgono lavori di cura non retribuiti derivanti da responsabilità familiari, INPS)",
  url: normattiva("urn:nir:stato:decreto.legislativo:1996-09-16;565"),
};
const CASALINGHE_PAGES = [
  "https://www.proiezionidiborsa.it/le-casalinghe-che-versano-meno-di-4-euro-al-giorno-di-contributi-allinps-prenderanno-561-euro-al-mese-di-pensione-dai-57-anni/",
  "https://www.melodicamente.com/casalinghe-in-pensione-a-57-anni-scopri-subito-la-novita-inps",
];
const INFORTUNI_DOMESTICI: FactSource = {
  publisher: "INAIL / Gazzetta Ufficiale",
  title: "Legge 3 dicembre 1999, n. 493, artt. 6-7 (assicurazione INAIL contro gli infortuni domestici), come modificata dalla L. 27 dicembre 2006, n. 296 e dalla L. 30 dicembre 2018, n. 145",
  url: normattiva("urn:nir:stato:legge:1999-12-03;493"),
};
const INFORTUNI_DOMESTICI_PAGES = ["https://puntosicuro.it/archivio-news-brevi/in-scadenza-l-assicurazione-casalinghi-iNews1-2560.php?iStartNews1=1530", "https://quifinanza.it/fisco-tasse/video/assicurazione-casalinghe-2020-rimborsi-infortuni-domestici/358478/"];
const CODICE_CIVILE = (art: string): FactSource => ({
  publisher: GU,
  title: `Codice civile (R.D. 16 marzo 1942, n. 262), ${art}`,
  url: normattiva("urn:nir:stato:regio.decreto:1942-03-16;262"),
});
const LEGITTIMA_PAGES = ["https://misterlex.it/codice-civile/542", "https://studiolegaledonini.legal/memento-civile-e-commerciale/successioni/i-successibili-eredi-legittimari-legittimi-e-testamentari/"];
const SUCCESSIONE_PAGES = ["https://studiobosso.it/138-successione-del-coniuge-legittima-o-senza-testamento", "https://www.studiolegalesergiovassalli.it/successioni-successione-legittima"];

export const INCOME_PROTECTION_FACTS: Fact[] = [
  // NASpI and DIS-COLL
  {
    id: "naspi-percentuale",
    label: "Quota della retribuzione media mensile pagata come NASpI o DIS-COLL (fino alla retribuzione di riferimento)",
    value: 75, unit: "percent", validFrom: "2015-05-01",
    source: NASPI, checkedVia: [NASPI_2026_PAGES[0], "https://www.patronatocaf.net/dis-coll-fedimi/"],
    lastChecked: checked, verified: true,
  },
  {
    id: "naspi-quota-eccedenza",
    label: "Quota della parte di retribuzione che supera la retribuzione di riferimento, aggiunta alla NASpI",
    value: 25, unit: "percent", validFrom: "2015-05-01",
    source: NASPI, checkedVia: [NASPI_2026_PAGES[0], "https://studiozanettisnc.it/2015/05/naspi-circolare-inps-n-94", "https://pensionioggi.it/notizie/lavoro/naspi-2015-ecco-come-si-calcola-il-nuovo-assegno-contro-la-disoccupazione-221778"],
    lastChecked: checked, verified: true,
  },
  {
    id: "naspi-retribuzione-riferimento-2026",
    label: "Retribuzione mensile di riferimento 2026 per il calcolo di NASpI e DIS-COLL",
    value: 1456.72, unit: "euro", validFrom: "2026-01-01",
    source: NASPI, checkedVia: NASPI_2026_PAGES,
    lastChecked: checked, verified: true,
    note: "Aggiornata ogni anno dall'INPS (circolare di gennaio).",
  },
  {
    id: "naspi-importo-max-2026",
    label: "Importo massimo mensile 2026 di NASpI e DIS-COLL (lordo)",
    value: 1584.7, unit: "euro", decimals: 2, validFrom: "2026-01-01",
    source: NASPI, checkedVia: NASPI_2026_PAGES,
    lastChecked: checked, verified: true,
    note: "Aggiornato ogni anno dall'INPS (circolare di gennaio).",
  },
  {
    id: "naspi-riduzione-mensile",
    label: "Riduzione mensile della NASpI e della DIS-COLL dopo i primi mesi (décalage)",
    value: 3, unit: "percent", validFrom: "2022-01-01",
    source: NASPI, checkedVia: ["https://www.dialessandria.it/per-voi/utilita/acli-attenzione-alla-scadenza-domanda-naspi/247506.html", "https://pensionioggi.it/strumenti/calcola-la-dis-coll"],
    lastChecked: checked, verified: true,
  },
  {
    id: "naspi-mesi-senza-riduzione",
    label: "Mesi di NASpI o DIS-COLL pagati senza riduzione (la riduzione parte dal mese successivo)",
    value: 5, unit: "months", validFrom: "2022-01-01",
    source: NASPI, checkedVia: ["https://www.dialessandria.it/per-voi/utilita/acli-attenzione-alla-scadenza-domanda-naspi/247506.html", "https://pensionioggi.it/strumenti/calcola-la-dis-coll"],
    lastChecked: checked, verified: true,
    note: "La riduzione parte dal sesto mese di fruizione (dal quarto fino al 2021).",
  },
  {
    id: "naspi-mesi-senza-riduzione-over55",
    label: "Mesi di NASpI pagati senza riduzione a chi ha compiuto l'età indicata in naspi-eta-riduzione-ritardata",
    value: 7, unit: "months", validFrom: "2022-01-01",
    source: NASPI, checkedVia: ["https://www.dialessandria.it/per-voi/utilita/acli-attenzione-alla-scadenza-domanda-naspi/247506.html"],
    lastChecked: checked, verified: true,
    note: "La riduzione parte dall'ottavo mese di fruizione.",
  },
  {
    id: "naspi-eta-riduzione-ritardata",
    label: "Età da cui la riduzione della NASpI parte più tardi",
    value: 55, unit: "years", validFrom: "2022-01-01",
    source: NASPI, checkedVia: ["https://www.dialessandria.it/per-voi/utilita/acli-attenzione-alla-scadenza-domanda-naspi/247506.html"],
    lastChecked: checked, verified: true,
  },
  {
    id: "naspi-contributi-minimi",
    label: "Contribuzione minima contro la disoccupazione per la NASpI, negli anni indicati in naspi-anni-riferimento",
    value: 13, unit: "weeks", validFrom: "2015-05-01",
    source: NASPI, checkedVia: ["https://www.risoluto.it/gli-speciali/miscellanea/naspi-2026-importo-massimo-novita-inps/amp", "https://abruzzo.cityrumors.it/economia-e-finanza/naspi-arriva-il-dettaglio-che-ti-fa-perdere-tanti-soldi-come-evitare.html"],
    lastChecked: checked, verified: true,
    note: "Il requisito delle 30 giornate di lavoro effettivo è stato abolito dal 2022 (L. 234/2021).",
  },
  {
    id: "naspi-anni-riferimento",
    label: "Anni precedenti la disoccupazione in cui si contano i contributi per la NASpI (requisito, importo e durata)",
    value: 4, unit: "years", validFrom: "2015-05-01",
    source: NASPI, checkedVia: ["https://www.businessonline.it/articoli/come-funziona-la-naspi-guida-in-base-alla-normativa-attuale-.html", "https://www.dialessandria.it/per-voi/utilita/acli-attenzione-alla-scadenza-domanda-naspi/247506.html"],
    lastChecked: checked, verified: true,
  },
  {
    id: "naspi-durata-frazione",
    label: "Durata della NASpI: quota delle settimane di contribuzione degli ultimi anni (naspi-anni-riferimento)",
    value: 0.5, unit: "ratio", text: "la metà delle settimane", validFrom: "2015-05-01",
    source: NASPI, checkedVia: ["https://www.businessonline.it/articoli/come-funziona-la-naspi-guida-in-base-alla-normativa-attuale-.html", "https://www.dialessandria.it/per-voi/utilita/acli-attenzione-alla-scadenza-domanda-naspi/247506.html"],
    lastChecked: checked, verified: true,
  },
  {
    id: "naspi-durata-max",
    label: "Durata massima della NASpI",
    value: 24, unit: "months", validFrom: "2015-05-01",
    source: NASPI, checkedVia: ["https://www.dialessandria.it/per-voi/utilita/acli-attenzione-alla-scadenza-domanda-naspi/247506.html", "https://studioconcorso.altervista.org/quanto-dura-la-naspi/"],
    lastChecked: checked, verified: true,
  },
  {
    id: "disoccupazione-giorni-domanda",
    label: "Giorni dalla fine del lavoro entro cui presentare all'INPS la domanda di NASpI o DIS-COLL, a pena di decadenza",
    value: 68, unit: "days", validFrom: "2015-05-01",
    source: NASPI, checkedVia: ["https://www.dialessandria.it/per-voi/utilita/acli-attenzione-alla-scadenza-domanda-naspi/247506.html", "https://agenziapiemontelavoro.it/servizio/dis-coll/"],
    lastChecked: checked, verified: true,
  },
  {
    id: "dis-coll-contribuzione-minima",
    label: "Contribuzione minima alla Gestione separata per la DIS-COLL, dal 1° gennaio dell'anno precedente alla fine della collaborazione",
    value: 1, unit: "months", text: "un mese", validFrom: "2017-07-01",
    source: NASPI, checkedVia: ["https://agenziapiemontelavoro.it/servizio/dis-coll/", "https://www.dequo.it/articoli/discoll-indennita-disoccupazione-requisiti"],
    lastChecked: checked, verified: true,
  },
  {
    id: "dis-coll-durata-max",
    label: "Durata massima della DIS-COLL (tanti mesi quanti i mesi di contribuzione, fino a questo limite)",
    value: 12, unit: "months", validFrom: "2022-01-01",
    source: NASPI, checkedVia: ["https://www.newsletterveneto.confcooperative.it/News-Tecniche/ArtMID/383/ArticleID/621/Il-trattamento-di-disoccupazione-per-gli-iscritti-alla-gestione-separata-INPS", "https://actainrete.it/?p=28006"],
    lastChecked: checked, verified: true,
  },
  // Sickness (INPS) and injury at work (INAIL)
  {
    id: "giorni-carenza",
    label: "Giorni iniziali di malattia o di infortunio non pagati dall'INPS o dall'INAIL (carenza, coperti dal datore secondo il contratto)",
    value: 3, unit: "days", validFrom: "1980-01-01",
    source: MALATTIA, checkedVia: [MALATTIA_PAGES[0], INAIL_PAGES[0]],
    lastChecked: checked, verified: true,
  },
  {
    id: "malattia-indennita-primi-giorni",
    label: "Indennità di malattia INPS dal 4° al 20° giorno, in percentuale della retribuzione media giornaliera (operai e impiegati del terziario)",
    value: 50, unit: "percent", validFrom: "1980-01-01",
    source: MALATTIA, checkedVia: MALATTIA_PAGES,
    lastChecked: checked, verified: true,
  },
  {
    id: "malattia-indennita-dal-21",
    label: "Indennità di malattia INPS dal 21° giorno, in percentuale della retribuzione media giornaliera (operai e impiegati del terziario)",
    value: 66.66, unit: "percent", validFrom: "1980-01-01",
    source: MALATTIA, checkedVia: MALATTIA_PAGES,
    lastChecked: checked, verified: true,
  },
  {
    id: "malattia-giorni-max",
    label: "Giorni di malattia indennizzati dall'INPS al massimo in un anno solare",
    value: 180, unit: "days", validFrom: "1980-01-01",
    source: MALATTIA, checkedVia: MALATTIA_PAGES,
    lastChecked: checked, verified: true,
  },
  {
    id: "inail-inabilita-temporanea",
    label: "Indennità INAIL per inabilità temporanea assoluta dopo un infortunio sul lavoro, fino al giorno indicato in inail-giorni-prima-fascia",
    value: 60, unit: "percent", validFrom: "1965-10-01",
    source: INAIL, checkedVia: INAIL_PAGES,
    lastChecked: checked, verified: true,
  },
  {
    id: "inail-giorni-prima-fascia",
    label: "Giorni di infortunio INAIL pagati con la prima percentuale; dal giorno successivo si passa alla seconda",
    value: 90, unit: "days", validFrom: "1965-10-01",
    source: INAIL, checkedVia: INAIL_PAGES,
    lastChecked: checked, verified: true,
  },
  {
    id: "inail-inabilita-dal-91",
    label: "Indennità INAIL per inabilità temporanea assoluta dopo un infortunio sul lavoro, dal 91° giorno alla guarigione",
    value: 75, unit: "percent", validFrom: "1965-10-01",
    source: INAIL, checkedVia: INAIL_PAGES,
    lastChecked: checked, verified: true,
  },
  // Assegno di inclusione (ADI) and Supporto per la formazione e il lavoro (SFL)
  {
    id: "adi-isee-max",
    label: "ISEE massimo per l'Assegno di inclusione e per il Supporto per la formazione e il lavoro",
    value: 10140, unit: "euro", validFrom: "2025-01-01",
    source: ADI, checkedVia: ["https://pensioniefisco.it/assegno-di-inclusione-2025-ecco-i-nuovi-importi-le-tabelle-inps", "https://partitaiva.it/supporto-formazione-lavoro", "https://tuttolavoro24.it/2025/11/07/pagamenti-illimitati-per-lassegno-di-inclusione-dal-2026-niente-piu-mese-di-sospensione"],
    lastChecked: checked, verified: true,
  },
  {
    id: "adi-integrazione-reddito",
    label: "Integrazione annua del reddito familiare dell'Assegno di inclusione, da moltiplicare per la scala di equivalenza",
    value: 6500, unit: "euro", validFrom: "2025-01-01",
    source: ADI, checkedVia: ["https://pensioniefisco.it/assegno-di-inclusione-2025-ecco-i-nuovi-importi-le-tabelle-inps", "https://tuttolavoro24.it/?p=156754"],
    lastChecked: checked, verified: true,
    note: "È anche la soglia di reddito familiare (moltiplicata per la scala di equivalenza) per accedere.",
  },
  {
    id: "adi-affitto-max",
    label: "Contributo annuo massimo dell'Assegno di inclusione per l'affitto (contratto registrato)",
    value: 3640, unit: "euro", validFrom: "2025-01-01",
    source: ADI, checkedVia: ["https://tuttolavoro24.it/?p=156754"],
    lastChecked: checked, verified: false,
    note: "Confermato da una sola pagina, che cita il messaggio INPS n. 595 del 17 febbraio 2025; il messaggio non è stato letto.",
  },
  {
    id: "adi-durata",
    label: "Mesi continuativi di pagamento dell'Assegno di inclusione prima del rinnovo",
    value: 18, unit: "months", validFrom: "2024-01-01",
    source: ADI, checkedVia: ["https://tg24.sky.it/economia/2026/02/24/assegno-inclusione-inps-rinnovo-sospensione", "https://www.investireoggi.it/assegno-inclusione-novita-2026-manovra-importi-scadenze-contributo-aggiuntivo/"],
    lastChecked: checked, verified: true,
  },
  {
    id: "adi-rinnovo",
    label: "Mesi di ogni rinnovo dell'Assegno di inclusione (dal 2026 senza il mese di sospensione)",
    value: 12, unit: "months", validFrom: "2026-01-01",
    source: ADI, checkedVia: ["https://tg24.sky.it/economia/2026/02/24/assegno-inclusione-inps-rinnovo-sospensione", "https://www.zazoom.it/2026-02-24/assegno-di-inclusione-2026-stop-al-mese-di-sospensione-rinnovo-immediato-ma-la-prima-mensilita-sara-pari-al-50-dellimporto/18720457/"],
    lastChecked: checked, verified: true,
    note: "INPS, messaggio n. 640 del 23 febbraio 2026: niente più mese di sospensione; la prima mensilità dopo il rinnovo è pagata a metà.",
  },
  {
    id: "adi-eta-componente-anziano",
    label: "Età di un componente che, da sola, apre alla famiglia l'accesso all'Assegno di inclusione (con i requisiti economici)",
    value: 60, unit: "years", validFrom: "2024-01-01",
    source: ADI, checkedVia: ["https://www.comune.latina.it/home/servizi/servizio/Servizio-145.html", "https://tuttolavoro24.it/2025/11/07/pagamenti-illimitati-per-lassegno-di-inclusione-dal-2026-niente-piu-mese-di-sospensione"],
    lastChecked: checked, verified: true,
  },
  {
    id: "sfl-eta-min",
    label: "Età minima per il Supporto per la formazione e il lavoro",
    value: 18, unit: "years", validFrom: "2023-09-01",
    source: ADI, checkedVia: ["https://www.epasa-itaco.it/servizi/supporto-per-la-formazione-e-il-lavoro/", "https://pagellapolitica.it/articoli/supporto-formazione-lavoro-requisiti"],
    lastChecked: checked, verified: true,
  },
  {
    id: "sfl-eta-max",
    label: "Età massima per il Supporto per la formazione e il lavoro",
    value: 59, unit: "years", validFrom: "2023-09-01",
    source: ADI, checkedVia: ["https://www.epasa-itaco.it/servizi/supporto-per-la-formazione-e-il-lavoro/", "https://pagellapolitica.it/articoli/supporto-formazione-lavoro-requisiti"],
    lastChecked: checked, verified: true,
  },
  {
    id: "sfl-importo-mensile",
    label: "Importo mensile del Supporto per la formazione e il lavoro, durante la partecipazione alle attività",
    value: 500, unit: "euro", validFrom: "2025-01-01",
    source: ADI, checkedVia: ["https://partitaiva.it/supporto-formazione-lavoro", "https://impakter.it/?p=660", "https://tuttolavoro24.it/2025/01/21/supporto-formazione-e-lavoro-nel-2025-arrivano-1-800e-in-piu/amp"],
    lastChecked: checked, verified: true,
    note: "Portato da 350 a 500 € dalla legge di bilancio 2025 (L. 207/2024, art. 1, comma 198; INPS, messaggio n. 148 del 15 gennaio 2025).",
  },
  {
    id: "sfl-durata-max",
    label: "Mesi del Supporto per la formazione e il lavoro, prorogabili una volta di altrettanti se il percorso di formazione prosegue",
    value: 12, unit: "months", validFrom: "2023-09-01",
    source: ADI, checkedVia: ["https://www.eutekne.info/Sezioni/Articolo.aspx?ID=951353", "https://impakter.it/?p=660", "https://www.gazzettinodelgolfo.it/supporto-formazione-e-lavoro-il-rinnovo-non-e-automatico-cosa-fare-per-non-perdere-laiuto/"],
    lastChecked: checked, verified: true,
    note: "Dal 2025 si può prorogare per altri 12 mesi se il percorso di formazione prosegue (aggiornando il patto di servizio).",
  },
  // Fondo di solidarietà per i mutui prima casa (Fondo Gasparrini)
  {
    id: "fondo-sospensione-mutuo-importo-max",
    label: "Importo originario massimo del mutuo prima casa ammesso alla sospensione del Fondo di solidarietà (Fondo Gasparrini)",
    value: 250000, unit: "euro", validFrom: "2024-01-01",
    source: GASPARRINI, checkedVia: GASPARRINI_PAGES,
    lastChecked: checked, verified: true,
  },
  {
    id: "fondo-sospensione-mutuo-isee-max",
    label: "ISEE massimo per chiedere la sospensione del mutuo prima casa al Fondo di solidarietà (Fondo Gasparrini)",
    value: 30000, unit: "euro", validFrom: "2024-01-01",
    source: GASPARRINI, checkedVia: [GASPARRINI_PAGES[0], "https://www.bapr.it/misure-di-sostegno-per-famiglie-e-privati-consumatori/"],
    lastChecked: checked, verified: true,
  },
  {
    id: "fondo-sospensione-mutuo-quota-interessi",
    label: "Quota degli interessi maturati durante la sospensione del mutuo pagata dal Fondo di solidarietà (Fondo Gasparrini)",
    value: 50, unit: "percent", validFrom: "2013-04-27",
    source: GASPARRINI, checkedVia: [GASPARRINI_PAGES[1], "https://www.notizieora.it/fondo-di-solidarieta-per-i-mutui-tutte-le-novita/"],
    lastChecked: checked, verified: true,
  },
  {
    id: "fondo-sospensione-mutuo-ammortamento-minimo",
    label: "Tempo minimo di regolare ammortamento del mutuo prima casa per chiederne la sospensione al Fondo di solidarietà (Fondo Gasparrini)",
    value: 1, unit: "years", text: "un anno", validFrom: "2024-01-01",
    source: GASPARRINI, checkedVia: [GASPARRINI_PAGES[0], "https://www.cgiamestre.com/torna-la-sospensione-mutui-prima-casa/"],
    lastChecked: checked, verified: true,
  },
  {
    id: "fondo-sospensione-mutuo-invalidita",
    label: "Invalidità civile minima che, riconosciuta a un intestatario, permette la sospensione del mutuo prima casa con il Fondo di solidarietà (Fondo Gasparrini)",
    value: 80, unit: "percent", validFrom: "2013-04-27",
    source: GASPARRINI, checkedVia: [GASPARRINI_PAGES[1], "https://www.notizieora.it/fondo-di-solidarieta-per-i-mutui-tutte-le-novita/", "https://mondoeconomia.com/fondo-solidarieta-mutui"],
    lastChecked: checked, verified: true,
  },
  // Survivor's pension
  {
    id: "reversibilita-coniuge",
    label: "Pensione ai superstiti (reversibilità o indiretta) al solo coniuge, in percentuale della pensione del defunto",
    value: 60, unit: "percent", validFrom: "1996-01-01",
    source: REVERSIBILITA, checkedVia: REVERSIBILITA_PAGES,
    lastChecked: checked, verified: true,
  },
  {
    id: "reversibilita-coniuge-un-figlio",
    label: "Pensione ai superstiti al coniuge con un figlio, in percentuale della pensione del defunto",
    value: 80, unit: "percent", validFrom: "1996-01-01",
    source: REVERSIBILITA, checkedVia: REVERSIBILITA_PAGES,
    lastChecked: checked, verified: true,
  },
  {
    id: "reversibilita-coniuge-piu-figli",
    label: "Pensione ai superstiti al coniuge con due o più figli, in percentuale della pensione del defunto",
    value: 100, unit: "percent", validFrom: "1996-01-01",
    source: REVERSIBILITA, checkedVia: REVERSIBILITA_PAGES,
    lastChecked: checked, verified: true,
  },
  {
    id: "pensione-indiretta-anni-contributi",
    label: "Anni di contributi del lavoratore defunto che danno diritto alla pensione indiretta ai superstiti (in alternativa bastano 5 anni, di cui 3 negli ultimi 5)",
    value: 15, unit: "years", validFrom: "1996-01-01",
    source: REVERSIBILITA, checkedVia: [REVERSIBILITA_PAGES[0], "https://www.lastampa.it/tuttosoldi/bussola/2018/12/21/news/pensioni-di-reversibilita-1.37327867/", "https://impresalavoro.eu/pensione/pensione-di-reversibilita-prima-parte.html"],
    lastChecked: checked, verified: true,
  },
  // Homemakers: INPS fund and INAIL insurance
  {
    id: "fondo-casalinghe-contributo-minimo",
    label: "Versamento mensile minimo al Fondo INPS casalinghe e casalinghi per coprire un mese di contribuzione",
    value: 25.82, unit: "euro", validFrom: "1997-01-01",
    source: CASALINGHE, checkedVia: CASALINGHE_PAGES,
    lastChecked: checked, verified: true,
  },
  {
    id: "fondo-casalinghe-anni-minimi",
    label: "Anni di contributi al Fondo INPS casalinghe necessari per la pensione di vecchiaia",
    value: 5, unit: "years", validFrom: "1997-01-01",
    source: CASALINGHE, checkedVia: CASALINGHE_PAGES,
    lastChecked: checked, verified: true,
  },
  {
    id: "fondo-casalinghe-eta-anticipata",
    label: "Età minima per la pensione del Fondo INPS casalinghe, se l'assegno maturato è almeno 1,2 volte l'assegno sociale",
    value: 57, unit: "years", validFrom: "1997-01-01",
    source: CASALINGHE, checkedVia: CASALINGHE_PAGES,
    lastChecked: checked, verified: true,
  },
  {
    id: "fondo-casalinghe-eta-ordinaria",
    label: "Età della pensione del Fondo INPS casalinghe quando l'assegno maturato non raggiunge la soglia per l'anticipo",
    value: 65, unit: "years", validFrom: "1997-01-01",
    source: CASALINGHE, checkedVia: [CASALINGHE_PAGES[1]],
    lastChecked: checked, verified: false,
    note: "Letto su una sola pagina; da rileggere sul D.Lgs. 565/1996 o sulla scheda INPS.",
  },
  {
    id: "infortuni-domestici-premio",
    label: "Premio annuo dell'assicurazione INAIL obbligatoria contro gli infortuni domestici (casalinghe e casalinghi)",
    value: 24, unit: "euro", validFrom: "2019-01-01",
    source: INFORTUNI_DOMESTICI, checkedVia: INFORTUNI_DOMESTICI_PAGES,
    lastChecked: checked, verified: true,
    note: "Da pagare entro il 31 gennaio; esenti i redditi bassi indicati dall'INAIL.",
  },
  {
    id: "infortuni-domestici-eta-min",
    label: "Età da cui l'assicurazione INAIL contro gli infortuni domestici è obbligatoria",
    value: 18, unit: "years", validFrom: "2019-01-01",
    source: INFORTUNI_DOMESTICI, checkedVia: INFORTUNI_DOMESTICI_PAGES,
    lastChecked: checked, verified: true,
  },
  {
    id: "infortuni-domestici-eta-max",
    label: "Età fino alla quale l'assicurazione INAIL contro gli infortuni domestici è obbligatoria",
    value: 67, unit: "years", validFrom: "2019-01-01",
    source: INFORTUNI_DOMESTICI, checkedVia: INFORTUNI_DOMESTICI_PAGES,
    lastChecked: checked, verified: true,
  },
  // Succession: shares reserved to the heirs (legittima) and the shares without a will
  {
    id: "legittima-coniuge-solo",
    label: "Legittima: quota del patrimonio riservata al coniuge quando non ci sono figli né ascendenti",
    value: 0.5, unit: "ratio", text: "la metà", validFrom: "1975-09-20",
    source: CODICE_CIVILE("art. 540"), checkedVia: [LEGITTIMA_PAGES[1]],
    lastChecked: checked, verified: true,
  },
  {
    id: "legittima-figlio-unico",
    label: "Legittima: quota del patrimonio riservata a un figlio unico, senza coniuge",
    value: 0.5, unit: "ratio", text: "la metà", validFrom: "1975-09-20",
    source: CODICE_CIVILE("art. 537"), checkedVia: [LEGITTIMA_PAGES[1], "https://fatturaavvocato.it/codici/cc/art-537"],
    lastChecked: checked, verified: true,
  },
  {
    id: "legittima-figli-piu",
    label: "Legittima: quota del patrimonio riservata a due o più figli insieme, senza coniuge",
    value: 0.6667, unit: "ratio", text: "due terzi", validFrom: "1975-09-20",
    source: CODICE_CIVILE("art. 537"), checkedVia: [LEGITTIMA_PAGES[1], "https://fatturaavvocato.it/codici/cc/art-537"],
    lastChecked: checked, verified: true,
  },
  {
    id: "legittima-coniuge-un-figlio",
    label: "Legittima: quota del patrimonio riservata al coniuge e, uguale, al figlio unico quando concorrono",
    value: 0.3333, unit: "ratio", text: "un terzo", validFrom: "1975-09-20",
    source: CODICE_CIVILE("art. 542, primo comma"), checkedVia: LEGITTIMA_PAGES,
    lastChecked: checked, verified: true,
  },
  {
    id: "legittima-coniuge-piu-figli",
    label: "Legittima: quota del patrimonio riservata al coniuge quando concorre con due o più figli",
    value: 0.25, unit: "ratio", text: "un quarto", validFrom: "1975-09-20",
    source: CODICE_CIVILE("art. 542, secondo comma"), checkedVia: LEGITTIMA_PAGES,
    lastChecked: checked, verified: true,
  },
  {
    id: "legittima-figli-con-coniuge",
    label: "Legittima: quota del patrimonio riservata a due o più figli insieme quando c'è anche il coniuge",
    value: 0.5, unit: "ratio", text: "la metà", validFrom: "1975-09-20",
    source: CODICE_CIVILE("art. 542, secondo comma"), checkedVia: LEGITTIMA_PAGES,
    lastChecked: checked, verified: true,
  },
  {
    id: "successione-coniuge-un-figlio",
    label: "Successione senza testamento: quota dell'eredità del coniuge che concorre con un solo figlio",
    value: 0.5, unit: "ratio", text: "la metà", validFrom: "1975-09-20",
    source: CODICE_CIVILE("art. 581"), checkedVia: SUCCESSIONE_PAGES,
    lastChecked: checked, verified: true,
  },
  {
    id: "successione-coniuge-piu-figli",
    label: "Successione senza testamento: quota dell'eredità del coniuge che concorre con due o più figli",
    value: 0.3333, unit: "ratio", text: "un terzo", validFrom: "1975-09-20",
    source: CODICE_CIVILE("art. 581"), checkedVia: SUCCESSIONE_PAGES,
    lastChecked: checked, verified: true,
  },
];
