import { EXPENSE_MESSAGES, listQuerySchema, monthQuerySchema, type Expense, type ExpenseCount, type ExpenseFormValues } from "../schemas/expenses";
import type { ExpenseReport } from "../schemas/expense-report";
import type { ImportRuleProposal } from "../schemas/expense-import";
import { RECURRING_MESSAGES, skipRecurringSchema, type RecurringExpense, type RecurringFormValues } from "../schemas/recurring-expenses";
import { endpoint, typeOnly } from "./define";
import { idParams } from "./params";

export const expensesContract = {
  list: endpoint({ method: "GET", path: "/api/user/expenses", access: "user", query: listQuerySchema, output: typeOnly<Expense[]>() }),
  count: endpoint({ method: "GET", path: "/api/user/expenses/count", access: "user", query: monthQuerySchema, output: typeOnly<ExpenseCount>() }),
  // A download (CSV), opened as a link; premium only.
  export: endpoint({ method: "GET", path: "/api/user/expenses/export", access: "premium", premiumMessage: EXPENSE_MESSAGES.exportPremium, use: "link", query: monthQuerySchema, output: typeOnly<string>() }),
  // Free users get the current month's bucket totals only (the service decides; docs/expenses.md).
  report: endpoint({ method: "GET", path: "/api/user/expenses/report", access: "user", query: monthQuerySchema, output: typeOnly<ExpenseReport>() }),
  // The date bounds depend on today in Rome by the server's clock: the handler parses the body
  // with createExpenseSchema(today), so the contract carries only its type.
  create: endpoint({ method: "POST", path: "/api/user/expenses", access: "household:write", body: typeOnly<ExpenseFormValues>(), output: typeOnly<Expense>() }),
  // A new category on an imported expense answers the import rule it proposes (docs/expenses.md, "Regole imparate").
  update: endpoint({ method: "PATCH", path: "/api/user/expenses/:id", params: idParams(EXPENSE_MESSAGES.notFound), access: "household:write", body: typeOnly<Partial<ExpenseFormValues>>(), output: typeOnly<Expense & { ruleProposal?: ImportRuleProposal }>() }),
  remove: endpoint({ method: "DELETE", path: "/api/user/expenses/:id", params: idParams(EXPENSE_MESSAGES.notFound), access: "household:write", output: typeOnly<void>() }),
  // Undo of a delete within the grace period: the same expense back, with its id.
  restore: endpoint({ method: "POST", path: "/api/user/expenses/:id/restore", params: idParams(EXPENSE_MESSAGES.notFound), access: "household:write", output: typeOnly<Expense>() }),
};

// Recurring bills are the household's (docs/household.md, "Cosa è condiviso"): members read them, owner and editors change them.
export const recurringExpensesContract = {
  list: endpoint({ method: "GET", path: "/api/user/recurring-expenses", access: "household:read", output: typeOnly<RecurringExpense[]>() }),
  create: endpoint({ method: "POST", path: "/api/user/recurring-expenses", access: "household:write", body: typeOnly<RecurringFormValues>(), output: typeOnly<RecurringExpense>() }),
  update: endpoint({ method: "PATCH", path: "/api/user/recurring-expenses/:id", params: idParams(RECURRING_MESSAGES.notFound), access: "household:write", body: typeOnly<Partial<RecurringFormValues>>(), output: typeOnly<RecurringExpense>() }),
  remove: endpoint({ method: "DELETE", path: "/api/user/recurring-expenses/:id", params: idParams(RECURRING_MESSAGES.notFound), access: "household:write", output: typeOnly<void>() }),
  skip: endpoint({ method: "POST", path: "/api/user/recurring-expenses/:id/skip", params: idParams(RECURRING_MESSAGES.notFound), access: "household:write", body: skipRecurringSchema, output: typeOnly<RecurringExpense>() }),
};
