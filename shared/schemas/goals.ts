import { z } from "zod";
import { moneyField, integerField } from "./number-fields";
import { addMonths, isCalendarDate, isoDate, yearMonthOf } from "../calendar";
import { EMERGENCY_MONTHS } from "../finance/goals";
import { FREE_GOAL_LIMIT } from "../constants";

// docs/plan.md ("Obiettivi", "Versamenti e prelievi", "Fondo di emergenza"). One schema for the
// form (zodResolver) and the route; the date bounds depend on today in Rome, so each schema is
// built for a day (the server passes its clock's).

export const GOAL_MESSAGES = {
  nameRequired: "Dai un nome all'obiettivo",
  nameTooLong: "Il nome può avere al massimo 60 caratteri",
  kindRequired: "Scegli il tipo di obiettivo",
  targetMin: "L'obiettivo deve essere maggiore di 0",
  targetMax: "L'obiettivo può essere al massimo 10.000.000 €",
  amountInvalid: "Inserisci un importo valido (es. 1.200,00)",
  monthlyMin: "L'importo mensile deve essere maggiore di 0",
  monthlyMax: "L'importo mensile può essere al massimo 1.000.000 €",
  dateInvalid: "Data non valida",
  datePast: "La data obiettivo non può essere nel passato",
  dateTooFar: "La data obiettivo può essere al massimo tra 50 anni",
  dueMonthInvalid: "Il mese di scadenza va da 1 a 12",
  dateOrMonthly: "Indica una data obiettivo o un importo mensile",
  emptyUpdate: "Nessuna modifica indicata",
  invalidBody: "Dati dell'obiettivo non validi",
  notFound: "Obiettivo non trovato",
  limitReached: `Con il piano gratuito puoi avere al massimo ${FREE_GOAL_LIMIT} obiettivi: passa a Premium per averne senza limiti.`,
  contributionZero: "L'importo non può essere zero",
  contributionMax: "L'importo può essere al massimo 1.000.000 € (in più o in meno)",
  contributionDateFuture: "La data non può essere nel futuro",
  contributionDateOld: "La data può essere al massimo di 5 anni fa",
  noteTooLong: "La nota può avere al massimo 120 caratteri",
  withdrawalTooLarge: "Non puoi prelevare più di quanto hai messo da parte",
  invalidContribution: "Dati del versamento non validi",
  monthsInvalid: "Scegli da 3 a 12 mesi",
  goalOnlySavings: "Solo le spese della categoria «Risparmio e investimenti» possono andare a un obiettivo",
} as const;

export const GOAL_KINDS = ["emergency", "sinking", "long_term"] as const;
export type GoalKind = (typeof GOAL_KINDS)[number];
export const GOAL_KIND_LABELS: Record<GoalKind, string> = {
  emergency: "Fondo di emergenza",
  sinking: "Spesa prevista (accantonamento)",
  long_term: "Obiettivo a lungo termine",
};

const TARGET_MAX = 10_000_000;
const MONTHLY_MAX = 1_000_000;
const NAME_MAX = 60;
const NOTE_MAX = 120;
const YEARS_AHEAD = 50;

/** Control characters become spaces, then trimmed. */
const cleanText = (s: string) => s.replace(/[\u0000-\u001f\u007f]+/g, " ").trim();

const emptyToNull = (v: unknown) => (v === "" ? null : v);

function goalFields(today: string) {
  const maxDate = isoDate(Number(today.slice(0, 4)) + YEARS_AHEAD, 12, 31);
  return {
    name: z
      .string({ error: GOAL_MESSAGES.nameRequired })
      .transform(cleanText)
      .pipe(z.string().min(1, GOAL_MESSAGES.nameRequired).max(NAME_MAX, GOAL_MESSAGES.nameTooLong)),
    kind: z.enum(GOAL_KINDS, { error: GOAL_MESSAGES.kindRequired }),
    targetAmount: moneyField({ min: [0.01, GOAL_MESSAGES.targetMin], max: [TARGET_MAX, GOAL_MESSAGES.targetMax], invalid: GOAL_MESSAGES.amountInvalid }),
    targetDate: z.preprocess(
      emptyToNull,
      z
        .string({ error: GOAL_MESSAGES.dateInvalid })
        .refine(isCalendarDate, GOAL_MESSAGES.dateInvalid)
        .refine((d) => !isCalendarDate(d) || d >= today, GOAL_MESSAGES.datePast)
        .refine((d) => !isCalendarDate(d) || d <= maxDate, GOAL_MESSAGES.dateTooFar)
        .nullish(),
    ),
    monthlyAmount: z.preprocess(
      emptyToNull,
      moneyField({ min: [0.01, GOAL_MESSAGES.monthlyMin], max: [MONTHLY_MAX, GOAL_MESSAGES.monthlyMax], invalid: GOAL_MESSAGES.amountInvalid }).nullish(),
    ),
    dueMonth: z.preprocess(
      emptyToNull,
      integerField({ min: [1, GOAL_MESSAGES.dueMonthInvalid], max: [12, GOAL_MESSAGES.dueMonthInvalid], invalid: GOAL_MESSAGES.dueMonthInvalid, integerMessage: GOAL_MESSAGES.dueMonthInvalid }).nullish(),
    ),
  };
}

/** A goal needs a way to be measured: a date, a monthly amount or a yearly due month. */
const hasPlan = (g: { targetDate?: string | null; monthlyAmount?: number | null; dueMonth?: number | null }) => g.targetDate != null || g.monthlyAmount != null || g.dueMonth != null;

/** POST /api/user/goals and the goal form; `today` is today's date in Europe/Rome. */
export function createGoalSchema(today: string) {
  return z.object(goalFields(today), { error: GOAL_MESSAGES.invalidBody }).refine(hasPlan, { message: GOAL_MESSAGES.dateOrMonthly, path: ["targetDate"] });
}

/** PATCH /api/user/goals/:id: any field, each checked as on create (null clears an optional one); at least one. */
export function updateGoalSchema(today: string) {
  return z
    .object(goalFields(today), { error: GOAL_MESSAGES.invalidBody })
    .partial()
    .refine((v) => Object.values(v).some((x) => x !== undefined), GOAL_MESSAGES.emptyUpdate);
}

/** POST /api/user/goals/:id/contributions: a negative amount is a withdrawal. */
export function contributionSchema(today: string) {
  const oldest = (() => {
    const ym = addMonths(yearMonthOf(today), -60);
    return isoDate(ym.year, ym.month, 1);
  })();
  return z.object(
    {
      amount: moneyField({ min: [-MONTHLY_MAX, GOAL_MESSAGES.contributionMax], max: [MONTHLY_MAX, GOAL_MESSAGES.contributionMax], invalid: GOAL_MESSAGES.amountInvalid }).refine(
        (v) => v !== 0,
        GOAL_MESSAGES.contributionZero,
      ),
      date: z
        .string({ error: GOAL_MESSAGES.dateInvalid })
        .refine(isCalendarDate, GOAL_MESSAGES.dateInvalid)
        .refine((d) => !isCalendarDate(d) || d <= today, GOAL_MESSAGES.contributionDateFuture)
        .refine((d) => !isCalendarDate(d) || d >= oldest, GOAL_MESSAGES.contributionDateOld),
      note: z.preprocess(emptyToNull, z.string({ error: GOAL_MESSAGES.noteTooLong }).transform(cleanText).pipe(z.string().max(NOTE_MAX, GOAL_MESSAGES.noteTooLong)).nullish()),
    },
    { error: GOAL_MESSAGES.invalidContribution },
  );
}

/** ?months=3..12 of the emergency fund; without it the family's default (docs/plan.md, "Fondo di emergenza"). */
export const emergencyFundQuerySchema = z.object({
  months: z.preprocess(
    (v) => (v === "" ? undefined : v),
    integerField({
      min: [EMERGENCY_MONTHS.min, GOAL_MESSAGES.monthsInvalid],
      max: [EMERGENCY_MONTHS.max, GOAL_MESSAGES.monthsInvalid],
      invalid: GOAL_MESSAGES.monthsInvalid,
      integerMessage: GOAL_MESSAGES.monthsInvalid,
    }).optional(),
  ),
});

export type GoalFormValues = z.input<ReturnType<typeof createGoalSchema>>;
export type NewGoal = z.output<ReturnType<typeof createGoalSchema>>;
export type GoalUpdate = z.output<ReturnType<typeof updateGoalSchema>>;
export type ContributionFormValues = z.input<ReturnType<typeof contributionSchema>>;
export type NewContribution = z.output<ReturnType<typeof contributionSchema>>;

/** A goal as the API sends it: amounts as "1234.50", percent as a number (docs/plan.md). */
export type Goal = {
  id: number;
  name: string;
  kind: GoalKind;
  targetAmount: string;
  targetDate: string | null;
  monthlyAmount: string | null;
  dueMonth: number | null;
  /** The date the figures aim at: targetDate, or the next due month's last day of a yearly cost. */
  dueDate: string | null;
  saved: string;
  monthlyNeeded: string | null;
  projectedDate: string | null;
  progressPercent: number;
  onTrack: boolean;
};

export type GoalContribution = { id: number; goalId: number; amount: string; date: string; note: string | null };

export type EmergencyFund = {
  months: number;
  monthlyEssential: string;
  target: string;
  basis: { source: "tracker" | "budget"; months: string[]; totals: string[] };
  /** From the household profile: null when the family did not say. */
  singleIncome: boolean | null;
};

/** The first goal the app proposes from the onboarding's answers (docs/plan.md, "La prima proposta"). */
export type GoalProposal = { proposal: (Omit<NewGoal, "targetAmount"> & { targetAmount: string }) | null; reason: string };
