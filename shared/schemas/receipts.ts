import { z } from "zod";

// The receipt of a deductible expense (docs/tax.md, "Ricevute"): a photo or a PDF, sent as base64
// in a JSON body, its type decided by the server from the bytes.

export const RECEIPT_MESSAGES = {
  notFound: "Ricevuta non trovata",
  expenseNotFound: "Spesa non trovata",
  missing: "Scegli la foto o il PDF della ricevuta",
  invalid: "La ricevuta deve essere una foto (JPEG, PNG o WebP) o un PDF",
  tooLarge: (size: string) => `La ricevuta è troppo grande: al massimo ${size}`,
} as const;

/** The upload: the file as base64 (a data: URL prefix is accepted and ignored). */
export const receiptUploadSchema = z
  .object({ data: z.string({ error: RECEIPT_MESSAGES.missing }).min(1, RECEIPT_MESSAGES.missing) })
  .strict();

/** 128 random bits in base64url: 22 characters; anything else is "not found". */
export const receiptParams = z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{22}$/, RECEIPT_MESSAGES.notFound) });

export type ReceiptInfo = { id: string; expenseId: number; mimeType: string; size: number };
