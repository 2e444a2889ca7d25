import { deleteAccountSchema, type AccountExport, type DeleteAccountResponse } from "../schemas/account-data";
import { endpoint, typeOnly } from "./define";

// Data rights (docs/privacy.md): free for every signed-in user.
export const accountDataContract = {
  // Downloads, opened as links.
  export: endpoint({ method: "GET", path: "/api/user/export", access: "user", use: "link", output: typeOnly<AccountExport>() }),
  exportExpensesCsv: endpoint({ method: "GET", path: "/api/user/export/expenses.csv", access: "user", use: "link", output: typeOnly<string>() }),
  deleteAccount: endpoint({ method: "DELETE", path: "/api/user/account", session: "changes", access: "user", body: deleteAccountSchema, output: typeOnly<DeleteAccountResponse>() }),
};
