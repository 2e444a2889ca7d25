// Knowledge of the built-in assistant on what households ask besides saving and investing:
// bills, ISEE and family benefits, deductions, bank accounts, consumer credit, insurance, scams,
// TFR, renting or buying, government bonds and deposits, saving for children (issue 20).
// Every legal figure comes from the facts registry (docs/facts.md); no product is ever named.
import { factText as f, factValue } from "@shared/facts";
import { BUTTONS, bullets, euro, NO_PRODUCTS, percentOf, QUALIFIED_HELP, sourceOf } from "../figures";
import { appPageLink } from "../../app-features";
import type { Topic } from "../types";

export const householdTopics: Topic[] = [
  {
    id: "bollette",
    label: "Bollette di luce e gas",
    answer: () =>
      [
        `Per la luce e il gas la maggior parte delle famiglie è ormai nel mercato libero: il servizio di tutela del gas per i clienti non vulnerabili è finito il ${f("fine-tutela-gas")} e quello della luce il ${f("fine-tutela-luce")}.`,
        bullets([
          "Guarda in bolletta il prezzo della materia prima (€/kWh per la luce, €/Smc per il gas) e il consumo annuo: sono i due numeri per confrontare le offerte.",
          "Confronta le offerte sul Portale Offerte di ARERA, il sito pubblico dell'autorità: cambiare fornitore è gratuito e non interrompe il servizio.",
          "Prezzo fisso o variabile: il fisso protegge dai rialzi per la durata indicata, il variabile segue il mercato.",
          `Bonus sociale luce e gas: spetta con ISEE fino a ${f("bonus-sociale-isee-soglia")} (fino a ${f("bonus-sociale-isee-soglia-famiglie-numerose")} con almeno quattro figli a carico) e arriva in automatico in bolletta presentando la DSU.`,
          "Una bolletta di conguaglio troppo alta si può contestare con un reclamo scritto al fornitore e chiedere di rateizzarla.",
        ]),
        sourceOf("fine-tutela-luce"),
        "Le bollette che paghi ogni mese le segni una volta come spese ricorrenti nella pagina Spese: le ritrovi nel budget senza ricopiarle.",
      ].join("\n\n"),
    suggestions: ["Come posso risparmiare 200€ al mese?", "Come si calcola l'ISEE?", "Qual è il budget migliore per me?"],
    actions: [BUTTONS.budget, BUTTONS.courses],
    // Bills recur every month: their page is the recurring payments on /expenses (docs/chat.md, "Facts and pages in every answer").
    page: () => appPageLink("/expenses"),
  },
  {
    id: "isee_bonus",
    label: "ISEE, Assegno Unico e bonus",
    answer: () =>
      [
        "L'ISEE misura la situazione economica della famiglia: si ottiene presentando la DSU all'INPS (anche precompilata online) o gratis tramite un CAF. Serve per l'Assegno Unico, il bonus sociale delle bollette, il bonus asilo nido e molte agevolazioni locali.",
        bullets([
          `Assegno Unico: per ogni figlio minorenne va da ${f("assegno-unico-importo-min")} a ${f("assegno-unico-importo-max")} al mese; l'importo pieno spetta con ISEE fino a ${f("assegno-unico-isee-soglia-importo-pieno")}, poi scende; con ISEE oltre ${f("assegno-unico-isee-soglia-importo-minimo")}, o senza ISEE, spetta solo il minimo.`,
          `Nell'ISEE per le prestazioni familiari (Assegno Unico, bonus nido e simili) la prima casa conta solo oltre ${f("isee-franchigia-prima-casa")} di valore catastale, più ${f("isee-franchigia-maggiorazione-figlio")} per ogni figlio dopo il primo; nell'ISEE ordinario la franchigia resta ${f("isee-franchigia-prima-casa-ordinaria")}. I titoli di Stato sono esclusi fino a ${f("isee-esclusione-titoli-stato")}.`,
          `Bonus asilo nido dell'INPS: ${f("bonus-nido-importo-1")} l'anno con ISEE fino a ${f("bonus-nido-isee-soglia-1")}, ${f("bonus-nido-importo-2")} fino a ${f("bonus-nido-isee-soglia-2")}, ${f("bonus-nido-importo-3")} oltre o senza ISEE.`,
          `Bonus sociale luce e gas: con ISEE fino a ${f("bonus-sociale-isee-soglia")} (${f("bonus-sociale-isee-soglia-famiglie-numerose")} con almeno quattro figli a carico).`,
          "L'ISEE scade il 31 dicembre: rinnovalo a gennaio per non perdere gli importi pieni.",
        ]),
        sourceOf("assegno-unico-importo-max"),
        QUALIFIED_HELP,
      ].join("\n\n"),
    suggestions: ["Posso detrarre le spese dell'asilo nido?", "Come risparmiare sulle bollette?", "Come risparmiare per i figli?"],
    actions: [BUTTONS.budget, BUTTONS.human],
    page: () => appPageLink("/benefits"),
  },
  {
    id: "detrazioni",
    label: "Detrazioni e 730",
    answer: ({ question }) => {
      const lines: string[] = [];
      // "asilo nido", or "il nido" alone, as families call it ("la retta del nido la detraggo?").
      if (/asil[oi]\s+nid|\bnid[oi]\b/i.test(question)) {
        const cap = f("detrazione-asilo-nido-limite");
        lines.push(
          `Sì: le rette dell'asilo nido, pubblico o privato, danno una detrazione IRPEF del ${f("detrazione-oneri")} su una spesa massima di ${cap} all'anno per ogni figlio, pagata con un mezzo tracciabile (carta, bonifico). Nel 730 si indica con il codice 33, divisa tra i genitori secondo chi ha pagato.`,
          "Attenzione: la detrazione non si somma al bonus asilo nido dell'INPS per le stesse rette; si sceglie quale conviene, di solito il bonus, che copre molto di più.",
          sourceOf("detrazione-asilo-nido-limite"),
        );
      } else {
        lines.push(
          `Le spese più comuni del 730 (mediche, interessi del mutuo prima casa, istruzione, alcune assicurazioni) danno una detrazione del ${f("detrazione-oneri")}, cioè uno sconto sull'IRPEF.`,
          bullets([
            `Spese sanitarie: la detrazione spetta sulla parte oltre la franchigia di ${f("franchigia-spese-sanitarie")}; conserva scontrini parlanti con il codice fiscale.`,
            `Interessi del mutuo prima casa: ${f("detrazione-interessi-mutuo")} fino a ${f("detrazione-interessi-mutuo-limite")} di interessi l'anno.`,
            `Polizze per il rischio di morte o di invalidità permanente (non inferiore al 5%): premi fino a ${f("detrazione-premi-assicurazione-limite")} l'anno; le polizze per la non autosufficienza hanno un limite a parte.`,
            `Un familiare è a carico se guadagna al massimo ${f("reddito-familiare-a-carico")} l'anno; un figlio fino a 24 anni fino a ${f("reddito-figlio-a-carico-under-24")}.`,
            `Provvigione dell'agenzia immobiliare per comprare la prima casa: ${f("detrazione-oneri")} su una spesa massima di ${f("detrazione-agenzia-limite")}, da dividere tra i comproprietari.`,
            "Quasi tutte le spese, tranne farmaci e prestazioni pubbliche, vanno pagate con mezzi tracciabili.",
          ]),
          sourceOf("detrazione-oneri"),
        );
      }
      lines.push(QUALIFIED_HELP);
      return lines.join("\n\n");
    },
    suggestions: ["Come si calcola l'ISEE?", "Come vengono tassati gli investimenti?", "Come funziona il fondo pensione?"],
    page: () => appPageLink("/tax"),
    actions: [BUTTONS.human, BUTTONS.courses],
  },
  {
    id: "conto_corrente",
    label: "Costi del conto corrente",
    answer: () =>
      [
        "Il costo di un conto si legge nell'ISC (Indicatore Sintetico di Costo) del foglio informativo: somma canone, carte, operazioni e bolli per un profilo d'uso tipico. Confrontalo con quanto usi davvero il conto.",
        bullets([
          `Imposta di bollo: ${f("bollo-conto-corrente")} l'anno, dovuta solo se la giacenza media supera ${f("bollo-conto-corrente-soglia")}.`,
          `I depositi sono protetti dal Fondo di garanzia fino a ${f("garanzia-depositi")} per persona e per banca. In un conto cointestato ogni intestatario ha la sua quota, in parti uguali, che si somma agli altri suoi depositi nella stessa banca.`,
          "Trasferire il conto (portabilità) è gratuito: la nuova banca sposta bonifici e domiciliazioni.",
          "Con un ISEE basso esiste il conto di base a canone ridotto o gratuito.",
        ]),
        NO_PRODUCTS,
        sourceOf("garanzia-depositi"),
      ].join("\n\n"),
    suggestions: ["Conviene un conto deposito o un BTP?", "Quanto deve essere il fondo di emergenza?", "Come riconosco una truffa?"],
    actions: [BUTTONS.budget, BUTTONS.courses],
    lessonSlugs: ["pr-conti-cointestati"],
  },
  {
    id: "credito_consumo",
    label: "Prestiti, TAN e TAEG, rate",
    answer: ({ slots }) => {
      const lines = [
        "Per confrontare un prestito guarda il TAEG, non il TAN: il TAN è solo il tasso degli interessi, il TAEG comprende anche spese di istruttoria, incasso rata e assicurazioni obbligatorie. Un \"tasso zero\" con TAEG sopra zero non è gratis.",
        bullets([
          "Prima di firmare chiedi il modulo SECCI: riassume costi e condizioni in modo standard.",
          "Cessione del quinto: la rata è trattenuta dallo stipendio o dalla pensione, al massimo un quinto del netto; costa spesso più di un prestito personale.",
          `Buy now pay later (paga in 3 rate): dal ${f("credito-consumatori-bnpl-decorrenza")} rientra nelle regole del credito ai consumatori (informazioni prima della firma, verifica del merito di credito). Resta comodo, ma più acquisti a rate insieme si sommano e un ritardo costa penali.`,
          `Da un contratto di credito ai consumatori puoi recedere entro ${f("recesso-credito-consumatori-giorni")} dalla firma senza dare motivazioni, restituendo capitale e interessi maturati.`,
          "Prima di un nuovo prestito verifica che tutte le rate insieme restino una parte piccola del reddito.",
        ]),
      ];
      if (slots.amountCents && slots.ratePercent !== null) {
        lines.push(`Esempio: su ${euro(slots.amountCents)} un interesse del ${slots.ratePercent}% l'anno vale circa ${euro(percentOf(slots.amountCents, slots.ratePercent))} nel primo anno, prima delle spese.`);
      }
      lines.push(NO_PRODUCTS, QUALIFIED_HELP);
      return lines.join("\n\n");
    },
    suggestions: ["Come posso gestire i miei debiti?", "Qual è il budget migliore per me?", "Come riconosco una truffa?"],
    // A loan is a debt: its page is the payoff plan on /debts (docs/chat.md, "Facts and pages in every answer").
    page: () => appPageLink("/debts"),
    actions: [BUTTONS.budget, BUTTONS.human],
  },
  {
    id: "assicurazioni",
    label: "Assicurazioni",
    answer: () =>
      [
        "Un'assicurazione serve a proteggerti da un danno che non potresti pagare da solo, non da piccole spese. Per una famiglia le coperture di solito più utili sono la responsabilità civile del capofamiglia, la temporanea caso morte per chi ha figli o un mutuo e, dove serve, la casa.",
        bullets([
          "Leggi massimale (quanto paga al massimo), franchigia e scoperto (quanto resta a te) ed esclusioni.",
          "Una polizza venduta insieme a un prestito o un mutuo di solito non è obbligatoria: puoi sceglierla altrove.",
          "La polizza contro le catastrofi naturali (terremoti, alluvioni, frane) è obbligatoria per le imprese iscritte al Registro delle imprese (legge 213/2023, art. 1, commi 101-111), non per le famiglie: per la casa di abitazione resta una scelta, utile soprattutto in una zona a rischio.",
          `Le polizze per il rischio di morte o di invalidità permanente non inferiore al 5% danno una detrazione del ${f("detrazione-oneri")} su premi fino a ${f("detrazione-premi-assicurazione-limite")} l'anno.`,
          `Per un reclamo scrivi prima alla compagnia; se non risponde entro 45 giorni o la risposta non ti soddisfa, dal ${f("arbitro-assicurativo-avvio")} puoi fare ricorso online all'Arbitro Assicurativo, senza avvocato: costa ${f("arbitro-assicurativo-contributo")}, restituiti se ti dà ragione, e decide entro ${f("arbitro-assicurativo-giorni-decisione")}. Puoi anche scrivere all'IVASS.`,
        ]),
        NO_PRODUCTS,
        sourceOf("detrazione-premi-assicurazione-limite"),
      ].join("\n\n"),
    suggestions: ["Quanto deve essere il fondo di emergenza?", "Cosa sono TAN e TAEG?", "Qual è il budget migliore per me?"],
    actions: [BUTTONS.budget, BUTTONS.human],
    lessonSlugs: ["sr-superstiti-tcm-invalidita"],
  },
  {
    id: "truffe",
    label: "Truffe e phishing",
    answer: () =>
      [
        "La banca, le Poste o l'INPS non ti chiedono mai codici, password o OTP per SMS, email o telefono. Un guadagno alto e sicuro promesso in poco tempo è sempre un segnale di truffa.",
        "Se hai cliccato o dato dei codici:",
        bullets([
          "Chiama subito il numero ufficiale della banca (quello sul retro della carta) e fai bloccare carte e accessi.",
          "Cambia le password dell'home banking e della email.",
          "Sporgi denuncia alla Polizia Postale o ai Carabinieri: serve per chiedere il rimborso delle operazioni non autorizzate.",
          `Contesta per iscritto alla banca i pagamenti che non hai fatto, entro ${f("contestazione-pagamenti-mesi")} dall'addebito: la banca deve rimborsarli subito, al più tardi entro la fine della giornata operativa successiva, salvo che sospetti una frode o provi una tua colpa grave. Se non ti risponde puoi ricorrere all'ABF.`,
          "Prima di investire controlla sul sito della CONSOB che l'intermediario sia autorizzato.",
        ]),
      ].join("\n\n"),
    suggestions: ["Quanto costa un conto corrente?", "Come funziona un PAC per investire?", "Come posso gestire i miei debiti?"],
    actions: [BUTTONS.human, BUTTONS.courses],
  },
  {
    id: "tfr",
    label: "TFR",
    answer: () =>
      [
        `Il TFR è la parte di stipendio che il datore accantona ogni anno: circa il ${f("tfr-quota-annua")} della retribuzione lorda. Lasciato in azienda si rivaluta ogni anno dell'${f("tfr-rivalutazione-fissa")} più il ${f("tfr-rivalutazione-inflazione")} dell'inflazione.`,
        bullets([
          `Lasciato in azienda, ogni anno la rivalutazione paga un'imposta sostitutiva del ${f("tfr-rivalutazione-imposta")}; alla fine del rapporto il TFR ha una tassazione separata, con l'aliquota media IRPEF degli ultimi anni.`,
          "Puoi destinarlo a un fondo pensione: i rendimenti possono essere più alti nel lungo periodo, con più oscillazioni, e la tassazione finale è più bassa.",
          `Dal ${f("adesione-automatica-decorrenza")} i neoassunti del settore privato aderiscono in automatico al fondo, salvo rinuncia entro ${f("adesione-automatica-giorni-rinuncia")}.`,
          `Dopo ${f("fondi-pensione-anticipazione-anni")} di iscrizione al fondo si può chiedere un'anticipazione per la prima casa.`,
          "Se l'azienda non paga il TFR alla fine del rapporto interviene il Fondo di garanzia dell'INPS.",
        ]),
        sourceOf("tfr-rivalutazione-fissa"),
        QUALIFIED_HELP,
      ].join("\n\n"),
    suggestions: ["Come funziona il fondo pensione?", "Come funziona un PAC per investire?", "Quanto deve essere il fondo di emergenza?"],
    page: () => appPageLink("/calcolatori/tfr"),
    actions: [BUTTONS.pac, BUTTONS.human],
  },
  {
    id: "affitto_acquisto",
    label: "Affitto o acquisto della casa",
    answer: ({ slots }) => {
      const lines = [
        "Comprare conviene di più quanto più a lungo resti nella stessa città: all'acquisto paghi imposte, notaio, agenzia e perizia, che si ammortizzano solo in molti anni. L'affitto non è \"soldi buttati\": compra flessibilità, e i soldi dell'anticipo possono restare investiti.",
        bullets([
          `Confronta la rata del mutuo più le spese del proprietario (manutenzione, IMU se non è prima casa, assicurazione) con l'affitto; la rata deve restare entro il ${f("mutuo-rata-reddito-max")} del reddito netto.`,
          `Di solito la banca finanzia fino all'${f("mutuo-ltv-max")} del valore: il resto, più le spese, serve in contanti.`,
          "Se pensi di trasferirti entro pochi anni, l'affitto di solito costa meno.",
        ]),
      ];
      if (slots.amountCents) lines.push(`Un affitto di ${euro(slots.amountCents)} al mese sono ${euro(slots.amountCents * 12)} l'anno: confrontali con interessi, spese e imposte di un mutuo nel calcolatore.`);
      lines.push("Con il calcolatore del mutuo vedi rata e costi dell'acquisto.");
      return lines.join("\n\n");
    },
    suggestions: ["Meglio mutuo a tasso fisso o variabile?", "Qual è il budget migliore per me?", "Quanto deve essere il fondo di emergenza?"],
    actions: [BUTTONS.budget, BUTTONS.human],
  },
  {
    id: "titoli_stato",
    label: "BTP, buoni postali e conti deposito",
    answer: ({ slots }) => {
      const lines = [
        "Per i risparmi da tenere al sicuro le famiglie usano di solito tre strumenti: i titoli di Stato (BOT, BTP), i buoni fruttiferi postali e i conti deposito.",
        bullets([
          `Titoli di Stato: interessi tassati al ${f("aliquota-titoli-stato")} invece del ${f("aliquota-redditi-finanziari")}; rimborsati a 100 a scadenza, ma se li vendi prima il prezzo può essere più basso.`,
          "Buoni fruttiferi postali: garantiti dallo Stato, rimborsabili in ogni momento con gli interessi maturati secondo la tabella del buono.",
          `Conti deposito: tasso noto in anticipo, somme protette fino a ${f("garanzia-depositi")} per banca; se vincolati, prima della scadenza perdi una parte degli interessi.`,
          `Titoli di Stato e buoni postali sono esclusi dall'ISEE fino a ${f("isee-esclusione-titoli-stato")}.`,
        ]),
      ];
      if (slots.amountCents) {
        lines.push(`Su interessi di ${euro(slots.amountCents)} paghi ${euro(percentOf(slots.amountCents, factValue("aliquota-titoli-stato")))} di imposta con i titoli di Stato contro ${euro(percentOf(slots.amountCents, factValue("aliquota-redditi-finanziari")))} con altri strumenti.`);
      }
      lines.push(NO_PRODUCTS, sourceOf("aliquota-titoli-stato"));
      return lines.join("\n\n");
    },
    suggestions: ["Quanto deve essere il fondo di emergenza?", "Come funziona un PAC per investire?", "Come mi proteggo dall'inflazione?"],
    actions: [BUTTONS.pacOutline, BUTTONS.courses],
  },
  {
    id: "risparmio_figli",
    label: "Risparmiare per i figli",
    answer: ({ slots }) => {
      const lines = [
        "Per il futuro dei figli conta più la costanza che la cifra: una somma fissa ogni mese, dalla nascita, su un orizzonte lungo come i 18 anni fino all'università.",
        bullets([
          "Prima il fondo di emergenza della famiglia, poi il risparmio per i figli.",
          "Per i soldi che servono tra pochi anni: buoni fruttiferi postali dedicati ai minori o conti deposito.",
          "Per un orizzonte di oltre 10 anni un PAC diversificato può crescere di più, con oscillazioni.",
          `Un fondo pensione intestato al figlio a carico dà ai genitori la deduzione dei versamenti. Un figlio fino a 24 anni resta fiscalmente a carico se guadagna al massimo ${f("reddito-figlio-a-carico-under-24")} l'anno (${f("reddito-familiare-a-carico")} dopo i 24).`,
          "La paghetta, anche piccola, insegna a gestire i soldi: fissala settimanale e lascia che decidano loro.",
        ]),
      ];
      if (slots.amountCents) lines.push(`${euro(slots.amountCents)} al mese per 18 anni sono ${euro(slots.amountCents * 12 * 18)} versati, prima dei rendimenti.`);
      lines.push(NO_PRODUCTS);
      return lines.join("\n\n");
    },
    suggestions: ["Come funziona un PAC per investire?", "Cosa sono i buoni fruttiferi postali?", "Quanto spetta di Assegno Unico?"],
    actions: [BUTTONS.pac, BUTTONS.courses],
    // A sum for a child's future is a goal on /plan; a child "a carico" is a matter of the 730, on /tax
    // (docs/chat.md, "Facts and pages in every answer").
    page: ({ question }) => appPageLink(/\ba carico\b/i.test(question) ? "/tax" : "/plan"),
  },
];
