import { APP_NAME } from "@shared/constants";

// Each page's own <title> while navigating in the app (docs/client.md): "Page · Finanza
// Familiare". The server writes the first load's title (server/web/meta.ts); a page whose title
// depends on data (a blog article) keeps that one.
const TITLES: Array<[RegExp, string]> = [
  [/^\/$/, "Dashboard"],
  [/^\/login$/, "Accedi o registrati"],
  [/^\/onboarding$/, "La tua famiglia in tre domande"],
  [/^\/account$/, "Il tuo account"],
  [/^\/reset-password$/, "Nuova password"],
  [/^\/verifica-email$/, "Verifica dell'email"],
  [/^\/account\/conferma-email$/, "Conferma del nuovo indirizzo"],
  [/^\/account\/annulla-cambio-email$/, "Annulla il cambio dell'indirizzo"],
  [/^\/(budget-calculator|calcolatori\/budget)$/, "Calcolatore budget 50/30/20"],
  [/^\/pac-simulator$/, "Simulatore PAC"],
  [/^\/mortgage-calculator$/, "Calcolatore mutuo"],
  [/^\/calcolatori$/, "Calcolatori gratuiti"],
  [/^\/calcolatori\/tfr$/, "TFR in azienda o nel fondo pensione"],
  [/^\/benefits$/, "ISEE e Assegno unico"],
  [/^\/come-risparmiare-soldi$/, "Come risparmiare soldi"],
  [/^\/courses$/, "Corsi"],
  [/^\/courses\/\d+$/, "Corso"],
  [/^\/expenses$/, "Le tue spese"],
  [/^\/subscribe$/, "Premium"],
  [/^\/alerts$/, "Avvisi"],
  [/^\/plan$/, "Il tuo piano"],
  [/^\/tax$/, "Il 730: spese detraibili"],
  [/^\/household$/, "La tua famiglia"],
  [/^\/household\/join$/, "Invito in famiglia"],
  [/^\/debts$/, "Piano di rientro dai debiti"],
  [/^\/blog$/, "Blog"],
  [/^\/guida-principianti/, "Guida per principianti"],
  [/^\/feedback$/, "Community e feedback"],
  [/^\/admin(-login)?$/, "Amministrazione"],
  [/^\/analytics$/, "Analytics"],
  [/^\/conversion-dashboard$/, "Dashboard conversioni"],
  [/^\/content-marketing$/, "Content Marketing Hub"],
  [/^\/email-automation$/, "Email Marketing Automation"],
  [/^\/newsletter\/conferma$/, "Conferma iscrizione"],
  [/^\/disiscrizione$/, "Disiscrizione"],
];

/**
 * The title of a path: its page name then the site's, the landing page for a visitor on "/"; null
 * when the page names itself (a blog article).
 */
export function pageTitle(path: string, signedIn: boolean): string | null {
  if (path === "/" && !signedIn) return `${APP_NAME} – Educazione finanziaria gratuita per le famiglie italiane`;
  if (/^\/blog\/[^/]+$/.test(path)) return null;
  const found = TITLES.find(([re]) => re.test(path));
  return found ? `${found[1]} · ${APP_NAME}` : `Pagina non trovata · ${APP_NAME}`;
}
