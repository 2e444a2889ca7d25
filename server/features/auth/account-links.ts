// Single-use links sent by e-mail (docs/accounts.md, "Link via email"): a random token of 32
// bytes, only its SHA-256 stored, valid for a fixed time, used once. The mails go through the
// outbox (server/features/marketing/outbox.public.ts), so the admin's outbox view shows them.
import crypto from "node:crypto";
import type { AppDeps } from "../../deps";
import { publicBaseUrl } from "../../config";
import { queueAccountMail, type AccountMailScenario } from "../marketing/outbox.public";
import * as repo from "./auth.repo";

const HOUR_MS = 3_600_000;

/** How long each link works (docs/accounts.md). */
export const LINK_TTL_MS: Record<repo.TokenPurpose, number> = {
  password_reset: HOUR_MS,
  email_verify: 7 * 24 * HOUR_MS,
  email_change: 24 * HOUR_MS,
};

export const hashToken = (token: string) => crypto.createHash("sha256").update(token).digest("hex");

const PAGES: Record<repo.TokenPurpose, string> = {
  password_reset: "/reset-password",
  email_verify: "/verifica-email",
  email_change: "/account/conferma-email",
};

const MAILS: Record<repo.TokenPurpose, { scenario: AccountMailScenario; subject: string; body: (link: string) => string }> = {
  password_reset: {
    scenario: "password_reset",
    subject: "Reimposta la password di Finanza Familiare",
    body: (link) =>
      [
        "Ciao,",
        "",
        "abbiamo ricevuto una richiesta di reimpostare la password del tuo account Finanza Familiare.",
        `Apri questo link entro un'ora per sceglierne una nuova: ${link}`,
        "",
        "Il link funziona una sola volta. Se non sei stato tu, ignora questa email: la password resta quella di prima.",
        "",
      ].join("\n"),
  },
  email_verify: {
    scenario: "email_verify",
    subject: "Conferma il tuo indirizzo email su Finanza Familiare",
    body: (link) =>
      [
        "Ciao,",
        "",
        "grazie per esserti registrato su Finanza Familiare. Conferma che questo indirizzo è tuo aprendo il link entro 7 giorni:",
        link,
        "",
        "Puoi usare l'app anche senza conferma, ma newsletter e email automatiche arrivano solo agli indirizzi verificati.",
        "",
      ].join("\n"),
  },
  email_change: {
    scenario: "email_change",
    subject: "Conferma il nuovo indirizzo email di Finanza Familiare",
    body: (link) =>
      [
        "Ciao,",
        "",
        "è stato chiesto di usare questo indirizzo per un account Finanza Familiare.",
        `Per confermare il cambio apri questo link entro 24 ore: ${link}`,
        "",
        "Se non sei stato tu, ignora questa email: l'account resta com'era.",
        "",
      ].join("\n"),
  },
};

/**
 * Creates a link for the user and queues its mail to `to` (the account's address, or the new
 * one of an e-mail change). Earlier unused links of the same kind stop working.
 */
export async function sendAccountLink(
  deps: Pick<AppDeps, "db" | "clock" | "config">,
  user: { id: number },
  purpose: repo.TokenPurpose,
  to: string,
): Promise<void> {
  const { db, clock } = deps;
  const token = crypto.randomBytes(32).toString("base64url");
  const now = clock.now();
  const mail = MAILS[purpose];
  const link = `${publicBaseUrl(deps.config)}${PAGES[purpose]}?token=${token}`;
  await db.transaction(async (tx) => {
    await repo.expireTokens(tx, user.id, purpose, now);
    await repo.insertToken(tx, {
      userId: user.id,
      purpose,
      tokenHash: hashToken(token),
      email: to,
      expiresAt: new Date(now.getTime() + LINK_TTL_MS[purpose]),
      createdAt: now,
    });
    await queueAccountMail(tx, clock, { to, userId: user.id, subject: mail.subject, body: mail.body(link), scenario: mail.scenario });
  });
}

/** Tells the old address that the account moved to another one (no link: nothing to click). */
export async function sendEmailChangedNotice(deps: Pick<AppDeps, "db" | "clock">, oldEmail: string, userId: number): Promise<void> {
  await queueAccountMail(deps.db, deps.clock, {
    to: oldEmail,
    userId,
    subject: "L'indirizzo email del tuo account Finanza Familiare è cambiato",
    body: [
      "Ciao,",
      "",
      "l'indirizzo email del tuo account Finanza Familiare è stato cambiato e questo indirizzo non è più collegato all'account.",
      "Se non sei stato tu, rispondi a questa email o scrivi all'assistenza il prima possibile.",
      "",
    ].join("\n"),
    scenario: "email_changed_notice",
  });
}
