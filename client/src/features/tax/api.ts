import { useQuery } from "@tanstack/react-query";
import { deductionsContract as api } from "@shared/contracts/deductions";
import { apiQuery } from "@/lib/api";

/** The 730 summary of a tax year (docs/tax.md, "Il riepilogo 730"); read afresh on every visit. */
export const useDeductionSummary = (year: number) => useQuery({ ...apiQuery(api.summary, { query: { year: String(year) } }), refetchOnMount: "always" });
