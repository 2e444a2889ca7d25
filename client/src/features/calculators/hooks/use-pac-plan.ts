import { useCallback, useDeferredValue, useState } from "react";
import type { z } from "zod";
import { useWatch } from "react-hook-form";
import { flushSync } from "react-dom";
import { toAmountInput } from "@shared/money";
import { formatFactNumber } from "@shared/facts";
import { pacSimulationSchema, PAC_RETURN_CHOICES, PAC_YEAR_CHOICES, type PacSimulation } from "@shared/schemas/calculators";
import { PAC_DEFAULT_INFLATION_PERCENT, PAC_DEFAULT_TER_PERCENT, trySimulatePac, trySimulatePacWithCosts } from "@shared/finance/pac";
import { parseItalianNumber } from "@shared/numbers";
import { useZodForm } from "@/components/form/use-zod-form";
import { pacFromUrl } from "../url-params";
import { useApplyUrlValues, useUrlValues } from "./use-url-values";

type FormIn = z.input<typeof pacSimulationSchema>;
export type PacValues = { monthlyAmount: string; years: string; expectedReturn: string };

// The inflation the real values are computed with, read from what the user typed (0-20 %).
function useInflation() {
  const [inflation, setInflation] = useState(String(PAC_DEFAULT_INFLATION_PERCENT));
  const read = parseItalianNumber(inflation, "percent");
  const value = read.ok ? read.value : Number.NaN;
  const ok = read.ok && value >= 0 && value <= 20;
  return { inflation, setInflation, inflationOk: ok, inflationUsed: ok ? value : PAC_DEFAULT_INFLATION_PERCENT };
}

// A saved simulation may use a duration or return outside the offered choices (the API
// accepts 1-50 years, 0-50 %): its values join the select so it can be reloaded.
// So may the address's (docs/calculators.md, "URL parameters").
function useChoices(fromUrl: Partial<PacValues> | null) {
  const [extra, setExtra] = useState<{ years: number[]; returns: string[] }>({ years: [], returns: [] });
  const urlYears = fromUrl?.years ? [Number(fromUrl.years)] : [];
  const urlReturns = fromUrl?.expectedReturn ? [fromUrl.expectedReturn] : [];
  const yearOptions = [...new Set<number>([...PAC_YEAR_CHOICES, ...extra.years, ...urlYears])].sort((a, b) => a - b);
  const returnOptions = [...new Set<string>([...PAC_RETURN_CHOICES.map((r) => String(Number(r))), ...extra.returns, ...urlReturns])].sort((a, b) => Number(a) - Number(b));
  const addChoice = (years: number, ret: string) => flushSync(() => setExtra((e) => ({ years: [...e.years, years], returns: [...e.returns, ret] })));
  return { yearOptions, returnOptions, addChoice };
}

/** The PAC simulator's inputs and the results they give, recomputed as the user types. */
export function usePacPlan() {
  const inflation = useInflation();
  // The assistant's link opens the page prefilled (docs/calculators.md, "URL parameters").
  const fromUrl = useUrlValues(pacFromUrl);
  const choices = useChoices(fromUrl);
  // The fund's yearly cost and the stamp duty (docs/calculators.md, "PAC con i costi").
  const [ter, setTer] = useState(formatFactNumber(PAC_DEFAULT_TER_PERCENT, 2));
  const [stampDuty, setStampDuty] = useState(true);
  const form = useZodForm(pacSimulationSchema, { mode: "onChange", defaultValues: { monthlyAmount: "200", years: "20", expectedReturn: "6.5", ...fromUrl } });
  const { setValue: set } = form;
  const applyUrl = useCallback(
    (v: Partial<PacValues>) => {
      for (const [k, val] of Object.entries(v)) set(k as keyof FormIn, val, { shouldValidate: true });
    },
    [set],
  );
  useApplyUrlValues(fromUrl, applyUrl);
  // Typing stays responsive: the results follow the inputs at a lower priority.
  const values = useDeferredValue(useWatch({ control: form.control }));
  const parsed = pacSimulationSchema.safeParse(values);
  // A plan too large to compute exactly is refused with the form's message instead of crashing.
  const attempt = parsed.success ? trySimulatePac(parsed.data) : null;
  const result = attempt?.result ?? null;
  const costsAttempt = result && parsed.success ? trySimulatePacWithCosts({ ...parsed.data, terPercent: ter, stampDuty }) : null;
  const terError = costsAttempt?.error?.field === "terPercent" ? costsAttempt.error.message : undefined;

  function applyValues(v: PacValues) {
    for (const [k, val] of Object.entries(v)) form.setValue(k as keyof FormIn, val, { shouldValidate: true });
  }
  function pickSaved(s: PacSimulation) {
    const ret = String(Number(s.expectedReturn));
    choices.addChoice(s.years, ret);
    applyValues({ monthlyAmount: toAmountInput(s.monthlyAmount), years: String(s.years), expectedReturn: ret });
  }

  return {
    form, ...inflation, ...choices, ter, setTer, stampDuty, setStampDuty, terError, applyValues, pickSaved,
    result, costs: costsAttempt?.result ?? null, years: parsed.success ? parsed.data.years : 0,
    resultError: attempt?.error?.message ?? "Correggi i dati del piano per vedere i risultati.",
  };
}

export type PacPlan = ReturnType<typeof usePacPlan>;
