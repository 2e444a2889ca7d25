// Every mail as a .eml file in DATA_DIR/mail when it is queued (docs/email-automation.md,
// "File .eml"): without SMTP outside production, this is how a developer or a test follows a
// link of an account mail, now that the admin's outbox view masks them. The files are real
// RFC 822 messages built by nodemailer (its stream transport: the same MIME an SMTP peer would
// get), so any mail client opens them.
//
// The mails are named by the database: insertOutbox NOTIFYs the ids it queued, delivered at the
// commit of its transaction (nothing for a rolled-back one), so every way of queueing a mail is
// covered without any of them knowing about files.
import fs from "node:fs/promises";
import path from "node:path";
import type { AppDeps } from "../../deps";
import type { Config } from "../../config";
import { assertSafeHeaders } from "../../integrations/mailer";
import * as repo from "./email-automation.repo";

/** Whether this process writes the files: MAIL_FILES=auto means no SMTP_URL and not production. */
export function mailFilesEnabled(config: Pick<Config, "MAIL_FILES" | "SMTP_URL" | "isProduction">): boolean {
  if (config.MAIL_FILES !== "auto") return config.MAIL_FILES === "true";
  return !config.SMTP_URL && !config.isProduction;
}

/** The warning a production server without SMTP gives at start (docs/operations.md, "Email"). */
export const NO_SMTP_IN_PRODUCTION =
  "[mail] Produzione senza SMTP_URL: le email dell'account (verifica, reimpostazione della password, cambio email) non arrivano a nessuno. Configura SMTP_URL (docs/operations.md).";

/** A name that sorts by time: the queue time (colons and dots made safe), then the outbox id. */
export const mailFileName = (createdAt: Date, id: number) => `${createdAt.toISOString().replace(/[:.]/g, "-")}-${String(id).padStart(10, "0")}.eml`;

type Row = repo.OutboxRow;

export function createMailFileWriter(deps: Pick<AppDeps, "db" | "config">) {
  const dir = path.join(deps.config.DATA_DIR, "mail");
  let transport: Promise<import("nodemailer").Transporter> | null = null;
  const build = async (row: Row): Promise<Buffer> => {
    transport ??= import("nodemailer").then((m) => m.default.createTransport({ streamTransport: true, buffer: true, newline: "unix" }));
    const message = { to: row.toEmail, subject: row.subject, text: row.body };
    assertSafeHeaders(message);
    const info = await (await transport).sendMail({
      ...message,
      from: deps.config.MAIL_FROM,
      date: row.createdAt,
      headers: { "X-Outbox-Id": String(row.id), "X-Outbox-Scenario": row.scenario ?? "" },
    });
    return info.message as Buffer;
  };

  /** Deletes the oldest files beyond MAIL_FILES_KEEP (names sort by time). */
  async function prune(): Promise<void> {
    const names = (await fs.readdir(dir)).filter((n) => n.endsWith(".eml")).sort();
    const extra = names.length - deps.config.MAIL_FILES_KEEP;
    for (const name of names.slice(0, Math.max(0, extra))) await fs.rm(path.join(dir, name), { force: true });
  }

  return {
    dir,
    /** Writes the files of these outbox rows (a row already written, by another process, is left as it is). */
    async write(ids: number[]): Promise<void> {
      const rows = await repo.findOutboxByIds(deps.db, ids);
      if (rows.length === 0) return;
      await fs.mkdir(dir, { recursive: true });
      for (const row of rows) {
        // Sent in the meantime (its text dropped): nothing left to write.
        if (!row.body) continue;
        try {
          await fs.writeFile(path.join(dir, mailFileName(row.createdAt, row.id)), await build(row), { flag: "wx" });
        } catch (err) {
          if ((err as NodeJS.ErrnoException).code !== "EEXIST") console.error(`[mail] file .eml della mail ${row.id} non scritto:`, err instanceof Error ? err.message : err);
        }
      }
      await prune();
    },
  };
}

/**
 * Listens for queued mails and writes their files; one write at a time in this process, in the
 * order they were queued. Answers the stop function (it waits for the write in flight).
 */
export function startMailFiles(deps: Pick<AppDeps, "db" | "config" | "database">): () => Promise<void> {
  const writer = createMailFileWriter(deps);
  let chain: Promise<void> = Promise.resolve();
  const unlisten = deps.database.listen(
    repo.OUTBOX_QUEUED_CHANNEL,
    (payload) => {
      const ids = payload
        .split(",")
        .map(Number)
        .filter((n) => Number.isSafeInteger(n) && n > 0);
      chain = chain.then(() => writer.write(ids)).catch((err) => console.error("[mail] file .eml non scritti:", err instanceof Error ? err.message : err));
    },
    () => {},
  );
  return async () => {
    unlisten();
    await chain;
  };
}
