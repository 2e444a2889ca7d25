import { z } from "zod";
import { moneyField, percentField } from "./number-fields";
import { FREE_DEBT_LIMIT } from "../constants";
import { DEBT_LIMITS, DEBT_MESSAGES, DEBT_STRATEGIES, type DebtStrategy } from "../finance/debt-plan";

// docs/calculators.md, "Piano di rientro dai debiti". One schema for the planner's form
// (zodResolver), the public planner endpoint and the stored debts; amounts are accepted as
// Italian text ("1.200,00") or numbers, the TAEG as a percentage.

export const STORED_DEBT_MESSAGES = {
  invalidBody: "Dati del debito non validi",
  invalidPlan: "Dati del piano non validi",
  notFound: "Debito non trovato",
  limitReached: `Con il piano gratuito puoi salvare al massimo ${FREE_DEBT_LIMIT} debiti: passa a Premium per salvarne senza limiti.`,
} as const;

export const DEBT_STRATEGY_LABELS: Record<DebtStrategy, string> = {
  avalanche: "Valanga (prima il TAEG più alto)",
  snowball: "Palla di neve (prima il debito più piccolo)",
};

/** Control characters become spaces, then trimmed. */
const cleanText = (s: string) => s.replace(/[\u0000-\u001f\u007f]+/g, " ").trim();

const debtFields = {
  name: z
    .string({ error: DEBT_MESSAGES.nameRequired })
    .transform(cleanText)
    .pipe(z.string().min(1, DEBT_MESSAGES.nameRequired).max(DEBT_LIMITS.nameMax, DEBT_MESSAGES.nameTooLong)),
  balance: moneyField({ min: [DEBT_LIMITS.balance.min, DEBT_MESSAGES.balanceMin], max: [DEBT_LIMITS.balance.max, DEBT_MESSAGES.balanceMax], invalid: DEBT_MESSAGES.amountInvalid }),
  rate: percentField({ min: [DEBT_LIMITS.rate.min, DEBT_MESSAGES.rateMin], max: [DEBT_LIMITS.rate.max, DEBT_MESSAGES.rateMax] }),
  minPayment: moneyField({ min: [DEBT_LIMITS.minPayment.min, DEBT_MESSAGES.minPaymentMin], max: [DEBT_LIMITS.minPayment.max, DEBT_MESSAGES.minPaymentMax], invalid: DEBT_MESSAGES.amountInvalid }),
};

/** A stored debt's body (POST /api/user/debts) and one row of the planner's form. */
export const debtSchema = z.object(debtFields, { error: STORED_DEBT_MESSAGES.invalidBody });

/** The planner's body (POST /api/tools/debt-plan): 1–20 debts with different names, the extra, the strategy. */
export const debtPlanSchema = z.object(
  {
    debts: z
      .array(debtSchema, { error: DEBT_MESSAGES.noDebts })
      .min(1, DEBT_MESSAGES.noDebts)
      .max(DEBT_LIMITS.maxDebts, DEBT_MESSAGES.tooManyDebts)
      .refine((list) => new Set(list.map((d) => d.name)).size === list.length, DEBT_MESSAGES.nameDuplicate),
    extra: z.preprocess(
      (v) => (v === undefined || v === "" ? 0 : v),
      moneyField({ min: [DEBT_LIMITS.extra.min, DEBT_MESSAGES.extraMin], max: [DEBT_LIMITS.extra.max, DEBT_MESSAGES.extraMax], invalid: DEBT_MESSAGES.amountInvalid }),
    ),
    strategy: z.enum(DEBT_STRATEGIES, { error: DEBT_MESSAGES.strategy }),
  },
  { error: STORED_DEBT_MESSAGES.invalidPlan },
);

export type NewDebt = z.output<typeof debtSchema>;
export type DebtPlanInput = z.input<typeof debtPlanSchema>;
export type DebtPlanRequest = z.output<typeof debtPlanSchema>;

/** A stored debt as the API answers it: amounts as "1234.50", the TAEG as a number. */
export type StoredDebt = { id: number; name: string; balance: string; rate: number; minPayment: string; createdAt: string };

/** The planner's answer (docs/calculators.md): amounts as "1234.50". */
export type DebtPlanAnswer = {
  strategy: DebtStrategy;
  months: number;
  totalInterest: string;
  order: string[];
  interestSaved: string;
  debts: { name: string; paidOffMonth: number; interest: string }[];
};
