// The app's own features, one entry per page of the client's route table (docs/chat.md, "The app's
// features"): what it does, where (the route), for whom, free or Premium. The assistant answers
// "come faccio a…" questions from here with a link to the page; app-features.test.ts fails when a
// page of the client's route table (client/src/app/route-table.ts) has no entry.
import { PREMIUM_TRIAL_DAYS } from "@shared/constants";
import { normalize } from "./builtin/normalize";
import { stems } from "./nlu/features";

export type AppFeature = {
  /** The page's path as written in the route table ("/courses/:id"). */
  route: string;
  /** Where the answer's link goes (a path without parameters); defaults to route. */
  href?: string;
  title: string;
  /** What it does, in one Italian sentence. */
  does: string;
  forWhom: "tutti" | "visitatori" | "utenti registrati";
  plan: "gratuito" | "Premium" | "gratuito, con più funzioni in Premium" | "gratuito (fino a 2 debiti salvati), illimitato in Premium";
  /** Words (normalised, no accents) a question about this feature uses; several words must all appear. */
  keywords: string[];
  /**
   * Words that name this page's own function and nothing a money topic talks about ("csv",
   * "notifiche", "il mio account"): they suffice with any request ("posso…", "vorrei…", "mi fate…"),
   * not only with "come faccio a…" (docs/chat.md, "The app's features in other words").
   */
  appWords?: string[];
  /** A second page that leads to the same place (cancelling Premium: /account, and /subscribe that links it), linked after the first. */
  alsoRoute?: string;
};

/** "anche mia moglie vedesse le spese", "anche il mio compagno usi l'app": the partner on the same app (/household). */
const PARTNER_USES = ["mio marito", "mia moglie", "il mio compagno", "la mia compagna"].flatMap((who) => ["ved", "us", "acced", "entr", "segn"].map((verb) => `anche ${who} ${verb}`));

export const APP_FEATURES: AppFeature[] = [
  { route: "/", title: "Dashboard", does: "riassume budget, spese del mese, avvisi e progressi nei corsi", forWhom: "utenti registrati", plan: "gratuito", keywords: ["dashboard", "pagina iniziale", "riepilogo"] },
  { route: "/login", title: "Accesso e registrazione", does: "ti fa accedere o creare un account gratuito; se non ricordi la password, «Password dimenticata?» ti manda per e-mail il link per sceglierne una nuova", forWhom: "visitatori", plan: "gratuito", keywords: ["mi registro", "registrarmi", "registrazione", "iscriv", "accedere", "accedo", "login", "creare un account", "crea un account", "entrare"], appWords: ["in mente la password", "perso la password", "password persa", "scordato la password", "non ricordo la password", "dimenticato la password", "password dimenticata", "ricordo piu la password", "ricordo la password", "recuperare la password", "recupero la password", "reimpostare la password", "creo un account", "creare un account", "nuovo account", "fare un account", "registrarmi", "registrazione", "registrarsi", "mi registro", "ci registriamo", "iscriv", "scordata la password", "dimenticata la password", "non riesco a entrare", "non riesco ad entrare", "non riesco ad accedere", "non riesco piu a entrare", "non riesco piu ad accedere"] },
  { route: "/account", title: "Il tuo account", does: "cambia nome, e-mail e password, scarica tutti i tuoi dati (JSON) e le spese (CSV) oppure elimina l'account", forWhom: "utenti registrati", plan: "gratuito", keywords: ["scaricare i miei dati", "scarica i miei dati", "scaricare i dati", "esport", "miei dati", "copia dei dati", "cancellare l account", "eliminare l account", "elimina l account", "cancella l account", "il mio account", "cancellarmi", "dati che avete", "copia di tutti i", "cambiare password", "cambio password", "cambiare email", "cambiare la password", "cambiare l email", "profilo"], appWords: ["esportare", "esporta", "account", "la mail", "l email", "indirizzo email", "indirizzo mail", "la password", "profilo", "parola d accesso", "tutto quello che avete", "avete su di me", "dati su di me"] },
  { route: "/onboarding", title: "Configurazione iniziale", does: "raccoglie reddito e composizione della famiglia per personalizzare l'app", forWhom: "utenti registrati", plan: "gratuito", keywords: ["onboarding", "configurazione iniziale", "configurare", "impostare il profilo"] },
  { route: "/check-up", title: "Check-up finanziario", does: "fa il punto sulla salute finanziaria della famiglia in poche domande", forWhom: "utenti registrati", plan: "gratuito", keywords: ["check up", "checkup", "salute finanziaria"], appWords: ["salute delle mie finanze", "salute delle finanze", "controllo della salute", "check up", "checkup", "controllo generale", "fare il punto", "tagliando", "visita dei conti", "salute dei conti", "salute finanziaria", "test veloce", "come sto messo", "come sto messa", "come siamo messi", "pagella", "situazione economica"] },
  { route: "/expenses", title: "Spese", does: "registra le spese per categoria, importa l'estratto conto (CSV) e gestisce le spese ricorrenti", forWhom: "tutti", plan: "gratuito, con più funzioni in Premium", keywords: ["importo l estratto", "importare l estratto", "estratto conto", "importare", "spese ricorrenti", "ricorrent", "registrare una spesa", "aggiungere una spesa", "segnare le spese", "aggiungo la spesa", "aggiungo una spesa", "segno una spesa", "movimenti", "file della banca", "si ripet", "utenze", "bollette che pago", "che pago tutti i mesi", "che pago ogni mese", "addebiti fissi"], appWords: ["pago tutti i mesi", "pago ogni mese", "bollette fisse", "file della carta", "file della banca", "file excel", "un excel", "movimenti della", "movimenti del conto", "ricopiar", "a mano", "in automatico", "automaticamente", "ogni mese uguale", "csv", "estratto conto", "file della banca", "movimenti della banca", "movimenti del conto", "mettere in automatico", "inserire in automatico", "segnare in automatico", "ricorrent", "si ripet", "spese fisse ogni mese", "segni da sola", "segni da solo", "segna da sola", "segna da solo"] },
  // The month report (buckets, the trend of the last months, the largest expenses) is on /expenses; /analytics is
  // an administrator page and never a link for a family (docs/chat.md, "The app's features").
  { route: "/expenses", title: "Report del mese", does: "mostra il report del mese: quanto hai speso per categoria, l'andamento degli ultimi mesi e le spese più grandi", forWhom: "utenti registrati", plan: "gratuito, con più funzioni in Premium", keywords: ["report", "grafic", "analisi", "statistich", "riepilogo"], appWords: ["riepilogo del mese", "con le categorie", "per categoria", "grafic", "report", "statistich", "riepilogo", "speso l anno scorso", "speso il mese scorso", "spese dell anno scorso", "dove finiscono i miei soldi", "quanto ho speso a", "quanto abbiamo speso a"] },
  // "In Excel": the month's CSV of /expenses opens in any spreadsheet (docs/chat.md, "Facts and pages in every answer").
  { route: "/expenses", title: "Esportare le spese", does: "scarica le spese del mese in un file CSV con il pulsante «Esporta CSV»: si apre con Excel o con qualsiasi foglio di calcolo", forWhom: "utenti registrati", plan: "Premium", keywords: ["esportare le spese", "esporto le spese"], appWords: ["excel", "foglio di calcolo", "foglio elettronico", "esportare le spese", "esporto le spese", "in csv", "foglio excel", "tirarle fuori", "tirare fuori le spese"] },
  { route: "/plan", title: "Il tuo piano", does: "crea obiettivi e accantonamenti per le spese previste, con quanto mettere da parte ogni mese, e calcola il fondo di emergenza dalle tue spese", forWhom: "utenti registrati", plan: "gratuito, con più funzioni in Premium", keywords: ["obiettiv", "accantona"], appWords: ["il mio obiettivo", "mio obiettivo", "raggiungere l obiettivo", "raggiungo l obiettivo", "arrivare all obiettivo", "arrivo all obiettivo", "per l obiettivo", "un obiettivo", "obiettivi", "tredicesim", "quattordicesim", "impostare come obiettivo", "mettere come obiettivo", "creare un obiettivo", "obiettivo nell app", "salvadanaio", "tetto di spesa", "limite di spesa per", "budget per categoria", "limite per categoria"] },
  { route: "/tax", title: "Il 730: spese detraibili", does: "riassume le spese che hai segnato come detraibili, per familiare e tipo, con il risparmio stimato, le spese escluse e il perché; si stampa per il CAF o si scarica in CSV", forWhom: "utenti registrati", plan: "gratuito, con più funzioni in Premium", keywords: ["730", "detrazion", "detraibil", "caf"], appWords: ["riepilogo per il caf", "spese detraibili", "per il caf"] },
  { route: "/debts", title: "Piano di rientro dai debiti", does: "confronta come estinguere i debiti con una somma in più al mese, prima il TAEG più alto (valanga) o prima il debito più piccolo (palla di neve): ordine, mesi e interessi", forWhom: "tutti", plan: "gratuito (fino a 2 debiti salvati), illimitato in Premium", keywords: ["prestiti che ho", "finanziamenti che ho", "i miei prestiti", "i miei finanziamenti", "prestiti in corso", "finanziamenti in corso", "segnare i debiti", "inserire i prestiti", "piano di rientro", "valanga", "palla di neve", "estinguere i debiti"], appWords: ["snowball", "avalanche", "palla di neve", "valanga", "piano di rientro"] },
  { route: "/household", title: "La tua famiglia", does: "invita il partner a condividere le spese, con un ruolo (può modificare o solo lettura); le spese private restano tue", forWhom: "utenti registrati", plan: "gratuito", keywords: ["aggiungere mio marito", "aggiungere mia moglie", "aggiungere il partner", "spese insieme", "spese in comune", "famiglia condivisa", "invitare il partner", "invitare mia moglie", "invitare mio marito", "condividere le spese"], appWords: ["spese in comune", "stessa app", "gestire le spese insieme", "conto famiglia", "condividere le spese", "spese condivise", "condividere l app", "app anche a", "l app anche", "usare anche mio", "usare anche mia", "usarla anche mio", "usarla anche mia", ...PARTNER_USES, "invitare mio", "invitare mia", "invitare il"] },
  { route: "/alerts", title: "Avvisi", does: "ti avvisa quando superi il budget o una spesa è insolita", forWhom: "utenti registrati", plan: "Premium", keywords: ["avvis", "alert", "notific"], appWords: ["notific", "avvis", "alert"] },
  { route: "/subscribe", title: "Abbonamento Premium", does: `attiva Premium, con ${PREMIUM_TRIAL_DAYS} giorni di prova gratuita, o gestisce l'abbonamento`, forWhom: "utenti registrati", plan: "Premium", keywords: ["abbonar", "abbonamento", "prova gratuita", "attivare premium", "passare a premium"], appWords: ["quanto dura la prova", "prova gratis", "periodo di prova", "quanto costa premium", "quanto costa l app", "costa l abbonamento", "rinnovo", "abbonamento premium", "il mio abbonamento", "abbonamento all app"] },
  // Premium is cancelled or resumed in the plan section of /account ("Annulla o riprendi il piano dal tuo account" on /subscribe).
  { route: "/account", title: "Annullare o riprendere Premium", does: "nella sezione del piano annulla l'abbonamento Premium, o lo riprende se lo avevi annullato; ci arrivi anche dalla pagina dell'abbonamento", alsoRoute: "/subscribe", forWhom: "utenti registrati", plan: "gratuito", keywords: ["disdire", "disdetta", "disdico", "annullare", "annullo", "abbonamento", "annullare premium", "togliere premium"], appWords: ["disdire l abbonamento", "disdire il mio abbonamento", "disdico l abbonamento", "disdetta dell abbonamento", "annullare l abbonamento", "annullo l abbonamento", "annullare il mio abbonamento", "cancellare l abbonamento", "cancello l abbonamento", "cancellare il mio abbonamento", "disattivare l abbonamento", "disattivare premium", "annullare premium", "togliere premium", "smettere di pagare premium", "riprendere premium", "riattivare premium"] },
  { route: "/budget-calculator", title: "Calcolatore di budget", does: "divide il reddito con la regola 50/30/20 e salva il budget", forWhom: "tutti", plan: "gratuito", keywords: ["calcolatore di budget", "calcolatore budget", "calcolatore del budget", "salvare il budget", "creare il budget", "creare un budget"] },
  { route: "/calcolatori/budget", href: "/budget-calculator", title: "Calcolatore di budget (scorciatoia)", does: "apre il calcolatore di budget", forWhom: "tutti", plan: "gratuito", keywords: [] },
  { route: "/calcolatori", title: "Tutti i calcolatori", does: "raccoglie i calcolatori: budget, PAC e mutuo", forWhom: "tutti", plan: "gratuito", keywords: ["calcolatori", "strumenti di calcolo"], appWords: ["calcolator", "strumenti di calcolo", "tutti i calcolatori", "i calcolatori", "simulatori"] },
  { route: "/pac-simulator", title: "Simulatore PAC", does: "simula un piano di accumulo con rendimento, costi del fondo e tasse", forWhom: "tutti", plan: "gratuito", keywords: ["quanto mi rend", "quanto rend", "renderebbe", "simulo", "simulatore pac", "simulatore per il pac", "simulare un pac", "simulare il pac", "simulatore piano di accumulo", "simulatore accumulo", "piano d accumulo", "simulare un piano"] , appWords: ["simulare un piano", "simulare un pac", "simulatore pac", "simulatore del pac"] },
  { route: "/mortgage-calculator", title: "Calcolatore mutuo", does: "calcola rata, interessi e piano di ammortamento di un mutuo", forWhom: "tutti", plan: "gratuito", keywords: ["calcolatore mutuo", "calcolatore per la rata", "calcolatore del mutuo", "simulatore mutuo", "simulatore per il mutuo", "calcolare la rata", "piano di ammortamento"] },
  { route: "/courses", title: "Corsi", does: "lezioni brevi con quiz sulla finanza di famiglia; alcuni corsi sono Premium", forWhom: "tutti", plan: "gratuito, con più funzioni in Premium", keywords: ["lezioni", "quiz"], appWords: ["corsi", "un corso"] },
  { route: "/benefits", title: "ISEE e Assegno unico", does: "stima l'ISEE della famiglia passo per passo, poi l'Assegno unico per ogni figlio e i bonus che quell'ISEE apre", forWhom: "tutti", plan: "gratuito", keywords: ["calcolo l assegno unico", "calcolare l assegno", "aiuti ha diritto", "a quali aiuti", "quali bonus", "calcolare l isee", "stimare l isee", "calcolo dell isee", "simulare l isee", "calcolare l assegno unico", "stimare l assegno unico", "calcolo dell assegno unico"] , appWords: ["aiuti che mi spettano", "bonus che mi spettano", "bonus e gli aiuti", "bonus e aiuti"] },
  { route: "/calcolatori/tfr", title: "TFR in azienda o nel fondo pensione", does: "confronta quanto resta, netto, lasciando il TFR in azienda o versandolo in un fondo pensione, con le ipotesi scritte in chiaro", forWhom: "tutti", plan: "gratuito", keywords: ["tfr", "trattamento di fine rapporto", "tfr nel fondo", "tfr in azienda"] },
  { route: "/courses/:id", href: "/courses", title: "Un corso", does: "apre le lezioni di un corso e ne segna i progressi", forWhom: "tutti", plan: "gratuito, con più funzioni in Premium", keywords: [] },
  { route: "/come-risparmiare-soldi", title: "Consigli per risparmiare", does: "raccoglie consigli pratici per spendere meno ogni mese", forWhom: "tutti", plan: "gratuito", keywords: ["consigli per risparmiare", "consigli di risparmio"] },
  { route: "/blog", title: "Blog", does: "articoli sulla finanza di famiglia", forWhom: "tutti", plan: "gratuito", keywords: ["blog", "articoli"] },
  { route: "/blog/:slug", href: "/blog", title: "Un articolo del blog", does: "apre un articolo", forWhom: "tutti", plan: "gratuito", keywords: [] },
  { route: "/guida-principianti", title: "Guida per principianti", does: "spiega i primi passi per organizzare i soldi di casa", forWhom: "tutti", plan: "gratuito", keywords: ["guida", "principianti", "primi passi"] },
  { route: "/feedback", title: "Feedback", does: "manda un suggerimento o segnala un problema al team", forWhom: "tutti", plan: "gratuito", keywords: ["feedback", "segnalare un problema", "segnalare un errore", "suggerimento", "contattar", "assistenza"], appWords: ["un bug", "il bug", "bug nell", "a chi lo dico", "a chi scrivo", "segnalare un bug", "errore nell app", "un suggerimento per l app", "segnalazione", "segnalarvi", "vi segnalo", "lasciare un commento", "cosa migliorare"] },
  { route: "/privacy", title: "Informativa sulla privacy", does: "spiega quali dati conserviamo, perché e per quanto tempo", forWhom: "tutti", plan: "gratuito", keywords: ["privacy", "informativa"], appWords: ["al sicuro", "chi li vede", "chi vede i miei dati", "chi legge i miei dati"] },
  { route: "/termini", title: "Termini di servizio", does: "le condizioni d'uso dell'app", forWhom: "tutti", plan: "gratuito", keywords: ["termini", "condizioni"] },
];

/**
 * Pages the catalogue leaves out on purpose: administrator pages, and link landings reached only
 * from an e-mail (password reset, e-mail confirmations, unsubscribe).
 */
export const NOT_IN_CATALOGUE = new Set([
  "/admin",
  "/analytics",
  "/admin-login",
  "/conversion-dashboard",
  "/content-marketing",
  "/email-automation",
  "/reset-password",
  "/verifica-email",
  "/account/conferma-email",
  "/account/annulla-cambio-email",
  "/disiscrizione",
  "/newsletter/conferma",
  "/household/join",
]);

/** "come faccio a…", "dove trovo…", "come si…": a question about using the app. */
const HOW_TO =
  /\b(come (mi )?(faccio|posso|si fa|si puo|fare|devo|importo|esporto|scarico|cancello|elimino|registro|iscrivo|aggiungo|cambio|attivo|disdico|trovo|vedo|apro|uso|carico|imposto|segno|gestisco|preparo|tolgo|levo|chiudo|disattivo|modifico|creo|metto|inserisco|condivido|invito|faccio vedere|collego|annullo)|come rientro|dove (li |le |lo |la )?(trovo|posso|si trova|si|vedo|sta|aggiungo|preparo|gestisco|imposto|segno|carico|annoto|inserisco|registro|metto|scrivo|provo|simulo)|e possibile|(voglio|vorrei) (vedere|eliminare|cancellar\w*|scaricare|esportare|segnalare|disdire|una copia)|posso (importare|esportare|caricare|scaricare)|(c e|avete|esiste) (il|la|un|uno|una) (strumento|calcolatore|simulatore|pagina|funzione|calcolo|sezione)|qui dentro|(nell|dell|con l) app(licazione)?)\b/;

/** "nell'app", "qui dentro", "sul sito": the question is about this app (docs/chat.md, "The app's features in other words"). */
const IN_APP = /\b(nell app|dentro l app|sull app|nel sito|sul sito|qui dentro|qua dentro|in questa app|nell applicazione)\b/;

/**
 * A request of any kind: with one of a page's own words (appWords) it is a question about the app. A
 * problem told without a question ("non mi ricordo più la password", "ho perso…") is a request too
 * (docs/chat.md, "Facts and pages in every answer").
 */
const ASKS = /\b(come|dove|mi mandate|mi mandi|mi avvisate|mi avvisi|mi date|mi dai|datemi|quale pagina|che pagina|l app (me|mi|ci|lo|la|li|le|puo|fa|calcola|segna)|posso|possiamo|potrei|puoi|potete|si puo|si possono|si fa|riesco|voglio|vorrei|devo|dovrei|mi fate|mi fai|fatemi|a chi|c e|ce|esiste|avete|funziona|mi aiuti|mi aiutate|aiutami|aiutatemi|tolgo|cambio|cambiare|serve|bisogna|quando|spegn\w*|togliere|chiudere|quanti mesi|quanto dura|tra quanto|si puo|n(o)?n (mi )?ricordo|non riesco|nn riesco|ho perso|ho dimenticato|ho scordato|mi sono (dimenticat|scordat)\w*)\b/;

/**
 * Whether a keyword is in the question: as written (a word prefix, "ricorrent" in "ricorrenti"), or,
 * for a keyword of several words, every one of its Italian stems among the question's (the
 * classifier's stemmer: "creo un account" matches "creare un account"); its weight is the
 * keyword's length, half of it for a match by stems only.
 */
function has(text: string, questionStems: Set<string>, keyword: string): number {
  if (text.includes(` ${keyword}`)) return keyword.length;
  const words = stems(keyword);
  // Matched by stems only: half the weight of the words as written.
  return words.length > 1 && words.every((w) => questionStems.has(w)) ? keyword.length / 2 : 0;
}

/**
 * The feature a question about the app asks for (docs/chat.md, "The app's features"): with "come
 * faccio a…" any keyword counts, with another request only a page's own words; the entry whose
 * matched words are longest in total wins ("il riepilogo per il caf" is /tax, not the dashboard).
 */
export function findFeature(question: string): AppFeature | null {
  const text = ` ${normalize(question)} `;
  // "nell'app dove inserisco i prestiti?": a question placed in the app counts like "come faccio a…".
  const howTo = HOW_TO.test(text) || IN_APP.test(text);
  if (!howTo && !ASKS.test(text)) return null;
  const questionStems = new Set(stems(question));
  let best: { feature: AppFeature; score: number } | null = null;
  for (const feature of APP_FEATURES) {
    const words = new Set([...(howTo ? feature.keywords : []), ...(feature.appWords ?? [])]);
    const score = [...words].reduce((sum, k) => sum + has(text, questionStems, k), 0);
    if (score > 0 && (!best || score > best.score)) best = { feature, score };
  }
  return best?.feature ?? null;
}

const WHO: Record<AppFeature["forWhom"], string> = {
  tutti: "È per tutti, anche senza account.",
  visitatori: "È per chi non ha ancora fatto l'accesso.",
  "utenti registrati": "Serve un account (la registrazione è gratuita).",
};
const PLAN: Record<AppFeature["plan"], string> = {
  gratuito: "È gratuita.",
  Premium: "È una funzione Premium.",
  "gratuito, con più funzioni in Premium": "È gratuita, con più funzioni in Premium.",
  "gratuito (fino a 2 debiti salvati), illimitato in Premium": "È gratuita fino a 2 debiti salvati; in Premium senza limite.",
};

/** The catalogue's link to one of its pages, for a topic that leads on to it (docs/chat.md, "The app's page under a topic"). */
export function appPageLink(route: string): { label: string; href: string } {
  const feature = APP_FEATURES.find((f) => f.route === route);
  if (!feature) throw new Error(`Pagina assente dal catalogo: ${route}`);
  return { label: feature.title, href: feature.href ?? feature.route };
}

export function featureAnswer(feature: AppFeature): { response: string; links: { label: string; href: string }[] } {
  return {
    response: `Lo trovi nella pagina «${feature.title}», che ${feature.does}. ${WHO[feature.forWhom]} ${PLAN[feature.plan]} Apri il link qui sotto per andarci.`,
    links: [{ label: feature.title, href: feature.href ?? feature.route }, ...(feature.alsoRoute ? [appPageLink(feature.alsoRoute)] : [])],
  };
}
