// Course 4, "Difendersi e farsi valere" (issue 21): free, five lessons on scams, complaints,
// over-indebtedness, family insurance and consumer credit. Slugs are stable identities
// (progress hangs on them): never rename a shipped slug.
import type { SeedCourse, SeedLesson } from "./types";

const truffe: SeedLesson = {
  slug: "dfv-truffe-phishing",
  title: "Truffe e phishing: riconoscerle prima che costino",
  minutes: 14,
  isPremium: false,
  content: [
    "Le truffe finanziarie di oggi non arrivano più soltanto con una telefonata sospetta: arrivano con un SMS che sembra della tua banca, con un annuncio sui social che promette rendimenti garantiti, con un falso consulente gentile e preparato che ti segue per settimane. Il punto comune è sempre lo stesso: creare fretta e fiducia, perché chi ha fretta non controlla e chi si fida non fa domande.",
    "Il caso più diffuso è il falso messaggio della banca. Arriva un SMS, spesso nella stessa conversazione dei messaggi veri, che parla di un accesso anomalo o di un pagamento bloccato e invita a cliccare un link. La pagina che si apre è identica a quella della banca e chiede credenziali e codici. Poco dopo chiama un finto operatore, con un numero che sul display sembra proprio quello della banca, e chiede di leggere il codice appena ricevuto «per annullare l'operazione». In realtà quel codice autorizza un bonifico o l'attivazione dell'app su un altro telefono.",
    "Le regole per difendersi sono poche e valgono sempre:",
    "- La banca non chiede mai via SMS, email o telefono password, codici di accesso o codici di conferma delle operazioni.",
    "- Non cliccare link ricevuti per messaggio: apri tu l'app o digita tu l'indirizzo del sito.",
    "- Se ricevi una chiamata allarmante, riattacca e richiama tu il numero ufficiale scritto sul retro della carta o sul sito della banca.",
    "- Un codice di conferma non si legge a nessuno: serve solo a te, per un'operazione che stai facendo tu.",
    "La seconda famiglia di truffe riguarda gli investimenti. Annunci con volti noti, gruppi su app di messaggistica, piattaforme di trading online che mostrano guadagni velocissimi. Spesso all'inizio si vede davvero un piccolo guadagno sul conto della piattaforma, e si riesce perfino a prelevarlo: serve a convincerti a versare di più. Quando la somma diventa importante, il prelievo si blocca con una scusa, come tasse o commissioni da pagare prima, e chi insiste viene ignorato.",
    "Prima di affidare denaro a qualcuno bisogna verificare che sia autorizzato. In Italia possono prestare servizi di investimento solo soggetti iscritti negli elenchi pubblici: la Consob pubblica l'elenco delle imprese di investimento e segnala i siti abusivi che ha fatto oscurare; la Banca d'Italia tiene gli albi di banche e intermediari finanziari; i consulenti finanziari devono essere iscritti all'albo unico tenuto dall'Organismo di vigilanza e tenuta dell'albo unico dei consulenti finanziari (OCF). La verifica si fa sui siti ufficiali, digitando tu l'indirizzo, non sui link che ti manda il presunto consulente.",
    "Ci sono segnali che devono far scattare l'allarme anche prima della verifica. Rendimenti alti promessi come sicuri, perché rendimento e rischio vanno sempre insieme. Pressione a decidere subito, perché «l'offerta scade stasera». Richiesta di bonifici verso conti esteri o di pagamenti in criptovalute. Un consulente che chiede di installare un programma di accesso remoto al computer «per aiutarti». Contatti solo via chat, mai un ufficio o un contratto leggibile.",
    "Se sei già caduto in una truffa, agisci in fretta. Blocca carte e accessi chiamando il numero ufficiale della banca, cambia le password, presenta denuncia alla Polizia Postale o ai Carabinieri e conserva tutto: messaggi, numeri, ricevute dei bonifici. Con la denuncia puoi chiedere alla banca il rimborso delle operazioni che non hai autorizzato, contestandole entro {{fatto:contestazione-pagamenti-mesi}} dall'addebito: la banca deve rimborsarle subito, al più tardi entro la fine della giornata operativa successiva, salvo che sospetti motivatamente una frode o dimostri una tua colpa grave. Se non risponde o rifiuta puoi rivolgerti all'Arbitro Bancario Finanziario, come vedremo nella prossima lezione.",
    "Ricorda infine che il denaro sul conto corrente di una banca autorizzata è protetto dal sistema di garanzia dei depositi fino a {{fatto:garanzia-depositi}} per depositante e per banca. Nessuna piattaforma abusiva offre questa tutela: è un motivo in più per tenere i risparmi solo presso intermediari che puoi trovare negli elenchi ufficiali.",
    "In famiglia vale la pena parlarne apertamente, soprattutto con i genitori anziani e con i figli adolescenti, che sono i bersagli preferiti. Una regola condivisa, per esempio «nessuno dà codici al telefono, nemmeno alla banca», protegge più di qualsiasi antivirus.",
  ].join("\n"),
  questions: [
    {
      question: "Ricevi un SMS della «banca» che segnala un accesso anomalo e ti chiede di cliccare un link. Cosa fai?",
      options: ["Clicco subito per bloccare l'accesso", "Rispondo all'SMS con i miei dati", "Non clicco e apro io l'app o il sito ufficiale della banca", "Inoltro l'SMS ai familiari"],
      correctAnswer: 2,
      explanation: "I link nei messaggi sono il cuore del phishing: la pagina che si apre copia quella della banca. Si controlla sempre aprendo da sé l'app o digitando l'indirizzo ufficiale.",
    },
    {
      question: "Un operatore al telefono ti chiede di leggergli il codice appena arrivato per «annullare» un bonifico. È corretto?",
      options: ["Sì, se il numero sul display è quello della banca", "No: un codice di conferma non si comunica mai a nessuno", "Sì, se conosce il mio nome e cognome", "Solo se il bonifico è di importo alto"],
      correctAnswer: 1,
      explanation: "Il numero sul display si può falsificare e i truffatori spesso conoscono già i tuoi dati. Il codice autorizza un'operazione: leggerlo a qualcuno significa autorizzarla al suo posto.",
    },
    {
      question: "Dove verifichi che una società possa offrirti servizi di investimento in Italia?",
      options: ["Nelle recensioni sui social", "Sul sito che mi ha indicato il consulente", "Negli elenchi ufficiali di Consob, Banca d'Italia e nell'albo OCF", "Chiedendo a un amico che ha già investito"],
      correctAnswer: 2,
      explanation: "Solo gli elenchi pubblici delle autorità dicono chi è autorizzato. La Consob segnala anche i siti abusivi oscurati. La verifica va fatta digitando l'indirizzo ufficiale, non dai link ricevuti.",
    },
    {
      question: "Una piattaforma di trading ti lascia prelevare un primo piccolo guadagno. Cosa significa?",
      options: ["Che è sicuramente affidabile", "Poco: è una tecnica comune per convincere a versare somme più alte", "Che i guadagni futuri sono garantiti", "Che è autorizzata dalla Consob"],
      correctAnswer: 1,
      explanation: "Nelle truffe di trading online il primo prelievo riuscito serve a conquistare fiducia. Quando la somma cresce, il prelievo viene bloccato con richieste di tasse o commissioni anticipate.",
    },
    {
      question: "Hai subito un addebito che non hai autorizzato. Qual è la prima cosa da fare?",
      options: ["Aspettare l'estratto conto di fine mese", "Bloccare carte e accessi chiamando il numero ufficiale della banca, poi denunciare", "Scrivere al truffatore per chiedere la restituzione", "Chiudere il conto in un'altra banca"],
      correctAnswer: 1,
      explanation: "Bloccare subito limita i danni; la denuncia e le prove servono per chiedere alla banca il rimborso delle operazioni non autorizzate ed eventualmente per ricorrere all'Arbitro Bancario Finanziario.",
    },
  ],
};

const reclami: SeedLesson = {
  slug: "dfv-reclami-abf-acf-ivass",
  title: "Reclami e ricorsi: farsi valere con banca, intermediario e assicurazione",
  minutes: 14,
  isPremium: false,
  content: [
    "Quando qualcosa va storto con la banca, con chi ti ha venduto un investimento o con l'assicurazione, non serve subito un avvocato. Esiste un percorso in due passi, pensato per i clienti: prima il reclamo all'intermediario, poi, se la risposta non arriva o non ti soddisfa, un ricorso a un organismo indipendente che decide in tempi brevi e con costi bassi o nulli. Conoscere questo percorso cambia il rapporto di forza: chi sa di poter ricorrere viene preso sul serio.",
    "Il primo passo è sempre il reclamo scritto. Ogni banca, intermediario e impresa di assicurazione ha un ufficio reclami e deve indicare sul proprio sito come contattarlo: un indirizzo email, una PEC, un modulo online o una raccomandata. Il reclamo è gratuito e deve contenere i tuoi dati, il contratto o il conto interessato, una descrizione chiara dei fatti e che cosa chiedi: un rimborso, la correzione di un addebito, la chiusura di un rapporto. Allega copie di estratti conto, contratti, email. Conserva la prova dell'invio.",
    "L'intermediario deve rispondere entro termini fissati dalle regole del settore, più brevi per i servizi di pagamento come bonifici e carte. Se non risponde in tempo, o se la risposta non ti soddisfa, puoi passare al secondo passo. Scegliere l'organismo giusto dipende dal tipo di problema.",
    "- Conti, carte, bonifici, mutui, prestiti: Arbitro Bancario Finanziario (ABF), istituito presso la Banca d'Italia.",
    "- Investimenti, consulenza, vendita di titoli e fondi: Arbitro per le Controversie Finanziarie (ACF), istituito presso la Consob.",
    "- Polizze e sinistri: Arbitro Assicurativo, operativo dal {{fatto:arbitro-assicurativo-avvio}} e sostenuto dall'IVASS, l'autorità di vigilanza sulle assicurazioni.",
    "L'ABF decide su controversie con banche e intermediari finanziari. Il ricorso si presenta online dal sito dell'Arbitro, anche senza avvocato, dopo aver fatto reclamo alla banca e non oltre {{fatto:abf-mesi-dal-reclamo}} dal reclamo; il costo è un contributo di {{fatto:abf-contributo}} che la banca rimborsa se ti dà ragione. Il collegio decide sulla base dei documenti, entro {{fatto:abf-giorni-decisione}} dalle controdeduzioni della banca: in tutto, di solito, pochi mesi. Le decisioni non sono vincolanti come una sentenza, ma la banca che non le rispetta viene resa nota pubblicamente, e per questo quasi tutte vengono eseguite. Resta sempre possibile andare dal giudice.",
    "L'ACF si occupa dei rapporti con chi presta servizi di investimento: ordini eseguiti male, prodotti troppo rischiosi venduti a chi non li poteva sostenere, informazioni sbagliate o incomplete. Anche qui si parte dal reclamo all'intermediario, poi il ricorso si presenta online e per il cliente è gratuito. L'ACF può riconoscere un risarcimento del danno entro un limite fissato dal suo regolamento. Il ricorso va presentato entro un tempo limitato dal reclamo: conviene non lasciar passare i mesi.",
    "Per le assicurazioni, il reclamo va prima all'impresa o all'intermediario. Se la risposta non arriva entro 45 giorni o non convince, dal {{fatto:arbitro-assicurativo-avvio}} puoi ricorrere all'Arbitro Assicurativo: il ricorso si presenta solo online dal suo portale, senza avvocato, costa {{fatto:arbitro-assicurativo-contributo}}, restituiti se ti dà ragione, e il collegio decide entro {{fatto:arbitro-assicurativo-giorni-decisione}} dalla presentazione, con una proroga per i casi complessi. Come per l'ABF, la decisione non è una sentenza, ma l'impresa che non la rispetta viene resa nota. Puoi anche scrivere all'IVASS con l'apposito modulo: vigila sulle imprese, ma non decide sul risarcimento.",
    "Alcuni consigli pratici valgono per tutti i casi. Scrivi in modo semplice e ordinato: date, importi, che cosa è successo, che cosa chiedi. Non limitarti alle telefonate: solo lo scritto lascia traccia. Rispetta i tempi, perché ogni passo ha le sue scadenze. Se il problema riguarda più prodotti, come un mutuo con una polizza collegata, valuta reclami separati alla banca e all'assicurazione.",
    "Infine, non aver timore di disturbare. Il reclamo è un diritto previsto dalle regole del settore, e gli intermediari sono tenuti a tenerne conto e a comunicare ogni anno quanti ne ricevono. Spesso basta un reclamo ben scritto per ottenere ciò che chiedi, senza bisogno di andare oltre.",
  ].join("\n"),
  questions: [
    {
      question: "La banca ti ha addebitato una commissione che ritieni ingiusta. Qual è il primo passo?",
      options: ["Ricorso diretto al giudice", "Reclamo scritto all'ufficio reclami della banca", "Ricorso all'IVASS", "Smettere di pagare le rate"],
      correctAnswer: 1,
      explanation: "Il reclamo scritto all'intermediario è sempre il primo passo ed è gratuito; solo dopo, se la risposta manca o non soddisfa, si può ricorrere all'ABF.",
    },
    {
      question: "A chi ti rivolgi per un investimento venduto senza informarti correttamente sui rischi, dopo il reclamo?",
      options: ["All'Arbitro per le Controversie Finanziarie (ACF)", "All'Arbitro Bancario Finanziario (ABF)", "All'IVASS", "Al Comune"],
      correctAnswer: 0,
      explanation: "L'ACF, presso la Consob, decide sulle controversie relative ai servizi di investimento; l'ABF si occupa di conti, carte, prestiti e mutui; l'IVASS delle assicurazioni.",
    },
    {
      question: "Che cosa succede se una banca non rispetta una decisione dell'ABF?",
      options: ["Nulla, nessuno lo saprà", "Il cliente perde il diritto di andare dal giudice", "La mancata esecuzione viene resa pubblica", "La banca viene chiusa"],
      correctAnswer: 2,
      explanation: "Le decisioni dell'ABF non sono sentenze, ma l'inadempimento viene reso noto pubblicamente: per questo quasi tutte vengono rispettate. Resta comunque possibile rivolgersi al giudice.",
    },
    {
      question: "Quale elemento NON serve in un buon reclamo?",
      options: ["La descrizione dei fatti con date e importi", "Che cosa chiedi", "Le copie dei documenti", "La password dell'home banking"],
      correctAnswer: 3,
      explanation: "Un reclamo contiene dati, fatti, richiesta e documenti. Password e codici non vanno mai comunicati, nemmeno all'ufficio reclami.",
    },
    {
      question: "Per un sinistro contestato, dopo il reclamo all'impresa senza risposta soddisfacente, a chi puoi fare ricorso?",
      options: ["Alla Consob", "All'Arbitro Assicurativo, online", "Alla Centrale Rischi", "All'Agenzia delle Entrate"],
      correctAnswer: 1,
      explanation: "Dal {{fatto:arbitro-assicurativo-avvio}} l'Arbitro Assicurativo decide le controversie con imprese e intermediari assicurativi: ricorso online, contributo di {{fatto:arbitro-assicurativo-contributo}} restituito se vinci. L'IVASS resta l'autorità di vigilanza a cui si può anche scrivere.",
    },
  ],
};

const sovraindebitamento: SeedLesson = {
  slug: "dfv-sovraindebitamento",
  title: "Sovraindebitamento: segnali d'allarme, Centrale Rischi e vie d'uscita",
  minutes: 15,
  isPremium: false,
  content: [
    "Il sovraindebitamento non arriva all'improvviso. Di solito è una scivolata lenta: una rata in più, una spesa imprevista, un calo di reddito, poi un prestito per pagare l'altro. Riconoscere i segnali in tempo permette di intervenire quando le soluzioni sono ancora semplici. E se la situazione è già grave, la legge prevede procedure che consentono di ripartire.",
    "Ecco i segnali a cui fare attenzione:",
    "- le rate di tutti i debiti insieme assorbono una parte sempre più grande del reddito e a fine mese non resta nulla;",
    "- usi la carta revolving o il fido per le spese di tutti i giorni;",
    "- chiedi un nuovo prestito per pagare le rate di quelli vecchi;",
    "- salti o rinvii bollette e rate, e non sai più esattamente quanto devi e a chi;",
    "- eviti di aprire la posta o di rispondere alle chiamate dei creditori.",
    "Il primo rimedio è fare chiarezza: una lista di tutti i debiti, con creditore, importo residuo, rata, tasso e scadenza. Spesso già questo mostra dove intervenire: chiudere per primi i debiti più cari, rinegoziare con la banca la durata di un finanziamento, sospendere le spese non necessarie. Parlare con il creditore prima di non pagare, e non dopo, apre molte più strade.",
    "È utile sapere che cosa vedono le banche quando chiedi un prestito. La Centrale dei Rischi della Banca d'Italia raccoglie le informazioni che banche e finanziarie comunicano sui crediti dei clienti da {{fatto:centrale-rischi-soglia}} in su, e sulle sofferenze da {{fatto:centrale-rischi-soglia-sofferenze}} in su: un singolo ritardo non basta, la sofferenza indica gravi difficoltà a restituire. Accanto ad essa ci sono i sistemi di informazioni creditizie privati, come quelli gestiti da CRIF, Experian e CTC, che registrano anche i piccoli prestiti, le rate pagate e quelle in ritardo. Ogni cittadino può chiedere gratuitamente i propri dati alla Banca d'Italia e ai gestori privati, e chiederne la correzione se sono sbagliati. Un ritardo segnalato resta visibile per un certo periodo anche dopo essere stato sanato, e può rendere più difficile ottenere un mutuo.",
    "Quando i debiti non sono più sostenibili, il Codice della crisi d'impresa e dell'insolvenza offre a consumatori e famiglie procedure specifiche, seguite da un Organismo di composizione della crisi (OCC). L'OCC è un ente pubblico o privato iscritto in un registro presso il Ministero della giustizia: un suo gestore esamina la situazione, aiuta a preparare la proposta e la presenta al tribunale.",
    "Le strade principali sono tre. La ristrutturazione dei debiti del consumatore è un piano che propone ai creditori di pagare una parte dei debiti, in un tempo definito, secondo ciò che il reddito consente; il giudice la può approvare se il debitore non ha causato il sovraindebitamento con colpa grave o frode. La liquidazione controllata mette a disposizione dei creditori i beni del debitore, salvo quelli necessari per vivere, e una parte dei redditi futuri per un periodo limitato. Infine, l'esdebitazione del debitore incapiente consente a chi non ha nulla da offrire di essere liberato dai debiti residui, una sola volta nella vita e a precise condizioni.",
    "Queste procedure non sono una scorciatoia e richiedono onestà e documenti completi, ma hanno un obiettivo chiaro: permettere alle persone in buona fede di chiudere un capitolo e ricominciare, invece di restare per sempre nella morsa dei debiti. Per orientarsi si può contattare un OCC della propria zona, spesso istituito presso ordini professionali, camere di commercio o comuni, oppure uno sportello di un'associazione dei consumatori.",
    "Attenzione, infine, a chi promette di «cancellare i debiti» in poche settimane o di ripulire il proprio nome dalle banche dati in cambio di un anticipo: nessuno può cancellare una segnalazione corretta, e le procedure vere passano sempre da un OCC e da un tribunale.",
  ].join("\n"),
  questions: [
    {
      question: "Quale di questi è un segnale di sovraindebitamento?",
      options: ["Mettere da parte una somma ogni mese", "Chiedere un nuovo prestito per pagare le rate di quelli vecchi", "Confrontare le offerte dei conti", "Avere un fondo di emergenza"],
      correctAnswer: 1,
      explanation: "Indebitarsi per pagare altri debiti è uno dei segnali più chiari: il debito cresce e le rate assorbono sempre più reddito.",
    },
    {
      question: "Che cos'è la Centrale dei Rischi?",
      options: ["Una banca pubblica che presta denaro", "L'archivio della Banca d'Italia con i crediti segnalati da banche e finanziarie", "Un'assicurazione contro i debiti", "Un elenco di truffatori"],
      correctAnswer: 1,
      explanation: "La Centrale dei Rischi raccoglie i crediti da {{fatto:centrale-rischi-soglia}} in su e le sofferenze da {{fatto:centrale-rischi-soglia-sofferenze}}. Ognuno può chiedere gratis i propri dati e la correzione di quelli sbagliati.",
    },
    {
      question: "Chi ti aiuta a presentare una procedura per il sovraindebitamento?",
      options: ["Un Organismo di composizione della crisi (OCC)", "L'ufficio reclami della banca", "La Consob", "Una società che promette di cancellare i debiti in cambio di un anticipo"],
      correctAnswer: 0,
      explanation: "L'OCC, iscritto in un registro presso il Ministero della giustizia, esamina la situazione, aiuta a preparare la proposta e la presenta al tribunale.",
    },
    {
      question: "Che cosa prevede l'esdebitazione del debitore incapiente?",
      options: ["Un nuovo prestito a tasso zero", "La liberazione dai debiti residui per chi non ha nulla da offrire, una sola volta e a precise condizioni", "La cancellazione automatica di ogni segnalazione", "Il pagamento dei debiti da parte dello Stato"],
      correctAnswer: 1,
      explanation: "È la procedura per chi non ha beni né redditi da offrire ai creditori: consente di ripartire, una volta sola nella vita, se il debitore è in buona fede.",
    },
    {
      question: "Qual è il primo passo pratico quando le rate diventano pesanti?",
      options: ["Smettere di aprire la posta", "Fare la lista di tutti i debiti con importi, rate e tassi", "Aprire una nuova carta revolving", "Aspettare che la situazione migliori da sola"],
      correctAnswer: 1,
      explanation: "Mettere in fila creditori, importi, rate e tassi mostra dove intervenire: chiudere prima i debiti più cari, rinegoziare, tagliare le spese non necessarie.",
    },
  ],
};

const assicurazioni: SeedLesson = {
  slug: "dfv-assicurazioni-famiglia",
  title: "Le assicurazioni essenziali per una famiglia",
  minutes: 13,
  isPremium: false,
  content: [
    "Un'assicurazione serve a trasformare un rischio che non potresti sostenere in una spesa piccola e prevedibile. È una regola semplice che aiuta a scegliere: si assicurano per primi gli eventi rari ma rovinosi, non quelli frequenti e piccoli, che conviene coprire con il fondo di emergenza. Una famiglia che paga molte polizze su piccoli rischi e nessuna sui grandi spende tanto ed è poco protetta.",
    "Alcune assicurazioni sono obbligatorie. La più nota è la responsabilità civile auto, necessaria per circolare: copre i danni che causi ad altri con il veicolo, non quelli al tuo. Chi stipula un mutuo deve di solito assicurare la casa contro incendio e scoppio, perché l'immobile è la garanzia della banca. Attenzione però: la polizza si può scegliere anche presso un'altra compagnia, purché abbia le coperture richieste; la banca non può imporre la propria.",
    "Poi ci sono le coperture che non sono obbligatorie ma che per molte famiglie contano più di tutte:",
    "- La responsabilità civile del capofamiglia copre i danni che tu, i tuoi figli o il tuo animale causate ad altri nella vita privata: il vaso che cade dal balcone, il figlio che in bicicletta urta un'auto, il cane che morde. Costa poco e protegge da richieste di risarcimento che possono essere molto alte.",
    "- La temporanea caso morte paga un capitale ai beneficiari se l'assicurato muore durante il contratto. È la copertura giusta quando qualcuno dipende dal tuo reddito: figli piccoli, un partner senza reddito, un mutuo da finire. Non ha valore di investimento ed è per questo economica.",
    "- La polizza infortuni e quella sull'invalidità proteggono il reddito se un incidente o una malattia impediscono di lavorare. Per un lavoratore autonomo, che non ha le tutele del dipendente, sono spesso più importanti di quanto si pensi.",
    "- La polizza sulla casa può coprire, oltre a incendio e scoppio, i danni d'acqua, il furto e gli eventi naturali come terremoti e alluvioni, che in molte zone del Paese non sono affatto rari.",
    "Per scegliere bene conviene fare tre domande. Chi dipende da me e per quanto tempo? Quale evento metterebbe in crisi il bilancio familiare? Quanto potrei pagare di tasca mia senza problemi? Le risposte indicano che cosa assicurare, per quanto e con quale franchigia: una franchigia più alta abbassa il premio ed è sensata se hai un fondo di emergenza.",
    "Prima di firmare leggi il set informativo: che cosa è coperto, che cosa è escluso, i massimali, le franchigie e gli scoperti, le carenze iniziali, come si denuncia un sinistro. Diffida delle polizze abbinate a un prestito o a un conto e proposte come indispensabili: spesso sono care e poco utili, e hai diritto di confrontarle con altre offerte. Ogni anno, alla scadenza, ricontrolla se le coperture sono ancora adatte: la famiglia cambia, e con lei i rischi da proteggere.",
    "Un'ultima attenzione riguarda le polizze vita che promettono rendimenti, come le unit linked o i prodotti multiramo. Sono strumenti di investimento con costi spesso elevati, non coperture di protezione: vanno valutate con le regole degli investimenti, confrontando costi e rischi, e non confuse con la temporanea caso morte.",
    "Se un sinistro non viene pagato come previsto, il percorso è quello visto nella lezione sui reclami: prima il reclamo scritto all'impresa, poi, se serve, all'IVASS.",
  ].join("\n"),
  questions: [
    {
      question: "Secondo la regola di base, quali rischi conviene assicurare per primi?",
      options: ["I piccoli guasti frequenti", "Gli eventi rari ma che il bilancio familiare non potrebbe sostenere", "Solo quelli dell'auto", "Quelli che l'agente propone per primi"],
      correctAnswer: 1,
      explanation: "L'assicurazione trasforma un rischio rovinoso in una spesa piccola. I danni piccoli e frequenti si coprono meglio con il fondo di emergenza.",
    },
    {
      question: "Che cosa copre la responsabilità civile del capofamiglia?",
      options: ["I danni che la famiglia causa ad altri nella vita privata", "I danni alla propria auto", "Le spese mediche della famiglia", "Il furto in casa"],
      correctAnswer: 0,
      explanation: "Copre i danni causati a terzi da te, dai familiari o dagli animali domestici nella vita di tutti i giorni: costa poco e protegge da richieste potenzialmente molto alte.",
    },
    {
      question: "Quando è più utile una polizza temporanea caso morte?",
      options: ["Quando nessuno dipende dal tuo reddito", "Quando figli, partner o un mutuo dipendono dal tuo reddito", "Come investimento per la pensione", "Solo dopo i settant'anni"],
      correctAnswer: 1,
      explanation: "Protegge chi resta se viene a mancare il reddito dell'assicurato. Non è un investimento, ed è per questo che costa relativamente poco.",
    },
    {
      question: "Con un mutuo, la banca può obbligarti a comprare la sua polizza incendio e scoppio?",
      options: ["Sì, sempre", "No: puoi sceglierne una di un'altra compagnia con le coperture richieste", "Sì, se il mutuo supera una certa somma", "No, perché la polizza non è mai richiesta"],
      correctAnswer: 1,
      explanation: "La copertura incendio e scoppio è di solito richiesta perché la casa garantisce il mutuo, ma il cliente può scegliere la compagnia, purché la polizza abbia le coperture richieste.",
    },
    {
      question: "Che effetto ha, di norma, una franchigia più alta?",
      options: ["Premio più alto", "Premio più basso, ma paghi di tasca tua i danni sotto la franchigia", "Nessun effetto", "Coperture più ampie"],
      correctAnswer: 1,
      explanation: "Con la franchigia una parte di ogni danno resta a tuo carico e il premio scende: ha senso se hai un fondo di emergenza per i danni piccoli.",
    },
  ],
};

const credito: SeedLesson = {
  slug: "dfv-bnpl-tan-taeg",
  title: "Compra ora, paga dopo e credito al consumo: leggere TAN e TAEG",
  minutes: 14,
  isPremium: false,
  content: [
    "Comprare a rate non è mai stato così facile. Alla cassa online compare il tasto «paga in tre rate», in negozio ti propongono un finanziamento per lo smartphone o per il divano, e spesso la parola che si sente di più è «gratis». Il credito al consumo può essere uno strumento utile, ma solo se sai quanto costa davvero e se la rata entra nel tuo budget senza toglierti il respiro.",
    "Il «compra ora, paga dopo» divide un acquisto in poche rate, di solito senza interessi se paghi puntuale. Dal {{fatto:credito-consumatori-bnpl-decorrenza}}, con il recepimento della nuova direttiva europea sul credito ai consumatori, rientra nelle stesse regole dei prestiti: informazioni prima della firma, verifica che tu possa rimborsare, diritto di recesso. Il costo nascosto sta altrove: penali per i ritardi, interessi che scattano se sposti una rata, e soprattutto la facilità con cui si accumulano tanti piccoli acquisti rateizzati su app diverse. Ogni singola rata sembra piccola; la somma a fine mese può non esserlo. Chi usa questi servizi dovrebbe segnare tutte le rate in un unico elenco, come fossero spese fisse del budget.",
    "Per i finanziamenti veri e propri, due sigle dicono quanto costa il denaro. Il TAN, tasso annuo nominale, è il tasso di interesse puro applicato al capitale prestato. Il TAEG, tasso annuo effettivo globale, comprende invece anche le altre spese obbligatorie: istruttoria, incasso delle rate, imposte, eventuali polizze richieste per ottenere il prestito. È il TAEG il numero da usare per confrontare due offerte, perché racconta il costo complessivo.",
    "Un esempio aiuta. Un'offerta a «tasso zero» può avere TAN pari a zero ma un TAEG positivo, perché ci sono spese di istruttoria e di incasso rata. Al contrario, un prestito con un TAN un po' più alto ma senza spese può costare meno. Anche la durata conta: allungare il piano abbassa la rata ma fa pagare interessi per più tempo, e il totale da restituire cresce.",
    "Prima di firmare, il finanziatore deve consegnarti il modulo con le informazioni europee di base sul credito ai consumatori, chiamato SECCI. Lì trovi importo, durata, numero e importo delle rate, TAN, TAEG e l'importo totale dovuto. Leggilo con calma: se un venditore ha fretta che tu firmi, è un buon motivo per rallentare. Hai anche il diritto di ripensarci entro {{fatto:recesso-credito-consumatori-giorni}} dalla firma senza dover spiegare il motivo, restituendo il capitale e gli interessi maturati nel frattempo.",
    "Attenzione particolare meritano le carte revolving. Permettono di rimborsare a piccole rate mensili ciò che spendi, ma su tutto il debito residuo applicano tassi tra i più alti del mercato. Se usi una revolving per le spese di ogni giorno, il debito si rinnova di continuo e la rata serve soprattutto a pagare interessi. Se ne hai una, controlla nell'estratto conto il TAEG e il debito residuo e valuta di rimborsarla per prima.",
    "Infine, qualche regola di buon senso per decidere:",
    "- la somma di tutte le rate, mutuo compreso, deve restare una parte contenuta del reddito netto, in modo da lasciare spazio a risparmi e imprevisti;",
    "- rateizza i beni che durano più del finanziamento, non le spese che finiscono subito come vacanze o cene;",
    "- confronta almeno due offerte guardando TAEG e importo totale dovuto, non solo la rata;",
    "- non firmare polizze o servizi aggiuntivi che non hai chiesto senza sapere quanto incidono sul TAEG.",
    "Se un finanziamento è già diventato pesante, ricorda quanto visto nella lezione sul sovraindebitamento: fare la lista dei debiti, parlare con il finanziatore prima di saltare le rate e, se serve, chiedere aiuto a un Organismo di composizione della crisi o a uno sportello per i consumatori.",
  ].join("\n"),
  questions: [
    {
      question: "Quale indicatore usi per confrontare il costo complessivo di due prestiti?",
      options: ["Il TAN", "Il TAEG", "L'importo della rata", "Il numero di rate"],
      correctAnswer: 1,
      explanation: "Il TAEG include interessi e spese obbligatorie (istruttoria, incasso rata, imposte, polizze richieste): è il numero che racconta il costo complessivo e permette il confronto.",
    },
    {
      question: "Un finanziamento pubblicizzato a «tasso zero» può avere un costo?",
      options: ["No, mai", "Sì: il TAN può essere zero ma il TAEG positivo per le spese", "Solo se dura più di dieci anni", "Solo se lo paghi in anticipo"],
      correctAnswer: 1,
      explanation: "Il tasso zero riguarda spesso solo il TAN; spese di istruttoria e di incasso rata fanno salire il TAEG sopra zero.",
    },
    {
      question: "Che cosa succede di solito allungando la durata di un prestito a parità di importo?",
      options: ["La rata scende e il totale degli interessi sale", "La rata sale e gli interessi scendono", "Non cambia nulla", "Il TAEG diventa zero"],
      correctAnswer: 0,
      explanation: "Una durata più lunga abbassa la rata, ma gli interessi si pagano per più tempo e l'importo totale da restituire cresce.",
    },
    {
      question: "Perché le carte revolving sono rischiose se usate per le spese quotidiane?",
      options: ["Perché non si possono usare online", "Perché applicano tassi alti sul debito residuo, che si rinnova di continuo", "Perché non hanno un limite di spesa", "Perché non permettono rimborsi"],
      correctAnswer: 1,
      explanation: "Le revolving applicano tassi tra i più alti del mercato sul debito residuo; usate ogni giorno, la rata finisce per pagare soprattutto interessi.",
    },
    {
      question: "Quale documento riassume importo, durata, TAN, TAEG e totale dovuto prima della firma?",
      options: ["Il SECCI, modulo informazioni europee di base sul credito ai consumatori", "La dichiarazione dei redditi", "La polizza casa", "L'estratto conto"],
      correctAnswer: 0,
      explanation: "Il finanziatore deve consegnare il SECCI prima della firma: lì si leggono tutte le condizioni essenziali per confrontare le offerte.",
    },
  ],
};

export const course4: SeedCourse = {
  slug: "difendersi-e-farsi-valere",
  title: "Difendersi e farsi valere",
  description: "Truffe e phishing, reclami e arbitri, sovraindebitamento, assicurazioni essenziali e credito al consumo: come proteggere la famiglia e far valere i propri diritti.",
  isPremium: false,
  order: 4,
  lessons: [truffe, reclami, sovraindebitamento, assicurazioni, credito],
};
