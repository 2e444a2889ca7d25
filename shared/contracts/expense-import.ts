import { importRequestSchema, type ImportResult } from "../schemas/expense-import";
import { endpoint, typeOnly } from "./define";

// docs/expenses.md ("Import da CSV della banca"). The only route with a body up to
// IMPORT_BODY_LIMIT_BYTES (server/config.ts): it carries a whole bank statement.
export const expenseImportContract = {
  import: endpoint({ method: "POST", path: "/api/user/expenses/import", access: "user", bodyLimit: "expenseImport", body: importRequestSchema, output: typeOnly<ImportResult>() }),
};
