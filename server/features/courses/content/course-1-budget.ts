// Course 1 (free): the household budget for a single-income family. Slugs are stable identities
// (progress hangs on them): never rename a shipped slug.
import type { SeedCourse, SeedLesson } from "./types";
import { lesson503020, lessonBudgetBasics } from "./course-1-lessons-a";
import { lessonFixedVariable, lessonTracking } from "./course-1-lessons-b";
import { lessonDebts, lessonEmergencyFund } from "./course-1-lessons-c";

const lessonSavingGoals: SeedLesson = {
  slug: "obiettivi-di-risparmio",
  title: "Obiettivi di risparmio e piano annuale",
  minutes: 15,
  isPremium: false,
  content: [
    "Risparmiare senza un obiettivo è difficile: i soldi messi da parte sembrano sempre disponibili per qualcosa di più urgente. Dare un nome e una data a ogni risparmio trasforma una rinuncia in un progetto. In questa lezione impari a fissare obiettivi chiari e a costruire un piano annuale che li renda raggiungibili con un solo reddito.",
    "Un buon obiettivo di risparmio è specifico, misurabile e con una scadenza. Mettere da parte qualche soldo per le vacanze non è un obiettivo; mettere da parte 1.200 euro entro giugno per le vacanze estive lo è. Con la cifra e la data puoi calcolare subito quanto serve ogni mese: 1.200 euro in sei mesi sono 200 euro al mese. Se la cifra mensile è troppo alta per il tuo budget, puoi allungare i tempi o ridurre l'obiettivo, ma lo decidi prima, non a metà strada.",
    "Gli obiettivi di una famiglia si possono dividere per orizzonte temporale:",
    "- a breve termine, entro un anno: il fondo di emergenza, le vacanze, l'acquisto di un elettrodomestico, le spese per l'inizio della scuola;",
    "- a medio termine, da uno a cinque anni: la sostituzione dell'auto, l'anticipo per la casa, un corso di formazione;",
    "- a lungo termine, oltre cinque anni: gli studi universitari dei figli, la pensione integrativa, l'acquisto della casa.",
    "L'orizzonte temporale decide anche dove tenere i soldi. Quello che serve entro un anno va tenuto al sicuro e disponibile, su un conto separato o un conto deposito. Per gli obiettivi lontani nel tempo, invece, ha senso valutare strumenti che possono crescere di più, come i titoli di Stato o un piano di accumulo in fondi o ETF, accettando oscillazioni lungo il percorso. Ne parleremo nel corso dedicato a risparmio e investimenti.",
    "Stabilisci le priorità. Con un solo reddito non si può fare tutto insieme, e va bene così. Un ordine prudente è questo: prima un piccolo fondo di emergenza di 1.000 euro, poi l'estinzione dei debiti più costosi, come carte revolving e prestiti con TAEG alto, poi il fondo di emergenza completo, e solo dopo gli obiettivi di medio e lungo termine. Ogni euro di interessi evitati è un euro guadagnato con certezza.",
    "Per gli obiettivi prevedibili usa i fondi di accantonamento: piccoli salvadanai separati, uno per ogni scopo. Molte banche permettono di creare sottoconti o salvadanai digitali con un nome, come auto, scuola o Natale. Vedere ogni obiettivo crescere separatamente è molto motivante e impedisce di usare i soldi delle vacanze per un acquisto impulsivo.",
    "Automatizza il più possibile. Un bonifico periodico il giorno dopo l'accredito dello stipendio sposta il risparmio prima che tu possa spenderlo. Stabilisci anche cosa fare con le entrate straordinarie: per esempio, metà della tredicesima o del rimborso del 730 agli obiettivi e metà a una spesa piacevole per la famiglia. Una regola decisa prima evita discussioni dopo.",
    "Infine, prepara un piano annuale. A gennaio, o in qualsiasi mese tu voglia iniziare, scrivi su un foglio gli obiettivi dell'anno, la cifra di ciascuno, la scadenza e la quota mensile. Accanto, elenca le spese annuali previste mese per mese: assicurazioni, bollo, tasse, scuola, regali. Ogni tre mesi controlla a che punto sei e aggiusta le quote se qualcosa è cambiato.",
    "Festeggia i traguardi. Quando raggiungi un obiettivo, riconoscilo in famiglia, magari con una piccola spesa prevista proprio per questo. Il risparmio è una maratona, e i traguardi intermedi sono quelli che ti fanno arrivare in fondo.",
  ].join("\n"),
  questions: [
    {
      question: "Quale di questi è un obiettivo di risparmio ben definito?",
      options: ["Risparmiare un po' di più", "Mettere da parte 1.200 euro entro giugno per le vacanze", "Spendere meno quando possibile", "Diventare ricchi"],
      correctAnswer: 1,
      explanation: "Un obiettivo utile ha una cifra e una scadenza: così si calcola la quota mensile.",
    },
    {
      question: "Dove conviene tenere i soldi per un obiettivo da raggiungere entro un anno?",
      options: ["In azioni di una singola società", "In criptovalute", "Su un conto separato o un conto deposito", "In un fondo pensione"],
      correctAnswer: 2,
      explanation: "Per l'orizzonte breve contano sicurezza e disponibilità, non il rendimento.",
    },
    {
      question: "Con un solo reddito, quale ordine di priorità è più prudente?",
      options: [
        "Piccolo fondo di emergenza, debiti costosi, fondo completo, poi obiettivi a lungo termine",
        "Investire subito tutto in borsa",
        "Vacanze, poi fondo di emergenza",
        "Prima la pensione integrativa, poi i debiti",
      ],
      correctAnswer: 0,
      explanation: "Prima una protezione minima, poi l'eliminazione dei debiti più cari, poi la sicurezza completa e infine gli obiettivi lontani.",
    },
    {
      question: "Per mettere da parte 1.200 euro in sei mesi, quanto serve ogni mese?",
      options: ["100 euro", "150 euro", "240 euro", "200 euro"],
      correctAnswer: 3,
      explanation: "1.200 euro divisi per sei mesi fanno 200 euro al mese.",
    },
  ],
};

export const course1: SeedCourse = {
  slug: "budget-familiare",
  title: "Budget Familiare per Principianti",
  description:
    "Le basi per gestire i soldi di una famiglia con un solo reddito: budget, regola 50/30/20, spese fisse e variabili, fondo di emergenza, debiti e obiettivi di risparmio.",
  isPremium: false,
  order: 1,
  lessons: [lessonBudgetBasics, lesson503020, lessonFixedVariable, lessonTracking, lessonEmergencyFund, lessonDebts, lessonSavingGoals],
};
