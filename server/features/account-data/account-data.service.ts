import crypto from "node:crypto";
import type { AppDeps } from "../../deps";
import { AppError } from "../../http/errors";
import { rateLimitKeyHash } from "../../http/rate-limit.repo";
import { ACCOUNT_DATA_MESSAGES, type AccountExport, type DeleteAccountInput } from "@shared/schemas/account-data";
import { checkUserPassword, type SessionUser } from "../auth/auth.public";
import { cancelStripeSubscriptionNow, rememberTrial } from "../billing/billing.public";
import { EXPENSES_CSV_HEAD, expenseCsvLine, receiptLinkOf } from "../expenses/expenses.public";
import { publicBaseUrl } from "../../config";
import * as repo from "./account-data.repo";

/** The pseudonymous reference records that outlive an account keep (docs/privacy.md). */
export function deletedUserRef(secret: string, userId: number): string {
  return `utente eliminato #${crypto.createHmac("sha256", secret).update(`deleted-user:${userId}`).digest("hex").slice(0, 12)}`;
}

/** Export (GDPR art. 15 and 20) and deletion (art. 17) of one's own account: docs/privacy.md. */
export function createAccountDataService(deps: AppDeps) {
  const { db, clock, config } = deps;
  return {
    /**
     * The export document (format "finanza-familiare-export", version 1) as JSON text in pieces:
     * the opening at once, then each table's rows a batch at a time (docs/privacy.md,
     * "Esportazione in streaming"). Joined, the pieces are JSON.stringify of the whole document.
     */
    async *exportAll(user: SessionUser): AsyncGenerator<string> {
      const head: Omit<AccountExport, "data"> = { format: "finanza-familiare-export", version: 1, exportedAt: clock.now().toISOString() };
      yield `${JSON.stringify(head).slice(0, -1)},"data":{`;
      let firstTable = true;
      for await (const { table, batches } of repo.exportTables(db, { userId: user.id, email: user.email }, config.EXPORT_BATCH_ROWS, config.EXPORT_RECEIPT_BATCH_ROWS)) {
        let text = `${firstTable ? "" : ","}${JSON.stringify(table)}:[`;
        let firstRow = true;
        for await (const rows of batches) {
          for (const row of rows) {
            text += (firstRow ? "" : ",") + JSON.stringify(row);
            firstRow = false;
          }
          yield text;
          text = "";
        }
        yield `${text}]`;
        firstTable = false;
      }
      yield "}}";
    },

    /**
     * Every expense as the monthly CSV's lines, header first, a batch at a time (docs/privacy.md),
     * each with the link of its receipt (docs/expenses.md, "Ricevute nel CSV").
     */
    async *expensesCsv(user: SessionUser): AsyncGenerator<string> {
      yield EXPENSES_CSV_HEAD;
      const link = receiptLinkOf(publicBaseUrl(config));
      for await (const rows of repo.expenseBatches(db, user.id, config.EXPORT_BATCH_ROWS)) yield rows.map((r) => expenseCsvLine(r, link)).join("");
    },

    /**
     * Checks the password, ends a Stripe subscription first (nothing is deleted if Stripe fails),
     * then deletes the account and its personal rows in one transaction. `ip` names the login
     * counters of this address and account, removed with the others of the user.
     */
    async deleteAccount(user: SessionUser, input: DeleteAccountInput, ip: string): Promise<void> {
      if (!(await checkUserPassword(db, user.id, input.password))) throw new AppError("bad_request", ACCOUNT_DATA_MESSAGES.wrongPassword);
      const secrets = await repo.accountSecrets(db, user.id);
      if (!secrets) throw new AppError("unauthenticated", ACCOUNT_DATA_MESSAGES.wrongPassword);
      await cancelStripeSubscriptionNow(deps, user.id);
      const email = secrets.email.trim().toLowerCase();
      // The keys the limiters count this person under (server/http/rate-limit.repo.ts hashes them).
      const keys = [`user:${user.id}`, `email:${email}`, email, `${ip}|${email}`];
      await db.transaction(async (tx) => {
        // The demo trial stays used for this address (docs/billing.md, "Demo trial"); a trial
        // started before that memory existed is remembered here, with its own date.
        if (secrets.trialUsedAt) await rememberTrial(tx, deps, email, secrets.trialUsedAt);
        await repo.deleteAccountRows(tx, {
          userId: user.id,
          email,
          pseudonym: deletedUserRef(config.sessionSecret, user.id),
          rateLimitHashes: keys.map((k) => rateLimitKeyHash(config.sessionSecret, k)),
        });
      });
    },
  };
}
