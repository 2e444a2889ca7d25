import { z } from "zod";
import { emailAddress } from "./email";
import { integerField, moneyField } from "./number-fields";
import { PASSWORD_MIN_LENGTH } from "../constants";
import { leaderboardProfileSchema } from "./gamification";

// Account, household profile, password reset and e-mail verification (docs/accounts.md).

export const ACCOUNT_MESSAGES = {
  profileSaved: "Profilo della famiglia salvato",
  accountSaved: "Dati dell'account salvati",
  nameTooLong: "Il nome può avere al massimo 60 caratteri",
  nameInvalid: "Il nome non può contenere a capo né i caratteri < >",
  wrongPassword: "La password attuale non è corretta",
  currentPasswordRequired: "Inserisci la password attuale",
  samePassword: "La nuova password deve essere diversa da quella attuale",
  passwordChanged: "Password cambiata: gli altri dispositivi sono stati disconnessi",
  emailChangeSent: "Ti abbiamo inviato un link al nuovo indirizzo: aprilo entro 24 ore per confermare il cambio",
  emailSame: "Il nuovo indirizzo è uguale a quello attuale",
  emailChanged: "Indirizzo email aggiornato",
  emailChangeCancelled: "Cambio dell'indirizzo annullato: l'account resta collegato a questo indirizzo. Se non l'hai chiesto tu, cambia la password.",
  emailTaken: "Esiste già un account con questa email",
  linkInvalid: "Il link non è valido o è scaduto. Chiedine uno nuovo.",
  tokenRequired: "Link non valido",
  resetRequested: "Se l'indirizzo corrisponde a un account, riceverai a breve un'email con il link per reimpostare la password.",
  resetDone: "Password reimpostata: ora sei connesso",
  verifySent: "Ti abbiamo inviato un nuovo link di verifica",
  verified: "Indirizzo email verificato, grazie!",
  alreadyVerified: "Il tuo indirizzo email è già verificato",
  sessionsEnded: "Sei uscito da tutti gli altri dispositivi",
  sessionEnded: "Sei uscito da quel dispositivo",
  sessionNotFound: "Dispositivo non trovato: forse ne sei già uscito",
  sessionIsCurrent: "Questo è il dispositivo che stai usando: per uscire usa «Esci» nel menu",
  preferencesSaved: "Preferenze email salvate",
  preferenceInvalid: "Indica sì o no per ogni preferenza",
  verifyFirst: "Verifica prima il tuo indirizzo email: la newsletter arriva solo agli indirizzi verificati",
  incomeMin: "Il reddito non può essere negativo",
  incomeMax: "Il reddito mensile può essere al massimo 1.000.000 €",
  sizeRange: "Le persone in famiglia vanno da 1 a 20",
  childrenRange: "I figli vanno da 0 a 19",
  childrenVsSize: "I figli non possono essere più delle persone in famiglia meno una",
  singleIncome: "Indica se in famiglia entra un solo reddito",
  goal: "Scegli un obiettivo dall'elenco",
  salaryPayments: "Le mensilità all'anno possono essere 12, 13 o 14",
  extraMonth: "Il mese va da 1 (gennaio) a 12 (dicembre)",
  extraAmountMin: "L'importo della mensilità aggiuntiva deve essere almeno 0,01 €",
  extraAmountMax: "L'importo della mensilità aggiuntiva può essere al massimo 1.000.000 €",
  thirteenthWithout: "La tredicesima c'è solo con 13 o 14 mensilità",
  fourteenthWithout: "La quattordicesima c'è solo con 14 mensilità",
  extraMonthsSame: "La tredicesima e la quattordicesima devono arrivare in mesi diversi",
} as const;

const password = (msg: string) => z.string({ error: msg }).min(1, msg).max(200, msg);
const newPassword = z
  .string({ error: `La password deve avere almeno ${PASSWORD_MIN_LENGTH} caratteri` })
  .min(PASSWORD_MIN_LENGTH, `La password deve avere almeno ${PASSWORD_MIN_LENGTH} caratteri`)
  .max(200, "La password può avere al massimo 200 caratteri");
// A token from a link: 43 base64url characters (32 random bytes); anything else is not ours.
const token = z.string({ error: ACCOUNT_MESSAGES.tokenRequired }).regex(/^[A-Za-z0-9_-]{20,100}$/, ACCOUNT_MESSAGES.linkInvalid);

// ---- Household profile ----

export const HOUSEHOLD_GOALS = ["emergency_fund", "debts", "home", "children_future", "retirement"] as const;
export type HouseholdGoal = (typeof HOUSEHOLD_GOALS)[number];
export const HOUSEHOLD_GOAL_LABELS: Record<HouseholdGoal, string> = {
  emergency_fund: "Fondo di emergenza",
  debts: "Ridurre i debiti",
  home: "Comprare casa",
  children_future: "Il futuro dei figli",
  retirement: "La pensione",
};

/**
 * PUT /api/user/profile. Every field may be left out or null (the onboarding is skippable, step
 * by step); the income accepts Italian text ("1.800,50") through the shared money field.
 */
export const householdProfileSchema = z
  .object({
    monthlyIncome: moneyField({ min: [0, ACCOUNT_MESSAGES.incomeMin], max: [1_000_000, ACCOUNT_MESSAGES.incomeMax] }).nullish(),
    householdSize: integerField({ min: [1, ACCOUNT_MESSAGES.sizeRange], max: [20, ACCOUNT_MESSAGES.sizeRange] }).nullish(),
    children: integerField({ min: [0, ACCOUNT_MESSAGES.childrenRange], max: [19, ACCOUNT_MESSAGES.childrenRange] }).nullish(),
    singleIncome: z.boolean({ error: ACCOUNT_MESSAGES.singleIncome }).nullish(),
    goal: z.enum(HOUSEHOLD_GOALS, { error: ACCOUNT_MESSAGES.goal }).nullish(),
    // The extra months (docs/plan.md, "Mensilità aggiuntive"); how they fit together is checked
    // by the service against the stored profile too (extraMonthsError).
    salaryPayments: integerField({ min: [12, ACCOUNT_MESSAGES.salaryPayments], max: [14, ACCOUNT_MESSAGES.salaryPayments] }).nullish(),
    thirteenthMonth: integerField({ min: [1, ACCOUNT_MESSAGES.extraMonth], max: [12, ACCOUNT_MESSAGES.extraMonth] }).nullish(),
    fourteenthMonth: integerField({ min: [1, ACCOUNT_MESSAGES.extraMonth], max: [12, ACCOUNT_MESSAGES.extraMonth] }).nullish(),
    extraPaymentAmount: moneyField({ min: [0.01, ACCOUNT_MESSAGES.extraAmountMin], max: [1_000_000, ACCOUNT_MESSAGES.extraAmountMax] }).nullish(),
  })
  .refine((p) => p.children == null || p.householdSize == null || p.children < p.householdSize, {
    message: ACCOUNT_MESSAGES.childrenVsSize,
    path: ["children"],
  });

/** The month each extra payment arrives when the family does not say (docs/plan.md, "Mensilità aggiuntive"). */
export const DEFAULT_EXTRA_MONTHS = { thirteenth: 12, fourteenth: 7 } as const;

type ExtraMonthsFields = { salaryPayments: number | null; thirteenthMonth: number | null; fourteenthMonth: number | null };

/**
 * The profile's extra months once merged with what is stored: which field is wrong and why, or
 * null (docs/plan.md, "Mensilità aggiuntive"). A 13th's month needs 13 or 14 payments, a 14th's
 * month needs 14, and the two arrive in different months.
 */
export function extraMonthsError(p: ExtraMonthsFields): { field: keyof ExtraMonthsFields; message: string } | null {
  const payments = p.salaryPayments ?? 12;
  if (p.thirteenthMonth !== null && payments < 13) return { field: "thirteenthMonth", message: ACCOUNT_MESSAGES.thirteenthWithout };
  if (p.fourteenthMonth !== null && payments < 14) return { field: "fourteenthMonth", message: ACCOUNT_MESSAGES.fourteenthWithout };
  if (payments === 14 && (p.thirteenthMonth ?? DEFAULT_EXTRA_MONTHS.thirteenth) === (p.fourteenthMonth ?? DEFAULT_EXTRA_MONTHS.fourteenth))
    return { field: "fourteenthMonth", message: ACCOUNT_MESSAGES.extraMonthsSame };
  return null;
}

/** GET /api/user/profile. completed: the onboarding was answered or skipped once. */
export type HouseholdProfile = {
  completed: boolean;
  monthlyIncome: number | null;
  householdSize: number | null;
  children: number | null;
  singleIncome: boolean | null;
  goal: HouseholdGoal | null;
  /** Salary payments a year (12, 13 or 14), null when not said; the months stored (null: the defaults). */
  salaryPayments: number | null;
  thirteenthMonth: number | null;
  fourteenthMonth: number | null;
  /** The net amount of one extra payment; null: the monthly income. */
  extraPaymentAmount: number | null;
};

// ---- Account ----

const personName = z
  .string({ error: ACCOUNT_MESSAGES.nameInvalid })
  .max(60, ACCOUNT_MESSAGES.nameTooLong)
  .refine((v) => !/[\u0000-\u001F\u007F<>]/.test(v), ACCOUNT_MESSAGES.nameInvalid)
  .transform((v) => v.trim() || null)
  .nullish();

/** PATCH /api/user/account: the fields sent change; the display name follows the leaderboard's rule. */
export const accountUpdateSchema = z.object({
  firstName: personName,
  lastName: personName,
  // Optional around the leaderboard's field, so leaving it out keeps the stored name.
  displayName: leaderboardProfileSchema.shape.displayName.optional(),
});

export type AccountInfo = {
  email: string;
  emailVerified: boolean;
  firstName: string | null;
  lastName: string | null;
  displayName: string | null;
  preferences: EmailPreferences;
};

export const emailChangeSchema = z.object({
  newEmail: emailAddress(),
  currentPassword: password(ACCOUNT_MESSAGES.currentPasswordRequired),
});
export const tokenSchema = z.object({ token });

export const passwordChangeSchema = z.object({
  currentPassword: password(ACCOUNT_MESSAGES.currentPasswordRequired),
  newPassword,
});

export const EMAIL_PREFERENCE_KEYS = ["newsletter", "automations", "reminders"] as const;
export type EmailPreferences = Record<(typeof EMAIL_PREFERENCE_KEYS)[number], boolean>;
export const EMAIL_PREFERENCE_LABELS: Record<keyof EmailPreferences, string> = {
  newsletter: "Newsletter con articoli e consigli",
  automations: "Email di benvenuto e suggerimenti dopo le tue attività",
  reminders: "Promemoria (fine della prova, spese ricorrenti in scadenza)",
};
export const emailPreferencesSchema = z
  .object({
    newsletter: z.boolean({ error: ACCOUNT_MESSAGES.preferenceInvalid }),
    automations: z.boolean({ error: ACCOUNT_MESSAGES.preferenceInvalid }),
    reminders: z.boolean({ error: ACCOUNT_MESSAGES.preferenceInvalid }),
  })
  .partial();

/** GET /api/user/sessions: one signed-in browser of the user. */
export type ActiveSession = { id: string; device: string; createdAt: string | null; lastSeenAt: string | null; current: boolean };

// ---- Password reset and verification (public) ----

export const passwordResetRequestSchema = z.object({ email: emailAddress() });
export const passwordResetConfirmSchema = z.object({ token, password: newPassword });

export type MessageAnswer = { message: string };
