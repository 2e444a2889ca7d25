import { computeAssegnoUnico, type AuInput } from "@shared/finance/assegno-unico";
import { FinanceInputError } from "@shared/finance/errors";
import { computeIsee, type IseeInput } from "@shared/finance/isee";
import { compareTfr, type TfrInput } from "@shared/finance/tfr";
import { centsToString } from "@shared/money";
import type { AssegnoUnicoEstimate, IseeEstimate, TfrComparison } from "@shared/schemas/benefits";
import { AppError } from "../../http/errors";

// The benefits calculators on the server (docs/benefits.md): the shared finance functions, their
// refusals as a 400 with the Italian message, amounts out as "1234.50" strings. Nothing is stored.

function guarded<T>(compute: () => T): T {
  try {
    return compute();
  } catch (e) {
    if (e instanceof FinanceInputError) throw new AppError("validation", e.message, { fieldErrors: { [e.field]: e.message } });
    throw e;
  }
}

const money = centsToString;

export function estimateIsee(input: IseeInput): IseeEstimate {
  const r = guarded(() => computeIsee(input));
  return {
    isr: money(r.isrCents),
    isp: money(r.ispCents),
    ise: money(r.iseCents),
    scale: r.scale,
    isee: money(r.iseeCents),
    familyBenefits: { isp: money(r.familyBenefits.ispCents), ise: money(r.familyBenefits.iseCents), scale: r.familyBenefits.scale, isee: money(r.familyBenefits.iseeCents) },
    steps: r.steps.map((s) => ({ label: s.label, rule: s.rule, ...(s.amountCents !== undefined ? { amount: money(s.amountCents) } : {}), ...(s.value !== undefined ? { value: s.value } : {}) })),
  };
}

export function estimateAssegnoUnico(input: AuInput): AssegnoUnicoEstimate {
  const r = guarded(() => computeAssegnoUnico(input));
  return {
    perChild: r.perChild.map((c) => ({ age: c.age, lines: c.lines.map((l) => ({ label: l.label, amount: money(l.amountCents) })), total: money(c.totalCents) })),
    monthlyTotal: money(r.monthlyTotalCents),
    notes: r.notes,
    measures: r.measures,
  };
}

export function compareTfrWithFund(input: TfrInput): TfrComparison {
  const r = guarded(() => compareTfr(input));
  const side = (s: { grossCents: number; netCents: number; taxCents: number }) => ({ gross: money(s.grossCents), net: money(s.netCents), tax: money(s.taxCents) });
  return { company: side(r.company), fund: side(r.fund), assumptions: r.assumptions };
}
