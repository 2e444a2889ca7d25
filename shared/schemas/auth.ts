import { z } from "zod";
import { emailAddress } from "./email";
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
  tooManyAccounts: "Troppe registrazioni da questa connessione. Riprova tra un'ora.",
} as const;

const emailField = emailAddress({ required: AUTH_MESSAGES.invalid, invalid: AUTH_MESSAGES.invalid });

export const registerSchema = z.object({
  email: emailField,
  password: z
    .string({ error: AUTH_MESSAGES.short })
    .min(PASSWORD_MIN_LENGTH, AUTH_MESSAGES.short)
    .max(200, "La password può avere al massimo 200 caratteri"),
});
export type RegisterInput = z.input<typeof registerSchema>;

export const loginSchema = z.object({
  email: emailAddress({ required: AUTH_MESSAGES.missing, invalid: AUTH_MESSAGES.invalid }),
  password: z.string({ error: AUTH_MESSAGES.missing }).min(1, AUTH_MESSAGES.missing).max(200, AUTH_MESSAGES.missing),
});
export type LoginInput = z.input<typeof loginSchema>;

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
  /** The account's address was confirmed through the link sent to it (docs/accounts.md). */
  emailVerified: boolean;
};
