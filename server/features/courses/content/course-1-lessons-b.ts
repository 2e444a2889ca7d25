// Course 1, lessons 3-4: fixed and variable costs, tracking expenses.
import type { SeedLesson } from "./types";

export const lessonFixedVariable: SeedLesson = {
  slug: "spese-fisse-variabili",
  title: "Spese fisse e spese variabili",
  minutes: 18,
  isPremium: false,
  content: [
    "Non tutte le spese sono uguali. Per governare il budget è utile distinguere tra spese fisse, che hanno un importo stabile e una scadenza regolare, e spese variabili, che cambiano di mese in mese in base alle scelte e alle abitudini della famiglia. Questa distinzione ti dice su quali voci puoi intervenire subito e su quali serve una decisione più importante.",
    "Le spese fisse sono quelle che arrivano puntuali, quasi sempre con lo stesso importo: l'affitto o la rata del mutuo, le rate di un prestito, l'assicurazione dell'auto e della casa, gli abbonamenti telefonici e internet, la retta dell'asilo, l'abbonamento ai mezzi pubblici. Hanno il vantaggio di essere prevedibili, ma lo svantaggio di essere rigide: una volta firmato un contratto, ridurle richiede tempo.",
    "Le spese variabili sono la spesa alimentare, il carburante, l'abbigliamento, le uscite, i regali, le piccole riparazioni. Dipendono dalle decisioni di ogni giorno e proprio per questo sono il primo terreno su cui lavorare quando il mese è stretto. Le bollette di luce e gas sono una via di mezzo: arrivano con regolarità, ma l'importo cambia con i consumi, con la stagione e con il prezzo dell'energia.",
    "Un buon esercizio è calcolare quale parte del reddito è già impegnata dalle spese fisse. Se supera la metà del netto mensile, la famiglia ha poco margine di manovra: basta un imprevisto per andare in difficoltà. In una famiglia monoreddito è prudente che le spese fisse restino il più possibile sotto questa soglia, perché la flessibilità è una forma di sicurezza.",
    "Le spese fisse si riducono con decisioni poco frequenti ma dal grande effetto. Ecco dove guardare:",
    "- confronta ogni anno le offerte di luce e gas sul Portale Offerte gestito per conto dell'ARERA, il sito pubblico e gratuito che mette a confronto le tariffe di tutti i venditori;",
    "- verifica se la tua famiglia ha diritto al bonus sociale per le bollette, che viene riconosciuto automaticamente a chi presenta la dichiarazione ISEE e rientra nelle soglie previste;",
    "- rinegozia o cambia l'assicurazione dell'auto alla scadenza, confrontando più preventivi;",
    "- elimina gli abbonamenti che non usi: streaming, palestre, app e servizi con rinnovo automatico;",
    "- valuta la surroga del mutuo se i tassi offerti oggi sono più bassi del tuo: per legge è senza costi per il cliente.",
    "Le spese variabili si controllano invece con le abitudini. Fare la lista della spesa e rispettarla, pianificare i pasti della settimana, confrontare il prezzo al chilo e non quello della confezione, preferire i prodotti a marchio del distributore, evitare di fare la spesa quando si ha fame: sono gesti piccoli che, sommati, valgono decine di euro al mese.",
    "Un metodo utile per le spese variabili è fissare un tetto settimanale. Invece di un unico importo mensile per gli alimentari, dividi la cifra per quattro settimane: se a metà settimana hai già speso molto, te ne accorgi in tempo per correggere. Alcune famiglie usano una carta prepagata ricaricata ogni lunedì proprio con il tetto della settimana.",
    "Attenzione alle spese fisse travestite da piccole spese: dieci euro al mese per un servizio digitale sembrano pochi, ma cinque abbonamenti di questo tipo fanno seicento euro l'anno. Una volta ogni sei mesi scorri l'estratto conto e la lista degli abbonamenti attivi nel tuo telefono: è uno dei controlli più semplici e più redditizi che puoi fare.",
    "Distinguere fisse e variabili, infine, ti aiuta a capire quanto puoi davvero tagliare in caso di necessità. Le variabili si riducono in pochi giorni, le fisse in qualche mese. Sapere quali sono le une e le altre ti permette di reagire con calma a un calo del reddito.",
  ].join("\n"),
  questions: [
    {
      question: "Quale di queste è una spesa variabile?",
      options: ["La rata del mutuo", "La spesa alimentare", "L'abbonamento internet", "La retta dell'asilo"],
      correctAnswer: 1,
      explanation: "La spesa alimentare cambia ogni mese in base alle scelte della famiglia; le altre hanno importi stabili.",
    },
    {
      question: "Dove si possono confrontare gratuitamente le offerte di luce e gas di tutti i venditori?",
      options: ["Solo nei negozi dei fornitori", "Sul sito dell'Agenzia delle Entrate", "Sul Portale Offerte gestito per conto dell'ARERA", "Non esiste un confronto pubblico"],
      correctAnswer: 2,
      explanation: "Il Portale Offerte è il sito pubblico e gratuito che confronta le tariffe di luce e gas.",
    },
    {
      question: "Perché in una famiglia monoreddito conviene tenere basse le spese fisse?",
      options: [
        "Perché le spese fisse sono sempre inutili",
        "Perché sono rigide e lasciano poco margine in caso di imprevisti",
        "Perché le banche lo richiedono",
        "Perché le spese variabili non si possono ridurre",
      ],
      correctAnswer: 1,
      explanation: "Le spese fisse non si tagliano in pochi giorni: più sono alte, meno flessibilità ha la famiglia davanti a un imprevisto.",
    },
    {
      question: "Cinque abbonamenti da 10 euro al mese quanto costano in un anno?",
      options: ["50 euro", "120 euro", "360 euro", "600 euro"],
      correctAnswer: 3,
      explanation: "5 × 10 euro = 50 euro al mese, cioè 600 euro l'anno.",
    },
  ],
};

export const lessonTracking: SeedLesson = {
  slug: "tracciare-le-spese",
  title: "Tracciare le spese senza fatica",
  minutes: 15,
  isPremium: false,
  content: [
    "Un budget senza il controllo delle spese reali è solo una buona intenzione. Tracciare le spese significa registrare dove vanno davvero i soldi, per confrontarlo con quello che avevi previsto. Non serve annotare ogni centesimo per tutta la vita: basta un metodo semplice, seguito con costanza, per scoprire abitudini che non immaginavi.",
    "Il metodo migliore è quello che userai davvero. Le possibilità principali sono tre. La prima è un'app o il tracker di spese di questa piattaforma, dove registri ogni uscita con una descrizione, un importo, una categoria e una data. La seconda è il foglio di calcolo, comodo per chi ama personalizzare categorie e grafici. La terza è il quaderno, che funziona benissimo per chi preferisce la carta e ha il vantaggio di obbligare a fermarsi un attimo prima di scrivere.",
    "Anche l'app della banca offre spesso una classificazione automatica dei movimenti. È un buon punto di partenza, ma non è sufficiente: i contanti sfuggono, e le categorie automatiche a volte sono sbagliate. Controlla la classificazione una volta alla settimana e correggila quando serve.",
    "Usa poche categorie. Se ne crei trenta, passerai più tempo a decidere dove mettere una spesa che a capire i numeri. Un ottimo punto di partenza è usare le tre categorie della regola 50/30/20, necessità, desideri e risparmi, e poi aggiungere qualche sottocategoria solo dove ti serve più dettaglio, per esempio alimentari o carburante.",
    "Registra le spese ogni giorno o al massimo ogni due giorni. Dopo una settimana gli scontrini si perdono e la memoria inganna. Un'abitudine utile è dedicare cinque minuti la sera, magari sempre alla stessa ora, a inserire le spese della giornata. In poche settimane diventa automatico.",
    "I contanti meritano un'attenzione speciale. Quando prelevi, annota subito l'importo come contanti e registra le singole spese man mano. In alternativa, usa il più possibile pagamenti elettronici: restano sull'estratto conto e rendono il tracciamento quasi automatico.",
    "Tracciare le spese ha anche un vantaggio fiscale. Molte spese danno diritto a una detrazione del {{fatto:detrazione-oneri}} nella dichiarazione dei redditi: per esempio le spese sanitarie per la parte che supera la franchigia di {{fatto:franchigia-spese-sanitarie}}. Per la maggior parte delle spese detraibili è richiesto il pagamento con strumenti tracciabili, come carte o bonifici; fanno eccezione i medicinali, i dispositivi medici e le prestazioni di strutture pubbliche o accreditate con il Servizio sanitario nazionale. Conservare scontrini parlanti e ricevute, e controllarli nella dichiarazione precompilata dell'Agenzia delle Entrate, significa recuperare soldi veri.",
    "Una volta al mese, confronta il totale di ogni categoria con quanto avevi previsto. Le domande da farti sono semplici:",
    "- in quale categoria ho speso più del previsto, e perché?",
    "- ci sono spese ricorrenti che non ricordavo di avere?",
    "- quali spese non rifarei, potendo tornare indietro?",
    "- il risparmio previsto è stato davvero messo da parte?",
    "Non giudicarti per quello che scopri. Lo scopo del tracciamento non è sentirsi in colpa per una pizza in più, ma avere informazioni per decidere meglio il mese successivo. Spesso basta vedere scritto quanto si spende in una categoria per cambiare abitudine senza sforzo.",
    "Nel piano gratuito di questa piattaforma puoi registrare fino a 10 spese al mese: è sufficiente per tenere traccia delle uscite più importanti. Con Premium il tracciamento è illimitato e puoi registrare ogni singola spesa.",
  ].join("\n"),
  questions: [
    {
      question: "Quante categorie conviene usare all'inizio per tracciare le spese?",
      options: ["Poche, per esempio necessità, desideri e risparmi", "Almeno trenta, per avere tutto il dettaglio", "Una sola categoria per tutto", "Nessuna: basta il saldo del conto"],
      correctAnswer: 0,
      explanation: "Poche categorie rendono il tracciamento veloce e i numeri facili da leggere; il dettaglio si aggiunge solo dove serve.",
    },
    {
      question: "Oltre quale franchigia le spese sanitarie danno diritto alla detrazione del {{fatto:detrazione-oneri}}?",
      options: ["50 euro", "{{fatto:franchigia-spese-sanitarie}}", "500 euro", "1.000 euro"],
      correctAnswer: 1,
      explanation: "La detrazione del {{fatto:detrazione-oneri}} si applica alla parte delle spese sanitarie che supera {{fatto:franchigia-spese-sanitarie}}.",
    },
    {
      question: "Ogni quanto conviene registrare le spese?",
      options: ["Una volta all'anno", "Solo quando il conto va in rosso", "Ogni giorno o al massimo ogni due giorni", "Una volta ogni tre mesi"],
      correctAnswer: 2,
      explanation: "Registrare spesso evita di perdere scontrini e ricordi: cinque minuti la sera bastano.",
    },
    {
      question: "Qual è lo scopo principale del confronto mensile tra spese previste e reali?",
      options: [
        "Sentirsi in colpa per ogni spesa extra",
        "Dimostrare alla banca di essere affidabili",
        "Ridurre a zero tutti i desideri",
        "Avere informazioni per decidere meglio il mese successivo",
      ],
      correctAnswer: 3,
      explanation: "Il tracciamento serve a capire e correggere, non a giudicarsi.",
    },
  ],
};
