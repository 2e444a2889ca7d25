// A short glossary the chat searches with the lessons and articles (docs/chat.md). Figures are
// written as registry placeholders ({{fatto:<id>}}, docs/facts.md), rendered when indexed.
export type GlossaryEntry = { term: string; definition: string };

export const GLOSSARY: GlossaryEntry[] = [
  { term: "TAN", definition: "Il TAN (tasso annuo nominale) è il tasso degli interessi di un prestito o di un mutuo, senza le spese: per confrontare le offerte si usa il TAEG." },
  { term: "TAEG", definition: "Il TAEG (tasso annuo effettivo globale) è il costo totale di un prestito in percentuale all'anno: interessi più spese di istruttoria, incasso rata e assicurazioni obbligatorie." },
  { term: "ISC", definition: "L'ISC (indicatore sintetico di costo) riassume in un solo numero il costo annuo di un conto corrente per un profilo d'uso tipico; lo trovi nel foglio informativo." },
  { term: "Spread", definition: "Lo spread di un mutuo variabile è la parte fissa del tasso che la banca aggiunge all'indice (Euribor); tra titoli di Stato è la differenza di rendimento tra BTP e Bund tedeschi." },
  { term: "Euribor", definition: "L'Euribor è il tasso a cui le banche europee si prestano denaro: i mutui a tasso variabile lo seguono, più lo spread." },
  { term: "Cedola", definition: "La cedola è l'interesse periodico pagato da un'obbligazione o da un BTP, di solito ogni sei mesi." },
  { term: "Rendimento a scadenza", definition: "Il rendimento a scadenza di un titolo tiene conto delle cedole e della differenza tra prezzo di acquisto e rimborso a 100." },
  { term: "Capital gain", definition: "Il capital gain (plusvalenza) è il guadagno tra prezzo di vendita e prezzo di acquisto di un investimento; in Italia è tassato al {{fatto:aliquota-redditi-finanziari}}, al {{fatto:aliquota-titoli-stato}} per i titoli di Stato." },
  { term: "Minusvalenza", definition: "La minusvalenza è una perdita su un investimento; nel regime amministrato la banca la compensa con le plusvalenze dei quattro anni successivi (lo zainetto fiscale), ma non con i guadagni degli ETF." },
  { term: "Diversificazione", definition: "Diversificare significa distribuire i risparmi su molti titoli, settori e Paesi, così che il cattivo andamento di uno pesi poco sul totale." },
  { term: "Interesse composto", definition: "Con l'interesse composto gli interessi guadagnati producono a loro volta interessi: su molti anni la crescita accelera." },
  { term: "Volatilità", definition: "La volatilità misura quanto oscilla il valore di un investimento: più è alta, più il valore può scendere nel breve periodo." },
  { term: "Liquidità", definition: "Un investimento è liquido quando puoi trasformarlo in contanti in fretta e senza perdite; il fondo di emergenza va tenuto in strumenti liquidi." },
  { term: "Ammortamento", definition: "L'ammortamento è il piano con cui si restituisce un prestito o un mutuo: ogni rata comprende una quota di capitale e una di interessi." },
  { term: "LTV", definition: "L'LTV (loan to value) è il rapporto tra mutuo e valore di perizia della casa; di solito le banche finanziano fino all'{{fatto:mutuo-ltv-max}}." },
  { term: "Surroga", definition: "La surroga (portabilità del mutuo) permette di spostare il mutuo in un'altra banca a condizioni migliori, senza costi per chi la chiede." },
  { term: "Rendita vitalizia", definition: "La rendita vitalizia è un assegno pagato ogni mese per tutta la vita, per esempio dal fondo pensione alla pensione." },
  { term: "Montante", definition: "Il montante è il capitale accumulato in un fondo pensione o nella previdenza pubblica al momento della pensione." },
  { term: "DSU", definition: "La DSU (dichiarazione sostitutiva unica) è il modulo con i dati di reddito e patrimonio della famiglia da cui l'INPS calcola l'ISEE." },
  { term: "Franchigia", definition: "In un'assicurazione la franchigia è la parte del danno che resta a tuo carico; nelle spese sanitarie del 730 è la soglia di {{fatto:franchigia-spese-sanitarie}} oltre la quale spetta la detrazione." },
  { term: "Massimale", definition: "Il massimale è la somma massima che un'assicurazione paga per un sinistro." },
  { term: "Detrazione", definition: "Una detrazione riduce l'imposta da pagare (per esempio il {{fatto:detrazione-oneri}} delle spese mediche); una deduzione riduce invece il reddito su cui si calcola l'imposta." },
  { term: "Deduzione", definition: "Una deduzione abbassa il reddito imponibile: per esempio i versamenti al fondo pensione fino a {{fatto:deducibilita-fondi-pensione}} l'anno." },
  { term: "Imposta di bollo", definition: "L'imposta di bollo sui conti correnti è di {{fatto:bollo-conto-corrente}} l'anno oltre {{fatto:bollo-conto-corrente-soglia}} di giacenza media; sugli investimenti è del {{fatto:bollo-prodotti-finanziari}} del valore." },
  { term: "Potere d'acquisto", definition: "Il potere d'acquisto è quanto puoi comprare con una somma di denaro: con l'inflazione diminuisce." },
  { term: "Benchmark", definition: "Il benchmark è l'indice di riferimento con cui si confronta un fondo: un ETF lo replica, un fondo attivo cerca di batterlo." },
  { term: "TER", definition: "Il TER (total expense ratio) è il costo annuo di un fondo o di un ETF in percentuale del capitale investito." },
  { term: "Sovraindebitamento", definition: "Il sovraindebitamento è la situazione di chi non riesce più a pagare i propri debiti; la legge permette di chiedere a un OCC un piano per ristrutturarli." },
];
