import { z } from "zod";
import { AppError } from "./errors";
import { MESSAGES } from "@shared/labels";

// zod's own messages (a nested field without a custom message, an unknown key) in Italian, so
// no English reaches a user. The schemas' custom messages are unaffected.
z.config(z.locales.it());

/** A body that is not an object at all (absent, an array, a number): "Dati non validi", unless
 * the schema has its own message. Only the whole input has no path here. */
const wholeInputOfWrongType = (issue: { code?: string; path?: PropertyKey[] }) =>
  issue.code === "invalid_type" && !issue.path?.length ? MESSAGES.invalidData : undefined;

/**
 * Parses input with a shared zod schema. A failure becomes 400 with
 * { message, fieldErrors } in Italian, so a form can show each message under its field.
 */
export function parse<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input, { error: wholeInputOfWrongType });
  if (result.success) return result.data;
  const fieldErrors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.length ? issue.path.join(".") : "_";
    if (!(key in fieldErrors)) fieldErrors[key] = issue.message;
  }
  const first = result.error.issues[0]?.message ?? MESSAGES.invalidData;
  throw new AppError("validation", first, { fieldErrors });
}
