// Course 1, lessons 1-4: the household budget, 50/30/20, fixed and variable costs, tracking.
import type { SeedLesson } from "./types";

export const lessonBudgetBasics: SeedLesson = {
  slug: "budget-familiare-basi",
  title: "Il budget familiare: da dove partire",
  minutes: 15,
  isPremium: false,
  content: [
    "Un budget familiare non è una gabbia: è una mappa. Serve a sapere, prima che il mese cominci, dove andranno i soldi che entrano in casa, invece di scoprirlo a fine mese guardando il saldo del conto. In una famiglia con un solo reddito questa mappa è ancora più preziosa, perché non c'è un secondo stipendio che possa coprire un imprevisto o un mese storto.",
    "Il primo passo è conoscere con precisione le entrate. Conta sempre il reddito netto, cioè quello che arriva davvero sul conto corrente dopo tasse e contributi, non la retribuzione lorda indicata nel contratto. Se sei un lavoratore dipendente lo trovi in fondo alla busta paga, alla voce netto del mese. Se sei un lavoratore autonomo, con entrate che cambiano di mese in mese, usa la media degli ultimi dodici mesi e tieni da parte subito la quota per tasse e contributi, che arriveranno con gli acconti e i saldi.",
    "Alle entrate di lavoro aggiungi quelle che arrivano con regolarità: l'Assegno Unico e Universale per i figli, eventuali assegni di mantenimento, un affitto incassato. La tredicesima, e la quattordicesima per chi la riceve, non vanno spese come se fossero un regalo: conviene dividerle per dodici e usarle per coprire le spese annuali, oppure destinarle interamente al risparmio.",
    "Il secondo passo è elencare le uscite. Prendi gli estratti conto degli ultimi tre mesi e raggruppa ogni movimento in poche categorie: casa, alimentari, trasporti, bollette, salute, scuola e figli, svago, rate e debiti. Tre mesi bastano per vedere un andamento realistico senza perdersi nei dettagli. Non dimenticare i prelievi in contanti: sono spesso la voce più difficile da ricostruire e quella in cui si nascondono le piccole spese quotidiane.",
    "Il terzo passo è non dimenticare le spese che arrivano una o due volte l'anno: il bollo e l'assicurazione dell'auto, la TARI, la revisione, i libri di scuola, le visite mediche, i regali di Natale, le vacanze. Sono spese prevedibili, ma se non le consideri sembrano emergenze. Il metodo più semplice è sommarle, dividere il totale per dodici e mettere da parte quella cifra ogni mese.",
    "A questo punto confronta il totale delle uscite con il totale delle entrate. Se le uscite superano le entrate, il budget ti sta dando l'informazione più importante: qualcosa va cambiato subito, prima che la differenza venga coperta con la carta di credito o con lo scoperto del conto, che costano cari. Se invece resta un margine, hai già trovato la cifra da cui partire per risparmiare.",
    "Un buon budget ha alcune caratteristiche precise:",
    "- è scritto, su carta, su un foglio di calcolo o in un'app, non solo a memoria;",
    "- è realistico, basato sulle spese vere degli ultimi mesi e non su quelle che vorresti avere;",
    "- prevede una voce per il risparmio, trattata come una spesa fissa e non come un avanzo;",
    "- viene controllato ogni mese e aggiornato quando cambia qualcosa in famiglia.",
    "Coinvolgi tutta la famiglia. Anche se il reddito è uno solo, le decisioni di spesa sono di tutti: parlarne insieme, anche con i figli più grandi, riduce le tensioni e rende più facile rispettare le scelte fatte. Un incontro di quindici minuti a inizio mese, con il budget davanti, è spesso sufficiente.",
    "Infine, accetta che i primi mesi non saranno perfetti. Il budget si affina con il tempo: ogni mese imparerai qualcosa su come spende la tua famiglia e potrai correggere le cifre. L'obiettivo non è la perfezione, ma sapere sempre dove sono i tuoi soldi e decidere tu, in anticipo, come usarli.",
  ].join("\n"),
  questions: [
    {
      question: "Quale reddito va usato per costruire il budget familiare?",
      options: ["La retribuzione lorda annua", "Il reddito netto che arriva sul conto", "Il reddito indicato nell'ISEE", "Il reddito lordo meno l'affitto"],
      correctAnswer: 1,
      explanation: "Il budget si basa su ciò che puoi spendere davvero: il netto accreditato dopo tasse e contributi.",
    },
    {
      question: "Come conviene gestire le spese che arrivano una volta l'anno, come il bollo auto o la TARI?",
      options: [
        "Pagarle con la carta di credito quando arrivano",
        "Ignorarle, perché non sono spese mensili",
        "Sommarle, dividere per dodici e accantonare quella cifra ogni mese",
        "Coprirle sempre con la tredicesima dell'anno successivo",
      ],
      correctAnswer: 2,
      explanation: "Accantonare ogni mese un dodicesimo delle spese annuali evita che una spesa prevedibile diventi un'emergenza.",
    },
    {
      question: "Quanti mesi di estratti conto conviene analizzare per un primo quadro realistico delle uscite?",
      options: ["Almeno tre mesi", "Solo l'ultimo mese", "Gli ultimi cinque anni", "Nessuno: basta stimare a memoria"],
      correctAnswer: 0,
      explanation: "Tre mesi mostrano un andamento realistico, compresi i mesi con spese fuori dal normale, senza diventare un lavoro infinito.",
    },
    {
      question: "Nel budget, il risparmio andrebbe trattato come:",
      options: ["Quello che avanza a fine mese, se avanza", "Una voce facoltativa per chi guadagna molto", "Un'entrata aggiuntiva", "Una spesa fissa, decisa all'inizio del mese"],
      correctAnswer: 3,
      explanation: "Se il risparmio è deciso in anticipo come una spesa fissa, non dipende da quanto resta a fine mese.",
    },
  ],
};

export const lesson503020: SeedLesson = {
  slug: "regola-50-30-20",
  title: "La regola 50/30/20 per una famiglia monoreddito",
  minutes: 20,
  isPremium: false,
  content: [
    "La regola 50/30/20 è uno dei metodi più semplici per dare una struttura al budget. È stata resa popolare da Elizabeth Warren e Amelia Warren Tyagi nel libro All Your Worth e divide il reddito netto mensile in tre grandi parti: il 50% per le necessità, il 30% per i desideri e il 20% per il risparmio e la riduzione dei debiti.",
    "Le necessità sono le spese a cui non puoi rinunciare senza conseguenze serie: l'affitto o la rata del mutuo, le bollette di luce, gas e acqua, la spesa alimentare di base, i trasporti per andare al lavoro, l'assicurazione obbligatoria dell'auto, le spese mediche, le rate minime dei debiti. Sono le uscite che resterebbero anche in un mese in cui decidessi di non concederti nulla.",
    "I desideri sono tutto ciò che migliora la qualità della vita ma che, in caso di necessità, potresti ridurre o sospendere: le cene fuori, gli abbonamenti alle piattaforme di streaming, l'abbigliamento non indispensabile, i viaggi, gli hobby, il telefono di ultima generazione. Non sono spese sbagliate: fanno parte di una vita serena, purché restino dentro il loro limite.",
    "Il risparmio comprende il fondo di emergenza, gli accantonamenti per gli obiettivi futuri, gli investimenti di lungo periodo e i rimborsi dei debiti oltre la rata minima. Questa quota va spostata all'inizio del mese, appena arriva lo stipendio, e non alla fine: è il principio del pagare prima se stessi.",
    "Facciamo un esempio con un reddito netto di 2.000 euro al mese. Le necessità possono arrivare a 1.000 euro, i desideri a 600 euro e il risparmio è di 400 euro. In un anno, 400 euro al mese diventano 4.800 euro messi da parte, una cifra che cambia la sicurezza di una famiglia.",
    "In una famiglia con un solo reddito, però, il 50% per le necessità può non bastare, soprattutto nelle città dove l'affitto da solo assorbe un terzo dello stipendio. In questo caso la regola va adattata, non abbandonata. Una variante comune è 60/25/15: più spazio alle necessità, un po' meno ai desideri e un risparmio comunque presente. L'importante è che la quota di risparmio non scenda mai a zero e che, appena le necessità diminuiscono, la differenza vada al risparmio.",
    "Alcuni consigli pratici per applicare la regola:",
    "- parti dal reddito netto effettivo del mese, comprese le entrate regolari come l'Assegno Unico;",
    "- classifica ogni spesa con onestà: un abbonamento alla palestra mai usato è un desiderio, non una necessità;",
    "- imposta un bonifico periodico automatico verso un conto separato per la quota di risparmio;",
    "- controlla ogni mese se le tre quote sono rispettate e correggi la categoria che sfora.",
    "Se le necessità superano stabilmente il 60% del reddito, il problema non si risolve tagliando i caffè: bisogna intervenire sulle voci grandi, come rinegoziare l'affitto o il mutuo, cambiare fornitore di luce e gas confrontando le offerte, ridurre il costo dell'auto o estinguere un prestito costoso. Sono decisioni più impegnative, ma spostano centinaia di euro all'anno.",
    "Il calcolatore di budget di questa app applica proprio la divisione 50/30/20 al tuo reddito netto: usalo come punto di partenza, poi confronta le cifre suggerite con le spese reali che registri nel tracker. La distanza tra le due ti dice dove concentrare i tuoi sforzi.",
  ].join("\n"),
  questions: [
    {
      question: "Con un reddito netto di 2.000 euro, quanto va al risparmio secondo la regola 50/30/20?",
      options: ["200 euro", "600 euro", "400 euro", "1.000 euro"],
      correctAnswer: 2,
      explanation: "Il 20% di 2.000 euro è 400 euro; le necessità arrivano a 1.000 euro e i desideri a 600 euro.",
    },
    {
      question: "Quale di queste spese è una necessità?",
      options: ["L'abbonamento a una piattaforma di streaming", "La rata del mutuo della casa in cui vivi", "Una cena al ristorante", "Un viaggio nel fine settimana"],
      correctAnswer: 1,
      explanation: "La rata del mutuo dell'abitazione è una spesa essenziale; le altre sono desideri che si possono ridurre.",
    },
    {
      question: "Se in una famiglia monoreddito le necessità superano il 50%, cosa conviene fare?",
      options: [
        "Adattare le quote, per esempio 60/25/15, mantenendo sempre un risparmio",
        "Abbandonare del tutto il budget",
        "Azzerare il risparmio finché le cose non migliorano",
        "Coprire la differenza con la carta revolving",
      ],
      correctAnswer: 0,
      explanation: "La regola si adatta alla situazione: l'importante è che la quota di risparmio resti presente.",
    },
    {
      question: "Quando conviene spostare la quota di risparmio?",
      options: ["A fine mese, se resta qualcosa", "Solo a dicembre, con la tredicesima", "Quando il conto supera i 5.000 euro", "All'inizio del mese, appena arriva lo stipendio"],
      correctAnswer: 3,
      explanation: "Pagare prima se stessi, con un bonifico automatico a inizio mese, evita che il risparmio venga speso.",
    },
  ],
};
