import { debtPlanSchema, debtSchema, STORED_DEBT_MESSAGES, type DebtPlanAnswer, type StoredDebt } from "../schemas/debts";
import { endpoint, typeOnly } from "./define";
import { idParams } from "./params";

// docs/calculators.md, "Piano di rientro dai debiti": the planner is a tool free for everyone,
// visitors included, like the calculators; the stored debts are the household's (docs/household.md,
// "Cosa è condiviso"): every member reads them, owner and editors write them.
export const debtsContract = {
  plan: endpoint({ method: "POST", path: "/api/tools/debt-plan", access: "public", body: debtPlanSchema, output: typeOnly<DebtPlanAnswer>() }),
  list: endpoint({ method: "GET", path: "/api/user/debts", access: "user", output: typeOnly<StoredDebt[]>() }),
  create: endpoint({ method: "POST", path: "/api/user/debts", access: "household:write", body: debtSchema, output: typeOnly<StoredDebt>() }),
  remove: endpoint({ method: "DELETE", path: "/api/user/debts/:id", params: idParams(STORED_DEBT_MESSAGES.notFound), access: "household:write", output: typeOnly<void>() }),
};
