import type { Config } from "../config";

export type MailMessage = { to: string; subject: string; text: string; html?: string };

/**
 * Delivers mail. With SMTP_URL it sends through nodemailer; without, it delivers to the stored
 * outbox (the email_outbox rows the admin can read), so nothing leaves the machine.
 */
export type Mailer = { kind: "smtp" | "outbox"; deliver(msg: MailMessage): Promise<void> };

export const outboxMailer: Mailer = { kind: "outbox", deliver: async () => {} };

export async function createMailer(config: Config): Promise<Mailer> {
  if (!config.SMTP_URL) return outboxMailer;
  const nodemailer = await import("nodemailer");
  const transport = nodemailer.createTransport(config.SMTP_URL);
  return {
    kind: "smtp",
    deliver: async (msg) => {
      await transport.sendMail({ from: config.MAIL_FROM, to: msg.to, subject: msg.subject, text: msg.text, html: msg.html });
    },
  };
}
