import { IMPORT_MESSAGES, importRequestSchema, importRuleSchema, type ImportResult, type ImportRule } from "../schemas/expense-import";
import { endpoint, typeOnly } from "./define";
import { idParams } from "./params";

// docs/expenses.md ("Import da CSV della banca"). The only route with a body up to
// IMPORT_BODY_LIMIT_BYTES (server/config.ts): it carries a whole bank statement.
export const expenseImportContract = {
  import: endpoint({ method: "POST", path: "/api/user/expenses/import", access: "household:write", bodyLimit: "expenseImport", body: importRequestSchema, output: typeOnly<ImportResult>() }),
  // The household's rules learned from corrected categories (docs/expenses.md, "Regole imparate").
  listRules: endpoint({ method: "GET", path: "/api/user/import-rules", access: "household:read", output: typeOnly<ImportRule[]>() }),
  addRule: endpoint({ method: "POST", path: "/api/user/import-rules", access: "household:write", body: importRuleSchema, output: typeOnly<ImportRule>() }),
  removeRule: endpoint({ method: "DELETE", path: "/api/user/import-rules/:id", params: idParams(IMPORT_MESSAGES.ruleNotFound), access: "household:write", output: typeOnly<void>() }),
};
