import { z } from "zod";

/** RFC 5321's limit on a forward path; also what every e-mail column accepts. */
export const EMAIL_MAX_LENGTH = 254;
export const EMAIL_MESSAGES = {
  required: "Inserisci la tua email",
  invalid: "Inserisci un indirizzo email valido",
} as const;

// C0 controls (CR and LF included) and DEL: a header line break writes to other people.
const CONTROL = /[\u0000-\u001F\u007F]/;
// One address only: no list separators, display names or comments.
const NOT_SINGLE = /[\s,;<>()"]/;

/**
 * The one e-mail address schema (docs/security.md): a single address, trimmed of surrounding
 * spaces and lower-cased; no whitespace, comma, list separator or control character anywhere
 * (CR/LF included); at most 254 characters. Every route and form that takes an e-mail uses it;
 * a form may give its own Italian messages.
 */
export function emailAddress(messages: { required?: string; invalid?: string } = {}) {
  const required = messages.required ?? EMAIL_MESSAGES.required;
  const invalid = messages.invalid ?? EMAIL_MESSAGES.invalid;
  return z
    .string({ error: required })
    .refine((v) => !CONTROL.test(v), invalid)
    .transform((v) => v.replace(/^ +| +$/g, "").toLowerCase())
    .pipe(
      z
        .string()
        .min(1, required)
        .max(EMAIL_MAX_LENGTH, invalid)
        .refine((v) => !NOT_SINGLE.test(v), invalid)
        .pipe(z.email({ error: invalid })),
    );
}

export const emailSchema = emailAddress();

/** True when s is one address the schema accepts as it is (already normalised). */
