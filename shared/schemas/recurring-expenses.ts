import { z } from "zod";
import { EXPENSE_CATEGORIES, type ExpenseCategory } from "../constants";
import { DEFAULT_SUBCATEGORY, EXPENSE_SUBCATEGORIES, type ExpenseSubcategory } from "../expense-subcategories";
import { addMonths, isCalendarDate, isoDate, lastDayOfMonth, yearMonthOf } from "../calendar";
import { moneyField, integerField } from "./number-fields";
import { centsToString, toCents } from "../money";
import { AMOUNT_MAX_CENTS, DATE_YEARS_BACK, DESCRIPTION_MAX, EXPENSE_MESSAGES, italianDate } from "./expenses";
import { INCOME_KINDS, INCOME_MESSAGES, type IncomeKind } from "./income";

// docs/expenses.md (recurring expenses). One schema for the form and for POST/PATCH
// /api/user/recurring-expenses; `today` is today's date in Europe/Rome.

export const RECURRING_MESSAGES = {
  dayInvalid: "Il giorno del mese va da 1 a 31",
  startRequired: "Data di inizio richiesta",
  endBeforeStart: "La data di fine non può precedere l'inizio",
  notFound: "Spesa ricorrente non trovata",
  monthInvalid: "Mese non valido (formato AAAA-MM)",
  skipCreated: "La spesa di questo mese è già stata registrata: eliminala dall'elenco delle spese per saltarla.",
  skipOutOfRange: "Questo mese è fuori dal periodo della spesa ricorrente",
  tooMany: "Puoi avere al massimo 50 spese ricorrenti",
  skippedLimit: "saltata: limite del piano gratuito",
  skippedByUser: "saltata",
} as const;

/** The category column of an income rule, never shown nor summed (docs/expenses.md, "Recurring income"). */
const INCOME_RULE_CATEGORY: ExpenseCategory = "necessita";

/** Most recurring rules a user may keep (a household has a few dozen bills at most). */
export const RECURRING_MAX_PER_USER = 50;
/** How far ahead a rule may start, in months. */
export const RECURRING_START_MONTHS_AHEAD = 12;

/** A rule's occurrence in a month: what happened to it. */
export const OCCURRENCE_STATUSES = ["created", "skipped", "skipped_limit"] as const;
export type OccurrenceStatus = (typeof OCCURRENCE_STATUSES)[number];

const dateField = (today: string, required: string) => {
  const current = yearMonthOf(today);
  const min = isoDate(current.year - DATE_YEARS_BACK, current.month, 1);
  const max = lastDayOfMonth(addMonths(current, RECURRING_START_MONTHS_AHEAD));
  return z
    .string({ error: required })
    .trim()
    .min(1, required)
    .refine(isCalendarDate, EXPENSE_MESSAGES.dateInvalid)
    .refine((d) => !isCalendarDate(d) || d >= min, `La data non può essere precedente al ${italianDate(min)}`)
    .refine((d) => !isCalendarDate(d) || d <= max, `La data non può essere successiva al ${italianDate(max)}`);
};

function recurringFields(today: string) {
  return {
    description: z
      .string({ error: EXPENSE_MESSAGES.descriptionRequired })
      .transform((s) => s.replace(/[\u0000-\u001f\u007f]+/g, " ").trim())
      .pipe(z.string().min(1, EXPENSE_MESSAGES.descriptionRequired).max(DESCRIPTION_MAX, EXPENSE_MESSAGES.descriptionTooLong)),
    amount: moneyField({
      min: [0.01, EXPENSE_MESSAGES.amountMin],
      max: [AMOUNT_MAX_CENTS / 100, EXPENSE_MESSAGES.amountMax],
      invalid: EXPENSE_MESSAGES.amountNotANumber,
      decimalsMessage: EXPENSE_MESSAGES.amountDecimals,
    }).transform((euros) => centsToString(toCents(euros))),
    category: z.enum(EXPENSE_CATEGORIES, { error: EXPENSE_MESSAGES.categoryRequired }),
    subcategory: z.enum(EXPENSE_SUBCATEGORIES, { error: EXPENSE_MESSAGES.subcategoryInvalid }),
    dayOfMonth: integerField({ min: [1, RECURRING_MESSAGES.dayInvalid], max: [31, RECURRING_MESSAGES.dayInvalid], invalid: RECURRING_MESSAGES.dayInvalid, integerMessage: RECURRING_MESSAGES.dayInvalid }),
    startDate: dateField(today, RECURRING_MESSAGES.startRequired),
    // Empty or null: no end.
    endDate: z.union([dateField(today, EXPENSE_MESSAGES.dateRequired), z.literal(""), z.null()]).transform((v) => (v ? v : null)),
    remind: z.boolean({ error: "Valore non valido per il promemoria" }),
    // docs/expenses.md, "Recurring income": set, each month creates an income entry of this kind.
    incomeKind: z.enum(INCOME_KINDS, { error: INCOME_MESSAGES.kindInvalid }).nullable(),
  };
}

/** An income rule needs no category (docs/expenses.md, "Recurring income"); a bill does. */
const categoryUnlessIncome = (v: { category?: unknown; incomeKind?: unknown }) => v.category !== undefined || (v.incomeKind !== undefined && v.incomeKind !== null);

const endAfterStart = (v: { startDate?: string; endDate?: string | null }) => !v.endDate || !v.startDate || v.endDate >= v.startDate;

export function createRecurringSchema(today: string) {
  const f = recurringFields(today);
  return z
    .object(
      {
        ...f,
        // An income rule stores the default category: the column is required, its value unused.
        category: f.category.optional(),
        subcategory: f.subcategory.optional().default(DEFAULT_SUBCATEGORY),
        endDate: f.endDate.optional().transform((v) => v ?? null),
        remind: f.remind.optional().default(true),
        incomeKind: f.incomeKind.optional().transform((v) => v ?? null),
      },
      { error: EXPENSE_MESSAGES.invalidBody },
    )
    .refine(endAfterStart, { message: RECURRING_MESSAGES.endBeforeStart, path: ["endDate"] })
    .refine(categoryUnlessIncome, { message: EXPENSE_MESSAGES.categoryRequired, path: ["category"] })
    .transform((v) => ({ ...v, category: v.category ?? INCOME_RULE_CATEGORY }));
}

export function updateRecurringSchema(today: string) {
  return z
    .object(recurringFields(today), { error: EXPENSE_MESSAGES.invalidBody })
    .partial()
    .refine((v) => Object.values(v).some((x) => x !== undefined), EXPENSE_MESSAGES.emptyUpdate)
    .refine(endAfterStart, { message: RECURRING_MESSAGES.endBeforeStart, path: ["endDate"] });
}

export type RecurringFormValues = z.input<ReturnType<typeof createRecurringSchema>>;
export type NewRecurring = z.output<ReturnType<typeof createRecurringSchema>>;
export type RecurringUpdate = z.output<ReturnType<typeof updateRecurringSchema>>;

/** POST /api/user/recurring-expenses/:id/skip: the month to skip, "YYYY-MM". */
export const skipRecurringSchema = z.object(
  { month: z.string({ error: RECURRING_MESSAGES.monthInvalid }).regex(/^(20\d\d)-(0[1-9]|1[0-2])$/, RECURRING_MESSAGES.monthInvalid) },
  { error: RECURRING_MESSAGES.monthInvalid },
);

export type RecurringOccurrence = { month: string; status: OccurrenceStatus; expenseId: number | null };

/** A recurring expense as the API sends it, with its recent occurrences and its next due date. */
export type RecurringExpense = {
  id: number;
  description: string;
  amount: string;
  category: ExpenseCategory;
  subcategory: ExpenseSubcategory;
  dayOfMonth: number;
  startDate: string;
  endDate: string | null;
  remind: boolean;
  /** Set for a recurring income: each month creates an income entry of this kind, not an expense. */
  incomeKind: IncomeKind | null;
  /** Next date an occurrence is due (today or later), null when the rule has ended. */
  nextDue: string | null;
  /** The last months' outcomes, newest first. */
  occurrences: RecurringOccurrence[];
};

/** The day an occurrence falls on in a month: the rule's day, or the month's last day when shorter. */
export function occurrenceDate(dayOfMonth: number, ym: { year: number; month: number }): string {
  const last = lastDayOfMonth(ym);
  return Number(last.slice(8, 10)) < dayOfMonth ? last : isoDate(ym.year, ym.month, dayOfMonth);
}
