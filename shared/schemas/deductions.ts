import { z } from "zod";

// The 730 deductions kept with the expenses (docs/tax.md): the types, the family members, the
// traceability rule and the summary's shapes. Shared by the expense form, the /tax page and the
// server; no figures here (they are in shared/facts/registry-tax.ts).

export const DEDUCTION_TYPES = [
  "health",
  "medicines",
  "medical_devices",
  "veterinary",
  "school",
  "nursery",
  "kids_sport",
  "mortgage_interest",
  "insurance",
  "student_rent",
  "funeral",
  "pension_fund",
] as const;
export type DeductionType = (typeof DEDUCTION_TYPES)[number];

export const DEDUCTION_TYPE_LABELS: Record<DeductionType, string> = {
  health: "Spese sanitarie (visite, esami)",
  medicines: "Medicinali",
  medical_devices: "Dispositivi medici",
  veterinary: "Spese veterinarie",
  school: "Istruzione",
  nursery: "Asilo nido",
  kids_sport: "Sport dei ragazzi (5–18 anni)",
  mortgage_interest: "Interessi del mutuo prima casa",
  insurance: "Assicurazione vita/infortuni (morte o invalidità)",
  student_rent: "Affitto studenti fuori sede",
  funeral: "Spese funebri",
  pension_fund: "Fondo pensione (deduzione dal reddito)",
};

/**
 * Types that stay deductible when paid in cash (docs/tax.md, "Pagamento tracciabile"): medicines,
 * medical devices and, among health expenses, those of the public health service. The app
 * cannot tell a public-health visit from a private one, so `health` in cash is excluded with a
 * reason that says so.
 */
export const CASH_ALLOWED: ReadonlySet<DeductionType> = new Set<DeductionType>(["medicines", "medical_devices"]);

/** The family member an expense is for: the user, the dependent spouse, child1, child2, … */
export const MEMBER_PATTERN = /^(self|spouse|child([1-9]|1\d|20))$/;

export const DEDUCTION_MESSAGES = {
  typeInvalid: "Tipo di spesa detraibile non valido",
  memberInvalid: "Familiare non valido: scegli te stesso, il coniuge o un figlio",
  memberNoChild: "Questo figlio non è nel profilo del nucleo familiare: aggiorna il numero di figli nel tuo account",
  traceableInvalid: "Indica se il pagamento è tracciabile (carta, bonifico) o in contanti",
  deductionInvalid: "Dati della detrazione non validi",
  cashWarning: "Pagata in contanti: per questo tipo di spesa la detrazione spetta solo con pagamento tracciabile (carta, bancomat, bonifico).",
  yearInvalid: "Anno d'imposta non valido: scegli un anno dal 2020 all'anno in corso",
  pastYearsPremium: "Il riepilogo degli anni passati è disponibile con Premium o con la prova gratuita.",
  freeTotalsOnly: "Con il piano gratuito vedi solo i totali dell'anno in corso: il dettaglio per familiare, le spese escluse e gli anni passati sono disponibili con Premium o con la prova gratuita.",
} as const;

/** Italian label of a member: "Io", "Coniuge", "Figlio 1"… */
export function memberLabel(member: string): string {
  if (member === "self") return "Io (dichiarante)";
  if (member === "spouse") return "Coniuge a carico";
  return `Figlio ${member.slice(5)}`;
}

/** The `deduction` field of an expense; null clears it (docs/tax.md). */
export const deductionSchema = z
  .object(
    {
      type: z.enum(DEDUCTION_TYPES, { error: DEDUCTION_MESSAGES.typeInvalid }),
      member: z.string({ error: DEDUCTION_MESSAGES.memberInvalid }).regex(MEMBER_PATTERN, DEDUCTION_MESSAGES.memberInvalid),
      traceable: z.boolean({ error: DEDUCTION_MESSAGES.traceableInvalid }),
    },
    { error: DEDUCTION_MESSAGES.deductionInvalid },
  )
  .strict()
  .nullable();
export type Deduction = { type: DeductionType; member: string; traceable: boolean };

/** The warning the form shows at once for a cash payment of a type that needs traceability. */
export const needsCashWarning = (d: Pick<Deduction, "type" | "traceable">): boolean => !d.traceable && !CASH_ALLOWED.has(d.type);

/** Suggests a type from the expense's subcategory and words (docs/tax.md, "Suggerimento"). */
export function suggestDeductionType(subcategory: string, description: string): DeductionType | null {
  const d = description.toLowerCase();
  if (/veterinar/.test(d)) return "veterinary";
  if (subcategory === "salute") {
    if (/farmac|medicin/.test(d)) return "medicines";
    if (/occhial|lent[ie]|apparecch|dispositiv|tutore|plantar/.test(d)) return "medical_devices";
    return "health";
  }
  if (/asilo nido|\bnido\b/.test(d)) return "nursery";
  if (/palestr|piscin|calcio|sport|nuoto/.test(d) && subcategory === "figli_scuola") return "kids_sport";
  if (subcategory === "figli_scuola" || subcategory === "istruzione") return "school";
  if (/interessi.*mutuo|mutuo/.test(d)) return "mortgage_interest";
  return null;
}

/** ?year=YYYY of the summary: 2020 .. the current year (checked by the server against today). */
export const summaryQuerySchema = z.object({
  year: z
    .string({ error: DEDUCTION_MESSAGES.yearInvalid })
    .regex(/^\d{4}$/, DEDUCTION_MESSAGES.yearInvalid)
    .transform(Number)
    .optional(),
});

export type DeductionSummary = {
  year: number;
  members: Array<{ member: string; types: Array<{ type: DeductionType; total: string; eligible: string; saving: string }> }>;
  totals: { total: string; eligible: string; saving: string };
  /** Each expense left out with the reason; the API names it as the user knows it (date, description, amount), the rules alone do not. */
  excluded: Array<{ expenseId: number; reason: string; date?: string; description?: string; amount?: string }>;
  /** Rules of the year applied or not applied, in Italian (income cuts, the 75.000 € ceiling…). */
  notes: string[];
  /** false for a free user asking the current year: only `totals` are filled in (docs/tax.md). */
  detailed: boolean;
};
