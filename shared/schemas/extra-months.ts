import { z } from "zod";
import type { ExtraKind, ExtraStep } from "../finance/extra-months";

// The extra months, tredicesima and quattordicesima (docs/plan.md, "Mensilità aggiuntive").

export const EXTRA_MONTHS_MESSAGES = {
  yearInvalid: "Scegli l'anno in corso o uno dei prossimi 10",
} as const;

/** How far ahead the year view goes (docs/plan.md, "Mensilità aggiuntive"). */
export const EXTRA_MONTHS_YEARS_AHEAD = 10;

export const EXTRA_KIND_LABELS: Record<ExtraKind, string> = { thirteenth: "Tredicesima", fourteenth: "Quattordicesima" };
export const EXTRA_STEP_LABELS: Record<ExtraStep, string> = {
  sinking: "Spesa prevista in scadenza",
  emergency: "Fondo di emergenza",
  goal: "Obiettivo",
};

/** ?year=: a whole number; whether it is this year or one of the next ten is checked by the service (today by the server's clock). */
export const extraMonthsQuerySchema = z.object({
  year: z
    .union([z.string(), z.number()], { error: EXTRA_MONTHS_MESSAGES.yearInvalid })
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v === "") return undefined;
      const s = String(v).trim();
      if (!/^\d{4}$/.test(s)) {
        ctx.addIssue({ code: "custom", message: EXTRA_MONTHS_MESSAGES.yearInvalid });
        return z.NEVER;
      }
      return Number(s);
    }),
});

export type ExtraMonthsPlan = {
  year: number;
  /** 12, 13 or 14; null when the family did not say (no extra month is assumed). */
  salaryPayments: number | null;
  /** One extra payment's net amount ("1800.00"): the profile's, else the monthly income; null when neither is known. */
  amount: string | null;
  amountSource: "profile" | "income" | "none";
  /** The year's extra payments in calendar order; past: its month is before the current one. */
  months: Array<{ month: number; kind: ExtraKind; past: boolean }>;
  /** The split of each extra payment not yet past (none without an amount). */
  proposal: Array<{
    month: number;
    kind: ExtraKind;
    amount: string;
    allocations: Array<{ goalId: number | null; name: string; step: ExtraStep; amount: string }>;
    unallocated: string;
  }>;
};
