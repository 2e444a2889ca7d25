import type { Config } from "../config";

export type MailMessage = { to: string; subject: string; text: string; html?: string };

/**
 * Delivers mail. With SMTP_URL it sends through nodemailer; without, it delivers to the stored
 * outbox (the email_outbox rows the admin can read), so nothing leaves the machine.
 */
export type Mailer = { kind: "smtp" | "outbox"; deliver(msg: MailMessage): Promise<void> };

/**
 * Second line of defence behind the shared e-mail schema (docs/security.md): a header value with
 * CR or LF would add headers (Bcc: …) or recipients, so it is refused before anything is sent.
 */
export function assertSafeHeaders(msg: MailMessage): void {
  for (const [name, value] of [["to", msg.to], ["subject", msg.subject]] as const) {
    if (/[\r\n]/.test(value)) throw new Error(`[mail] intestazione "${name}" con un a capo: messaggio rifiutato`);
  }
  if (/[,;]/.test(msg.to)) throw new Error('[mail] intestazione "to" con più destinatari: messaggio rifiutato');
}

export const outboxMailer: Mailer = {
  kind: "outbox",
  deliver: async (msg) => {
    assertSafeHeaders(msg);
  },
};

export async function createMailer(config: Config): Promise<Mailer> {
  if (!config.SMTP_URL) return outboxMailer;
  const nodemailer = await import("nodemailer");
  const transport = nodemailer.createTransport(config.SMTP_URL);
  return {
    kind: "smtp",
    deliver: async (msg) => {
      assertSafeHeaders(msg);
      await transport.sendMail({ from: config.MAIL_FROM, to: msg.to, subject: msg.subject, text: msg.text, html: msg.html });
    },
  };
}
