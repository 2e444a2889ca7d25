// Single-use links sent by e-mail (docs/accounts.md, "Single-use links and recovery"): a random token of 32
// bytes, only its SHA-256 stored, valid for a fixed time, used once. The mails go through the
// outbox (server/features/marketing/outbox.public.ts), so the admin's outbox view shows them.
import crypto from "node:crypto";
import type { AppDeps } from "../../deps";
import type { DbOrTx } from "../../db/client";
import { publicBaseUrl } from "../../config";
import { queueAccountMail, type AccountMailScenario } from "../marketing/outbox.public";
import * as repo from "./auth.repo";

const HOUR_MS = 3_600_000;

/** How long each link works (docs/accounts.md). */
export const LINK_TTL_MS: Record<repo.TokenPurpose, number> = {
  password_reset: HOUR_MS,
  email_verify: 7 * 24 * HOUR_MS,
  email_change: 24 * HOUR_MS,
  email_change_cancel: 24 * HOUR_MS,
};

export const hashToken = (token: string) => crypto.createHash("sha256").update(token).digest("hex");

const PAGES: Record<repo.TokenPurpose, string> = {
  password_reset: "/reset-password",
  email_verify: "/verifica-email",
  email_change: "/account/conferma-email",
  email_change_cancel: "/account/annulla-cambio-email",
};

type LinkPurpose = Exclude<repo.TokenPurpose, "email_change_cancel">;

const MAILS: Record<LinkPurpose, { scenario: AccountMailScenario; subject: string; body: (link: string) => string }> = {
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

/** A new single-use link of this purpose for the user: its row is stored (the hash only), its address answered. */
async function newLink(tx: DbOrTx, deps: Pick<AppDeps, "config">, userId: number, purpose: repo.TokenPurpose, email: string, now: Date): Promise<string> {
  const token = crypto.randomBytes(32).toString("base64url");
  await repo.insertToken(tx, {
    userId,
    purpose,
    tokenHash: hashToken(token),
    email,
    expiresAt: new Date(now.getTime() + LINK_TTL_MS[purpose]),
    createdAt: now,
  });
  return `${publicBaseUrl(deps.config)}${PAGES[purpose]}?token=${token}`;
}

/**
 * Creates a link for the user and queues its mail to `to` (the account's address, or the new
 * one of an e-mail change). Earlier unused links of the same kind stop working.
 */
export async function sendAccountLink(
  deps: Pick<AppDeps, "db" | "clock" | "config">,
  user: { id: number },
  purpose: LinkPurpose,
  to: string,
): Promise<void> {
  const { db, clock } = deps;
  const now = clock.now();
  const mail = MAILS[purpose];
  await db.transaction(async (tx) => {
    await repo.expireTokens(tx, user.id, purpose, now);
    const link = await newLink(tx, deps, user.id, purpose, to, now);
    await queueAccountMail(tx, clock, { to, userId: user.id, subject: mail.subject, body: mail.body(link), scenario: mail.scenario });
  });
}

/**
 * An e-mail change (docs/accounts.md, "E-mail change"): the confirmation link to the new address
 * (earlier ones stop working) and, to the current address, a notice with a single-use link that
 * cancels every pending change of the account. Earlier cancel links keep working: each one
 * cancels whatever is pending when it is used.
 */
export async function sendEmailChangeLinks(deps: Pick<AppDeps, "db" | "clock" | "config">, user: { id: number; email: string }, newEmail: string): Promise<void> {
  const { db, clock } = deps;
  const now = clock.now();
  const mail = MAILS.email_change;
  await db.transaction(async (tx) => {
    await repo.expireTokens(tx, user.id, "email_change", now);
    const link = await newLink(tx, deps, user.id, "email_change", newEmail, now);
    await queueAccountMail(tx, clock, { to: newEmail, userId: user.id, subject: mail.subject, body: mail.body(link), scenario: mail.scenario });
    const cancel = await newLink(tx, deps, user.id, "email_change_cancel", user.email, now);
    await queueAccountMail(tx, clock, {
      to: user.email,
      userId: user.id,
      subject: "Richiesta di cambio dell'indirizzo email del tuo account Finanza Familiare",
      body: [
        "Ciao,",
        "",
        `è stato chiesto di spostare il tuo account Finanza Familiare sull'indirizzo ${newEmail}.`,
        "Il cambio avviene solo se qualcuno apre il link mandato a quel nuovo indirizzo.",
        "",
        `Se non sei stato tu, annulla la richiesta entro 24 ore con questo link: ${cancel}`,
        "Poi cambia la password: chi ha chiesto il cambio la conosce. Cambiare la password annulla comunque ogni richiesta in sospeso.",
        "",
        "Se sei stato tu, non devi fare nulla.",
        "",
      ].join("\n"),
      scenario: "email_change_requested",
    });
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
