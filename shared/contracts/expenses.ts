import { listQuerySchema, monthQuerySchema, type Expense, type ExpenseCount, type ExpenseFormValues } from "../schemas/expenses";
import { endpoint, typeOnly } from "./define";

export const expensesContract = {
  list: endpoint({ method: "GET", path: "/api/user/expenses", access: "user", query: listQuerySchema, output: typeOnly<Expense[]>() }),
  count: endpoint({ method: "GET", path: "/api/user/expenses/count", access: "user", query: monthQuerySchema, output: typeOnly<ExpenseCount>() }),
  // A download (CSV), opened as a link; premium only.
  export: endpoint({ method: "GET", path: "/api/user/expenses/export", access: "premium", use: "link", query: monthQuerySchema, output: typeOnly<string>() }),
  // The date bounds depend on today in Rome by the server's clock: the handler parses the body
  // with createExpenseSchema(today), so the contract carries only its type.
  create: endpoint({ method: "POST", path: "/api/user/expenses", access: "user", body: typeOnly<ExpenseFormValues>(), output: typeOnly<Expense>() }),
  remove: endpoint({ method: "DELETE", path: "/api/user/expenses/:id", access: "user", output: typeOnly<void>() }),
};
