// Course 1, lessons 5-7: emergency fund, debts and loans, saving goals.
import type { SeedLesson } from "./types";

export const lessonEmergencyFund: SeedLesson = {
  slug: "fondo-di-emergenza",
  title: "Il fondo di emergenza",
  minutes: 18,
  isPremium: false,
  content: [
    "Il fondo di emergenza è una somma di denaro messa da parte solo per gli imprevisti veri: la caldaia che si rompe, una spesa medica urgente, l'auto da riparare, un periodo senza stipendio. È il primo obiettivo di risparmio di ogni famiglia, perché senza di esso ogni imprevisto si trasforma in un debito.",
    "Quanto deve essere grande? La regola più diffusa indica da tre a sei mesi di spese essenziali. Attenzione: non tre mesi di stipendio, ma tre mesi di necessità, cioè affitto o mutuo, bollette, alimentari, trasporti, rate. Se le spese essenziali della tua famiglia sono 1.400 euro al mese, il fondo va da 4.200 a 8.400 euro.",
    "In una famiglia con un solo reddito conviene puntare alla parte alta della forchetta, sei mesi o anche di più. Il motivo è semplice: se quell'unico reddito si interrompe, per una malattia, un licenziamento o la fine di un contratto a termine, non c'è un secondo stipendio che copra le spese. Anche i lavoratori autonomi, con entrate irregolari, hanno bisogno di un fondo più ampio.",
    "Se la cifra ti sembra enorme, non scoraggiarti. Il fondo si costruisce per tappe:",
    "- prima tappa: 1.000 euro, sufficienti per la maggior parte dei piccoli imprevisti;",
    "- seconda tappa: un mese di spese essenziali;",
    "- terza tappa: tre mesi di spese essenziali;",
    "- quarta tappa: sei mesi, l'obiettivo consigliato per chi ha un solo reddito.",
    "Ogni tappa raggiunta rende la famiglia più tranquilla. Per arrivarci, imposta un bonifico automatico mensile verso il fondo, anche piccolo, e aggiungi le entrate straordinarie, come una parte della tredicesima o un rimborso fiscale.",
    "Dove tenere il fondo? Deve essere sicuro e disponibile in pochi giorni. Non è il posto per investimenti che possono perdere valore nel breve periodo, come le azioni: l'emergenza potrebbe arrivare proprio quando i mercati sono in calo. Le soluzioni adatte sono un conto corrente separato da quello di tutti i giorni, oppure un conto deposito libero, che permette di prelevare quando serve e spesso offre un piccolo interesse. Evita i conti deposito vincolati per la parte che potrebbe servirti subito.",
    "I depositi bancari in Italia sono protetti dal Fondo Interbancario di Tutela dei Depositi fino a {{fatto:garanzia-depositi}} per depositante e per banca: un fondo di emergenza familiare rientra ampiamente in questa tutela. Ricorda però che gli interessi di un conto deposito sono tassati al {{fatto:aliquota-redditi-finanziari}} e che sui conti deposito si paga l'imposta di bollo dello {{fatto:bollo-prodotti-finanziari}} annuo sulla giacenza; sui conti correnti intestati a persone fisiche l'imposta di bollo è di {{fatto:bollo-conto-corrente}} l'anno, dovuta solo se la giacenza media supera {{fatto:bollo-conto-corrente-soglia}}.",
    "Tenere il fondo separato dal conto di tutti i giorni è importante anche per un motivo psicologico: se i soldi sono mescolati con quelli delle spese correnti, è facile usarli senza accorgersene. Un conto a parte, magari senza carta collegata, crea quella piccola distanza che protegge il fondo.",
    "Che cosa è un'emergenza? Una spesa imprevista e necessaria. Le vacanze, i saldi o un nuovo telefono non lo sono. Le spese prevedibili, come il bollo auto o i libri di scuola, non lo sono nemmeno: vanno coperte con gli accantonamenti mensili del budget. Se usi il fondo, la priorità del mese successivo diventa ricostituirlo.",
    "Un fondo di emergenza non rende ricchi, ma rende liberi: permette di affrontare un imprevisto senza chiedere un prestito, senza usare la carta revolving e senza dover vendere un investimento nel momento sbagliato.",
  ].join("\n"),
  questions: [
    {
      question: "Quanto dovrebbe coprire, di regola, il fondo di emergenza?",
      options: ["Da tre a sei mesi di spese essenziali", "Una settimana di spese", "Due anni di stipendio lordo", "Solo il costo delle vacanze"],
      correctAnswer: 0,
      explanation: "La regola diffusa è da tre a sei mesi di spese essenziali; chi ha un solo reddito dovrebbe puntare a sei mesi o più.",
    },
    {
      question: "Perché una famiglia monoreddito dovrebbe avere un fondo più ampio?",
      options: [
        "Perché paga più tasse",
        "Perché le banche lo impongono",
        "Perché se l'unico reddito si interrompe non c'è un secondo stipendio",
        "Perché i conti deposito rendono di più",
      ],
      correctAnswer: 2,
      explanation: "Con un solo reddito, la sua interruzione lascia la famiglia senza entrate: serve un cuscinetto più lungo.",
    },
    {
      question: "Qual è il posto più adatto per il fondo di emergenza?",
      options: ["Un portafoglio di azioni", "Un conto separato o un conto deposito libero", "Un conto deposito vincolato a cinque anni", "Contanti nascosti in casa"],
      correctAnswer: 1,
      explanation: "Il fondo deve essere sicuro e disponibile in pochi giorni: conto separato o conto deposito libero.",
    },
    {
      question: "Fino a quale importo il Fondo Interbancario di Tutela dei Depositi protegge i depositi, per depositante e per banca?",
      options: ["10.000 euro", "50.000 euro", "250.000 euro", "100.000 euro"],
      correctAnswer: 3,
      explanation: "La tutela dei depositi arriva a {{fatto:garanzia-depositi}} per depositante e per banca.",
    },
    {
      question: "Quale di queste è una vera emergenza da coprire con il fondo?",
      options: ["I saldi di fine stagione", "Il bollo auto annuale", "Una riparazione urgente della caldaia in inverno", "Il nuovo modello di telefono"],
      correctAnswer: 2,
      explanation: "Un'emergenza è imprevista e necessaria; il bollo è prevedibile e va accantonato nel budget.",
    },
  ],
};

export const lessonDebts: SeedLesson = {
  slug: "debiti-e-prestiti",
  title: "Debiti e prestiti: TAN, TAEG e Centrale Rischi",
  minutes: 20,
  isPremium: false,
  content: [
    "Un prestito non è di per sé un errore: un mutuo per la casa o un finanziamento per un'auto necessaria al lavoro possono essere scelte sensate. Il problema nasce quando il debito serve a coprire le spese correnti, quando costa troppo o quando le rate diventano troppo pesanti rispetto al reddito. Per decidere bene bisogna saper leggere il costo di un prestito.",
    "Il TAN, tasso annuo nominale, indica soltanto il tasso di interesse applicato alla somma prestata, su base annua. Non comprende le altre spese. Il TAEG, tasso annuo effettivo globale, è invece l'indicatore del costo totale del credito: oltre agli interessi include le spese di istruttoria, le spese di incasso delle rate, le commissioni e i costi delle assicurazioni obbligatorie. Per confrontare due prestiti si guarda sempre il TAEG, non il TAN.",
    "Un esempio chiarisce la differenza. Un finanziamento pubblicizzato a TAN 0% può avere un TAEG del 6% o più, perché ci sono spese di istruttoria e di gestione. Al contrario, un prestito con un TAN un po' più alto ma senza spese può costare meno. Per legge il TAEG deve comparire negli annunci pubblicitari che indicano un tasso e nel documento Informazioni europee di base sul credito ai consumatori, chiamato SECCI, che la banca o la finanziaria deve consegnarti prima della firma.",
    "Prima di firmare un contratto di credito ai consumatori controlla sempre:",
    "- il TAEG e l'importo totale dovuto, cioè quanto restituirai in tutto;",
    "- l'importo e il numero delle rate;",
    "- le assicurazioni collegate, e se sono davvero obbligatorie;",
    "- le condizioni di estinzione anticipata.",
    "Hai inoltre {{fatto:recesso-credito-consumatori-giorni}} di tempo dalla firma per recedere dal contratto di credito ai consumatori senza dover dare una motivazione, restituendo il capitale e gli interessi maturati nel frattempo.",
    "Esiste anche un limite al costo del denaro: il tasso soglia dell'usura. Il Ministero dell'Economia e delle Finanze lo pubblica ogni trimestre, per ogni tipo di finanziamento, sulla base dei tassi medi rilevati dalla Banca d'Italia. Un prestito con un tasso oltre la soglia è usurario e illegale.",
    "Quanto debito è sostenibile? La soglia usata in tutta l'app è che il totale delle rate di tutti i finanziamenti non superi il {{fatto:mutuo-rata-reddito-max}} del reddito netto mensile; la lettura prudente della stessa regola è restare entro {{fatto:mutuo-rata-reddito-prudente}}. In una famiglia monoreddito è meglio restare ben sotto questa soglia. Fai particolare attenzione alle carte revolving e alle formule compra ora e paga dopo: sembrano comode, ma le carte revolving hanno spesso un TAEG molto elevato e le piccole rate si sommano facilmente.",
    "Se hai più debiti, ci sono due strategie per estinguerli. Con il metodo valanga paghi il minimo su tutti e concentri ogni euro in più sul debito con il tasso più alto: è il metodo che fa risparmiare più interessi. Con il metodo palla di neve parti dal debito più piccolo: risparmi un po' meno, ma le prime vittorie arrivano presto e aiutano a non mollare.",
    "Infine, la Centrale dei Rischi della Banca d'Italia. È un archivio in cui banche e finanziarie segnalano i crediti verso i propri clienti: in generale quelli di importo pari o superiore a {{fatto:centrale-rischi-soglia}}, mentre le sofferenze, cioè i crediti verso chi è in grave e stabile difficoltà nel restituire, vengono segnalate a partire da {{fatto:centrale-rischi-soglia-sofferenze}}. Banche e finanziarie la consultano per valutare una nuova richiesta di prestito. Ogni persona può chiedere gratuitamente i propri dati alla Banca d'Italia, anche online. Diversi dalla Centrale dei Rischi sono i sistemi di informazioni creditizie privati, come CRIF, che registrano anche i prestiti piccoli e i ritardi nei pagamenti delle rate.",
    "Pagare le rate con puntualità è quindi importante due volte: evita interessi di mora e protegge la tua reputazione creditizia per quando ti servirà, per esempio, un mutuo.",
  ].join("\n"),
  questions: [
    {
      question: "Quale indicatore usare per confrontare il costo di due prestiti?",
      options: ["Il TAN", "Il TAEG", "L'importo della rata", "Il numero di rate"],
      correctAnswer: 1,
      explanation: "Il TAEG comprende interessi, spese e assicurazioni obbligatorie: è l'indicatore del costo totale del credito.",
    },
    {
      question: "Un prestito a TAN 0% è sempre gratuito?",
      options: [
        "Sì, il TAN zero significa costo zero",
        "Sì, ma solo per importi sotto 1.000 euro",
        "No, spese di istruttoria e gestione possono rendere il TAEG positivo",
        "No, perché il TAN è sempre più alto del TAEG",
      ],
      correctAnswer: 2,
      explanation: "Le spese accessorie entrano nel TAEG: un TAN 0% può avere un TAEG ben superiore a zero.",
    },
    {
      question: "Entro quanti giorni dalla firma si può recedere da un contratto di credito ai consumatori?",
      options: ["{{fatto:recesso-credito-consumatori-giorni}}", "3 giorni", "60 giorni", "Non è possibile recedere"],
      correctAnswer: 0,
      explanation: "Il consumatore può recedere entro {{fatto:recesso-credito-consumatori-giorni}} senza motivazione, restituendo capitale e interessi maturati.",
    },
    {
      question: "Da quale importo, in generale, i crediti vengono segnalati alla Centrale dei Rischi della Banca d'Italia?",
      options: ["100 euro", "5.000 euro", "1 milione di euro", "{{fatto:centrale-rischi-soglia}}"],
      correctAnswer: 3,
      explanation: "La soglia generale è {{fatto:centrale-rischi-soglia}}; le sofferenze si segnalano già da {{fatto:centrale-rischi-soglia-sofferenze}}.",
    },
    {
      question: "Quale strategia di rimborso fa risparmiare più interessi?",
      options: ["Pagare solo il minimo su tutti i debiti", "Il metodo valanga, partendo dal debito con il tasso più alto", "Aprire una nuova carta revolving", "Il metodo palla di neve, partendo dal debito più piccolo"],
      correctAnswer: 1,
      explanation: "Concentrare i pagamenti extra sul tasso più alto riduce al minimo gli interessi complessivi.",
    },
  ],
};
