import type { Config } from "../../config";

/** Absolute base of the links in emails: PUBLIC_URL, else this server on localhost (development). */
export function mailBaseUrl(config: Config): string {
  return (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/+$/, "");
}

/** The page where a reader confirms the unsubscribe (it posts the token to /api/email/unsubscribe). */
export const unsubscribeUrl = (baseUrl: string, token: string) => `${baseUrl}/disiscrizione?token=${token}`;

/** Every email ends with the unsubscribe link. */
export function withUnsubscribeFooter(body: string, link: string): string {
  return `${body}\n\n--\nRicevi questa email da Finanza Familiare. Non vuoi più riceverle? Disiscriviti con un clic: ${link}\n`;
}

/** The outbox scenario of the double opt-in e-mail (not an automation sequence). */
export const CONFIRMATION_SCENARIO = "newsletter_confirm";

/** The page where a reader confirms a newsletter signup (it posts the token to /api/email/confirm). */
export const subscriptionConfirmUrl = (baseUrl: string, token: string) => `${baseUrl}/newsletter/conferma?token=${token}`;

export function confirmationBody(link: string): string {
  return [
    "Ciao,",
    "",
    "qualcuno (speriamo tu) ha chiesto di iscrivere questo indirizzo alla newsletter di Finanza Familiare.",
    `Per confermare apri questo link entro 7 giorni: ${link}`,
    "",
    "Se non sei stato tu, ignora questa email: senza conferma non riceverai nulla.",
    "",
  ].join("\n");
}
