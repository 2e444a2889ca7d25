import { useCallback, useDeferredValue, useEffect } from "react";
import type { z } from "zod";
import { useWatch } from "react-hook-form";
import { mortgageSchema } from "@shared/schemas/calculators";
import { calculateMortgage } from "@shared/finance/mortgage";
import { toAmountInput } from "@shared/money";
import { useZodForm } from "@/components/form/use-zod-form";
import { useHouseholdProfile } from "@/features/account";
import { useAuth } from "@/lib/use-auth";
import { mortgageFromUrl } from "../url-params";
import { useApplyUrlValues, useUrlValues } from "./use-url-values";

type FormIn = z.input<typeof mortgageSchema>;
type Values = { propertyValue: string; downPayment: string; loanTerm: string; interestRate: string; monthlyIncome: string };
// A preset changes only the fields it names in its text: never the family's income.
export type MortgagePresetValues = Omit<Values, "monthlyIncome">;

/** The mortgage calculator's form and the figures it gives, recomputed as the user types. */
export function useMortgageInputs(defaults: MortgagePresetValues) {
  // The assistant's link opens the page prefilled (docs/calculators.md, "URL parameters").
  const fromUrl = useUrlValues(mortgageFromUrl);
  const form = useZodForm(mortgageSchema, { mode: "onChange", defaultValues: { ...defaults, ...fromUrl, monthlyIncome: "2500" } });
  const { setValue: set } = form;
  const applyUrl = useCallback(
    (v: Partial<MortgagePresetValues>) => {
      for (const [k, val] of Object.entries(v)) set(k as keyof FormIn, val, { shouldValidate: true });
    },
    [set],
  );
  useApplyUrlValues(fromUrl, applyUrl);
  // A signed-in household's income (onboarding or /account) replaces the example's, unless typed over.
  const { isAuthenticated } = useAuth();
  const profile = useHouseholdProfile(isAuthenticated);
  const householdIncome = profile.data?.monthlyIncome ?? null;
  const { getFieldState, setValue } = form;
  useEffect(() => {
    if (householdIncome === null || getFieldState("monthlyIncome").isDirty) return;
    setValue("monthlyIncome", toAmountInput(householdIncome), { shouldValidate: true });
  }, [householdIncome, getFieldState, setValue]);
  // Typing stays responsive: the results follow the inputs at a lower priority.
  const values = useDeferredValue(useWatch({ control: form.control }));
  const parsed = mortgageSchema.safeParse(values);
  const input = parsed.success ? parsed.data : null;
  // The verdict and the figures wait until the income is the family's (docs/client.md,
  // "Calcolatori"): not while a signed-in user's profile is on its way, nor in the render before
  // its income reaches the deferred values (the app draws pages once the session is known, so a
  // visitor's are the example's at once).
  const incomePending =
    (isAuthenticated && profile.isPending && profile.fetchStatus !== "idle") ||
    (householdIncome !== null && !getFieldState("monthlyIncome").isDirty && values.monthlyIncome !== toAmountInput(householdIncome));
  const result = input && !incomePending ? calculateMortgage(input) : null;

  const applyPreset = (v: MortgagePresetValues) => {
    for (const [k, val] of Object.entries(v)) form.setValue(k as keyof FormIn, val, { shouldValidate: true });
  };
  return { form, input, incomePending, result, applyPreset, fromUrl };
}

export type MortgageInputs = ReturnType<typeof useMortgageInputs>;
