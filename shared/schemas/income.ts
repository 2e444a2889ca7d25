import { z } from "zod";
import { moneyField } from "./number-fields";
import { addMonths, isCalendarDate, isoDate, yearMonthOf } from "../calendar";

// docs/plan.md, "Entrate e saldo del mese": an income entry typed by hand. The date bounds depend
// on today in Rome, so the schema is built for a given `today` ("YYYY-MM-DD").

export const INCOME_MESSAGES = {
  invalidBody: "Dati dell'entrata non validi",
  kindInvalid: "Scegli il tipo di entrata: stipendio, Assegno Unico o altro",
  amountInvalid: "Importo non valido",
  amountMin: "L'importo deve essere almeno 0,01 €",
  amountMax: "L'importo può essere al massimo 1.000.000 €",
  dateInvalid: "Data non valida",
  dateFuture: "La data non può essere nel futuro",
  dateOld: "La data può essere al massimo di 5 anni fa",
  noteTooLong: "La nota può avere al massimo 120 caratteri",
  notFound: "Entrata non trovata",
} as const;

export const INCOME_KINDS = ["salary", "assegno_unico", "other"] as const;
export type IncomeKind = (typeof INCOME_KINDS)[number];
export const INCOME_KIND_LABELS: Record<IncomeKind, string> = {
  salary: "Stipendio",
  assegno_unico: "Assegno Unico",
  other: "Altro",
};

const NOTE_MAX = 120;

/** Control characters become spaces, then trimmed. */
const cleanText = (s: string) => s.replace(/[\u0000-\u001f\u007f]+/g, " ").trim();

/** POST /api/user/income: the date is from five years back (the 1st of that month) to today. */
export function incomeSchema(today: string) {
  const oldestMonth = addMonths(yearMonthOf(today), -60);
  const oldest = isoDate(oldestMonth.year, oldestMonth.month, 1);
  return z.object(
    {
      kind: z.enum(INCOME_KINDS, { error: INCOME_MESSAGES.kindInvalid }),
      amount: moneyField({ min: [0.01, INCOME_MESSAGES.amountMin], max: [1_000_000, INCOME_MESSAGES.amountMax], invalid: INCOME_MESSAGES.amountInvalid }),
      date: z
        .string({ error: INCOME_MESSAGES.dateInvalid })
        .refine(isCalendarDate, INCOME_MESSAGES.dateInvalid)
        .refine((d) => !isCalendarDate(d) || d <= today, INCOME_MESSAGES.dateFuture)
        .refine((d) => !isCalendarDate(d) || d >= oldest, INCOME_MESSAGES.dateOld),
      note: z.preprocess(
        (v) => (v === "" ? null : v),
        z.string({ error: INCOME_MESSAGES.noteTooLong }).transform(cleanText).pipe(z.string().max(NOTE_MAX, INCOME_MESSAGES.noteTooLong)).nullish(),
      ),
    },
    { error: INCOME_MESSAGES.invalidBody },
  );
}

export type IncomeFormValues = z.input<ReturnType<typeof incomeSchema>>;
export type NewIncome = z.output<ReturnType<typeof incomeSchema>>;

/** An income entry as the API answers it: the amount as "1234.50". */
export type IncomeEntry = { id: number; kind: IncomeKind; amount: string; date: string; note: string | null };

/**
 * GET /api/user/month-balance (docs/plan.md, "Entrate e saldo del mese"): the month's income and
 * spending, their difference, and what is left to spend against the income (or the saved budget's
 * income when none is recorded that month).
 */
export type MonthBalance = {
  year: number;
  month: number;
  income: string;
  spending: string;
  balance: string;
  available: { source: "income" | "budget" | "none"; amount: string };
  leftToSpend: string;
};
