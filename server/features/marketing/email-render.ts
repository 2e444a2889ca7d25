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
