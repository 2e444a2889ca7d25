// Course 5, "Se l'unico reddito si ferma" (issue 42): free, five lessons on what happens when the
// one income of the family stops (job loss, sickness, injury, death) and how to prepare. Figures
// are registry placeholders (docs/facts.md). Slugs are stable identities: never rename a shipped slug.
import type { SeedCourse, SeedLesson } from "./types";

const piano: SeedLesson = {
  slug: "sr-piano-fondo-emergenza",
  title: "Un solo reddito: il piano prima del problema",
  minutes: 9,
  isPremium: false,
  content: [
    "In molte famiglie entra un solo stipendio. Finché arriva ogni mese tutto regge: l'affitto o il mutuo, la spesa, le bollette, le esigenze dei figli. Il rischio più grande non è una spesa imprevista, ma che quell'unico reddito si fermi: per un licenziamento, la fine di un contratto, una malattia lunga, un infortunio o, nel caso peggiore, la morte di chi lavora. Questo corso spiega con parole semplici cosa succede in ciascun caso, quali aiuti pubblici esistono, quanto valgono e come si chiedono. Questa prima lezione è il piano: cosa preparare oggi, quando tutto va bene.",
    "Il primo passo è sapere quanto costa davvero un mese di vita della famiglia. Non lo stipendio, ma le spese essenziali: casa (affitto o rata del mutuo, condominio), bollette, spesa alimentare, trasporti, rate di prestiti, assicurazioni, scuola e salute. Se tieni traccia delle spese, la cifra la trovi già nell'app; altrimenti prendi gli estratti conto degli ultimi tre mesi e fai la media. Questa cifra è il numero su cui si costruisce tutto il resto.",
    "Il secondo passo è capire cosa entrerebbe se lo stipendio si fermasse. Di solito non si resta a zero. Chi perde il lavoro da dipendente ha in genere diritto alla NASpI, che vale {{fatto:naspi-percentuale}} della retribuzione media fino a un tetto e poi cala mese dopo mese; chi si ammala riceve un'indennità dall'INPS; chi si infortuna sul lavoro riceve un'indennità dall'INAIL. Queste somme però sono più basse dello stipendio, arrivano con qualche settimana di ritardo e durano un tempo limitato. La differenza tra le spese essenziali e questi aiuti è il buco che il fondo di emergenza deve coprire.",
    "Quanto deve essere grande il fondo? La regola generale, vista nel primo corso, è da tre a sei mesi di spese essenziali. Con un solo reddito conviene stare nella parte alta, almeno sei mesi, e avvicinarsi a un anno se il lavoro è precario, se chi lavora è autonomo (e quindi senza NASpI) o se in famiglia ci sono spese che non si possono ridurre.",
    "Un esempio aiuta. Una famiglia spende 1.600 € al mese per l'essenziale e supponiamo che, in caso di licenziamento, l'indennità di disoccupazione sia di 1.100 €. Il buco è di 500 € al mese: se la ricerca di un nuovo lavoro dura sei mesi fanno 3.000 €. Va aggiunto almeno un mese intero di spese, perché il primo pagamento non arriva subito: in tutto 4.600 €. È il minimo indispensabile; la regola dei sei mesi di spese, cioè 9.600 €, lascia margine per gli imprevisti che non aspettano, come l'auto che si rompe proprio in quel periodo.",
    "Dove tenere questi soldi? Su un conto separato da quello di tutti i giorni, oppure su un conto deposito senza vincoli o con vincoli brevi: devono essere disponibili in pochi giorni e non devono perdere valore nel momento in cui servono. Non vanno investiti in Borsa, perché una crisi economica spesso porta insieme licenziamenti e mercati in calo.",
    "Il terzo passo sono i documenti, da preparare a mente fredda:",
    "- le credenziali SPID o la Carta d'identità elettronica di entrambi i coniugi, per entrare nel sito dell'INPS;",
    "- l'estratto conto contributivo (nel Fascicolo previdenziale del cittadino sul sito INPS), che mostra quanti contributi ha versato chi lavora;",
    "- un ISEE aggiornato, che serve per molti aiuti: Assegno unico, Assegno di inclusione, sospensione del mutuo;",
    "- il contratto di mutuo e quelli dei prestiti, con i recapiti della banca;",
    "- le polizze assicurative, con il numero da chiamare in caso di sinistro.",
    "Il quarto passo è proteggere il reddito stesso. Il fondo di emergenza regge qualche mese; contro gli eventi che fermano lo stipendio per anni, come un'invalidità o la morte, servono una pensione ai superstiti (che esiste, ma copre solo una parte) e un'assicurazione sulla vita di chi lavora. Le vediamo nell'ultima lezione.",
    "Infine, il piano deve essere condiviso. Se chi lavora è anche l'unico che conosce password, banche e scadenze, la famiglia è fragile due volte. Il partner che non ha un reddito deve sapere dove sono i documenti e come accedere ai conti: il corso «Proteggere chi non ha un reddito» spiega come dargli anche una protezione propria.",
    "Fonti: INPS (NASpI, indennità di malattia, Fascicolo previdenziale); INAIL (infortuni sul lavoro). Le cifre di questa lezione vengono dal registro dei dati dell'app, aggiornato ogni anno.",
  ].join("\n"),
  questions: [
    {
      question: "Qual è il rischio più grande per una famiglia con un solo reddito?",
      options: ["Una multa imprevista", "L'aumento del prezzo del caffè", "Che l'unico stipendio si fermi per licenziamento, malattia, infortunio o morte", "Una bolletta più alta in inverno"],
      correctAnswer: 2,
      explanation: "Le spese impreviste si assorbono con un piccolo fondo; se invece si ferma l'unico stipendio, manca il reddito su cui la famiglia conta ogni mese.",
    },
    {
      question: "Su quale cifra si calcola il fondo di emergenza?",
      options: ["Sulle spese essenziali mensili della famiglia", "Sullo stipendio lordo annuo", "Sul valore della casa", "Sul saldo medio della carta di credito"],
      correctAnswer: 0,
      explanation: "Il fondo deve pagare l'essenziale (casa, bollette, spesa, rate) mentre lo stipendio manca: per questo si misura in mesi di spese essenziali, non di stipendio.",
    },
    {
      question: "Con un solo reddito, quanto conviene che sia grande il fondo di emergenza?",
      options: ["Un mese di spese", "Non serve, c'è la NASpI", "Quanto uno stipendio lordo", "Almeno sei mesi di spese essenziali, verso un anno se il lavoro è precario"],
      correctAnswer: 3,
      explanation: "Gli aiuti pubblici sono più bassi dello stipendio, arrivano in ritardo e durano poco: con un solo reddito si punta alla parte alta della regola, e oltre se il lavoro è instabile.",
    },
    {
      question: "Spese essenziali di 1.600 € al mese e un'indennità di 1.100 €: quanto manca ogni mese?",
      options: ["1.600 €", "500 €", "1.100 €", "2.700 €"],
      correctAnswer: 1,
      explanation: "Il buco è la differenza tra le spese essenziali e l'indennità: 1.600 meno 1.100 fa 500 € al mese, da moltiplicare per i mesi di ricerca del nuovo lavoro.",
    },
    {
      question: "Dove conviene tenere il fondo di emergenza?",
      options: ["In azioni, per farlo crescere", "In contanti sotto il materasso", "Su un conto separato o un conto deposito disponibile in pochi giorni", "Prestato ad amici"],
      correctAnswer: 2,
      explanation: "Il fondo deve essere disponibile subito e non perdere valore quando serve: in Borsa rischia di calare proprio durante una crisi che porta anche licenziamenti.",
    },
  ],
};

const disoccupazione: SeedLesson = {
  slug: "sr-naspi-dis-coll",
  title: "Perdere il lavoro: NASpI e DIS-COLL",
  minutes: 10,
  isPremium: false,
  content: [
    "Quando un lavoratore dipendente perde il lavoro senza averlo scelto, l'INPS gli paga un'indennità mensile di disoccupazione: la NASpI. Per i collaboratori coordinati e continuativi, gli assegnisti e i dottorandi con borsa iscritti alla Gestione separata esiste una misura gemella, la DIS-COLL. In questa lezione vediamo chi ne ha diritto, quanto si prende, per quanto tempo e come si fa domanda.",
    "Chi ha diritto alla NASpI? Chi ha perso il lavoro in modo involontario: licenziamento, fine di un contratto a termine, dimissioni per giusta causa (per esempio stipendi non pagati) o risoluzione consensuale nelle procedure previste dalla legge. Le dimissioni volontarie normali non danno diritto all'indennità. Serve poi un minimo di contributi: almeno {{fatto:naspi-contributi-minimi}} di contribuzione contro la disoccupazione negli ultimi {{fatto:naspi-anni-riferimento}}. Restano esclusi, tra gli altri, i dipendenti pubblici a tempo indeterminato e chi ha già i requisiti per la pensione.",
    "Quanto vale? L'INPS calcola la retribuzione media mensile degli ultimi {{fatto:naspi-anni-riferimento}}, su cui sono stati versati i contributi. Se questa media non supera una soglia fissata ogni anno (nel 2026 è di {{fatto:naspi-retribuzione-riferimento-2026}}), la NASpI è pari al {{fatto:naspi-percentuale}} della media. Se la supera, la NASpI è il {{fatto:naspi-percentuale}} della soglia più il {{fatto:naspi-quota-eccedenza}} della parte che eccede. In ogni caso l'assegno non può superare un tetto mensile, che per il 2026 è {{fatto:naspi-importo-max-2026}} lordi. Le cifre sono lorde: l'INPS trattiene l'IRPEF come su uno stipendio.",
    "L'assegno non resta uguale. Dopo i primi {{fatto:naspi-mesi-senza-riduzione}} di pagamento si riduce del {{fatto:naspi-riduzione-mensile}} ogni mese; per chi ha compiuto {{fatto:naspi-eta-riduzione-ritardata}} la riduzione parte dopo {{fatto:naspi-mesi-senza-riduzione-over55}}. Un esempio con cifre semplici: con una retribuzione media di 1.300 € al mese, sotto la soglia, la NASpI parte da 975 € lordi e poi scende un poco ogni mese. Nel bilancio di famiglia conviene quindi ragionare sulla cifra che si avrà tra qualche mese, non su quella del primo pagamento.",
    "Per quanto tempo? La NASpI dura {{fatto:naspi-durata-frazione}} di contribuzione degli ultimi {{fatto:naspi-anni-riferimento}}, senza contare quelle già usate per una disoccupazione precedente, e al massimo {{fatto:naspi-durata-max}}. Chi ha lavorato con continuità negli ultimi anni arriva quindi vicino al massimo; chi ha avuto contratti brevi e interrotti avrà un periodo più corto. La durata esatta si legge nel provvedimento dell'INPS.",
    "Come si chiede? La domanda si presenta solo online all'INPS, con SPID, CIE o CNS, oppure tramite un patronato, che la compila gratis. Il termine è di {{fatto:disoccupazione-giorni-domanda}} dalla fine del lavoro: chi lo supera perde il diritto. Conviene farla subito, perché l'indennità decorre dall'ottavo giorno dopo la fine del rapporto se la domanda arriva entro quel giorno, altrimenti dal giorno dopo la domanda. La domanda vale anche come dichiarazione di disponibilità al lavoro: poi si firma il patto di servizio con il Centro per l'impiego e si partecipa alle attività proposte, altrimenti l'indennità può essere ridotta o tolta.",
    "Si può lavorare durante la NASpI? Sì, entro limiti di reddito, ma ogni nuovo lavoro va comunicato all'INPS entro i termini previsti: se non lo fai rischi di dover restituire quanto ricevuto. Chi vuole mettersi in proprio può chiedere l'intera NASpI residua in un'unica soluzione, come capitale per la nuova attività.",
    "La DIS-COLL segue regole simili. Serve lo stato di disoccupazione e almeno {{fatto:dis-coll-contribuzione-minima}} di contribuzione alla Gestione separata dal 1° gennaio dell'anno prima della fine della collaborazione. L'importo si calcola come la NASpI, con la stessa soglia e lo stesso tetto, sul reddito medio mensile da collaborazione; dura tanti mesi quanti sono i mesi di contribuzione in quel periodo, fino a {{fatto:dis-coll-durata-max}}, e dopo i primi {{fatto:naspi-mesi-senza-riduzione}} si riduce del {{fatto:naspi-riduzione-mensile}} al mese. Anche qui la domanda va fatta online entro {{fatto:disoccupazione-giorni-domanda}}.",
    "Chi lavora con partita IVA non ha né NASpI né DIS-COLL: per questo, come visto nella lezione precedente, il fondo di emergenza di un autonomo deve essere più grande.",
    "Fonti: D.Lgs. 4 marzo 2015, n. 22 (NASpI e DIS-COLL) e successive modifiche; INPS, circolare n. 4 del 2026 per gli importi dell'anno. Le soglie cambiano ogni gennaio: le cifre di questa lezione si aggiornano con il registro dell'app.",
  ].join("\n"),
  questions: [
    {
      question: "Chi si dimette volontariamente, senza giusta causa, ha diritto alla NASpI?",
      options: ["Sì, sempre", "Sì, ma solo per un mese", "Solo se ha figli", "No: la NASpI spetta a chi perde il lavoro in modo involontario"],
      correctAnswer: 3,
      explanation: "La NASpI tutela la disoccupazione involontaria: licenziamento, fine del contratto, dimissioni per giusta causa o risoluzione consensuale nelle procedure previste.",
    },
    {
      question: "Con una retribuzione media sotto la soglia annuale, quanto vale la NASpI all'inizio?",
      options: ["Il {{fatto:naspi-percentuale}} della retribuzione media mensile", "Il 100% dello stipendio netto", "Una cifra fissa uguale per tutti", "La metà dell'ultimo stipendio"],
      correctAnswer: 0,
      explanation: "Sotto la soglia di riferimento la NASpI è il {{fatto:naspi-percentuale}} della retribuzione media degli ultimi {{fatto:naspi-anni-riferimento}}; sopra si aggiunge una quota della parte che eccede, fino al tetto mensile.",
    },
    {
      question: "Cosa succede all'importo della NASpI con il passare dei mesi?",
      options: ["Resta sempre uguale", "Dopo i primi {{fatto:naspi-mesi-senza-riduzione}} cala del {{fatto:naspi-riduzione-mensile}} ogni mese", "Aumenta con l'inflazione", "Si dimezza dopo un mese"],
      correctAnswer: 1,
      explanation: "È la riduzione progressiva: dopo i primi {{fatto:naspi-mesi-senza-riduzione}} (più tardi per chi ha compiuto {{fatto:naspi-eta-riduzione-ritardata}}) l'assegno scende del {{fatto:naspi-riduzione-mensile}} al mese, quindi il bilancio va fatto sulle cifre future.",
    },
    {
      question: "Entro quanto tempo va presentata la domanda di NASpI?",
      options: ["Entro un anno", "Quando finiscono i risparmi", "Non c'è un termine", "Entro {{fatto:disoccupazione-giorni-domanda}} dalla fine del lavoro"],
      correctAnswer: 3,
      explanation: "Il termine di {{fatto:disoccupazione-giorni-domanda}} è a pena di decadenza: oltre quel giorno il diritto si perde. Conviene presentarla subito, online o tramite un patronato.",
    },
    {
      question: "Un collaboratore coordinato e continuativo iscritto alla Gestione separata perde la collaborazione. Quale indennità può chiedere?",
      options: ["La NASpI", "Nessuna", "La DIS-COLL", "L'Assegno unico"],
      correctAnswer: 2,
      explanation: "La DIS-COLL è l'indennità di disoccupazione dei collaboratori, assegnisti e dottorandi con borsa: stesse soglie della NASpI, durata fino a {{fatto:dis-coll-durata-max}}.",
    },
  ],
};

const malattiaAiuti: SeedLesson = {
  slug: "sr-malattia-infortunio-adi-sfl",
  title: "Malattia, infortunio e gli aiuti contro la povertà: ADI e SFL",
  minutes: 10,
  isPremium: false,
  content: [
    "Lo stipendio può fermarsi anche senza perdere il lavoro: basta una malattia lunga o un infortunio. In questi casi il posto di lavoro resta, per il periodo previsto dal contratto collettivo, e al posto dello stipendio arriva un'indennità. Se invece la famiglia resta a lungo senza redditi sufficienti, esistono due misure contro la povertà: l'Assegno di inclusione (ADI) e il Supporto per la formazione e il lavoro (SFL).",
    "La malattia del lavoratore dipendente. Il medico di famiglia invia il certificato online all'INPS: il lavoratore deve solo comunicare al datore di lavoro l'assenza e il numero di protocollo del certificato, e restare reperibile per le visite di controllo nelle fasce orarie previste. I primi {{fatto:giorni-carenza}} sono detti di carenza: l'INPS non li paga e di solito li copre il datore di lavoro, secondo il contratto. Dal quarto giorno l'INPS riconosce un'indennità pari al {{fatto:malattia-indennita-primi-giorni}} della retribuzione media giornaliera fino al ventesimo giorno e al {{fatto:malattia-indennita-dal-21}} dal ventunesimo, per al massimo {{fatto:malattia-giorni-max}} in un anno solare. Queste sono le percentuali di operai e impiegati del terziario; altri settori hanno regole proprie.",
    "Nella pratica quasi nessuno vede in busta paga una caduta così forte: molti contratti collettivi obbligano il datore di lavoro a integrare l'indennità fino all'intero stipendio, o quasi, per un certo periodo. È il primo documento da leggere: il tuo contratto collettivo dice quanto a lungo il posto è conservato (il periodo di comporto) e quanto integra il datore. Superato il comporto, il datore può licenziare; a quel punto si torna alla lezione sulla NASpI.",
    "L'infortunio sul lavoro. Se ci si fa male lavorando, o nel tragitto tra casa e lavoro, paga l'INAIL. Il datore di lavoro paga per intero il giorno dell'infortunio e, per i tre giorni successivi, una parte dello stipendio fissata dalla legge (molti contratti arrivano all'intero); dal quarto giorno l'INAIL riconosce un'indennità pari al {{fatto:inail-inabilita-temporanea}} della retribuzione media giornaliera per i primi {{fatto:inail-giorni-prima-fascia}} e al {{fatto:inail-inabilita-dal-91}} dal giorno successivo, fino alla guarigione, senza un limite di durata. Se dall'infortunio resta un danno permanente, l'INAIL riconosce un indennizzo o una rendita. L'infortunio va segnalato subito al datore di lavoro, che deve denunciarlo all'INAIL.",
    "Attenzione agli autonomi: chi ha partita IVA di solito non ha né l'indennità INPS di malattia né la copertura INAIL, salvo alcune categorie (per esempio gli artigiani sono assicurati all'INAIL). Per loro una polizza infortuni e malattia privata è spesso l'unica protezione del reddito.",
    "Quando i risparmi non bastano: l'Assegno di inclusione. L'ADI è pensato per le famiglie in cui c'è almeno un minorenne, una persona con disabilità, una persona con almeno {{fatto:adi-eta-componente-anziano}} o una persona in condizione di svantaggio seguita dai servizi sociali. Servono, tra l'altro, un ISEE non superiore a {{fatto:adi-isee-max}} e un reddito familiare sotto una soglia. L'assegno integra il reddito della famiglia fino a {{fatto:adi-integrazione-reddito}} l'anno moltiplicati per la scala di equivalenza, che cresce con il numero e il tipo dei componenti; chi vive in affitto con contratto registrato riceve in più un contributo fino a {{fatto:adi-affitto-max}} l'anno. Viene pagato ogni mese su una carta per {{fatto:adi-durata}} e si può rinnovare per periodi di {{fatto:adi-rinnovo}}.",
    "Il Supporto per la formazione e il lavoro è per chi ha tra {{fatto:sfl-eta-min}} e {{fatto:sfl-eta-max}} e non ha i requisiti dell'ADI (o fa parte di una famiglia ADI ma non è considerato nella scala di equivalenza). Con lo stesso limite di ISEE, dà {{fatto:sfl-importo-mensile}} al mese per tutta la durata dei corsi di formazione, dei progetti o delle attività di orientamento a cui si partecipa, per {{fatto:sfl-durata-max}}, che si possono prorogare per altrettanti se il percorso di formazione continua. È un aiuto personale, non familiare: lo chiede chi segue le attività.",
    "Come si chiedono? L'ADI e l'SFL si chiedono online sul sito dell'INPS, oppure tramite un patronato o un CAF, con un ISEE valido. Poi ci si iscrive alla piattaforma del Ministero del lavoro per l'inclusione sociale e lavorativa e si firma un patto di attivazione: chi è in grado di lavorare deve accettare le offerte adeguate, pena la perdita dell'aiuto. L'ADI non si somma alla NASpI come se nulla fosse: i redditi della famiglia, indennità comprese, entrano nel calcolo.",
    "La regola pratica per la famiglia: se il reddito cala molto, aggiorna subito l'ISEE con un ISEE corrente, che guarda ai redditi degli ultimi mesi invece che a quelli degli anni precedenti. Un ISEE fermo all'anno buono può escludere la famiglia proprio quando ne avrebbe diritto.",
    "Fonti: INPS (indennità di malattia; Assegno di inclusione e Supporto per la formazione e il lavoro, D.L. 4 maggio 2023, n. 48, e leggi di bilancio 2025 e 2026); INAIL (D.P.R. 30 giugno 1965, n. 1124, indennità per inabilità temporanea).",
  ].join("\n"),
  questions: [
    {
      question: "Chi paga i primi giorni di malattia di un lavoratore dipendente?",
      options: ["L'INPS, dal primo giorno", "L'INPS paga dal quarto giorno; i primi {{fatto:giorni-carenza}} li copre di solito il datore, secondo il contratto", "Il medico di famiglia", "Il lavoratore con le ferie, obbligatoriamente"],
      correctAnswer: 1,
      explanation: "I primi {{fatto:giorni-carenza}} sono di carenza: l'INPS non li indennizza e molti contratti collettivi li fanno pagare al datore di lavoro.",
    },
    {
      question: "Perché conviene leggere il proprio contratto collettivo prima di ammalarsi?",
      options: ["Per sapere quanto integra il datore e per quanto tempo il posto è conservato", "Per sapere il colore del certificato", "Perché decide l'ISEE", "Non serve a nulla"],
      correctAnswer: 0,
      explanation: "L'indennità INPS è solo una parte dello stipendio; il contratto dice quanto aggiunge il datore e quanto dura il periodo di comporto, superato il quale si può essere licenziati.",
    },
    {
      question: "Dopo un infortunio sul lavoro, quanto paga l'INAIL dal quarto giorno?",
      options: ["Nulla", "Il doppio dello stipendio", "Il {{fatto:inail-inabilita-temporanea}} della retribuzione media giornaliera, poi il {{fatto:inail-inabilita-dal-91}} dal giorno 91", "Una cifra fissa di 10 € al giorno"],
      correctAnswer: 2,
      explanation: "L'indennità per inabilità temporanea assoluta è del {{fatto:inail-inabilita-temporanea}} per i primi {{fatto:inail-giorni-prima-fascia}} e del {{fatto:inail-inabilita-dal-91}} dopo, fino alla guarigione, senza limite di durata.",
    },
    {
      question: "Quale di queste famiglie può chiedere l'Assegno di inclusione, se ha i requisiti economici?",
      options: ["Una persona sola giovane, senza figli né familiari fragili", "Una famiglia con un figlio minorenne e un ISEE entro {{fatto:adi-isee-max}}", "Chiunque abbia perso il lavoro, a prescindere dall'ISEE", "Solo i pensionati"],
      correctAnswer: 1,
      explanation: "L'ADI è per le famiglie con un minorenne, una persona con disabilità, una persona con almeno {{fatto:adi-eta-componente-anziano}} o in svantaggio, e con ISEE e reddito sotto le soglie.",
    },
    {
      question: "Il reddito della famiglia è crollato da pochi mesi. Cosa conviene fare con l'ISEE?",
      options: ["Nulla, vale quello dell'anno scorso", "Aspettare due anni", "Chiuderlo", "Chiedere un ISEE corrente, basato sui redditi recenti"],
      correctAnswer: 3,
      explanation: "L'ISEE ordinario guarda ai redditi degli anni precedenti: l'ISEE corrente fotografa la situazione di oggi e può aprire l'accesso ad ADI, SFL e altri aiuti.",
    },
  ],
};

const mutuoDebiti: SeedLesson = {
  slug: "sr-mutuo-debiti",
  title: "Il mutuo e i debiti quando lo stipendio manca",
  minutes: 10,
  isPremium: false,
  content: [
    "Quando il reddito cala, le rate diventano la voce più pesante del bilancio. L'errore più comune è smettere di pagare in silenzio, sperando che la situazione si sistemi da sola. Le rate non pagate producono interessi di mora, finiscono nelle banche dati del credito e, dopo un certo numero di rate, permettono alla banca di chiudere il contratto e di chiedere tutto il debito. La regola è opposta: muoversi prima che le rate saltino, parlando con la banca e usando gli strumenti che la legge mette a disposizione.",
    "Il primo strumento per chi ha un mutuo sulla prima casa è il Fondo di solidarietà per i mutui per l'acquisto della prima casa, chiamato Fondo Gasparrini, gestito da Consap per il Ministero dell'economia. Permette di sospendere il pagamento delle rate, sia la quota capitale sia quella degli interessi, fino a {{fatto:fondo-sospensione-mutuo-mesi}} in tutto, senza che la banca possa considerarlo un inadempimento. Durante la sospensione il Fondo paga il {{fatto:fondo-sospensione-mutuo-quota-interessi}} degli interessi che maturano; alla ripresa il piano si allunga di un periodo pari alla sospensione.",
    "Le condizioni principali sono queste:",
    "- il mutuo è stato preso per comprare l'abitazione principale, non di lusso, e il suo importo originario non supera {{fatto:fondo-sospensione-mutuo-importo-max}};",
    "- il mutuo è in ammortamento da almeno {{fatto:fondo-sospensione-mutuo-ammortamento-minimo}} e non ha ritardi nei pagamenti troppo lunghi;",
    "- l'ISEE di chi chiede non supera {{fatto:fondo-sospensione-mutuo-isee-max}};",
    "- si è verificato uno degli eventi previsti dopo la firma del mutuo: la fine di un rapporto di lavoro dipendente (a tempo indeterminato o determinato, non per dimissioni volontarie né per pensionamento) o di una collaborazione, la sospensione dal lavoro o la riduzione dell'orario per un periodo minimo, la morte di un intestatario, oppure il riconoscimento di un handicap grave o di un'invalidità civile di almeno {{fatto:fondo-sospensione-mutuo-invalidita}}.",
    "La domanda si presenta alla banca che ha concesso il mutuo, con il modulo pubblicato sul sito di Consap e i documenti che provano l'evento (per esempio la lettera di licenziamento) e l'ISEE. La banca la verifica e la inoltra a Consap. Il Fondo funziona finché ha risorse: conviene chiedere subito, e controllare sul sito di Consap le regole in vigore al momento della domanda, perché negli anni sono state cambiate più volte.",
    "Se non rientri nel Fondo, parla comunque con la banca. Molte banche concedono una sospensione volontaria delle rate o un allungamento della durata del mutuo: la rata scende, anche se alla fine si pagano più interessi. Se i tassi sono scesi rispetto a quando hai firmato, valuta la surroga, cioè il trasferimento del mutuo a un'altra banca con condizioni migliori, senza costi di notaio né penali per te. Sono scelte da fare con calma e confrontando i costi totali, non solo la rata.",
    "Controlla anche le polizze già in tuo possesso. Insieme a mutui e prestiti spesso viene venduta un'assicurazione sul credito che, in caso di perdita del lavoro, malattia o infortunio, paga alcune rate al tuo posto. Molti la dimenticano nel cassetto: leggi le condizioni, i tempi di attesa e le esclusioni, e se ne hai diritto apri subito il sinistro.",
    "Per gli altri debiti la strategia è mettere ordine. Fai l'elenco completo: creditore, rata, tasso, debito residuo. Vengono prima la casa, le utenze e le spese essenziali; poi le rate dei prestiti. Scrivi ai creditori prima di saltare una rata e chiedi un piano di rientro o una riduzione temporanea: spesso è possibile, soprattutto se dimostri la perdita del reddito. Diffida di chi propone un nuovo prestito per pagare quelli vecchi a condizioni peggiori, e di chi chiede soldi in anticipo per «cancellare» le segnalazioni: nessuno può farlo legalmente se la segnalazione è corretta.",
    "Se i debiti sono diventati troppi rispetto a qualsiasi reddito possibile, esistono le procedure di composizione della crisi da sovraindebitamento, che si avviano con un Organismo di composizione della crisi (OCC): il corso «Difendersi e farsi valere» le spiega nella lezione sul sovraindebitamento.",
    "Infine, un'abitudine preventiva: quando firmi un mutuo in una famiglia con un solo reddito, scegli una rata che resti sostenibile anche con un'indennità di disoccupazione per qualche mese. È meglio una casa un po' più piccola che una rata che non si riesce a pagare alla prima difficoltà.",
    "Fonti: Legge 24 dicembre 2007, n. 244, art. 2, commi 475-480, e regolamenti attuativi; Consap, Fondo di solidarietà per i mutui prima casa; Banca d'Italia, guide sul mutuo e sulla surroga.",
  ].join("\n"),
  questions: [
    {
      question: "Il reddito è calato e le rate del mutuo diventano difficili. Qual è la prima cosa da fare?",
      options: ["Parlare subito con la banca e verificare gli strumenti disponibili", "Smettere di pagare senza dire nulla", "Chiedere un prestito a una finanziaria per pagare la rata", "Vendere la casa il giorno stesso"],
      correctAnswer: 0,
      explanation: "Le rate non pagate producono interessi di mora e segnalazioni; muoversi prima permette di usare il Fondo Gasparrini, la sospensione della banca o l'allungamento della durata.",
    },
    {
      question: "Per quanto tempo al massimo il Fondo Gasparrini permette di sospendere le rate del mutuo prima casa?",
      options: ["Un mese", "{{fatto:fondo-sospensione-mutuo-mesi}} in tutto", "Dieci anni", "Fino alla pensione"],
      correctAnswer: 1,
      explanation: "La sospensione arriva fino a {{fatto:fondo-sospensione-mutuo-mesi}} complessivi; durante la sospensione il Fondo paga una parte degli interessi e alla ripresa il piano si allunga.",
    },
    {
      question: "Quale di queste è una condizione del Fondo Gasparrini?",
      options: ["Il mutuo è per una seconda casa al mare", "Aver già saltato dieci rate", "Avere un reddito più alto di prima", "ISEE non superiore a {{fatto:fondo-sospensione-mutuo-isee-max}} e mutuo prima casa fino a {{fatto:fondo-sospensione-mutuo-importo-max}}"],
      correctAnswer: 3,
      explanation: "Il Fondo è per l'abitazione principale, con un mutuo originario fino a {{fatto:fondo-sospensione-mutuo-importo-max}}, ISEE entro {{fatto:fondo-sospensione-mutuo-isee-max}} e un evento previsto, come la perdita del lavoro.",
    },
    {
      question: "A chi si presenta la domanda di sospensione al Fondo Gasparrini?",
      options: ["Alla banca che ha concesso il mutuo, che la inoltra a Consap", "All'Agenzia delle Entrate", "Al Comune", "Al notaio"],
      correctAnswer: 0,
      explanation: "Si usa il modulo pubblicato da Consap e lo si consegna alla propria banca con i documenti dell'evento e l'ISEE; la banca verifica e invia a Consap.",
    },
    {
      question: "Qualcuno ti offre, a pagamento anticipato, di «cancellare» una segnalazione corretta nelle banche dati del credito. Cosa fai?",
      options: ["Pago subito", "Pago la metà", "Rifiuto: una segnalazione corretta non si può cancellare a pagamento", "Gli do le credenziali della banca"],
      correctAnswer: 2,
      explanation: "Nessuno può cancellare legalmente una segnalazione corretta: chi chiede soldi in anticipo per farlo è quasi sempre un truffatore. Si contesta solo una segnalazione sbagliata.",
    },
  ],
};

const superstiti: SeedLesson = {
  slug: "sr-superstiti-tcm-invalidita",
  title: "Se il reddito si ferma per sempre: pensione ai superstiti, TCM e invalidità",
  minutes: 11,
  isPremium: false,
  content: [
    "È l'argomento di cui nessuno vuole parlare, ed è proprio per questo che tante famiglie con un solo reddito si trovano senza protezione. Se chi porta lo stipendio muore o diventa invalido in modo permanente, il reddito non si ferma per qualche mese: si ferma per anni. Lo Stato dà una parte della risposta; il resto va preparato con un'assicurazione scelta bene.",
    "La pensione ai superstiti. Se muore un pensionato, al coniuge e ai figli a carico spetta la pensione di reversibilità; se muore un lavoratore non ancora in pensione, spetta la pensione indiretta, purché abbia versato abbastanza contributi (in genere almeno {{fatto:pensione-indiretta-anni-contributi}}, oppure un periodo più breve ma recente, come indica l'INPS). L'importo è una percentuale della pensione del defunto, o di quella che avrebbe avuto, e dipende da chi resta:",
    "- al solo coniuge spetta il {{fatto:reversibilita-coniuge}};",
    "- al coniuge con un figlio a carico l'{{fatto:reversibilita-coniuge-un-figlio}};",
    "- al coniuge con due o più figli a carico il {{fatto:reversibilita-coniuge-piu-figli}}.",
    "Il coniuge separato senza addebito ha gli stessi diritti; anche l'unito civilmente. I figli hanno diritto finché sono minorenni, studenti entro i limiti di età previsti o inabili. Se il superstite ha redditi propri sopra certe soglie, la pensione si riduce: per un coniuge senza reddito, invece, resta intera. La domanda si presenta online all'INPS o tramite un patronato.",
    "Un esempio mostra il problema. Se il pensionato prendeva 1.500 € al mese, la vedova sola riceve 900 €, con un figlio a carico 1.200 €. Ma se a morire è un lavoratore giovane, la pensione indiretta si calcola sui pochi anni di contributi versati: può essere molto più bassa dello stipendio che entrava. E in più resta il mutuo da pagare.",
    "La TCM, l'assicurazione temporanea caso morte. È la protezione più semplice ed economica: paghi un premio ogni anno e, se l'assicurato muore entro la scadenza del contratto, la compagnia paga un capitale ai beneficiari che hai indicato. Se non succede nulla, il premio è il prezzo della protezione, come per l'assicurazione dell'auto. Per una persona giovane e in buona salute il costo annuo è di solito contenuto, molto meno delle polizze che mescolano protezione e investimento.",
    "Quanto capitale assicurare? Un metodo semplice: somma il debito residuo del mutuo e degli altri prestiti, poi aggiungi la differenza annua tra le spese della famiglia e le entrate che resterebbero (la pensione ai superstiti, l'Assegno unico), moltiplicata per gli anni che mancano finché i figli saranno autonomi. Esempio: mutuo residuo di 120.000 €, spese della famiglia di 24.000 € l'anno, pensione ai superstiti stimata di 10.000 € l'anno, figli autonomi tra 15 anni. Il buco annuo è di 14.000 €, per 15 anni fa 210.000 €; con il mutuo si arriva a 330.000 €. La durata del contratto segue lo stesso ragionamento: fino a quando i figli saranno indipendenti o il mutuo sarà estinto.",
    "Alcuni consigli pratici. Indica i beneficiari per nome, non solo «gli eredi», e aggiornali se la famiglia cambia. Rispondi con sincerità al questionario sanitario: una dichiarazione falsa può far perdere il diritto al capitale. Confronta più preventivi sulla base del capitale e della durata, e chiedi il set informativo prima di firmare. Il capitale di una polizza vita spetta ai beneficiari per contratto, non fa parte dell'eredità e non paga l'imposta di successione. I premi delle polizze per il rischio di morte danno una detrazione IRPEF del {{fatto:detrazione-oneri}}, calcolata su una spesa massima di {{fatto:detrazione-premi-assicurazione-limite}} l'anno.",
    "L'invalidità di chi lavora. Il rischio meno considerato è un incidente o una malattia che impedisce di lavorare per sempre: il reddito si ferma, ma le spese, e spesso quelle per le cure, continuano. L'INPS prevede un assegno ordinario di invalidità e una pensione di inabilità per chi ha abbastanza contributi, ma gli importi sono spesso bassi; l'INAIL interviene solo se la causa è il lavoro. Una polizza contro l'invalidità permanente, da infortunio e da malattia, paga un capitale o una rendita. Leggi bene tre punti: se copre l'invalidità da qualsiasi causa o solo da infortunio, da quale percentuale di invalidità inizia a pagare e quali malattie esclude.",
    "Prima di comprare, guarda cosa hai già. Molti contratti collettivi includono una polizza per morte o invalidità e un fondo sanitario; alcune carte e alcuni mutui hanno coperture abbinate. Sommando tutto, spesso basta una TCM ben dimensionata per chiudere il buco principale.",
    "Fonti: INPS, pensione ai superstiti (Legge 8 agosto 1995, n. 335, art. 1, comma 41); TUIR, art. 15 (detrazione dei premi); IVASS, guide sulle assicurazioni vita e infortuni.",
  ].join("\n"),
  questions: [
    {
      question: "Muore un lavoratore che non era ancora in pensione. Cosa può spettare alla famiglia?",
      options: ["La pensione indiretta, se il lavoratore aveva versato abbastanza contributi", "Nulla", "Solo il TFR del coniuge", "Una pensione uguale allo stipendio"],
      correctAnswer: 0,
      explanation: "La pensione ai superstiti si chiama indiretta quando il defunto non era in pensione: spetta se aveva il minimo di contributi richiesto dall'INPS.",
    },
    {
      question: "Quanto spetta al coniuge rimasto solo, senza figli a carico?",
      options: ["Il 10%", "Il doppio della pensione", "Il {{fatto:reversibilita-coniuge}} della pensione del defunto", "Nulla"],
      correctAnswer: 2,
      explanation: "Al solo coniuge va il {{fatto:reversibilita-coniuge}}; con un figlio a carico si sale all'{{fatto:reversibilita-coniuge-un-figlio}}, con due o più figli al {{fatto:reversibilita-coniuge-piu-figli}}.",
    },
    {
      question: "Cos'è una TCM?",
      options: ["Un fondo pensione", "Un'assicurazione che paga un capitale ai beneficiari se l'assicurato muore entro la scadenza", "Un conto deposito", "Un prestito per le spese mediche"],
      correctAnswer: 1,
      explanation: "La temporanea caso morte è pura protezione: si paga un premio e, se l'evento accade durante il contratto, i beneficiari ricevono il capitale assicurato.",
    },
    {
      question: "Mutuo residuo 120.000 €, buco annuo di 14.000 € per 15 anni. Che capitale serve, con il metodo della lezione?",
      options: ["14.000 €", "120.000 €", "210.000 €", "330.000 €"],
      correctAnswer: 3,
      explanation: "Si somma il debito residuo al buco annuo moltiplicato per gli anni: 14.000 per 15 fa 210.000 €, più il mutuo di 120.000 € fa 330.000 €.",
    },
    {
      question: "Cosa va controllato in una polizza contro l'invalidità permanente?",
      options: ["Solo il colore del contratto", "Che il premio sia il più alto possibile", "Nulla: sono tutte uguali", "Se copre qualsiasi causa o solo l'infortunio, da quale percentuale paga e le malattie escluse"],
      correctAnswer: 3,
      explanation: "Le polizze differiscono molto: alcune coprono solo gli infortuni, altre anche le malattie, con soglie di invalidità ed esclusioni diverse che decidono se e quanto pagano.",
    },
  ],
};

export const course5: SeedCourse = {
  slug: "se-l-unico-reddito-si-ferma",
  title: "Se l'unico reddito si ferma",
  description: "Per le famiglie con un solo stipendio: il fondo di emergenza giusto, NASpI e DIS-COLL, malattia e infortunio, ADI e SFL, la sospensione del mutuo, la pensione ai superstiti e le assicurazioni di chi lavora.",
  isPremium: false,
  order: 5,
  lessons: [piano, disoccupazione, malattiaAiuti, mutuoDebiti, superstiti],
};
