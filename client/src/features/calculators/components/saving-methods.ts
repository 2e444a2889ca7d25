import { factText } from "@shared/facts";
// The 15 saving methods of /come-risparmiare-soldi. Estimates are typical yearly savings for a
// family of three; they are examples, not promises, and the page says so.

export type SavingMethod = { title: string; text: string; example: string; link?: { href: string; label: string; external?: boolean } };

export const SAVING_METHODS: SavingMethod[] = [
  {
    title: "Dai un nome a ogni euro con la regola 50/30/20",
    text: "Dividi il reddito netto: 50% per le necessità, 30% per i desideri, 20% per il risparmio. Sapere quanto puoi spendere per ogni area evita che i soldi spariscano a fine mese senza sapere dove.",
    example: "Con 2.000 € netti: 1.000 € necessità, 600 € desideri, 400 € risparmi.",
    link: { href: "/budget-calculator", label: "Calcola il tuo budget 50/30/20" },
  },
  {
    title: "Paga prima te stesso",
    text: "Imposta un bonifico automatico verso un conto separato il giorno in cui arriva lo stipendio. Quello che non vedi sul conto corrente non lo spendi: è il metodo più efficace in assoluto.",
    example: "100 € al mese automatici = 1.200 € l'anno senza pensarci.",
  },
  {
    title: "Costruisci un fondo di emergenza",
    text: "Metti da parte da 3 a 6 mesi di spese essenziali su un conto deposito svincolabile. Una caldaia rotta o una multa non diventeranno un prestito al 15%.",
    example: "Spese essenziali 1.400 € al mese → obiettivo tra 4.200 € e 8.400 €.",
  },
  {
    title: "Confronta le offerte di luce e gas",
    text: "Usa il Portale Offerte di ARERA (ilportaleofferte.it), gratuito e pubblico: inserisci i consumi annui che trovi in bolletta e confronta le offerte del mercato libero. Cambiare fornitore non costa nulla e non interrompe il servizio.",
    example: "Una famiglia risparmia spesso 150-300 € l'anno scegliendo l'offerta giusta.",
  },
  {
    title: "Riduci i consumi di casa",
    text: "Lavatrice e lavastoviglie a pieno carico e a bassa temperatura, lampadine LED, ciabatte con interruttore per eliminare lo stand-by, termostato a 19-20 °C in inverno: piccoli gesti che pesano in bolletta.",
    example: `Un grado di riscaldamento in meno vale circa il ${factText("stima-riscaldamento-grado-min")}-${factText("stima-riscaldamento-grado-max")} del gas per il riscaldamento.`,
  },
  {
    title: "Rivedi telefono, internet e pay TV",
    text: "Le tariffe mobili degli operatori virtuali costano 5-10 € al mese con decine di giga. Chiedi al tuo operatore di adeguare l'offerta o porta il numero: il passaggio è gratuito.",
    example: "Due SIM da 15 € a 7 € al mese: 192 € l'anno.",
  },
  {
    title: "Taglia gli abbonamenti che non usi",
    text: "Controlla l'estratto conto degli ultimi tre mesi e segna ogni addebito ricorrente: streaming, app, palestra, riviste. Tieni un solo servizio di streaming alla volta e alternali.",
    example: "Due servizi in streaming in meno: circa 200 € l'anno.",
  },
  {
    title: "Fai la spesa con lista e menù settimanale",
    text: "Pianifica i pasti, compra solo ciò che serve e preferisci i prodotti a marchio del distributore, spesso prodotti dagli stessi stabilimenti dei marchi noti. Controlla il prezzo al chilo, non quello della confezione.",
    example: "Il 10-20% in meno su una spesa di 600 € al mese: 700-1.400 € l'anno.",
  },
  {
    title: "Recupera le detrazioni nel 730",
    text: `Conserva scontrini parlanti e ricevute: spese mediche (${factText("detrazione-oneri")} oltre la franchigia di ${factText("franchigia-spese-sanitarie")}), interessi del mutuo prima casa, spese scolastiche, attività sportive dei figli, spese veterinarie. Verifica la precompilata dell'Agenzia delle Entrate prima di inviarla.`,
    example: "1.000 € di spese mediche detraibili restituiscono circa 165 € di IRPEF.",
  },
  {
    title: "Chiedi gli aiuti a cui hai diritto",
    text: "Con l'ISEE aggiornato verifica l'Assegno Unico per i figli sul sito INPS e i bonus sociali su luce, gas e acqua, che con ISEE basso sono applicati in bolletta in automatico. Molte famiglie monoreddito non li chiedono.",
    example: `L'Assegno Unico vale da ${factText("assegno-unico-importo-min")} a ${factText("assegno-unico-importo-max")} al mese per figlio minorenne in base all'ISEE.`,
  },
  {
    title: "Rinegozia o surroga il mutuo",
    text: "Con la surroga (portabilità) sposti il mutuo in un'altra banca a condizioni migliori senza costi per te: notaio e spese sono a carico della nuova banca per legge. Spesso basta mostrare l'offerta concorrente alla tua banca per ottenere una rinegoziazione.",
    example: "Su 120.000 € residui, mezzo punto di tasso in meno vale oltre 30 € al mese.",
    link: { href: "/mortgage-calculator", label: "Simula la nuova rata" },
  },
  {
    title: "Confronta l'assicurazione auto a ogni scadenza",
    text: "La RC auto non si rinnova più tacitamente: ogni anno puoi cambiare compagnia. Usa il preventivatore pubblico dell'IVASS e valuta la scatola nera e la guida esclusiva. Verifica se puoi usare la classe di merito di un familiare convivente.",
    example: "Cambiare compagnia fa risparmiare spesso 100-250 € l'anno.",
  },
  {
    title: "Applica la regola delle 48 ore",
    text: `Per ogni acquisto non necessario sopra i ${factText("regola-48-ore-soglia")} aspetta due giorni prima di comprare. Togli le carte salvate dai siti e disattiva le notifiche delle offerte: la maggior parte delle voglie passa da sola.`,
    example: "Evitare un acquisto d'impulso da 80 € al mese: 960 € l'anno.",
  },
  {
    title: "Stai lontano dai debiti costosi",
    text: "Carte revolving, pagamenti a rate e «compra ora paga dopo» hanno spesso TAEG tra il 10% e il 20%. Se hai già debiti, estingui per primi quelli con il tasso più alto: è un rendimento garantito.",
    example: "Estinguere 3.000 € al 16% TAEG fa risparmiare circa 480 € di interessi l'anno.",
    link: { href: "/blog", label: "Leggi le guide sul blog" },
  },
  {
    title: "Fai lavorare i risparmi con un PAC",
    text: "Dopo il fondo di emergenza, investi ogni mese una cifra fissa in ETF diversificati a basso costo con un orizzonte di almeno 10 anni. Nel lungo periodo un investimento diversificato ha più probabilità di battere l'inflazione e cresce con l'interesse composto, ma non c'è nessuna garanzia: il valore oscilla e può scendere, anche per anni.",
    example: "200 € al mese per 20 anni al 6,5% annuo: circa 98.000 € a fronte di 48.000 € versati.",
    link: { href: "/pac-simulator", label: "Prova il simulatore PAC" },
  },
];
