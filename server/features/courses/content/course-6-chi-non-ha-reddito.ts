// Course 6, "Proteggere chi non ha un reddito" (issue 42): free, five lessons on the partner without
// an income of their own: the INPS homemakers' fund and the INAIL home-accident insurance, a pension
// fund for the dependent spouse, the property regime, joint accounts, succession and wills. Figures
// are registry placeholders (docs/facts.md). Slugs are stable identities: never rename a shipped slug.
import type { SeedCourse, SeedLesson } from "./types";

const casalinghe: SeedLesson = {
  slug: "pr-fondo-casalinghe-infortuni",
  title: "Il Fondo casalinghe dell'INPS e l'assicurazione contro gli infortuni domestici",
  minutes: 9,
  isPremium: false,
  content: [
    "Chi si occupa della casa e dei figli senza uno stipendio lavora, ma non versa contributi: in vecchiaia rischia di non avere una pensione propria, e se si fa male in casa nessuno gli paga un'indennità. Due strumenti pubblici, poco conosciuti, coprono proprio queste persone: il Fondo di previdenza dell'INPS per chi svolge lavori di cura familiare non retribuiti, chiamato Fondo casalinghe, e l'assicurazione dell'INAIL contro gli infortuni domestici. Valgono per le donne e per gli uomini.",
    "Il Fondo casalinghe. Possono iscriversi le persone che svolgono in famiglia lavoro di cura non pagato e che non sono iscritte ad altre forme di previdenza obbligatoria, per esempio perché non hanno un lavoro né una pensione propria. L'iscrizione si chiede online sul sito dell'INPS o tramite un patronato. I versamenti sono volontari e liberi: si paga quando si vuole e quanto si vuole, con il solo vincolo di un minimo di {{fatto:fondo-casalinghe-contributo-minimo}} per coprire un mese di contribuzione. Versamenti più alti aumentano la pensione futura.",
    "La pensione si calcola con il metodo contributivo: dipende da quanto si è versato nel tempo, rivalutato. Si può avere dai {{fatto:fondo-casalinghe-eta-anticipata}} con almeno {{fatto:fondo-casalinghe-anni-minimi}} di contributi nel Fondo, a condizione che l'assegno maturato raggiunga una soglia minima legata all'assegno sociale; altrimenti si aspetta il compimento dei {{fatto:fondo-casalinghe-eta-ordinaria}}. È prevista anche una pensione di inabilità per chi perde del tutto la capacità di lavorare.",
    "Conviene? Dipende dalle aspettative. Con il versamento minimo la pensione sarà molto piccola: il Fondo funziona se si versa con regolarità e con importi più alti del minimo, per molti anni. Il suo vantaggio è che la pensione è personale e resta anche in caso di separazione o di vedovanza; inoltre i contributi versati sono deducibili dal reddito. Se chi è iscritto non ha redditi, la deduzione la può usare il coniuge che paga i contributi, purché il familiare sia fiscalmente a carico. Nella lezione successiva lo confrontiamo con un fondo pensione, che spesso costa meno e rende di più, e che si può usare insieme.",
    "Un consiglio pratico: prima di iscriversi, controllare l'estratto conto contributivo sul sito dell'INPS. Molte persone che oggi non lavorano hanno qualche anno di contributi da lavori passati: possono contare per la pensione e cambiano il calcolo della convenienza. Un patronato può fare questa verifica gratuitamente.",
    "L'assicurazione contro gli infortuni domestici. È obbligatoria per chi ha tra {{fatto:infortuni-domestici-eta-min}} e {{fatto:infortuni-domestici-eta-max}}, si occupa della casa e della famiglia in modo abituale, esclusivo e senza essere pagato, e non svolge un'altra attività per cui è iscritto a un ente previdenziale. Sono obbligati anche, tra gli altri, gli studenti che vivono in casa, i pensionati entro quell'età e chi percepisce un'indennità di disoccupazione.",
    "Il premio è di {{fatto:infortuni-domestici-premio}} l'anno e va pagato entro il 31 gennaio per essere coperti dall'inizio dell'anno; chi ha redditi personali e familiari molto bassi, sotto le soglie fissate dall'INAIL, è coperto gratis, ma deve comunque iscriversi. Il premio è deducibile. L'assicurazione copre gli infortuni avvenuti in casa e nelle sue pertinenze, come cantina, balcone o parti comuni del condominio, che lasciano un'invalidità permanente: in base al grado di invalidità l'INAIL paga un indennizzo una tantum o una rendita mensile, e una rendita ai familiari in caso di morte.",
    "Le due tutele insieme costano poco rispetto a quello che proteggono. In una famiglia con un solo reddito sono il primo passo per dare al partner senza stipendio una sicurezza propria, non dipendente da quella del coniuge.",
    "Fonti: D.Lgs. 16 settembre 1996, n. 565 e INPS, Fondo di previdenza per le persone che svolgono lavori di cura non retribuiti; Legge 3 dicembre 1999, n. 493 e INAIL, assicurazione contro gli infortuni domestici; TUIR, art. 10 (oneri deducibili).",
  ].join("\n"),
  questions: [
    {
      question: "A chi si rivolge il Fondo casalinghe dell'INPS?",
      options: ["Solo alle donne sposate", "Ai lavoratori dipendenti", "A donne e uomini che svolgono lavoro di cura familiare non retribuito e non hanno altra previdenza obbligatoria", "Ai pensionati"],
      correctAnswer: 2,
      explanation: "Il Fondo è per chi lavora in famiglia senza stipendio e non è iscritto ad altre forme di previdenza obbligatoria, uomo o donna che sia.",
    },
    {
      question: "Quanto bisogna versare al minimo per coprire un mese nel Fondo casalinghe?",
      options: ["{{fatto:fondo-casalinghe-contributo-minimo}}", "1.000 €", "Nulla, paga lo Stato", "Il 10% dello stipendio del coniuge"],
      correctAnswer: 0,
      explanation: "Il minimo mensile è {{fatto:fondo-casalinghe-contributo-minimo}}; i versamenti sono liberi e quelli più alti aumentano la pensione, perché il calcolo è contributivo.",
    },
    {
      question: "Da che età si può avere la pensione del Fondo casalinghe, alle condizioni previste?",
      options: ["Da subito", "Solo dopo quarant'anni di versamenti", "Mai: il Fondo dà solo un rimborso", "Dai {{fatto:fondo-casalinghe-eta-anticipata}}, con almeno {{fatto:fondo-casalinghe-anni-minimi}} di contributi e un assegno sopra la soglia minima"],
      correctAnswer: 3,
      explanation: "Con almeno {{fatto:fondo-casalinghe-anni-minimi}} di contributi la pensione parte dai {{fatto:fondo-casalinghe-eta-anticipata}} se l'importo raggiunge la soglia; altrimenti ai {{fatto:fondo-casalinghe-eta-ordinaria}}.",
    },
    {
      question: "Chi si occupa a tempo pieno della casa, senza stipendio, deve avere l'assicurazione INAIL contro gli infortuni domestici?",
      options: ["No, è sempre facoltativa", "Sì, nelle età previste è obbligatoria: costa {{fatto:infortuni-domestici-premio}} l'anno o è gratuita con redditi bassi", "Solo se ha figli", "Solo se vive in affitto"],
      correctAnswer: 1,
      explanation: "L'assicurazione è obbligatoria tra {{fatto:infortuni-domestici-eta-min}} e {{fatto:infortuni-domestici-eta-max}} per chi lavora in casa senza paga; chi ha redditi molto bassi è coperto gratis ma deve iscriversi.",
    },
    {
      question: "Perché conviene controllare l'estratto conto contributivo prima di iscriversi al Fondo?",
      options: ["Non serve", "Per sapere il saldo del conto corrente", "Perché i contributi di lavori passati possono contare per la pensione e cambiano la convenienza", "Per pagare meno bollette"],
      correctAnswer: 2,
      explanation: "Molte persone hanno anni di contributi da lavori passati: sapere quanti sono aiuta a scegliere tra Fondo casalinghe, fondo pensione o versamenti volontari.",
    },
  ],
};

const fondoPensione: SeedLesson = {
  slug: "pr-fondo-pensione-coniuge",
  title: "Un fondo pensione per il coniuge a carico",
  minutes: 9,
  isPremium: false,
  content: [
    "Il coniuge che non lavora, oggi, in vecchiaia potrà contare su poco: la pensione di reversibilità se l'altro muore prima, oppure l'assegno sociale, che spetta solo con redditi molto bassi e si riduce se in famiglia entrano altre pensioni. Per questo una pensione propria è una forma di protezione, non un lusso. Oltre al Fondo casalinghe visto nella lezione precedente, c'è una strada spesso più conveniente: un fondo pensione intestato al coniuge a carico, pagato da chi lavora.",
    "Come funziona. La previdenza complementare non è riservata ai lavoratori: ai fondi pensione aperti e ai piani individuali pensionistici (PIP) può aderire chiunque, e molti fondi negoziali, quelli dei contratti collettivi, accettano anche i familiari fiscalmente a carico degli iscritti. La posizione è intestata al coniuge: i soldi versati sono suoi, crescono nel tempo con i rendimenti della linea di investimento scelta e diventano una pensione integrativa o, in parte, un capitale.",
    "Il vantaggio fiscale. I contributi versati per un familiare fiscalmente a carico sono deducibili dal reddito di chi lo ha a carico, per la parte che il familiare non può dedurre da sé. Il limite è unico: dal periodo d'imposta 2026 sono deducibili al massimo {{fatto:deducibilita-fondi-pensione}} l'anno, sommando i contributi per la propria posizione, quelli del datore di lavoro e quelli per i familiari a carico. Il TFR versato al fondo non conta in questo limite. Ricorda che è fiscalmente a carico il coniuge con un reddito complessivo annuo non superiore a {{fatto:reddito-familiare-a-carico}}.",
    "Un esempio. Chi lavora ha un reddito nel secondo scaglione IRPEF, con aliquota del {{fatto:irpef-aliquota-secondo-scaglione}}, e versa già al proprio fondo 2.000 € l'anno tra contributi suoi e del datore. Se versa altri 1.000 € l'anno sulla posizione del coniuge, resta sotto il limite e deduce anche questi: risparmia 330 € di IRPEF ogni anno. In pratica, ogni 1.000 € che finiscono nella pensione del coniuge costano alla famiglia 670 €.",
    "Cosa succede alla fine. I rendimenti del fondo sono tassati durante l'accumulo al {{fatto:fondi-pensione-tassazione-rendimenti}}, meno che negli investimenti finanziari ordinari; le prestazioni pagano un'imposta del {{fatto:fondi-pensione-prestazioni-aliquota-max}}, che scende fino al {{fatto:fondi-pensione-prestazioni-aliquota-min}} con gli anni di partecipazione. Dopo {{fatto:fondi-pensione-anticipazione-anni}} di iscrizione si possono chiedere anticipazioni, per esempio per l'acquisto della prima casa, e per spese sanitarie gravi in qualsiasi momento.",
    "Come scegliere il fondo. Il criterio più importante sono i costi, che si mangiano una parte grande del risultato in trent'anni. La COVIP, l'autorità che vigila sui fondi pensione, pubblica per ogni fondo l'indicatore sintetico dei costi (ISC): confronta quello del fondo negoziale di chi lavora, se accetta i familiari, con quello dei fondi aperti e dei PIP, che spesso costano di più. Poi scegli la linea in base agli anni che mancano alla pensione del coniuge: con molti anni davanti una linea bilanciata o azionaria, con pochi una più prudente.",
    "Un punto delicato per la coppia. La posizione nel fondo è del coniuge che ne è titolare: in caso di separazione resta sua, e in caso di morte prima della pensione va ai beneficiari indicati o agli eredi. È proprio questa titolarità a fare del fondo una protezione reale per chi non ha un reddito: i versamenti di oggi diventano un diritto suo, non un favore dell'altro.",
    "Fondo pensione o Fondo casalinghe? Non si escludono. Il Fondo casalinghe dà una pensione pubblica e ha requisiti di età e di anni di contributi; il fondo pensione è più flessibile, ha costi e rendimenti che dipendono dal mercato e un vantaggio fiscale chiaro per chi lavora. Molte famiglie iniziano con un piccolo versamento regolare sul fondo pensione del coniuge, con un bonifico automatico, e lo aumentano quando il bilancio lo permette.",
    "Fonti: D.Lgs. 5 dicembre 2005, n. 252, art. 8 (deducibilità, anche per i familiari a carico) e art. 11; Legge 30 dicembre 2025, n. 199 (limite dal 2026); COVIP, guida introduttiva alla previdenza complementare e comparatore dei costi.",
  ].join("\n"),
  questions: [
    {
      question: "Un coniuge senza reddito può avere un fondo pensione?",
      options: ["No, solo chi lavora può aderire", "Solo a fine carriera del coniuge che lavora", "Solo se divorziato", "Sì: fondi aperti e PIP accettano chiunque, e molti fondi negoziali accettano i familiari a carico"],
      correctAnswer: 3,
      explanation: "La previdenza complementare è aperta anche a chi non lavora: la posizione è intestata al coniuge e i versamenti possono farli i familiari.",
    },
    {
      question: "Chi può dedurre i contributi versati per il coniuge fiscalmente a carico?",
      options: ["Il familiare che lo ha a carico, per la parte che il coniuge non può dedurre da sé, entro il limite annuo complessivo", "Nessuno", "Solo il datore di lavoro", "La banca"],
      correctAnswer: 0,
      explanation: "La deduzione spetta a chi ha il familiare a carico, dentro l'unico limite di {{fatto:deducibilita-fondi-pensione}} l'anno che somma tutti i contributi, propri e dei familiari.",
    },
    {
      question: "Aliquota IRPEF del {{fatto:irpef-aliquota-secondo-scaglione}} e 1.000 € versati per il coniuge, sotto il limite: quanto si risparmia di imposta?",
      options: ["33 €", "330 €", "1.000 €", "Nulla"],
      correctAnswer: 1,
      explanation: "La deduzione riduce il reddito tassato: 1.000 € per il {{fatto:irpef-aliquota-secondo-scaglione}} fanno 330 € di IRPEF in meno, quindi il versamento costa alla famiglia 670 €.",
    },
    {
      question: "Qual è il criterio più importante per scegliere il fondo pensione del coniuge?",
      options: ["La pubblicità", "Il nome della compagnia", "Il rendimento dell'ultimo mese", "I costi, confrontati con l'indicatore sintetico dei costi pubblicato dalla COVIP"],
      correctAnswer: 3,
      explanation: "Su molti anni i costi pesano moltissimo sul risultato finale: l'ISC pubblicato dalla COVIP permette di confrontare fondi negoziali, fondi aperti e PIP.",
    },
    {
      question: "In caso di separazione, a chi resta la posizione nel fondo pensione intestata al coniuge?",
      options: ["A chi ha pagato i contributi", "Alla banca", "Al coniuge titolare della posizione", "Si divide per legge a metà"],
      correctAnswer: 2,
      explanation: "La posizione è del titolare: per questo il fondo intestato al coniuge senza reddito è una protezione reale, che resta sua anche se la coppia si separa.",
    },
  ],
};

const regime: SeedLesson = {
  slug: "pr-comunione-separazione-beni",
  title: "Comunione o separazione dei beni: chi possiede cosa",
  minutes: 9,
  isPremium: false,
  content: [
    "Quando una coppia si sposa, o si unisce civilmente, sceglie, a volte senza accorgersene, il regime patrimoniale: le regole che dicono di chi sono i beni acquistati durante il matrimonio. In una famiglia con un solo reddito questa scelta conta più che altrove, perché decide se il coniuge che non guadagna possiede qualcosa di ciò che la famiglia costruisce.",
    "La comunione legale dei beni è il regime che si applica automaticamente se gli sposi non scelgono diversamente. Tutto ciò che i coniugi acquistano durante il matrimonio, insieme o anche separatamente, diventa di entrambi in parti uguali, qualunque sia lo stipendio con cui è stato pagato. Se la casa è stata comprata dopo le nozze con il solo reddito di uno dei due, è comunque di tutti e due.",
    "Non tutto, però, entra in comunione. Restano personali:",
    "- i beni che ciascuno aveva prima del matrimonio;",
    "- quelli ricevuti per eredità o donazione, se l'atto non dice il contrario;",
    "- i beni di uso strettamente personale e quelli che servono per la professione;",
    "- i risarcimenti per un danno subito e la pensione legata alla perdita della capacità di lavorare;",
    "- quelli acquistati con il ricavato della vendita di beni personali, se lo si dichiara nell'atto di acquisto.",
    "Gli stipendi e i risparmi sul conto seguono una regola particolare: non sono comuni subito, ma lo diventano alla fine della comunione (per separazione, divorzio, morte o cambio di regime) per la parte che non è stata spesa. È la cosiddetta comunione de residuo. Per gli atti importanti sui beni comuni, come vendere la casa o darla in garanzia per un mutuo, servono entrambi i coniugi.",
    "La separazione dei beni si sceglie nell'atto di matrimonio, dichiarandolo al celebrante, oppure in seguito con un atto davanti al notaio, che va annotato sull'atto di matrimonio. Con la separazione ognuno resta proprietario di ciò che compra con i propri soldi e risponde da solo dei propri debiti. È utile, per esempio, quando uno dei due ha un'attività in proprio con rischi economici, perché protegge i beni dell'altro dai suoi creditori.",
    "Per il coniuge senza reddito, però, la separazione dei beni può essere una trappola. Se tutto è comprato con lo stipendio dell'altro e intestato all'altro, chi si è occupato della casa e dei figli per anni può trovarsi, in caso di crisi, senza nulla di proprio. Non è un caso raro: è la ragione per cui la legge del 1975 ha reso la comunione il regime normale.",
    "Se la coppia sceglie o ha già scelto la separazione, ci sono modi per riequilibrare: intestare la casa a entrambi in parti uguali, aprire conti o investimenti intestati al coniuge senza reddito, pagare per lui un fondo pensione o il Fondo casalinghe, come visto nelle lezioni precedenti. Ciò che conta è che la protezione sia scritta, non affidata alla buona volontà.",
    "Un caso a parte sono le coppie che convivono senza essere sposate. Per loro non esiste nessuna comunione automatica: ognuno possiede ciò che compra. Possono firmare un contratto di convivenza, con un notaio o un avvocato, e scegliere anche la comunione dei beni; ma molti diritti del coniuge, a partire dalla successione, non si applicano ai conviventi, come vedremo nell'ultima lezione.",
    "Come sapere in che regime sei? Lo indica l'estratto dell'atto di matrimonio, che si chiede al Comune dove ci si è sposati: nelle annotazioni compare la scelta della separazione dei beni o il suo cambio successivo. Se non c'è nulla, sei in comunione legale.",
    "Cambiare regime è possibile in qualsiasi momento, con un atto notarile e con il consenso di entrambi. È una decisione da prendere in due, con un notaio, pensando non solo al presente ma a cosa succederebbe se il reddito si fermasse o se la coppia si separasse.",
    "Fonti: Codice civile, artt. 159-230 (regime patrimoniale della famiglia), in particolare artt. 177-179 (oggetto della comunione e beni personali) e 215-219 (separazione dei beni); Legge 20 maggio 2016, n. 76 (unioni civili e convivenze).",
  ].join("\n"),
  questions: [
    {
      question: "Una coppia sposata non ha scelto nulla sul regime patrimoniale. In che regime si trova?",
      options: ["Separazione dei beni", "Comunione legale dei beni", "Fondo patrimoniale", "Nessun regime"],
      correctAnswer: 1,
      explanation: "Se gli sposi non scelgono diversamente si applica la comunione legale: i beni acquistati durante il matrimonio sono di entrambi in parti uguali.",
    },
    {
      question: "In comunione, la casa comprata dopo le nozze con il solo stipendio del marito di chi è?",
      options: ["Di entrambi i coniugi in parti uguali", "Solo del marito", "Della banca", "Dei figli"],
      correctAnswer: 0,
      explanation: "In comunione conta il momento dell'acquisto, non chi paga: ciò che si compra durante il matrimonio è comune, anche se pagato con un solo reddito.",
    },
    {
      question: "Quale di questi beni resta personale anche in comunione?",
      options: ["L'auto comprata insieme dopo le nozze", "La casa comprata con il mutuo dopo il matrimonio", "Un appartamento ricevuto in eredità", "I mobili comprati insieme"],
      correctAnswer: 2,
      explanation: "I beni ricevuti per eredità o donazione restano personali, come quelli posseduti prima del matrimonio e quelli di uso strettamente personale.",
    },
    {
      question: "Perché la separazione dei beni può essere rischiosa per il coniuge senza reddito?",
      options: ["Perché costa di più", "Perché ciò che è comprato e intestato all'altro resta solo suo, e chi non guadagna può restare senza nulla", "Perché vieta di avere un conto", "Non è mai rischiosa"],
      correctAnswer: 1,
      explanation: "Con la separazione ognuno possiede ciò che compra con i propri soldi: se entra un solo stipendio, senza correttivi il coniuge che non guadagna non accumula nulla di proprio.",
    },
    {
      question: "Due conviventi non sposati comprano un'auto intestata a uno solo. Di chi è?",
      options: ["Di entrambi per legge", "Dello Stato", "Del Comune di residenza", "Di chi è intestata: per i conviventi non c'è comunione automatica"],
      correctAnswer: 3,
      explanation: "Tra conviventi non esiste una comunione automatica: possono sceglierla solo con un contratto di convivenza firmato davanti a un notaio o a un avvocato.",
    },
  ],
};

const conti: SeedLesson = {
  slug: "pr-conti-cointestati",
  title: "Conti cointestati: cosa significa e come sono garantiti",
  minutes: 9,
  isPremium: false,
  content: [
    "Molte coppie hanno un conto corrente cointestato: lo stipendio arriva lì e da lì partono le spese di casa. È comodo, ma pochi sanno cosa comporta davvero. Per il coniuge senza reddito il conto cointestato è spesso l'unico accesso al denaro della famiglia: conviene capirne bene le regole.",
    "Firma disgiunta o congiunta. Con la firma disgiunta ciascun intestatario può operare da solo: prelevare, fare bonifici, pagare con la carta, nei limiti del contratto. Con la firma congiunta serve il consenso di tutti per ogni operazione. Nelle famiglie si usa quasi sempre la firma disgiunta, più pratica; la firma congiunta protegge di più, ma rende difficile anche pagare una bolletta.",
    "Di chi sono i soldi? La legge presume che i soldi di un conto cointestato appartengano agli intestatari in parti uguali, anche se sono stati versati da uno solo. È una presunzione: chi sostiene il contrario, per esempio in una separazione, deve provarlo. Questo rende il conto cointestato una forma di protezione per chi non ha un reddito, ma non sostituisce la comunione dei beni né un patrimonio intestato.",
    "Cosa succede se uno degli intestatari muore. La banca, quando viene a sapere del decesso, di solito blocca la parte del defunto fino alla presentazione della dichiarazione di successione e dei documenti degli eredi. L'altro intestatario, con la firma disgiunta, in genere continua a poter usare il conto per la propria parte, ma le regole dipendono dal contratto e dalla banca. Proprio nel momento più difficile, la famiglia potrebbe trovarsi con una parte dei risparmi bloccata per settimane. Per questo è prudente che il coniuge senza reddito abbia anche un piccolo conto intestato solo a sé, con una riserva per le spese immediate.",
    "La garanzia dei depositi. Se una banca fallisce, il Fondo interbancario di tutela dei depositi rimborsa i depositi fino a {{fatto:garanzia-depositi}} per depositante e per banca. Per un conto cointestato il limite vale per ciascun intestatario: il saldo si considera diviso in parti uguali tra gli intestatari, e la quota di ognuno si somma agli altri depositi che quella persona ha nella stessa banca.",
    "Un esempio. Marco e Giulia hanno un conto cointestato con 150.000 €: la quota di ciascuno è 75.000 €, tutta garantita. Se però Marco ha anche un conto solo suo nella stessa banca con 50.000 €, i suoi depositi in quella banca sono 125.000 € e la parte che supera il limite non è coperta. Per risparmi importanti conviene dividerli tra banche diverse: il limite vale separatamente in ciascuna banca.",
    "Altri effetti da conoscere. Nell'ISEE il saldo e la giacenza media di un conto cointestato si dividono tra gli intestatari. L'imposta di bollo sul conto corrente si paga una volta per conto, non per ogni intestatario. E se uno dei due ha debiti personali, un creditore può chiedere il pignoramento della sua quota del conto, non di quella dell'altro.",
    "Le regole d'oro per la coppia:",
    "- entrambi devono avere le proprie credenziali di accesso all'app e al sito della banca e la propria carta;",
    "- entrambi devono sapere dove si trovano gli altri conti, i fondi e le polizze della famiglia;",
    "- il coniuge senza reddito dovrebbe avere anche un conto personale, anche piccolo, per la sua autonomia;",
    "- le decisioni sui risparmi comuni si prendono in due, guardando insieme gli estratti conto.",
    "Il controllo esclusivo del denaro da parte di un solo coniuge, che impedisce all'altro di accedere ai soldi o di lavorare, è una forma di violenza economica: chi la subisce può chiedere aiuto ai centri antiviolenza e al numero pubblico 1522, gratuito e attivo giorno e notte.",
    "Fonti: Codice civile, art. 1298 (presunzione di parti uguali nelle obbligazioni solidali); Banca d'Italia, Economia per tutti, «La tutela dei depositi» e «Limite di garanzia» (Fondo interbancario di tutela dei depositi); D.P.C.M. 5 dicembre 2013, n. 159 (ISEE).",
  ].join("\n"),
  questions: [
    {
      question: "Con la firma disgiunta, cosa può fare ciascun intestatario?",
      options: ["Operare da solo: prelevare, pagare, fare bonifici", "Nulla senza l'altro", "Solo guardare il saldo", "Solo versare contanti"],
      correctAnswer: 0,
      explanation: "La firma disgiunta permette a ciascun intestatario di operare da solo; con la firma congiunta, invece, ogni operazione richiede il consenso di tutti.",
    },
    {
      question: "Di chi si presumono i soldi di un conto cointestato, se lo stipendio è di uno solo?",
      options: ["Solo di chi versa lo stipendio", "Degli intestatari in parti uguali, salvo prova contraria", "Della banca", "Dei figli"],
      correctAnswer: 1,
      explanation: "La legge presume parti uguali tra gli intestatari; chi sostiene che i soldi sono solo suoi deve provarlo.",
    },
    {
      question: "Conto cointestato con 150.000 € e nessun altro deposito nella stessa banca: quanto è garantito a ciascuno dei due intestatari?",
      options: ["Nulla", "Solo 50.000 € in tutto", "{{fatto:garanzia-depositi}} in tutto per i due", "75.000 € ciascuno, tutti garantiti"],
      correctAnswer: 3,
      explanation: "Il limite di {{fatto:garanzia-depositi}} vale per ciascun intestatario: la quota di ognuno è 75.000 €, sotto il limite, quindi interamente protetta.",
    },
    {
      question: "Perché è prudente che il coniuge senza reddito abbia anche un piccolo conto intestato solo a sé?",
      options: ["Perché alla morte dell'altro intestatario la banca può bloccare una parte del conto cointestato", "Per pagare più commissioni", "Perché è obbligatorio per legge", "Per evitare l'ISEE"],
      correctAnswer: 0,
      explanation: "Dopo un decesso la banca di solito blocca la quota del defunto fino alla successione: una riserva su un conto personale paga le spese dei primi tempi.",
    },
    {
      question: "Marco ha 75.000 € come quota di un conto cointestato e 50.000 € su un conto suo nella stessa banca. È tutto garantito?",
      options: ["Sì, ogni conto ha la sua garanzia", "Sì, i conti cointestati non contano", "No: i depositi di Marco in quella banca sommano 125.000 € e la parte oltre il limite non è coperta", "No, nulla è garantito"],
      correctAnswer: 2,
      explanation: "La quota del cointestato si somma agli altri depositi della stessa persona nella stessa banca: oltre {{fatto:garanzia-depositi}} la garanzia non copre.",
    },
  ],
};

const successione: SeedLesson = {
  slug: "pr-successione-testamento",
  title: "Successione e testamento: cosa spetta a chi resta",
  minutes: 10,
  isPremium: false,
  content: [
    "Nessuno ama pensarci, ma per una famiglia con un solo reddito sapere come funziona la successione è parte della protezione del coniuge che resta. Chi non ha un reddito proprio dipende da ciò che eredita: casa, risparmi, quote di beni. In Italia la legge decide molto, ma non tutto: con un testamento si può scegliere una parte.",
    "Se non c'è testamento. Si applica la successione legittima: l'eredità va ai familiari nell'ordine e nelle quote fissati dal Codice civile. Il coniuge che concorre con un solo figlio riceve {{fatto:successione-coniuge-un-figlio}} dell'eredità e il figlio l'altra metà; se i figli sono due o più, al coniuge spetta {{fatto:successione-coniuge-piu-figli}} dell'eredità e ai figli, in parti uguali, il resto. Senza figli il coniuge divide con genitori, fratelli e sorelle, e senza nessuno di loro eredita tutto. Il coniuge separato senza addebito conserva i suoi diritti; il divorziato no.",
    "I legittimari e la quota di legittima. Anche con un testamento, la legge riserva una parte del patrimonio ad alcuni familiari stretti, i legittimari: il coniuge, i figli e, se non ci sono figli, i genitori. Le quote riservate dipendono da chi resta:",
    "- al coniuge senza figli è riservata {{fatto:legittima-coniuge-solo}} del patrimonio;",
    "- a un figlio unico, senza coniuge, {{fatto:legittima-figlio-unico}}; a due o più figli, insieme, {{fatto:legittima-figli-piu}};",
    "- se restano il coniuge e un solo figlio, a ciascuno è riservato {{fatto:legittima-coniuge-un-figlio}};",
    "- se restano il coniuge e due o più figli, al coniuge è riservato {{fatto:legittima-coniuge-piu-figli}} e ai figli insieme {{fatto:legittima-figli-con-coniuge}}.",
    "Ciò che avanza è la quota disponibile: con il testamento la si può lasciare a chi si vuole, anche al coniuge stesso, per aumentare la sua parte. Inoltre il coniuge ha sempre il diritto di abitare nella casa familiare e di usarne i mobili, se era di proprietà del defunto o comune: è una tutela importante per chi non ha un reddito e non potrebbe pagarsi un'altra casa. Se un testamento o delle donazioni fatte in vita ledono la legittima, il legittimario può chiedere al giudice di reintegrarla.",
    "Il testamento. Le forme più usate sono due.",
    "- Il testamento olografo è scritto interamente a mano dal testatore, con la data e la firma. Non costa nulla, ma deve essere chiaro e deve essere trovato: conviene custodirlo in un luogo sicuro, dirlo a una persona di fiducia o depositarlo presso un notaio. Un testo scritto al computer, anche se firmato, non vale come olografo.",
    "- Il testamento pubblico è ricevuto dal notaio, alla presenza di due testimoni, che lo scrive secondo la volontà del testatore e lo conserva. Costa l'onorario del notaio, ma evita errori di forma e smarrimenti.",
    "Il testamento si può cambiare o revocare in qualsiasi momento: vale l'ultimo. Non si può fare un testamento in due, per esempio marito e moglie sullo stesso foglio: ciascuno deve fare il proprio.",
    "Il caso dei conviventi. Chi convive senza essere sposato o unito civilmente non è un erede per legge e non è un legittimario: senza testamento non riceve nulla, salvo alcuni diritti limitati sulla casa comune. Con un testamento può ricevere solo la quota disponibile. Per questo, nelle coppie di fatto con un solo reddito, il testamento e una polizza vita con il partner come beneficiario sono quasi indispensabili.",
    "Ricorda che il capitale di una polizza vita non fa parte dell'eredità: va ai beneficiari scritti nel contratto. Successione, testamento e beneficiari delle polizze vanno quindi pensati insieme, e rivisti quando la famiglia cambia: un matrimonio, una nascita, una separazione.",
    "Dopo il decesso gli eredi presentano all'Agenzia delle Entrate la dichiarazione di successione entro i termini di legge; per il coniuge e i figli l'imposta sulle successioni è dovuta solo sopra una franchigia molto alta, ma le imposte sugli immobili si pagano comunque. Un notaio o un CAF possono seguire la pratica.",
    "Fonti: Codice civile, artt. 536-548 (legittimari), 565-586 (successione legittima, in particolare art. 581), 601-608 (forme del testamento); Agenzia delle Entrate, dichiarazione di successione.",
  ].join("\n"),
  questions: [
    {
      question: "Senza testamento, se restano il coniuge e un solo figlio, quanto dell'eredità va al coniuge?",
      options: ["{{fatto:successione-coniuge-un-figlio}}", "Nulla", "Tutto", "Un decimo"],
      correctAnswer: 0,
      explanation: "Nella successione legittima il coniuge con un solo figlio riceve {{fatto:successione-coniuge-un-figlio}} dell'eredità; con due o più figli riceve {{fatto:successione-coniuge-piu-figli}}.",
    },
    {
      question: "Chi sono i legittimari?",
      options: ["Tutti i parenti fino al sesto grado", "Solo i figli maggiorenni", "Il coniuge, i figli e, se non ci sono figli, i genitori", "Gli amici indicati nel testamento"],
      correctAnswer: 2,
      explanation: "La legge riserva una quota del patrimonio a coniuge, figli e, in mancanza di figli, genitori: questa quota spetta anche contro la volontà del testamento.",
    },
    {
      question: "Restano il coniuge e due figli. Qual è la quota riservata al coniuge?",
      options: ["Tutto il patrimonio", "{{fatto:legittima-coniuge-piu-figli}} del patrimonio", "Nulla", "Dipende dall'età"],
      correctAnswer: 1,
      explanation: "Con due o più figli al coniuge è riservato {{fatto:legittima-coniuge-piu-figli}} e ai figli insieme {{fatto:legittima-figli-con-coniuge}}; il resto è la quota disponibile.",
    },
    {
      question: "Quale di questi è un testamento olografo valido?",
      options: ["Un testo scritto al computer e firmato", "Un messaggio vocale", "Un foglio firmato da marito e moglie insieme", "Un testo scritto interamente a mano, datato e firmato dal testatore"],
      correctAnswer: 3,
      explanation: "L'olografo deve essere scritto tutto a mano, con data e firma; il testo al computer non vale e il testamento congiunto di due persone è vietato.",
    },
    {
      question: "Una coppia convive senza essere sposata. Senza testamento, il partner eredita?",
      options: ["Sì, come un coniuge", "Sì, la metà di tutto", "Solo se ha figli", "No: il convivente non è erede per legge; con un testamento può ricevere solo la quota disponibile"],
      correctAnswer: 3,
      explanation: "Il convivente di fatto non è erede legittimo né legittimario: per proteggerlo servono un testamento e, meglio ancora, una polizza vita che lo indichi come beneficiario.",
    },
  ],
};

export const course6: SeedCourse = {
  slug: "proteggere-chi-non-ha-un-reddito",
  title: "Proteggere chi non ha un reddito",
  description: "Per il partner che si occupa della famiglia senza uno stipendio: il Fondo casalinghe e l'assicurazione INAIL, un fondo pensione intestato, comunione o separazione dei beni, conti cointestati, successione e testamento.",
  isPremium: false,
  order: 6,
  lessons: [casalinghe, fondoPensione, regime, conti, successione],
};
