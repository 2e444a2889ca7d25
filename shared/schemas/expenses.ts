import { z } from "zod";
import { EXPENSE_CATEGORIES, FREE_EXPENSE_LIMIT, type ExpenseCategory } from "../constants";
import { centsToString, toCents } from "../money";
import { moneyField } from "./number-fields";
import { searchText } from "./text";
import { addMonths, isCalendarDate, isoDate, lastDayOfMonth, yearMonthOf } from "../calendar";
import { deductionSchema, type Deduction } from "./deductions";
import { DEFAULT_SUBCATEGORY, EXPENSE_SUBCATEGORIES, type ExpenseSubcategory } from "../expense-subcategories";

// docs/expenses.md (the form's validation and the API). One schema used by the form (zodResolver)
// and by the route. The bounds are stated in docs/expenses.md.

export const EXPENSE_MESSAGES = {
  descriptionRequired: "Descrizione richiesta",
  descriptionTooLong: "La descrizione può avere al massimo 120 caratteri",
  amountMin: "Importo deve essere maggiore di 0",
  amountNotANumber: "Inserisci un importo valido (es. 12,50)",
  amountDecimals: "Sono ammessi al massimo 2 decimali",
  amountMax: "L'importo massimo di una spesa è 1.000.000 €",
  categoryRequired: "Categoria richiesta",
  dateRequired: "Data richiesta",
  dateInvalid: "Data non valida",
  monthInvalid: "Mese non valido (da 1 a 12)",
  yearInvalid: "Anno non valido",
  limitInvalid: "Il limite deve essere un numero intero da 1 a 1000",
  limitTitle: "Limite raggiunto! Passa a Premium per registrare spese senza limiti.",
  limitReached: `Hai raggiunto il limite di ${FREE_EXPENSE_LIMIT} spese per il piano gratuito.`,
  notFound: "Spesa non trovata",
  exportPremium: "L'esportazione CSV è disponibile solo per gli utenti Premium.",
  errorTitle: "Errore",
  invalidBody: "Dati della spesa non validi",
  subcategoryInvalid: "Scegli una categoria dall'elenco",
  emptyUpdate: "Nessuna modifica indicata",
  searchTooLong: "La ricerca può avere al massimo 120 caratteri",
  undoExpired: "Non è più possibile annullare l'eliminazione di questa spesa",
  undoLimitReached: `Impossibile ripristinare: il mese della spesa ha già ${FREE_EXPENSE_LIMIT} spese, il limite del piano gratuito.`,
  reportPremium: "Il report dei mesi passati è disponibile solo per gli utenti Premium.",
  goalInvalid: "Obiettivo non trovato",
  goalOnlySavings: "Solo le spese della categoria «Risparmio e investimenti» possono andare a un obiettivo",
} as const;

export const DESCRIPTION_MAX = 120;
/** Largest single expense: a household records purchases, not company balances. */
export const AMOUNT_MAX_CENTS = 100_000_000;
/** How far back an expense may be dated, in years (first day of that month). */
export const DATE_YEARS_BACK = 5;


/** Italian "dd/mm/yyyy" of a "YYYY-MM-DD" calendar date (no time zone involved). */
export const italianDate = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

/**
 * The dates an expense may carry, given today in Rome: from the first day of the same month
 * five years back to the last day of next month (a bill due soon may be recorded ahead).
 */
export function expenseDateBounds(today: string): { min: string; max: string } {
  const current = yearMonthOf(today);
  return { min: isoDate(current.year - DATE_YEARS_BACK, current.month, 1), max: lastDayOfMonth(addMonths(current, 1)) };
}

/** Amount as a string or number, read the Italian way (docs/numbers.md); out: "1234.50". */
const amountField = moneyField({
  min: [0.01, EXPENSE_MESSAGES.amountMin],
  max: [AMOUNT_MAX_CENTS / 100, EXPENSE_MESSAGES.amountMax],
  invalid: EXPENSE_MESSAGES.amountNotANumber,
  decimalsMessage: EXPENSE_MESSAGES.amountDecimals,
}).transform((euros) => centsToString(toCents(euros)));

/** The expense form and POST /api/user/expenses; `today` is today's date in Europe/Rome. */
// The schema of the last day asked for: building (and compiling) a zod schema costs far more
// than using it, and the server asks for today's on every new expense.
let lastExpenseSchema: { today: string; schema: ReturnType<typeof buildExpenseSchema> } | null = null;

export function createExpenseSchema(today: string) {
  if (lastExpenseSchema?.today !== today) lastExpenseSchema = { today, schema: buildExpenseSchema(today) };
  return lastExpenseSchema.schema;
}

/** The fields of an expense, each validated the same way by create and edit. */
function expenseFields(today: string) {
  const { min, max } = expenseDateBounds(today);
  return {
    description: z
      .string({ error: EXPENSE_MESSAGES.descriptionRequired })
      .transform((s) => s.replace(/[\u0000-\u001f\u007f]+/g, " ").trim())
      .pipe(z.string().min(1, EXPENSE_MESSAGES.descriptionRequired).max(DESCRIPTION_MAX, EXPENSE_MESSAGES.descriptionTooLong)),
    amount: amountField,
    category: z.enum(EXPENSE_CATEGORIES, { error: EXPENSE_MESSAGES.categoryRequired }),
    subcategory: z.enum(EXPENSE_SUBCATEGORIES, { error: EXPENSE_MESSAGES.subcategoryInvalid }),
    date: z
      .string({ error: EXPENSE_MESSAGES.dateRequired })
      .trim()
      .min(1, EXPENSE_MESSAGES.dateRequired)
      .refine(isCalendarDate, EXPENSE_MESSAGES.dateInvalid)
      .refine((d) => !isCalendarDate(d) || d >= min, `La data non può essere precedente al ${italianDate(min)}`)
      .refine((d) => !isCalendarDate(d) || d <= max, `La data non può essere successiva al ${italianDate(max)}`),
    /** The goal a "risparmio_investimenti" expense pays into; null detaches it (docs/plan.md, "Versamenti e prelievi"). */
    goalId: z.union([z.number().int().min(1).max(2_147_483_647), z.null()], { error: EXPENSE_MESSAGES.goalInvalid }).optional(),
    /** Deductible in the 730 (type, member, traceable); null clears it (docs/tax.md). */
    deduction: deductionSchema.optional(),
    /** "shared" (default) or "private", seen by its author only (docs/household.md, "Cosa è condiviso"). */
    visibility: z.enum(["shared", "private"], { error: "Visibilità non valida: scegli «Condivisa» o «Privata (solo per me)»" }).optional(),
  };
}

function buildExpenseSchema(today: string) {
  const fields = expenseFields(today);
  // A request that names no everyday category gets "altro" (docs/expenses.md).
  return z
    .object({ ...fields, subcategory: fields.subcategory.optional().default(DEFAULT_SUBCATEGORY) }, { error: EXPENSE_MESSAGES.invalidBody })
    .refine((e) => e.goalId == null || e.subcategory === GOAL_SUBCATEGORY, { message: EXPENSE_MESSAGES.goalOnlySavings, path: ["goalId"] });
}

let lastUpdateSchema: { today: string; schema: ReturnType<typeof buildUpdateSchema> } | null = null;

/** PATCH /api/user/expenses/:id: any of the create fields, each validated as on create; at least one. */
export function updateExpenseSchema(today: string) {
  if (lastUpdateSchema?.today !== today) lastUpdateSchema = { today, schema: buildUpdateSchema(today) };
  return lastUpdateSchema.schema;
}

function buildUpdateSchema(today: string) {
  return z
    .object(expenseFields(today), { error: EXPENSE_MESSAGES.invalidBody })
    .partial()
    .refine((v) => Object.values(v).some((x) => x !== undefined), EXPENSE_MESSAGES.emptyUpdate);
}
export type ExpenseUpdate = z.output<ReturnType<typeof updateExpenseSchema>>;

export type ExpenseSchema = ReturnType<typeof createExpenseSchema>;
export type ExpenseFormValues = z.input<ExpenseSchema>;
export type NewExpense = z.output<ExpenseSchema>;

const optionalInt = (min: number, max: number, message: string) =>
  z
    .union([z.string(), z.number()], { error: message })
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v === "") return undefined;
      const s = String(v).trim();
      const n = Number(s);
      if (!/^\d{1,6}$/.test(s) || n < min || n > max) {
        ctx.addIssue({ code: "custom", message });
        return z.NEVER;
      }
      return n;
    });

/** ?month=1..12&year=2000..2100 of the count, list and export calls. */
export const monthQuerySchema = z.object({
  month: optionalInt(1, 12, EXPENSE_MESSAGES.monthInvalid),
  year: optionalInt(2000, 2100, EXPENSE_MESSAGES.yearInvalid),
});

const emptyToUndefined = (v: unknown) => (v === "" ? undefined : v);

export const listQuerySchema = monthQuerySchema.extend({
  limit: optionalInt(1, 1000, EXPENSE_MESSAGES.limitInvalid),
  category: z.preprocess(emptyToUndefined, z.enum(EXPENSE_CATEGORIES, { error: EXPENSE_MESSAGES.categoryRequired }).optional()),
  subcategory: z.preprocess(emptyToUndefined, z.enum(EXPENSE_SUBCATEGORIES, { error: EXPENSE_MESSAGES.subcategoryInvalid }).optional()),
  /** Words of the description, case-insensitive. */
  q: searchText(DESCRIPTION_MAX, EXPENSE_MESSAGES.searchTooLong)
    .optional()
    .transform((v) => (v ? v : undefined)),
});

/** The subcategory whose expenses may pay into a goal (docs/plan.md, "Versamenti e prelievi"). */
export const GOAL_SUBCATEGORY: ExpenseSubcategory = "risparmio_investimenti";

/**
 * Expense as the API sends it (docs/expenses.md); `goalId` only when it pays into a goal; `deduction` always (null when not deductible, docs/tax.md);
 * `receiptId` in the list only, when the user attached a receipt to their own expense (docs/tax.md, "Ricevute").
 */
export type Expense = {
  id: number;
  description: string;
  amount: string;
  category: ExpenseCategory;
  subcategory: ExpenseSubcategory;
  date: string;
  goalId?: number;
  deduction?: Deduction | null;
  receiptId?: string;
  /** docs/household.md, "Cosa è condiviso": who sees it, and who entered it ("ex membro" with memberId null when they are no longer a member). */
  visibility?: "shared" | "private";
  author?: { memberId: number | null; displayName: string | null };
};
export type ExpenseCount = { count: number };
