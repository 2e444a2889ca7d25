// Texts and constants of the chat widget, without zod: the widget loads on every page and must
// stay tiny (the schemas in ./chat.ts re-export all of this).

export const CHAT_MESSAGE_MAX = 1000;
export const CHAT_ACTIONS = ["create_budget", "view_courses", "start_pac", "contact_human"] as const;
export type ChatAction = (typeof CHAT_ACTIONS)[number];

/** Where each navigating action leads (contact_human shows a message instead). */
export const CHAT_ACTION_PATHS: Record<Exclude<ChatAction, "contact_human">, string> = {
  create_budget: "/budget-calculator",
  view_courses: "/courses",
  start_pac: "/pac-simulator",
};

export const CHAT_TEXT = {
  title: "Assistente Finanziario",
  open: "Apri l'assistente finanziario",
  minimise: "Riduci a icona",
  expand: "Espandi la chat",
  close: "Chiudi la chat",
  inputLabel: "Scrivi la tua domanda",
  placeholder: "Scrivi la tua domanda...",
  inputHint: "Invio per inviare, Maiusc+Invio per andare a capo",
  send: "Invia messaggio",
  typing: "L'assistente sta scrivendo...",
  frequentTitle: "Domande frequenti",
  suggestionsTitle: "Potrebbe interessarti",
  greeting: (firstName?: string | null) =>
    `Ciao${firstName ? ` ${firstName}` : ""}! Sono il tuo Assistente Finanziario. Posso aiutarti con budget, risparmio, investimenti, debiti e con l'uso dell'app. Come posso aiutarti oggi?`,
  failure: "Mi dispiace, ho avuto un problema tecnico. Riprova o contatta il supporto se il problema persiste.",
  failureToastTitle: "Errore Chat",
  failureToastDescription: "Problema di connessione, riprova",
  communicationError: "Errore nella comunicazione",
  consultant: "Perfetto! Un nostro consulente ti contatterà entro 24 ore per aiutarti di persona.",
} as const;

/** The four frequent questions in docs/chat.md: saving 200 per month, best budget, PAC investing, debts. */
export const FREQUENT_QUESTIONS = [
  "Come posso risparmiare 200€ al mese?",
  "Qual è il budget migliore per me?",
  "Come funziona un PAC per investire?",
  "Come posso gestire i miei debiti?",
] as const;

