import { monthQuerySchema } from "../schemas/expenses";
import { INCOME_MESSAGES, type IncomeEntry, type IncomeFormValues, type MonthBalance } from "../schemas/income";
import { endpoint, typeOnly } from "./define";
import { idParams } from "./params";

// docs/plan.md, "Entrate e saldo del mese". The income body carries date bounds that depend on
// today in Rome: the route parses it with incomeSchema(today). The entries are the household's
// (docs/household.md, "Cosa è condiviso"): every member reads them, owner and editors write them.
export const incomeContract = {
  list: endpoint({ method: "GET", path: "/api/user/income", access: "user", query: monthQuerySchema, output: typeOnly<IncomeEntry[]>() }),
  create: endpoint({ method: "POST", path: "/api/user/income", access: "household:write", body: typeOnly<IncomeFormValues>(), output: typeOnly<IncomeEntry>() }),
  remove: endpoint({ method: "DELETE", path: "/api/user/income/:id", params: idParams(INCOME_MESSAGES.notFound), access: "household:write", output: typeOnly<void>() }),
  monthBalance: endpoint({ method: "GET", path: "/api/user/month-balance", access: "user", query: monthQuerySchema, output: typeOnly<MonthBalance>() }),
};
