import { z } from "zod";
import { hasControlChars } from "./text";
import { PASSWORD_MIN_LENGTH } from "../constants";

// docs/accounts.md. Registration: an email containing '@' and a password of at least 6 characters.
export const AUTH_MESSAGES = {
  invalidTitle: "Dati non validi",
  invalid: "Inserisci email e password validi",
  shortTitle: "Password troppo corta",
  short: "La password deve avere almeno 6 caratteri",
  missingTitle: "Dati mancanti",
  missing: "Inserisci email e password",
  duplicate: "Esiste già un account con questa email",
  wrongCredentials: "Email o password errati",
  adminWrongCredentials: "Email o password non corretti",
  registered: "Registrazione completata",
  loggedIn: "Accesso effettuato",
  welcomeAdmin: "Benvenuto Admin!",
} as const;

const emailField = z
  .string({ error: AUTH_MESSAGES.invalid })
  .trim()
  .min(1, AUTH_MESSAGES.invalid)
  .max(254, AUTH_MESSAGES.invalid)
  .refine((v) => v.includes("@"), AUTH_MESSAGES.invalid)
  .refine((v) => !hasControlChars(v), AUTH_MESSAGES.invalid);

export const registerSchema = z.object({
  email: emailField,
  password: z
    .string({ error: AUTH_MESSAGES.short })
    .min(PASSWORD_MIN_LENGTH, AUTH_MESSAGES.short)
    .max(200, "La password può avere al massimo 200 caratteri"),
});
export type RegisterInput = z.infer<typeof registerSchema>;

export const loginSchema = z.object({
  email: z
    .string({ error: AUTH_MESSAGES.missing })
    .trim()
    .min(1, AUTH_MESSAGES.missing)
    .max(254, AUTH_MESSAGES.missing)
    .refine((v) => !hasControlChars(v), AUTH_MESSAGES.invalid),
  password: z.string({ error: AUTH_MESSAGES.missing }).min(1, AUTH_MESSAGES.missing).max(200, AUTH_MESSAGES.missing),
});
export type LoginInput = z.infer<typeof loginSchema>;

/** What GET /api/auth/user answers (docs/accounts.md, "Accounts"). */
export type CurrentUser = {
  id: number;
  email: string;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
  points: number;
  isPremium: boolean;
  isAdmin: boolean;
  premiumUntil: string | null;
  subscriptionStatus: string | null;
};
