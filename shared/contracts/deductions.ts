import { summaryQuerySchema, type DeductionSummary } from "../schemas/deductions";
import { endpoint, typeOnly } from "./define";

export const deductionsContract = {
  // The 730 summary of a tax year (docs/tax.md); free users get the current year's totals only.
  summary: endpoint({ method: "GET", path: "/api/user/deductions/summary", access: "user", query: summaryQuerySchema, output: typeOnly<DeductionSummary>() }),
};
