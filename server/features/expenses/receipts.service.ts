// Receipts of deductible expenses (docs/tax.md, "Ricevute"): health data, stored in the database
// like the blog's covers, read and deleted only by their owner (another user's receipt is a 404,
// as one that does not exist), kept RECEIPT_RETENTION_YEARS after their expense's year.
import { randomBytes } from "node:crypto";
import type { AppDeps } from "../../deps";
import { AppError } from "../../http/errors";
import { romeParts } from "@shared/calendar";
import { RECEIPT_MESSAGES, type ReceiptInfo } from "@shared/schemas/receipts";
import { readReceiptFile } from "./receipt-file";
import { deleteReceipt, purgeReceiptsBefore, readReceipt, saveReceipt } from "./receipts.repo";

export type ReceiptsService = ReturnType<typeof createReceiptsService>;

const EXTENSIONS: Record<string, string> = { "application/pdf": "pdf", "image/jpeg": "jpg", "image/png": "png", "image/webp": "webp" };

export function createReceiptsService(deps: Pick<AppDeps, "db" | "clock" | "config">) {
  return {
    async upload(userId: number, expenseId: number, base64: string): Promise<ReceiptInfo> {
      const file = await readReceiptFile(base64, deps.config.RECEIPT_MAX_BYTES);
      // 128 random bits: an address that cannot be guessed (docs/tax.md, "Ricevute").
      const saved = await saveReceipt(deps.db, { id: randomBytes(16).toString("base64url"), userId, expenseId, mimeType: file.mimeType, data: file.data });
      if (!saved) throw new AppError("not_found", RECEIPT_MESSAGES.expenseNotFound);
      return saved;
    },

    async file(userId: number, id: string) {
      const row = await readReceipt(deps.db, userId, id);
      if (!row) throw new AppError("not_found", RECEIPT_MESSAGES.notFound);
      return { mimeType: row.mimeType, data: row.data, fileName: `ricevuta-spesa-${row.expenseId}.${EXTENSIONS[row.mimeType] ?? "bin"}` };
    },

    async remove(userId: number, id: string): Promise<void> {
      if (!(await deleteReceipt(deps.db, userId, id))) throw new AppError("not_found", RECEIPT_MESSAGES.notFound);
    },

    /** The retention job: receipts of expenses older than RECEIPT_RETENTION_YEARS whole years after their year. */
    purge: () => purgeReceiptsBefore(deps.db, `${romeParts(deps.clock.now()).year - deps.config.RECEIPT_RETENTION_YEARS}-01-01`),
  };
}
