import { z } from "zod";

// Data rights (docs/privacy.md): export and deletion of one's own account.
export const ACCOUNT_DATA_MESSAGES = {
  passwordRequired: "Inserisci la tua password attuale",
  confirmationWrong: 'Per confermare scrivi ELIMINA in maiuscolo',
  wrongPassword: "Password non corretta: l'account non è stato eliminato",
  stripeFailed: "Non è stato possibile annullare l'abbonamento: riprova tra poco. L'account non è stato eliminato.",
  deleted: "Il tuo account e i tuoi dati sono stati eliminati.",
} as const;

/** The word the person types to confirm the deletion. */
export const DELETE_CONFIRMATION_WORD = "ELIMINA";

export const deleteAccountSchema = z.object({
  password: z.string({ error: ACCOUNT_DATA_MESSAGES.passwordRequired }).min(1, ACCOUNT_DATA_MESSAGES.passwordRequired).max(200, ACCOUNT_DATA_MESSAGES.passwordRequired),
  confirmation: z.literal(DELETE_CONFIRMATION_WORD, { error: ACCOUNT_DATA_MESSAGES.confirmationWrong }),
});
export type DeleteAccountInput = z.input<typeof deleteAccountSchema>;

/** GET /api/user/export: one document, a section per kind of data (table name → rows). */
export type AccountExport = {
  format: "finanza-familiare-export";
  version: 1;
  exportedAt: string;
  data: Record<string, Array<Record<string, unknown>>>;
};

export type DeleteAccountResponse = { success: true; message: string };
