import { RECEIPT_MESSAGES, receiptParams, receiptUploadSchema, type ReceiptInfo } from "../schemas/receipts";
import { endpoint, typeOnly } from "./define";
import { idParams } from "./params";

// Receipts of deductible expenses (docs/tax.md, "Ricevute"): health data, only the owner's.
export const receiptsContract = {
  // Attaches (or replaces) the receipt of one of the user's expenses; the body is read after the guard.
  upload: endpoint({ method: "POST", path: "/api/user/expenses/:id/receipt", params: idParams(RECEIPT_MESSAGES.expenseNotFound), access: "user", bodyLimit: "receiptUpload", body: receiptUploadSchema, output: typeOnly<ReceiptInfo>() }),
  // The file itself, opened as a link: private, no-store, nosniff.
  get: endpoint({ method: "GET", path: "/api/user/receipts/:id", params: receiptParams, access: "user", use: "link", output: typeOnly<Uint8Array>() }),
  remove: endpoint({ method: "DELETE", path: "/api/user/receipts/:id", params: receiptParams, access: "user", output: typeOnly<void>() }),
};
