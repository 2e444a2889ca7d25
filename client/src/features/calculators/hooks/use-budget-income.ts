import { useCallback, useEffect, useRef, useState } from "react";
import { toAmountInput } from "@shared/money";
import { budgetIncomeSchema } from "@shared/schemas/calculators";
import { useZodForm } from "@/components/form/use-zod-form";
import type { useSavedBudget } from "../api";
import { budgetFromUrl } from "../url-params";
import { useApplyUrlValues, useUrlValues } from "./use-url-values";

/**
 * The budget calculator's income field and where its value comes from, first that applies: the
 * address (docs/calculators.md, "URL parameters", as if typed), what the user typed, the saved
 * budget (shown as saved), the household profile's income (docs/accounts.md), the example's 2.000.
 */
export function useBudgetIncome(saved: ReturnType<typeof useSavedBudget>, householdIncome: number | null) {
  const [isSaved, setIsSaved] = useState(false);
  const fromUrl = useUrlValues(budgetFromUrl);
  const touched = useRef(fromUrl !== null);
  const form = useZodForm(budgetIncomeSchema, { mode: "onChange", defaultValues: { monthlyIncome: "2000", ...fromUrl } });
  const { setValue: set } = form;
  const applyUrl = useCallback(
    (v: { monthlyIncome?: string }) => {
      if (v.monthlyIncome === undefined) return;
      touched.current = true;
      setIsSaved(false);
      set("monthlyIncome", v.monthlyIncome);
    },
    [set],
  );
  useApplyUrlValues(fromUrl, applyUrl);

  useEffect(() => {
    if (saved.data && !touched.current) {
      set("monthlyIncome", toAmountInput(saved.data.monthlyIncome));
      setIsSaved(true);
    }
  }, [saved.data, set]);

  useEffect(() => {
    if (touched.current || !saved.isSuccess || saved.data || householdIncome === null) return;
    set("monthlyIncome", toAmountInput(householdIncome));
  }, [householdIncome, saved.isSuccess, saved.data, set]);

  const incomeField = form.register("monthlyIncome", {
    onChange: () => {
      touched.current = true;
      setIsSaved(false); // docs/calculators.md: changing the income resets the saved flag
    },
  });
  return { form, isSaved, setIsSaved, incomeField };
}
